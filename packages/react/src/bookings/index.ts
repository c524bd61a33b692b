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
  attendanceMutations,
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
  type SetAttendanceVariables,
  type UpdateExtendedFieldsVariables,
  type UpdateNumberOfParticipantsVariables,
} from './mutations.js';
export {
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
  useSetAttendance,
  useUpdateExtendedFields,
  useUpdateNumberOfParticipants,
} from './mutation-hooks.js';
