import type { QueryFilters, SkipToken, UseInfiniteQueryResult, UseMutationResult, UseQueryResult, UseSuspenseInfiniteQueryResult, UseSuspenseQueryResult, InfiniteData } from '@tanstack/react-query';
import type { FrontdeskClient, FrontdeskError } from '@frontdesk/core';
import {
  archivePlan,
  clearPrimary,
  createPlan,
  getPlan,
  getPlanStats,
  listPlans,
  listPublicPlans,
  makePlanPrimary,
  queryPublicPlans,
  setPlanVisibility,
  updatePlan,
  type Plan,
  type PlanStats,
  type PublicPlan,
} from '@frontdesk/plans';
import {
  defineInfiniteQuery,
  defineMutation,
  defineQuery,
  type CallArgs,
  type CallResult,
  type InfiniteQueryBuilder,
  type MutationBuilder,
  type QueryBuilder,
} from './build.js';
import {
  hasSkipToken,
  useFrontdeskInfiniteQuery,
  useFrontdeskMutation,
  useFrontdeskQuery,
  useFrontdeskSuspenseInfiniteQuery,
  useFrontdeskSuspenseQuery,
  type InfiniteQueryHookOptions,
  type MutationHookOptions,
  type QueryHookOptions,
  type SuspenseInfiniteQueryHookOptions,
  type SuspenseQueryHookOptions,
} from './hooks.js';
import { domainFilter, domainKey } from './keys.js';
import type { PageData, PageParam } from './page-data.js';

const DOMAIN = 'plans';

/** The query of `queryPublicPlans` (filter, sort, paging). */
export type PublicPlansQuery = CallArgs<typeof queryPublicPlans>[0];
/** The options of `listPublicPlans` (`limit`, `offset`, `planIds`). */
export type PublicPlanListOptions = CallArgs<typeof listPublicPlans>[0];
/** The options of `listPlans` (`archived`, `public`, `limit`, `offset`, `planIds`). */
export type PlanListOptions = CallArgs<typeof listPlans>[0];

const detail: QueryBuilder<typeof getPlan> = /* @__PURE__ */ defineQuery(DOMAIN, 'detail', getPlan);
const publicQuery: QueryBuilder<typeof queryPublicPlans> = /* @__PURE__ */ defineQuery(DOMAIN, 'publicQuery', queryPublicPlans);
const publicQueryInfinite: InfiniteQueryBuilder<typeof queryPublicPlans> = /* @__PURE__ */ defineInfiniteQuery(DOMAIN, 'publicQuery', queryPublicPlans);
const publicList: QueryBuilder<typeof listPublicPlans> = /* @__PURE__ */ defineQuery(DOMAIN, 'publicList', listPublicPlans);
const publicListInfinite: InfiniteQueryBuilder<typeof listPublicPlans> = /* @__PURE__ */ defineInfiniteQuery(DOMAIN, 'publicList', listPublicPlans);
const list: QueryBuilder<typeof listPlans> = /* @__PURE__ */ defineQuery(DOMAIN, 'list', listPlans);
const listInfinite: InfiniteQueryBuilder<typeof listPlans> = /* @__PURE__ */ defineInfiniteQuery(DOMAIN, 'list', listPlans);
const stats: QueryBuilder<typeof getPlanStats> = /* @__PURE__ */ defineQuery(DOMAIN, 'stats', getPlanStats);

/**
 * Query keys of the plans domain: `['frontdesk', scope, 'plans', kind, ...args]`.
 *
 * @example
 * ```ts
 * queryClient.getQueryData(planKeys.detail(scopeOf(client), planId));
 * await queryClient.invalidateQueries({ queryKey: planKeys.all(scopeOf(client)) });
 * ```
 */
export const planKeys = /* @__PURE__ */ (() => ({
  /** Every plan query of a scope. */
  all: (scope: string) => domainKey(scope, DOMAIN),
  detail: detail.key,
  publicQuery: publicQuery.key,
  publicQueryInfinite: publicQueryInfinite.key,
  publicList: publicList.key,
  publicListInfinite: publicListInfinite.key,
  list: list.key,
  listInfinite: listInfinite.key,
  stats: stats.key,
}))();

/**
 * `queryOptions` builders for the plans calls, for `useQuery`, `useSuspenseQuery`, `prefetchQuery`...
 * `detail`, `list`, `listInfinite` and `stats` are the site owner's calls; `publicQuery` and
 * `publicList` (and their infinite variants) are for everyone.
 *
 * @example
 * ```ts
 * const { data } = useQuery(planQueries.publicQuery(client, { paging: { limit: 12 } }));
 * await queryClient.prefetchQuery(planQueries.detail(client, planId));
 * await queryClient.invalidateQueries(planQueries.all(client));
 * ```
 */
export const planQueries: {
  /** Filters for every plan query: this client's scope, or every scope without a client. */
  all: (client?: FrontdeskClient<any>) => QueryFilters;
  /** `getPlan(id)`: any plan by id (site owner). */
  detail: QueryBuilder<typeof getPlan>;
  /** `queryPublicPlans(query)`: one page of public plans. */
  publicQuery: QueryBuilder<typeof queryPublicPlans>;
  /** `queryPublicPlans(query)`, page by page. */
  publicQueryInfinite: InfiniteQueryBuilder<typeof queryPublicPlans>;
  /** `listPublicPlans(options)`: one page of public plans in the site's order. */
  publicList: QueryBuilder<typeof listPublicPlans>;
  /** `listPublicPlans(options)`, page by page. */
  publicListInfinite: InfiniteQueryBuilder<typeof listPublicPlans>;
  /** `listPlans(options)`: one page of the site's plans (site owner). */
  list: QueryBuilder<typeof listPlans>;
  /** `listPlans(options)`, page by page. */
  listInfinite: InfiniteQueryBuilder<typeof listPlans>;
  /** `getPlanStats()` (site owner). */
  stats: QueryBuilder<typeof getPlanStats>;
} = {
  all: (client?: FrontdeskClient<any>): QueryFilters => domainFilter(DOMAIN, client),
  detail,
  publicQuery,
  publicQueryInfinite,
  publicList,
  publicListInfinite,
  list,
  listInfinite,
  stats,
};

const lists = (scope: string) => [publicQuery.key(scope), publicList.key(scope), list.key(scope)];
const details = (scope: string) => [detail.key(scope)];
const setDetail =
  <T>(pick: (data: T) => Plan | undefined) =>
  (queryClient: { setQueryData: (key: readonly unknown[], data: Plan) => unknown }, scope: string, _variables: unknown, data: T) => {
    const plan = pick(data);
    if (plan?.id) queryClient.setQueryData(detail.key(scope, plan.id), plan);
  };

/**
 * `mutationOptions` builders for the plan management calls (site owner). Each writes the returned
 * plan into its detail query and invalidates exactly the lists (and stats) it changes.
 *
 * @example
 * ```ts
 * const { mutate } = useMutation(planMutations.archive(client));
 * mutate(planId);
 * ```
 */
export const planMutations: {
  /** `createPlan(plan)`: writes the new plan's detail; the lists and the stats refetch. */
  create: MutationBuilder<typeof createPlan, CallArgs<typeof createPlan>[0]>;
  /** `updatePlan(plan, options)`: writes the detail; the lists refetch. */
  update: MutationBuilder<typeof updatePlan, UpdatePlanVariables>;
  /** `setPlanVisibility(id, visible)`: writes the detail; the lists refetch. */
  setVisibility: MutationBuilder<typeof setPlanVisibility, { id: string; visible: boolean }>;
  /** `makePlanPrimary(id)`: the previous primary plan changes too, so every detail and list refetches. */
  makePrimary: MutationBuilder<typeof makePlanPrimary, string>;
  /** `clearPrimary()`: every detail and list refetches. */
  clearPrimary: MutationBuilder<typeof clearPrimary, void>;
  /** `archivePlan(id)`: writes the detail; the lists refetch. */
  archive: MutationBuilder<typeof archivePlan, string>;
} = {
  create: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: createPlan,
    args: (plan: CallArgs<typeof createPlan>[0]) => [plan] as const,
    update: /* @__PURE__ */ setDetail((plan: CallResult<typeof createPlan>) => plan),
    invalidates: (scope) => [...lists(scope), stats.key(scope)],
  }),
  update: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: updatePlan,
    args: ({ plan, options }: UpdatePlanVariables) => [plan, options] as const,
    update: /* @__PURE__ */ setDetail((plan: CallResult<typeof updatePlan>) => plan),
    invalidates: lists,
  }),
  setVisibility: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: setPlanVisibility,
    args: ({ id, visible }: { id: string; visible: boolean }) => [id, visible] as const,
    update: /* @__PURE__ */ setDetail((data: CallResult<typeof setPlanVisibility>) => data.plan),
    invalidates: lists,
  }),
  makePrimary: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: makePlanPrimary,
    args: (id: string) => [id] as const,
    update: /* @__PURE__ */ setDetail((data: CallResult<typeof makePlanPrimary>) => data.plan),
    invalidates: (scope) => [...details(scope), ...lists(scope)],
  }),
  clearPrimary: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: clearPrimary,
    args: (_: void) => [] as const,
    invalidates: (scope) => [...details(scope), ...lists(scope)],
  }),
  archive: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: archivePlan,
    args: (id: string) => [id] as const,
    update: /* @__PURE__ */ setDetail((data: CallResult<typeof archivePlan>) => data.plan),
    invalidates: lists,
  }),
};

/** The variables of {@link useUpdatePlan}: `updatePlan`'s arguments. */
export interface UpdatePlanVariables {
  plan: CallArgs<typeof updatePlan>[0];
  options?: CallArgs<typeof updatePlan>[1];
}

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
export function usePublicPlansInfinite(query?: PublicPlansQuery | SkipToken, options?: InfiniteQueryHookOptions<PublicPlan>): PlansInfinite<PublicPlan> {
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
  return useFrontdeskInfiniteQuery((client) => publicListInfinite(client, listOptions as PublicPlanListOptions), options, hasSkipToken([listOptions]));
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
export function useSuspensePlansInfinite(listOptions?: PlanListOptions, options?: SuspenseInfiniteQueryHookOptions<Plan>): SuspensePlansInfinite<Plan> {
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

type Mutation<C extends (...args: any[]) => any, V> = UseMutationResult<CallResult<C>, FrontdeskError, V>;

/**
 * Creates a plan (site owner); the plan lists and stats refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useCreatePlan();
 * mutate({ name: 'Gold', pricing: { singlePaymentUnlimited: true, price: { value: '99', currency: 'USD' } } });
 * ```
 */
export function useCreatePlan(
  options?: MutationHookOptions<CallResult<typeof createPlan>, CallArgs<typeof createPlan>[0]>,
): Mutation<typeof createPlan, CallArgs<typeof createPlan>[0]> {
  return useFrontdeskMutation(planMutations.create, options);
}

/**
 * Updates a plan (site owner); its detail shows the result, the lists refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useUpdatePlan();
 * mutate({ plan: { id: planId, name: 'Gold+' }, options: { mask: ['name'] } });
 * ```
 */
export function useUpdatePlan(
  options?: MutationHookOptions<CallResult<typeof updatePlan>, UpdatePlanVariables>,
): Mutation<typeof updatePlan, UpdatePlanVariables> {
  return useFrontdeskMutation(planMutations.update, options);
}

/**
 * Shows or hides a plan (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useSetPlanVisibility();
 * mutate({ id: planId, visible: false });
 * ```
 */
export function useSetPlanVisibility(
  options?: MutationHookOptions<CallResult<typeof setPlanVisibility>, { id: string; visible: boolean }>,
): Mutation<typeof setPlanVisibility, { id: string; visible: boolean }> {
  return useFrontdeskMutation(planMutations.setVisibility, options);
}

/**
 * Makes a plan the primary one (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useMakePlanPrimary();
 * mutate(planId);
 * ```
 */
export function useMakePlanPrimary(
  options?: MutationHookOptions<CallResult<typeof makePlanPrimary>, string>,
): Mutation<typeof makePlanPrimary, string> {
  return useFrontdeskMutation(planMutations.makePrimary, options);
}

/**
 * Removes the primary mark from every plan (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useClearPrimary();
 * mutate();
 * ```
 */
export function useClearPrimary(options?: MutationHookOptions<CallResult<typeof clearPrimary>, void>): Mutation<typeof clearPrimary, void> {
  return useFrontdeskMutation(planMutations.clearPrimary, options);
}

/**
 * Archives a plan (site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useArchivePlan();
 * mutate(planId);
 * ```
 */
export function useArchivePlan(options?: MutationHookOptions<CallResult<typeof archivePlan>, string>): Mutation<typeof archivePlan, string> {
  return useFrontdeskMutation(planMutations.archive, options);
}
