'use client';

import type {
  SkipToken,
  UseInfiniteQueryResult,
  UseQueryResult,
  UseSuspenseInfiniteQueryResult,
  UseSuspenseQueryResult,
  InfiniteData,
} from '@tanstack/react-query';
import type { FrontdeskError } from '@frontdesk/core';
import type { Plan, PlanStats, PublicPlan } from '@frontdesk/plans';
import {
  hasSkipToken,
  useFrontdeskInfiniteQuery,
  useFrontdeskQuery,
  useFrontdeskSuspenseInfiniteQuery,
  useFrontdeskSuspenseQuery,
  type InfiniteQueryHookOptions,
  type QueryHookOptions,
  type SuspenseInfiniteQueryHookOptions,
  type SuspenseQueryHookOptions,
} from '../hooks.js';
import type { PageData, PageParam } from '../page-data.js';
import {
  detail,
  list,
  listInfinite,
  publicList,
  publicListInfinite,
  publicQuery,
  publicQueryInfinite,
  stats,
  type PlanListOptions,
  type PublicPlanListOptions,
  type PublicPlansQuery,
} from './queries.js';

type Plans<T> = UseQueryResult<PageData<T>, FrontdeskError>;
type PlansInfinite<T> = UseInfiniteQueryResult<InfiniteData<PageData<T>, PageParam>, FrontdeskError>;
type SuspensePlansInfinite<T> = UseSuspenseInfiniteQueryResult<InfiniteData<PageData<T>, PageParam>, FrontdeskError>;

/**
 * A plan by id, any visibility (site owner). Pass `skipToken` to wait for an id.
 *
 * @example
 * ```tsx
 * const { data: plan } = usePlan(planId);
 * ```
 */
export function usePlan(id: string | SkipToken, options?: QueryHookOptions<Plan>): UseQueryResult<Plan, FrontdeskError> {
  return useFrontdeskQuery((client) => detail(client, id as string), options, hasSkipToken([id]));
}

/**
 * {@link usePlan} with Suspense.
 *
 * @example
 * ```tsx
 * const { data: plan } = useSuspensePlan(planId);
 * ```
 */
export function useSuspensePlan(id: string, options?: SuspenseQueryHookOptions<Plan>): UseSuspenseQueryResult<Plan, FrontdeskError> {
  return useFrontdeskSuspenseQuery((client) => detail(client, id), options);
}

/**
 * One page of public plans (`queryPublicPlans`): filter, sort and offset paging.
 *
 * @example
 * ```tsx
 * const { data } = usePublicPlans({ sort: [{ fieldName: 'createdDate', order: 'DESC' }], paging: { limit: 12 } });
 * data?.items.map((plan) => plan.name);
 * ```
 */
export function usePublicPlans(query?: PublicPlansQuery | SkipToken, options?: QueryHookOptions<PageData<PublicPlan>>): Plans<PublicPlan> {
  return useFrontdeskQuery((client) => publicQuery(client, query as PublicPlansQuery), options, hasSkipToken([query]));
}

/**
 * {@link usePublicPlans} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePublicPlans({ paging: { limit: 12 } });
 * ```
 */
export function useSuspensePublicPlans(
  query?: PublicPlansQuery,
  options?: SuspenseQueryHookOptions<PageData<PublicPlan>>,
): UseSuspenseQueryResult<PageData<PublicPlan>, FrontdeskError> {
  return useFrontdeskSuspenseQuery((client) => publicQuery(client, query), options);
}

/**
 * Public plans page by page (`queryPublicPlans`); `fetchNextPage()` loads the next offset.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = usePublicPlansInfinite({ paging: { limit: 12 } });
 * const plans = data?.pages.flatMap((page) => page.items) ?? [];
 * ```
 */
export function usePublicPlansInfinite(
  query?: PublicPlansQuery | SkipToken,
  options?: InfiniteQueryHookOptions<PublicPlan>,
): PlansInfinite<PublicPlan> {
  return useFrontdeskInfiniteQuery((client) => publicQueryInfinite(client, query as PublicPlansQuery), options, hasSkipToken([query]));
}

/**
 * {@link usePublicPlansInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage } = useSuspensePublicPlansInfinite({ paging: { limit: 12 } });
 * ```
 */
export function useSuspensePublicPlansInfinite(
  query?: PublicPlansQuery,
  options?: SuspenseInfiniteQueryHookOptions<PublicPlan>,
): SuspensePlansInfinite<PublicPlan> {
  return useFrontdeskSuspenseInfiniteQuery((client) => publicQueryInfinite(client, query), options);
}

/**
 * One page of public plans in the site's order (`listPublicPlans`), optionally only `planIds`.
 *
 * @example
 * ```tsx
 * const { data } = usePublicPlanList({ planIds: [planId] });
 * const plan = data?.items[0];
 * ```
 */
export function usePublicPlanList(
  listOptions?: PublicPlanListOptions | SkipToken,
  options?: QueryHookOptions<PageData<PublicPlan>>,
): Plans<PublicPlan> {
  return useFrontdeskQuery((client) => publicList(client, listOptions as PublicPlanListOptions), options, hasSkipToken([listOptions]));
}

/**
 * {@link usePublicPlanList} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePublicPlanList({ limit: 20 });
 * ```
 */
export function useSuspensePublicPlanList(
  listOptions?: PublicPlanListOptions,
  options?: SuspenseQueryHookOptions<PageData<PublicPlan>>,
): UseSuspenseQueryResult<PageData<PublicPlan>, FrontdeskError> {
  return useFrontdeskSuspenseQuery((client) => publicList(client, listOptions), options);
}

/**
 * Public plans in the site's order, page by page (`listPublicPlans`).
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = usePublicPlanListInfinite({ limit: 20 });
 * ```
 */
export function usePublicPlanListInfinite(
  listOptions?: PublicPlanListOptions | SkipToken,
  options?: InfiniteQueryHookOptions<PublicPlan>,
): PlansInfinite<PublicPlan> {
  return useFrontdeskInfiniteQuery(
    (client) => publicListInfinite(client, listOptions as PublicPlanListOptions),
    options,
    hasSkipToken([listOptions]),
  );
}

/**
 * {@link usePublicPlanListInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePublicPlanListInfinite({ limit: 20 });
 * ```
 */
export function useSuspensePublicPlanListInfinite(
  listOptions?: PublicPlanListOptions,
  options?: SuspenseInfiniteQueryHookOptions<PublicPlan>,
): SuspensePlansInfinite<PublicPlan> {
  return useFrontdeskSuspenseInfiniteQuery((client) => publicListInfinite(client, listOptions), options);
}

/**
 * One page of the site's plans, hidden and archived ones as asked (`listPlans`, site owner).
 *
 * @example
 * ```tsx
 * const { data } = usePlans({ archived: 'ARCHIVED_AND_ACTIVE' });
 * ```
 */
export function usePlans(listOptions?: PlanListOptions | SkipToken, options?: QueryHookOptions<PageData<Plan>>): Plans<Plan> {
  return useFrontdeskQuery((client) => list(client, listOptions as PlanListOptions), options, hasSkipToken([listOptions]));
}

/**
 * {@link usePlans} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePlans({ public: 'HIDDEN' });
 * ```
 */
export function useSuspensePlans(
  listOptions?: PlanListOptions,
  options?: SuspenseQueryHookOptions<PageData<Plan>>,
): UseSuspenseQueryResult<PageData<Plan>, FrontdeskError> {
  return useFrontdeskSuspenseQuery((client) => list(client, listOptions), options);
}

/**
 * The site's plans page by page (`listPlans`, site owner).
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage } = usePlansInfinite({ limit: 20 });
 * ```
 */
export function usePlansInfinite(listOptions?: PlanListOptions | SkipToken, options?: InfiniteQueryHookOptions<Plan>): PlansInfinite<Plan> {
  return useFrontdeskInfiniteQuery((client) => listInfinite(client, listOptions as PlanListOptions), options, hasSkipToken([listOptions]));
}

/**
 * {@link usePlansInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePlansInfinite({ limit: 20 });
 * ```
 */
export function useSuspensePlansInfinite(
  listOptions?: PlanListOptions,
  options?: SuspenseInfiniteQueryHookOptions<Plan>,
): SuspensePlansInfinite<Plan> {
  return useFrontdeskSuspenseInfiniteQuery((client) => listInfinite(client, listOptions), options);
}

/**
 * The site's plan counts (`getPlanStats`, site owner).
 *
 * @example
 * ```tsx
 * const { data } = usePlanStats();
 * data?.totalPlans;
 * ```
 */
export function usePlanStats(options?: QueryHookOptions<PlanStats>): UseQueryResult<PlanStats, FrontdeskError> {
  return useFrontdeskQuery((client) => stats(client), options);
}

/**
 * {@link usePlanStats} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePlanStats();
 * ```
 */
export function useSuspensePlanStats(options?: SuspenseQueryHookOptions<PlanStats>): UseSuspenseQueryResult<PlanStats, FrontdeskError> {
  return useFrontdeskSuspenseQuery((client) => stats(client), options);
}
