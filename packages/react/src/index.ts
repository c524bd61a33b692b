/**
 * `@frontdesk/react`: a provider, query keys, `queryOptions`/`infiniteQueryOptions`/`mutationOptions`
 * builders and hooks (TanStack Query v5) for every Frontdesk read and write call.
 *
 * @packageDocumentation
 */

// Provider and context
export { FrontdeskProvider, type FrontdeskProviderProps } from './provider.js';
export {
  FrontdeskContext,
  useFrontdeskClient,
  useFrontdeskContext,
  useFrontdeskScope,
  type FrontdeskContextValue,
} from './context.js';
export { CONTEXT_ERROR_MESSAGE, IdentityChangedError, isIdentityChangedError } from './errors.js';

// Keys and scope
export {
  callKey,
  domainFilter,
  domainKey,
  frontdeskFilter,
  isFrontdeskKey,
  KEY_ROOT,
  type FrontdeskQueryKey,
} from './keys.js';
export {
  identityAuthOf,
  isIdentityReady,
  isMemberScope,
  scopeOf,
  VISITOR_SCOPE,
  whenIdentityReady,
  type IdentityAuth,
} from './scope.js';
export { clearMemberQueries, syncCacheWithAuth } from './cache.js';

// Defaults
export {
  CACHE_TIME_MS,
  createFrontdeskQueryClient,
  frontdeskDefaultOptions,
  frontdeskRetry,
  frontdeskRetryDelay,
  isRetryableError,
  MAX_RETRY_DELAY_MS,
  QUERY_RETRIES,
} from './defaults.js';

// Generic builders and hooks
export {
  applyWrite,
  defineInfiniteQuery,
  defineMutation,
  defineQuery,
  INFINITE,
  mutationKey,
  runInScope,
  type AnyCall,
  type CallArgs,
  type CallData,
  type CallResult,
  type FrontdeskInfiniteQueryOptions,
  type FrontdeskMutationKey,
  type FrontdeskMutationOptions,
  type FrontdeskQueryOptions,
  type InfiniteQueryBuilder,
  type MutationBuilder,
  type MutationSpec,
  type PageItem,
  type QueryBuilder,
} from './build.js';
export { nextPageParam, toPageData, withPageParam, type PageData, type PageParam } from './page-data.js';
export {
  hasSkipToken,
  useFrontdeskInfiniteQuery,
  useFrontdeskMutation,
  useFrontdeskQuery,
  useFrontdeskSuspenseInfiniteQuery,
  useFrontdeskSuspenseQuery,
  type InfiniteQueryHookOptions,
  type MutationHookOptions,
  type QueryHookOptions,
  type Skippable,
  type SuspenseInfiniteQueryHookOptions,
  type SuspenseQueryHookOptions,
} from './hooks.js';

// Plans
export {
  planKeys,
  planMutations,
  planQueries,
  useArchivePlan,
  useClearPrimary,
  useCreatePlan,
  useMakePlanPrimary,
  usePlan,
  usePlans,
  usePlansInfinite,
  usePlanStats,
  usePublicPlanList,
  usePublicPlanListInfinite,
  usePublicPlans,
  usePublicPlansInfinite,
  useSetPlanVisibility,
  useSuspensePlan,
  useSuspensePlans,
  useSuspensePlansInfinite,
  useSuspensePlanStats,
  useSuspensePublicPlanList,
  useSuspensePublicPlanListInfinite,
  useSuspensePublicPlans,
  useSuspensePublicPlansInfinite,
  useUpdatePlan,
  type PlanListOptions,
  type PublicPlanListOptions,
  type PublicPlansQuery,
  type UpdatePlanVariables,
} from './plans.js';

// Services
export {
  serviceKeys,
  serviceMutations,
  serviceQueries,
  useCloneService,
  useCreateService,
  useDeleteService,
  useDisablePricingPlansForService,
  useEnablePricingPlansForService,
  useService,
  useServiceCategories,
  useServiceCount,
  useServiceLocations,
  useServicePolicies,
  useServices,
  useServicesInfinite,
  useSetCustomSlug,
  useSetServiceLocations,
  useSuspenseService,
  useSuspenseServiceCategories,
  useSuspenseServiceCount,
  useSuspenseServiceLocations,
  useSuspenseServicePolicies,
  useSuspenseServices,
  useSuspenseServicesInfinite,
  useUpdateService,
  type ServiceCategoriesOptions,
  type ServiceCountOptions,
  type ServiceDetailOptions,
  type ServiceLocationsOptions,
  type ServicePoliciesQuery,
  type ServicePricingPlansVariables,
  type ServicesQuery,
  type SetCustomSlugVariables,
  type SetServiceLocationsVariables,
  type UpdateServiceVariables,
} from './services.js';

// Orders
export {
  orderKeys,
  orderQueries,
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
} from './orders.js';
export {
  orderMutations,
  requestCancellationOptimistic,
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
  type CancellationSnapshot,
  type CancellationVariables,
  type CreateOfflineOrderVariables,
  type CreateOnlineOrderVariables,
  type PlanCheckoutVariables,
  type PostponeEndDateVariables,
} from './order-mutations.js';

// Members
export { memberKeys, memberQueries, useCurrentMember, useSuspenseCurrentMember } from './members.js';
export {
  siteMemberKeys,
  siteMemberQueries,
  useMember,
  useMemberList,
  useMemberListInfinite,
  useMembers,
  useMembersInfinite,
  useSuspenseMember,
  useSuspenseMemberList,
  useSuspenseMemberListInfinite,
  useSuspenseMembers,
  useSuspenseMembersInfinite,
  type GetMemberQueryOptions,
  type MemberListOptions,
  type MembersQuery,
  type MembersQueryOptions,
} from './members-admin.js';
export {
  memberMutations,
  type BulkDeleteMembersByFilterVariables,
  type UpdateMemberSlugVariables,
  type UpdateMemberVariables,
} from './member-mutations.js';
export {
  useApproveMember,
  useBlockMember,
  useBulkApproveMembers,
  useBulkBlockMembers,
  useBulkDeleteMembers,
  useBulkDeleteMembersByFilter,
  useCreateMember,
  useDeleteMember,
  useDeleteMemberAddresses,
  useDeleteMemberEmails,
  useDeleteMemberPhones,
  useDeleteMyMember,
  useDisconnectMember,
  useJoinCommunity,
  useLeaveCommunity,
  useMuteMember,
  useUnmuteMember,
  useUpdateCurrentMemberSlug,
  useUpdateMember,
  useUpdateMemberSlug,
} from './member-mutation-hooks.js';

// Sign-in
export {
  identityMutations,
  type LoginCallbackOptions,
  type LoginRedirectVariables,
  type LogoutVariables,
  type RecoverPasswordVariables,
  type SendPasswordResetVariables,
  type VerifyEmailVariables,
} from './identity.js';
export { useAuth, type AuthRole, type AuthState } from './auth/use-auth.js';
export {
  useChangePassword,
  useLogin,
  useRecoverPassword,
  useRegister,
  useResendVerificationCode,
  useSendPasswordReset,
  useVerifyEmail,
  type SignInHookOptions,
} from './auth/use-sign-in.js';
export { useLoginCallback, useLoginRedirect, type LoginCallbackState } from './auth/use-login-redirect.js';
export { useLogout } from './auth/use-logout.js';
export type { Navigate } from './auth/navigate.js';

// Server rendering
export { dehydrate, frontdeskHydrateOptions, hydrate, prefetchQueries, type AnyFrontdeskQueryOptions } from './ssr.js';
export { FrontdeskHydrationBoundary } from './hydration-boundary.js';
export { DATE_MARKER, deserializeDates, serializeDates } from './dates.js';

// --- Bookings (bookings.ts, bookings-mutations.ts) ---
export {
  availabilityFilter,
  bookingKeys,
  bookingQueries,
  cachedBookings,
  updateCachedBookings,
  useAvailability,
  useExtendedBookingCount,
  useExtendedBookings,
  useExtendedBookingsInfinite,
  useMultiServiceBooking,
  useMultiServiceBookingAllowedActions,
  useMultiServiceBookingAvailability,
  useMultiSlotAvailability,
  useMultiSlotAvailabilityInfinite,
  useScheduleAvailability,
  useSuspenseAvailability,
  useSuspenseExtendedBookingCount,
  useSuspenseExtendedBookings,
  useSuspenseExtendedBookingsInfinite,
  useSuspenseMultiServiceBooking,
  useSuspenseMultiServiceBookingAllowedActions,
  useSuspenseMultiServiceBookingAvailability,
  useSuspenseMultiSlotAvailability,
  useSuspenseMultiSlotAvailabilityInfinite,
  useSuspenseScheduleAvailability,
  type AvailabilityOptions,
  type ExtendedBookingCountOptions,
  type ExtendedBookingCount,
  type MultiServiceAllowedActions,
  type MultiServiceAvailability,
} from './bookings.js';
export {
  applyBookingWrite,
  bookingMutations,
  cancelBookingOptimistic,
  useAddBookingsToMultiServiceBooking,
  useBulkConfirmOrDeclineBooking,
  useBulkCreateBooking,
  useCancelBooking,
  useCancelBookingOptimistic,
  useCancelMultiServiceBooking,
  useConfirmBooking,
  useConfirmMultiServiceBooking,
  useConfirmOrDeclineBooking,
  useCreateBooking,
  useCreateMultiServiceBooking,
  useDeclineBooking,
  useDeclineMultiServiceBooking,
  useMarkMultiServiceBookingAsPending,
  useRemoveBookingsFromMultiServiceBooking,
  useRescheduleBooking,
  useRescheduleMultiServiceBooking,
  useUpdateExtendedFields,
  useUpdateNumberOfParticipants,
  type BookingCancellationSnapshot,
  type BookingStatusVariables,
  type BookingWrite,
  type BulkConfirmOrDeclineBookingVariables,
  type BulkCreateBookingVariables,
  type CancelBookingVariables,
  type CancelMultiServiceBookingVariables,
  type ConfirmOrDeclineBookingVariables,
  type CreateBookingVariables,
  type CreateMultiServiceBookingVariables,
  type MultiServiceBookingsVariables,
  type MultiServiceStatusVariables,
  type RescheduleBookingVariables,
  type RescheduleMultiServiceBookingVariables,
  type UpdateExtendedFieldsVariables,
  type UpdateNumberOfParticipantsVariables,
} from './bookings-mutations.js';
// --- end Bookings ---
