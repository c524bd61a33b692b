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
import {
  defineQuery,
  keysOf,
  prefetchQueries,
  type CallData,
  type FrontdeskQueryKey,
  type PageData,
  type PageParam,
  type QueryHookOptions,
  type QueryHookResult,
} from '../src/index.js';
import {
  planKeys,
  planQueries,
  type useCreatePlan,
  usePlan,
  type usePlanStats,
  usePublicPlans,
  usePublicPlansInfinite,
  useSuspensePlan,
  type useSuspensePublicPlans,
  useSuspensePublicPlansInfinite,
} from '../src/plans/index.js';
import {
  orderKeys,
  orderQueries,
  type useMemberOrder,
  useMemberOrdersInfinite,
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

describe('hooks take select, as useQuery does', () => {
  it('the data type comes from select', () => {
    const names = usePublicPlans({ paging: { limit: 12 } }, { select: (page) => page.items.map((plan) => plan.name) });
    expectTypeOf(names.data).toEqualTypeOf<Array<string | undefined> | undefined>();
    expectTypeOf(usePlan('p1', { select: (plan) => plan.createdDate }).data).toEqualTypeOf<Date | undefined>();
    expectTypeOf(useSuspensePlan('p1', { select: (plan) => plan.id }).data).toEqualTypeOf<string>();
    const count = usePublicPlansInfinite(undefined, { select: (data) => data.pages.length });
    expectTypeOf(count.data).toEqualTypeOf<number | undefined>();
    expectTypeOf(useSuspensePublicPlansInfinite(undefined, { select: (data) => data.pageParams }).data).toEqualTypeOf<PageParam[]>();
    expectTypeOf(useMemberOrdersInfinite(undefined, { select: (data) => data.pages[0]?.items[0] }).data).toEqualTypeOf<Order | undefined>();
  });

  it('without select, the query data; with a wrong select, an error', () => {
    expectTypeOf(usePlan('p1').data).toEqualTypeOf<Plan | undefined>();
    expectTypeOf(usePlan('p1', { staleTime: 1 }).data).toEqualTypeOf<Plan | undefined>();
    expectTypeOf(usePublicPlansInfinite().data).toEqualTypeOf<InfiniteData<PageData<PublicPlan>, PageParam> | undefined>();
    // @ts-expect-error select gets the query data (a Plan), not a page
    usePlan('p1', { select: (page: PageData<Plan>) => page.items });
  });

  it('the options and result types name the query data and the selected data', () => {
    expectTypeOf<QueryHookResult<Plan, string>['data']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<QueryHookResult<Plan>['data']>().toEqualTypeOf<Plan | undefined>();
    expectTypeOf<QueryHookOptions<Plan, string>['select']>().toEqualTypeOf<((data: Plan) => string) | undefined>();
  });
});

describe('key factories derived from the builders', () => {
  it('have every builder key and all, with the builders’ argument types', () => {
    expectTypeOf(planKeys.detail).parameters.toEqualTypeOf<[scope: string, id?: string]>();
    expectTypeOf(planKeys.all('visitor')).toEqualTypeOf<readonly ['frontdesk', string, 'plans']>();
    expectTypeOf(planKeys).toHaveProperty('publicQueryInfinite');
    expectTypeOf(orderKeys.memberList).returns.toEqualTypeOf<FrontdeskQueryKey>();
    // @ts-expect-error an id is a string
    planKeys.detail('visitor', 42);
  });

  it('leave out entries that are not builders', () => {
    const keys = keysOf('widgets', { all: (_client?: FrontdeskClient<any>) => ({}), detail: planQueries.detail, note: 'x' });
    expectTypeOf<keyof typeof keys>().toEqualTypeOf<'all' | 'detail'>();
    expectTypeOf(keys.all).returns.toEqualTypeOf<readonly ['frontdesk', string, 'widgets']>();
  });
});
