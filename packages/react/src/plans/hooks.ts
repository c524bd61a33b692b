'use client';

import { infiniteQueryHook, queryHook, suspenseInfiniteQueryHook, suspenseQueryHook } from '../hooks.js';
import { detail, list, listInfinite, publicList, publicListInfinite, publicQuery, publicQueryInfinite, stats } from './queries.js';

/**
 * A plan by id, any visibility (site owner). Pass `skipToken` to wait for an id.
 *
 * @example
 * ```tsx
 * const { data: plan } = usePlan(planId);
 * ```
 */
export const usePlan = /* @__PURE__ */ queryHook(detail, 1);

/**
 * {@link usePlan} with Suspense.
 *
 * @example
 * ```tsx
 * const { data: plan } = useSuspensePlan(planId);
 * ```
 */
export const useSuspensePlan = /* @__PURE__ */ suspenseQueryHook(detail);

/**
 * One page of public plans (`queryPublicPlans`): filter, sort and offset paging.
 *
 * @example
 * ```tsx
 * const { data } = usePublicPlans({ sort: [{ fieldName: 'createdDate', order: 'DESC' }], paging: { limit: 12 } });
 * data?.items.map((plan) => plan.name);
 * ```
 */
export const usePublicPlans = /* @__PURE__ */ queryHook(publicQuery, 1);

/**
 * {@link usePublicPlans} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePublicPlans({ paging: { limit: 12 } });
 * ```
 */
export const useSuspensePublicPlans = /* @__PURE__ */ suspenseQueryHook(publicQuery);

/**
 * Public plans page by page (`queryPublicPlans`); `fetchNextPage()` loads the next offset.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = usePublicPlansInfinite({ paging: { limit: 12 } });
 * const plans = data?.pages.flatMap((page) => page.items) ?? [];
 * ```
 */
export const usePublicPlansInfinite = /* @__PURE__ */ infiniteQueryHook(publicQueryInfinite, 1);

/**
 * {@link usePublicPlansInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage } = useSuspensePublicPlansInfinite({ paging: { limit: 12 } });
 * ```
 */
export const useSuspensePublicPlansInfinite = /* @__PURE__ */ suspenseInfiniteQueryHook(publicQueryInfinite);

/**
 * One page of public plans in the site's order (`listPublicPlans`), optionally only `planIds`.
 *
 * @example
 * ```tsx
 * const { data } = usePublicPlanList({ planIds: [planId] });
 * const plan = data?.items[0];
 * ```
 */
export const usePublicPlanList = /* @__PURE__ */ queryHook(publicList, 1);

/**
 * {@link usePublicPlanList} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePublicPlanList({ limit: 20 });
 * ```
 */
export const useSuspensePublicPlanList = /* @__PURE__ */ suspenseQueryHook(publicList);

/**
 * Public plans in the site's order, page by page (`listPublicPlans`).
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = usePublicPlanListInfinite({ limit: 20 });
 * ```
 */
export const usePublicPlanListInfinite = /* @__PURE__ */ infiniteQueryHook(publicListInfinite, 1);

/**
 * {@link usePublicPlanListInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePublicPlanListInfinite({ limit: 20 });
 * ```
 */
export const useSuspensePublicPlanListInfinite = /* @__PURE__ */ suspenseInfiniteQueryHook(publicListInfinite);

/**
 * One page of the site's plans, hidden and archived ones as asked (`listPlans`, site owner).
 *
 * @example
 * ```tsx
 * const { data } = usePlans({ archived: 'ARCHIVED_AND_ACTIVE' });
 * ```
 */
export const usePlans = /* @__PURE__ */ queryHook(list, 1);

/**
 * {@link usePlans} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePlans({ public: 'HIDDEN' });
 * ```
 */
export const useSuspensePlans = /* @__PURE__ */ suspenseQueryHook(list);

/**
 * The site's plans page by page (`listPlans`, site owner).
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage } = usePlansInfinite({ limit: 20 });
 * ```
 */
export const usePlansInfinite = /* @__PURE__ */ infiniteQueryHook(listInfinite, 1);

/**
 * {@link usePlansInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePlansInfinite({ limit: 20 });
 * ```
 */
export const useSuspensePlansInfinite = /* @__PURE__ */ suspenseInfiniteQueryHook(listInfinite);

/**
 * The site's plan counts (`getPlanStats`, site owner).
 *
 * @example
 * ```tsx
 * const { data } = usePlanStats();
 * data?.totalPlans;
 * ```
 */
export const usePlanStats = /* @__PURE__ */ queryHook(stats);

/**
 * {@link usePlanStats} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspensePlanStats();
 * ```
 */
export const useSuspensePlanStats = /* @__PURE__ */ suspenseQueryHook(stats);
