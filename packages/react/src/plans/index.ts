/**
 * `@frontdesk/react/plans`: the pricing plans: query keys (`planKeys`), `queryOptions` builders
 * (`planQueries`), `mutationOptions` builders (`planMutations`) and hooks. Needs `@frontdesk/plans`
 * installed beside `@frontdesk/react` and `@frontdesk/core`.
 *
 * @packageDocumentation
 */

export {
  planKeys,
  planQueries,
  type PlanListOptions,
  type PublicPlanListOptions,
  type PublicPlansQuery,
} from './queries.js';
export {
  planMutations,
  type UpdatePlanVariables,
} from './mutations.js';
export {
  useArchivePlan,
  useClearPrimary,
  useCreatePlan,
  useMakePlanPrimary,
  useSetPlanVisibility,
  useUpdatePlan,
} from './mutation-hooks.js';
export {
  usePlan,
  usePlans,
  usePlansInfinite,
  usePlanStats,
  usePublicPlanList,
  usePublicPlanListInfinite,
  usePublicPlans,
  usePublicPlansInfinite,
  useSuspensePlan,
  useSuspensePlans,
  useSuspensePlansInfinite,
  useSuspensePlanStats,
  useSuspensePublicPlanList,
  useSuspensePublicPlanListInfinite,
  useSuspensePublicPlans,
  useSuspensePublicPlansInfinite,
} from './hooks.js';
