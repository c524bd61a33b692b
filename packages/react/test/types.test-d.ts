import { describe, expectTypeOf, it } from 'vitest';
import {
  type QueryClient,
  useInfiniteQuery,
  useQuery,
  useSuspenseQuery,
  type InfiniteData,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { FrontdeskClient, FrontdeskError, Page } from '@frontdesk/core';
import type { Order } from '@frontdesk/orders';
import type { Plan, PlanStats, PublicPlan } from '@frontdesk/plans';
import type { StateMachine } from '@frontdesk/identity';
import { defineQuery, prefetchQueries, type CallData, type PageData, type PageParam } from '../src/index.js';
import {
  planQueries,
  type useCreatePlan,
  type usePlan,
  type usePlanStats,
  type usePublicPlans,
  type usePublicPlansInfinite,
  type useSuspensePlan,
  type useSuspensePublicPlans,
} from '../src/plans/index.js';
import {
  orderQueries,
  type useMemberOrder,
  type useMemberOrdersInfinite,
  type useRequestCancellation,
  type useRequestCancellationOptimistic,
} from '../src/orders/index.js';
import type { useAuth } from '../src/members/index.js';
import type { useLogin } from '../src/identity/index.js';

declare const client: FrontdeskClient;
declare const queryClient: QueryClient;

describe('hook data carries Date fields', () => {
  it('plans', () => {
    expectTypeOf<ReturnType<typeof usePlan>['data']>().toEqualTypeOf<Plan | undefined>();
    expectTypeOf<NonNullable<ReturnType<typeof usePlan>['data']>['createdDate']>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<ReturnType<typeof useSuspensePlan>['data']>().toEqualTypeOf<Plan>();
    expectTypeOf<ReturnType<typeof useSuspensePlan>['data']['updatedDate']>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<ReturnType<typeof usePublicPlans>['data']>().toEqualTypeOf<PageData<PublicPlan> | undefined>();
    expectTypeOf<ReturnType<typeof useSuspensePublicPlans>['data']['items'][number]['createdDate']>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<ReturnType<typeof usePublicPlansInfinite>['data']>().toEqualTypeOf<
      InfiniteData<PageData<PublicPlan>, PageParam> | undefined
    >();
    expectTypeOf<ReturnType<typeof usePlanStats>['data']>().toEqualTypeOf<PlanStats | undefined>();
  });

  it('orders', () => {
    expectTypeOf<ReturnType<typeof useMemberOrder>['data']>().toEqualTypeOf<Order | undefined>();
    expectTypeOf<NonNullable<ReturnType<typeof useMemberOrder>['data']>['startDate']>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<NonNullable<ReturnType<typeof useMemberOrder>['data']>['cancellation']>()
      .exclude<undefined>()
      .toHaveProperty('requestedDate');
    expectTypeOf<
      NonNullable<ReturnType<typeof useMemberOrdersInfinite>['data']>['pages'][number]['items'][number]['endDate']
    >().toEqualTypeOf<Date | undefined>();
  });

  it('the current member', () => {
    expectTypeOf<NonNullable<ReturnType<typeof useAuth>['member']>['createdDate']>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<ReturnType<typeof useAuth>['loggedIn']>().toEqualTypeOf<boolean>();
  });

  it('paged calls become PageData, not Page (no functions in the cache)', () => {
    type Fake = ((c: FrontdeskClient<any>) => Promise<Page<{ at: Date }, unknown>>) & { declaration: never };
    expectTypeOf<CallData<Fake>>().toEqualTypeOf<PageData<{ at: Date }>>();
  });
});

describe('errors are FrontdeskError', () => {
  it('in query and mutation hooks', () => {
    expectTypeOf<ReturnType<typeof usePlan>['error']>().toEqualTypeOf<FrontdeskError | null>();
    expectTypeOf<ReturnType<typeof usePublicPlansInfinite>['error']>().toEqualTypeOf<FrontdeskError | null>();
    expectTypeOf<ReturnType<typeof useCreatePlan>['error']>().toEqualTypeOf<FrontdeskError | null>();
    expectTypeOf<ReturnType<typeof useLogin>['error']>().toEqualTypeOf<FrontdeskError | null>();
  });

  it('when the builders are used with TanStack hooks directly', () => {
    const detail = planQueries.detail(client, 'p1');
    expectTypeOf(useQuery(detail)).toEqualTypeOf<UseQueryResult<Plan, FrontdeskError>>();
    expectTypeOf(useSuspenseQuery(detail).data).toEqualTypeOf<Plan>();
    expectTypeOf(useInfiniteQuery(orderQueries.memberListInfinite(client)).error).toEqualTypeOf<FrontdeskError | null>();
  });
});

describe('builders and keys', () => {
  it('tag their keys with the data type', () => {
    expectTypeOf(queryClient.getQueryData(planQueries.detail(client, 'p1').queryKey)).toEqualTypeOf<Plan | undefined>();
    expectTypeOf(queryClient.getQueryData(planQueries.publicQuery(client).queryKey)).toEqualTypeOf<PageData<PublicPlan> | undefined>();
  });

  it('check the call arguments', () => {
    // @ts-expect-error an id is a string
    planQueries.detail(client, 42);
    // @ts-expect-error getPlan needs an id
    planQueries.detail(client);
    planQueries.publicQuery(client, { paging: { limit: 10 } });
    const fake = defineQuery('x', 'y', null as unknown as typeof import('@frontdesk/plans').getPlan);
    expectTypeOf(fake).parameter(1).toEqualTypeOf<string>();
  });

  it('prefetchQueries takes plain and infinite options', () => {
    expectTypeOf(prefetchQueries).toBeCallableWith(queryClient, client, (c: FrontdeskClient<any>) => [
      planQueries.detail(c, 'p1'),
      planQueries.publicQueryInfinite(c),
    ]);
  });
});

describe('mutation variables', () => {
  it('are typed from the calls', () => {
    expectTypeOf<Parameters<ReturnType<typeof useRequestCancellation>['mutate']>[0]>().toEqualTypeOf<{
      id: string;
      effectiveAt: 'IMMEDIATELY' | 'NEXT_PAYMENT_DATE';
    }>();
    expectTypeOf<ReturnType<typeof useRequestCancellationOptimistic>['context']>().toEqualTypeOf<
      { previous: Array<[readonly unknown[], unknown]> } | undefined
    >();
    expectTypeOf<ReturnType<ReturnType<typeof useCreatePlan>['mutateAsync']>>().toEqualTypeOf<Promise<Plan>>();
    expectTypeOf<ReturnType<ReturnType<typeof useLogin>['mutateAsync']>>().toEqualTypeOf<Promise<StateMachine>>();
  });
});
