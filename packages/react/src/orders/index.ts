/**
 * `@frontdesk/react/orders`: the pricing-plan orders: query keys (`orderKeys`), `queryOptions`
 * builders (`orderQueries`), `mutationOptions` builders (`orderMutations`) and hooks. Needs
 * `@frontdesk/orders` installed and `@frontdesk/identity` (the hosted checkout's redirect session)
 * beside `@frontdesk/react` and `@frontdesk/core`.
 *
 * @packageDocumentation
 */

export {
  orderKeys,
  orderQueries,
} from './queries.js';
export {
  useCheckoutOrder,
  useManagementOrder,
  useManagementOrders,
  useManagementOrdersInfinite,
  useMemberOrder,
  useMemberOrders,
  useMemberOrdersInfinite,
  useOfflineOrderPreview,
  useOnlineOrderPreview,
  usePricePreview,
  useSuspenseManagementOrder,
  useSuspenseManagementOrders,
  useSuspenseManagementOrdersInfinite,
  useSuspenseMemberOrder,
  useSuspenseMemberOrders,
  useSuspenseMemberOrdersInfinite,
  useSuspenseOfflineOrderPreview,
  useSuspenseOnlineOrderPreview,
  useSuspensePricePreview,
} from './hooks.js';
export {
  orderMutations,
  requestCancellationOptimistic,
  type CancellationSnapshot,
  type CancellationVariables,
  type CreateOfflineOrderVariables,
  type CreateOnlineOrderVariables,
  type PlanCheckoutVariables,
  type PostponeEndDateVariables,
} from './mutations.js';
export {
  useCancelOrder,
  useCreateOfflineOrder,
  useCreateOnlineOrder,
  useCreatePlanCheckout,
  useMarkAsPaid,
  usePauseOrder,
  usePostponeEndDate,
  useRequestCancellation,
  useRequestCancellationOptimistic,
  useResumeOrder,
} from './mutation-hooks.js';
