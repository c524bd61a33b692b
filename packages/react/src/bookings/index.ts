/**
 * `@frontdesk/react/bookings`: bookings, availability and multi-service bookings: query keys
 * (`bookingKeys`), `queryOptions` builders (`bookingQueries`), `mutationOptions` builders
 * (`bookingMutations`, `attendanceMutations`), cache helpers and hooks. Needs `@frontdesk/bookings`
 * installed beside `@frontdesk/react` and `@frontdesk/core`.
 *
 * @packageDocumentation
 */

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
} from './queries.js';
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
} from './hooks.js';
export {
  applyBookingWrite,
  type BookingWrite,
} from './write.js';
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
} from './mutations.js';
export {
  useAddBookingsToMultiServiceBooking,
  useCancelMultiServiceBooking,
  useConfirmMultiServiceBooking,
  useCreateMultiServiceBooking,
  useDeclineMultiServiceBooking,
  useMarkMultiServiceBookingAsPending,
  useRemoveBookingsFromMultiServiceBooking,
  useRescheduleMultiServiceBooking,
} from './multi-service-mutation-hooks.js';
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
} from './mutation-hooks.js';
export { attendanceMutations, useSetAttendance, type SetAttendanceVariables } from './attendance.js';
