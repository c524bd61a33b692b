'use client';

import type { SkipToken } from '@tanstack/react-query';
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
  type QueryHookResult,
  type SuspenseQueryHookResult,
  type InfinitePages,
  type InfiniteQueryHookResult,
  type SuspenseInfiniteQueryHookResult,
} from '../hooks.js';
import type { PageData } from '../page-data.js';
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

/**
 * A plan by id, any visibility (site owner). Pass `skipToken` to wait for an id.
 *
 * @example
 * ```tsx
 * const { data: plan } = usePlan(planId);
 * ```
 */
export function usePlan<TData = Plan>(id: string | SkipToken, options?: QueryHookOptions<Plan, TData>): QueryHookResult<Plan, TData> {
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
export function useSuspensePlan<TData = Plan>(
  id: string,
  options?: SuspenseQueryHookOptions<Plan, TData>,
): SuspenseQueryHookResult<Plan, TData> {
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
export function usePublicPlans<TData = PageData<PublicPlan>>(
  query?: PublicPlansQuery | SkipToken,
  options?: QueryHookOptions<PageData<PublicPlan>, TData>,
): QueryHookResult<PageData<PublicPlan>, TData> {
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
export function useSuspensePublicPlans<TData = PageData<PublicPlan>>(
  query?: PublicPlansQuery,
  options?: SuspenseQueryHookOptions<PageData<PublicPlan>, TData>,
): SuspenseQueryHookResult<PageData<PublicPlan>, TData> {
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
export function usePublicPlansInfinite<TData = InfinitePages<PublicPlan>>(
  query?: PublicPlansQuery | SkipToken,
  options?: InfiniteQueryHookOptions<PublicPlan, TData>,
): InfiniteQueryHookResult<PublicPlan, TData> {
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
export function useSuspensePublicPlansInfinite<TData = InfinitePages<PublicPlan>>(
  query?: PublicPlansQuery,
  options?: SuspenseInfiniteQueryHookOptions<PublicPlan, TData>,
): SuspenseInfiniteQueryHookResult<PublicPlan, TData> {
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
export function usePublicPlanList<TData = PageData<PublicPlan>>(
  listOptions?: PublicPlanListOptions | SkipToken,
  options?: QueryHookOptions<PageData<PublicPlan>, TData>,
): QueryHookResult<PageData<PublicPlan>, TData> {
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
export function useSuspensePublicPlanList<TData = PageData<PublicPlan>>(
  listOptions?: PublicPlanListOptions,
  options?: SuspenseQueryHookOptions<PageData<PublicPlan>, TData>,
): SuspenseQueryHookResult<PageData<PublicPlan>, TData> {
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
export function usePublicPlanListInfinite<TData = InfinitePages<PublicPlan>>(
  listOptions?: PublicPlanListOptions | SkipToken,
  options?: InfiniteQueryHookOptions<PublicPlan, TData>,
): InfiniteQueryHookResult<PublicPlan, TData> {
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
export function useSuspensePublicPlanListInfinite<TData = InfinitePages<PublicPlan>>(
  listOptions?: PublicPlanListOptions,
  options?: SuspenseInfiniteQueryHookOptions<PublicPlan, TData>,
): SuspenseInfiniteQueryHookResult<PublicPlan, TData> {
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
export function usePlans<TData = PageData<Plan>>(
  listOptions?: PlanListOptions | SkipToken,
  options?: QueryHookOptions<PageData<Plan>, TData>,
): QueryHookResult<PageData<Plan>, TData> {
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
export function useSuspensePlans<TData = PageData<Plan>>(
  listOptions?: PlanListOptions,
  options?: SuspenseQueryHookOptions<PageData<Plan>, TData>,
): SuspenseQueryHookResult<PageData<Plan>, TData> {
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
export function usePlansInfinite<TData = InfinitePages<Plan>>(
  listOptions?: PlanListOptions | SkipToken,
  options?: InfiniteQueryHookOptions<Plan, TData>,
): InfiniteQueryHookResult<Plan, TData> {
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
export function useSuspensePlansInfinite<TData = InfinitePages<Plan>>(
  listOptions?: PlanListOptions,
  options?: SuspenseInfiniteQueryHookOptions<Plan, TData>,
): SuspenseInfiniteQueryHookResult<Plan, TData> {
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
export function usePlanStats<TData = PlanStats>(options?: QueryHookOptions<PlanStats, TData>): QueryHookResult<PlanStats, TData> {
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
export function useSuspensePlanStats<TData = PlanStats>(
  options?: SuspenseQueryHookOptions<PlanStats, TData>,
): SuspenseQueryHookResult<PlanStats, TData> {
  return useFrontdeskSuspenseQuery((client) => stats(client), options);
}
