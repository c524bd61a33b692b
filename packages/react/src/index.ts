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
  planQueries,
  type PlanListOptions,
  type PublicPlanListOptions,
  type PublicPlansQuery,
} from './plans-queries.js';
export {
  planMutations,
  useArchivePlan,
  useClearPrimary,
  useCreatePlan,
  useMakePlanPrimary,
  useSetPlanVisibility,
  useUpdatePlan,
  type UpdatePlanVariables,
} from './plan-mutations.js';
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
} from './plans-hooks.js';

// Services
export {
  serviceKeys,
  serviceQueries,
  type ServiceCategoriesOptions,
  type ServiceCountOptions,
  type ServiceDetailOptions,
  type ServiceLocationsOptions,
  type ServicePoliciesQuery,
  type ServiceSearchBuilder,
  type ServiceSearchData,
  type ServiceSearchInfiniteBuilder,
  type ServiceSearchInfiniteOptions,
  type ServicesQuery,
  type ServicesSearch,
} from './services-queries.js';
export {
  serviceMutations,
  useCloneService,
  useCreateService,
  useDeleteService,
  useDisablePricingPlansForService,
  useEnablePricingPlansForService,
  useSetCustomSlug,
  useSetServiceLocations,
  useUpdateService,
  type ServicePricingPlansVariables,
  type SetCustomSlugVariables,
  type SetServiceLocationsVariables,
  type UpdateServiceVariables,
} from './service-mutations.js';
export {
  useSearchServices,
  useSearchServicesInfinite,
  useService,
  useServiceCategories,
  useServiceCount,
  useServiceLocations,
  useServicePolicies,
  useServices,
  useServicesInfinite,
  useSuspenseService,
  useSuspenseServiceCategories,
  useSuspenseServiceCount,
  useSuspenseServiceLocations,
  useSuspenseServicePolicies,
  useSuspenseServices,
  useSuspenseSearchServices,
  useSuspenseSearchServicesInfinite,
  useSuspenseServicesInfinite,
  type SearchServicesInfiniteOptions,
  type SuspenseSearchServicesInfiniteOptions,
} from './services-hooks.js';

// Orders
export {
  orderKeys,
  orderQueries,
} from './orders-queries.js';
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
} from './orders-hooks.js';
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

// --- Bookings (bookings-queries.ts, bookings-hooks.ts, bookings-write.ts, bookings-mutations.ts, bookings-mutation-hooks.ts, bookings-multi-service-mutations.ts) ---
export {
  availabilityFilter,
  bookingKeys,
  bookingQueries,
  cachedBookings,
  updateCachedBookings,
  type AvailabilityOptions,
  type ExtendedBookingCountOptions,
  type ExtendedBookingCount,
  type MultiServiceAllowedActions,
  type MultiServiceAvailability,
} from './bookings-queries.js';
export {
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
} from './bookings-hooks.js';
export {
  applyBookingWrite,
  type BookingWrite,
} from './bookings-write.js';
export {
  bookingMutations,
  cancelBookingOptimistic,
  type BookingCancellationSnapshot,
  type BookingStatusVariables,
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
export {
  useAddBookingsToMultiServiceBooking,
  useCancelMultiServiceBooking,
  useConfirmMultiServiceBooking,
  useCreateMultiServiceBooking,
  useDeclineMultiServiceBooking,
  useMarkMultiServiceBookingAsPending,
  useRemoveBookingsFromMultiServiceBooking,
  useRescheduleMultiServiceBooking,
} from './bookings-multi-service-mutations.js';
export {
  useBulkConfirmOrDeclineBooking,
  useBulkCreateBooking,
  useCancelBooking,
  useCancelBookingOptimistic,
  useConfirmBooking,
  useConfirmOrDeclineBooking,
  useCreateBooking,
  useDeclineBooking,
  useRescheduleBooking,
  useUpdateExtendedFields,
  useUpdateNumberOfParticipants,
} from './bookings-mutation-hooks.js';
export { attendanceMutations, useSetAttendance, type SetAttendanceVariables } from './bookings-attendance.js';
// --- end Bookings ---
