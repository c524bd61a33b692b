'use client';

import type { UseMutationResult } from '@tanstack/react-query';
import type { FrontdeskError } from '@frontdesk/core';
import type {
  bulkConfirmOrDeclineBooking,
  bulkCreateBooking,
  cancelBooking,
  confirmBooking,
  confirmOrDeclineBooking,
  createBooking,
  declineBooking,
  rescheduleBooking,
  updateExtendedFields,
  updateNumberOfParticipants,
} from '@frontdesk/bookings';
import type { CallResult } from '../build.js';
import { useFrontdeskMutation, type MutationHookOptions } from '../hooks.js';
import {
  bookingMutations,
  cancelBookingOptimistic,
  type BookingCancellationSnapshot,
  type BookingStatusVariables,
  type BulkConfirmOrDeclineBookingVariables,
  type BulkCreateBookingVariables,
  type CancelBookingVariables,
  type ConfirmOrDeclineBookingVariables,
  type CreateBookingVariables,
  type RescheduleBookingVariables,
  type UpdateExtendedFieldsVariables,
  type UpdateNumberOfParticipantsVariables,
} from './mutations.js';

type Result<C extends (...args: any[]) => any, V, R = unknown> = UseMutationResult<CallResult<C>, FrontdeskError, V, R>;
type Options<C extends (...args: any[]) => any, V> = MutationHookOptions<CallResult<C>, V>;

/**
 * Books a slot or a course (`createBooking`): the new booking shows in the cached lists; the extended bookings, counts and that service's availability refetch.
 *
 * @example
 * ```tsx
 * const { mutateAsync } = useCreateBooking();
 * const { booking } = await mutateAsync({ booking: { bookedEntity: { slot: entry.slot! }, contactDetails: { firstName: 'Ada' } } });
 * ```
 */
export function useCreateBooking(
  options?: Options<typeof createBooking, CreateBookingVariables>,
): Result<typeof createBooking, CreateBookingVariables> {
  return useFrontdeskMutation(bookingMutations.create, options);
}

/**
 * Creates up to 40 bookings (`bulkCreateBooking`, site owner); the lists, counts and those services' availability refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useBulkCreateBooking();
 * mutate({ createBookingsInfo: [{ booking: { bookedEntity: { slot } } }], options: { returnFullEntity: true } });
 * ```
 */
export function useBulkCreateBooking(
  options?: Options<typeof bulkCreateBooking, BulkCreateBookingVariables>,
): Result<typeof bulkCreateBooking, BulkCreateBookingVariables> {
  return useFrontdeskMutation(bookingMutations.bulkCreate, options);
}

/**
 * Cancels a booking (`cancelBooking`; a member's own): the booking updates in the cached lists; the member's extended bookings, counts and that service's availability refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useCancelBooking();
 * mutate({ id: booking.id!, options: { revision: booking.revision! } });
 * ```
 */
export function useCancelBooking(
  options?: Options<typeof cancelBooking, CancelBookingVariables>,
): Result<typeof cancelBooking, CancelBookingVariables> {
  return useFrontdeskMutation(bookingMutations.cancel, options);
}

/**
 * Moves a booking to another slot (`rescheduleBooking`); the lists, counts and that service's availability refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useRescheduleBooking();
 * mutate({ id: booking.id!, slot: next.slot!, options: { revision: booking.revision! } });
 * ```
 */
export function useRescheduleBooking(
  options?: Options<typeof rescheduleBooking, RescheduleBookingVariables>,
): Result<typeof rescheduleBooking, RescheduleBookingVariables> {
  return useFrontdeskMutation(bookingMutations.reschedule, options);
}

/**
 * Confirms a booking (`confirmBooking`, site owner); the lists, counts and that service's availability refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useConfirmBooking();
 * mutate({ id: booking.id!, revision: booking.revision!, options: { paymentStatus: 'PAID' } });
 * ```
 */
export function useConfirmBooking(
  options?: Options<typeof confirmBooking, BookingStatusVariables>,
): Result<typeof confirmBooking, BookingStatusVariables> {
  return useFrontdeskMutation(bookingMutations.confirm, options);
}

/**
 * Declines a booking (`declineBooking`, site owner); the lists, counts and that service's availability refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useDeclineBooking();
 * mutate({ id: booking.id!, revision: booking.revision! });
 * ```
 */
export function useDeclineBooking(
  options?: Options<typeof declineBooking, BookingStatusVariables>,
): Result<typeof declineBooking, BookingStatusVariables> {
  return useFrontdeskMutation(bookingMutations.decline, options);
}

/**
 * Confirms or declines a booking the way a custom checkout does (`confirmOrDeclineBooking`); the lists, counts and that service's availability refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useConfirmOrDeclineBooking();
 * mutate({ id: booking.id!, options: { paymentStatus: 'PAID' } });
 * ```
 */
export function useConfirmOrDeclineBooking(
  options?: Options<typeof confirmOrDeclineBooking, ConfirmOrDeclineBookingVariables>,
): Result<typeof confirmOrDeclineBooking, ConfirmOrDeclineBookingVariables> {
  return useFrontdeskMutation(bookingMutations.confirmOrDecline, options);
}

/**
 * `confirmOrDeclineBooking` for many bookings (`bulkConfirmOrDeclineBooking`); the lists, counts and those services' availability refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useBulkConfirmOrDeclineBooking();
 * mutate({ details: ids.map((bookingId) => ({ bookingId })), options: { returnEntity: true } });
 * ```
 */
export function useBulkConfirmOrDeclineBooking(
  options?: Options<typeof bulkConfirmOrDeclineBooking, BulkConfirmOrDeclineBookingVariables>,
): Result<typeof bulkConfirmOrDeclineBooking, BulkConfirmOrDeclineBookingVariables> {
  return useFrontdeskMutation(bookingMutations.bulkConfirmOrDecline, options);
}

/**
 * Changes the participants of a class or course booking (`updateNumberOfParticipants`, site owner); the lists, counts and that service's availability refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useUpdateNumberOfParticipants();
 * mutate({ id: booking.id!, options: { revision: booking.revision!, totalParticipants: 3 } });
 * ```
 */
export function useUpdateNumberOfParticipants(
  options?: Options<typeof updateNumberOfParticipants, UpdateNumberOfParticipantsVariables>,
): Result<typeof updateNumberOfParticipants, UpdateNumberOfParticipantsVariables> {
  return useFrontdeskMutation(bookingMutations.updateNumberOfParticipants, options);
}

/**
 * Replaces one namespace of a booking's extended fields (`updateExtendedFields`, site owner): written into the cached booking; the lists refetch (availability does not change).
 *
 * @example
 * ```tsx
 * const { mutate } = useUpdateExtendedFields();
 * mutate({ id: booking.id!, namespace: '@acme/crm', options: { namespaceData: { tier: 'gold' } } });
 * ```
 */
export function useUpdateExtendedFields(
  options?: Options<typeof updateExtendedFields, UpdateExtendedFieldsVariables>,
): Result<typeof updateExtendedFields, UpdateExtendedFieldsVariables> {
  return useFrontdeskMutation(bookingMutations.updateExtendedFields, options);
}

/**
 * {@link useCancelBooking} that shows `CANCELED` at once in every cached list and rolls it back on
 * error.
 *
 * @example
 * ```tsx
 * const { mutate } = useCancelBookingOptimistic({ onError: () => toast('Could not cancel') });
 * mutate({ id: booking.id!, options: { revision: booking.revision! } });
 * ```
 */
export function useCancelBookingOptimistic(
  options?: Options<typeof cancelBooking, CancelBookingVariables>,
): Result<typeof cancelBooking, CancelBookingVariables, BookingCancellationSnapshot> {
  return useFrontdeskMutation(cancelBookingOptimistic, options);
}
