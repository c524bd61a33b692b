import type { UseMutationResult } from '@tanstack/react-query';
import type { FrontdeskError } from '@frontdesk/core';
import type {
  addBookingsToMultiServiceBooking,
  cancelMultiServiceBooking,
  confirmMultiServiceBooking,
  createMultiServiceBooking,
  declineMultiServiceBooking,
  markMultiServiceBookingAsPending,
  removeBookingsFromMultiServiceBooking,
  rescheduleMultiServiceBooking,
} from '@frontdesk/bookings';
import type { CallResult } from '../build.js';
import { useFrontdeskMutation, type MutationHookOptions } from '../hooks.js';
import {
  bookingMutations,
  type CancelMultiServiceBookingVariables,
  type CreateMultiServiceBookingVariables,
  type MultiServiceBookingsVariables,
  type MultiServiceStatusVariables,
  type RescheduleMultiServiceBookingVariables,
} from './mutations.js';

type Result<C extends (...args: any[]) => any, V, R = unknown> = UseMutationResult<CallResult<C>, FrontdeskError, V, R>;
type Options<C extends (...args: any[]) => any, V> = MutationHookOptions<CallResult<C>, V>;

/**
 * Books 2-8 back-to-back appointments (`createMultiServiceBooking`); the lists, counts and those services' availability refetch.
 *
 * @example
 * ```tsx
 * const { mutateAsync } = useCreateMultiServiceBooking();
 * const { multiServiceBooking } = await mutateAsync({ bookings: [{ bookedEntity: { slot: a } }, { bookedEntity: { slot: b } }], options: { returnFullEntity: true } });
 * ```
 */
export function useCreateMultiServiceBooking(
  options?: Options<typeof createMultiServiceBooking, CreateMultiServiceBookingVariables>,
): Result<typeof createMultiServiceBooking, CreateMultiServiceBookingVariables> {
  return useFrontdeskMutation(bookingMutations.createMultiService, options);
}

/**
 * Moves every child of a multi-service booking (`rescheduleMultiServiceBooking`); the multi-service booking, the lists, counts and those services' availability refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useRescheduleMultiServiceBooking();
 * mutate({ id, rescheduleBookingsInfo: [{ bookingId: a, revision: '1', slot: slotA }, { bookingId: b, revision: '1', slot: slotB }] });
 * ```
 */
export function useRescheduleMultiServiceBooking(
  options?: Options<typeof rescheduleMultiServiceBooking, RescheduleMultiServiceBookingVariables>,
): Result<typeof rescheduleMultiServiceBooking, RescheduleMultiServiceBookingVariables> {
  return useFrontdeskMutation(bookingMutations.rescheduleMultiService, options);
}

/**
 * Cancels every child of a multi-service booking (`cancelMultiServiceBooking`); the multi-service booking, the lists, counts and those services' availability refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useCancelMultiServiceBooking();
 * mutate({ id, options: { returnFullEntity: true } });
 * ```
 */
export function useCancelMultiServiceBooking(
  options?: Options<typeof cancelMultiServiceBooking, CancelMultiServiceBookingVariables>,
): Result<typeof cancelMultiServiceBooking, CancelMultiServiceBookingVariables> {
  return useFrontdeskMutation(bookingMutations.cancelMultiService, options);
}

/**
 * Marks every child of a multi-service booking as `PENDING` (`markMultiServiceBookingAsPending`, site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useMarkMultiServiceBookingAsPending();
 * mutate({ id, options: { markAsPendingBookingsInfo: infos } });
 * ```
 */
export function useMarkMultiServiceBookingAsPending(
  options?: Options<typeof markMultiServiceBookingAsPending, MultiServiceStatusVariables>,
): Result<typeof markMultiServiceBookingAsPending, MultiServiceStatusVariables> {
  return useFrontdeskMutation(bookingMutations.markMultiServiceAsPending, options);
}

/**
 * Confirms every child of a multi-service booking (`confirmMultiServiceBooking`, site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useConfirmMultiServiceBooking();
 * mutate({ id, options: { confirmBookingsInfo: infos } });
 * ```
 */
export function useConfirmMultiServiceBooking(
  options?: Options<typeof confirmMultiServiceBooking, MultiServiceStatusVariables>,
): Result<typeof confirmMultiServiceBooking, MultiServiceStatusVariables> {
  return useFrontdeskMutation(bookingMutations.confirmMultiService, options);
}

/**
 * Declines every child of a multi-service booking (`declineMultiServiceBooking`, site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useDeclineMultiServiceBooking();
 * mutate({ id, options: { declineBookingsInfo: infos } });
 * ```
 */
export function useDeclineMultiServiceBooking(
  options?: Options<typeof declineMultiServiceBooking, MultiServiceStatusVariables>,
): Result<typeof declineMultiServiceBooking, MultiServiceStatusVariables> {
  return useFrontdeskMutation(bookingMutations.declineMultiService, options);
}

/**
 * Adds standalone bookings to a multi-service booking (`addBookingsToMultiServiceBooking`, site owner); the multi-service booking and the lists refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useAddBookingsToMultiServiceBooking();
 * mutate({ id, options: { bookings: [{ bookingId, revision }] } });
 * ```
 */
export function useAddBookingsToMultiServiceBooking(
  options?: Options<typeof addBookingsToMultiServiceBooking, MultiServiceBookingsVariables>,
): Result<typeof addBookingsToMultiServiceBooking, MultiServiceBookingsVariables> {
  return useFrontdeskMutation(bookingMutations.addToMultiService, options);
}

/**
 * Removes the first or last children of a multi-service booking (`removeBookingsFromMultiServiceBooking`, site owner); the multi-service booking and the lists refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useRemoveBookingsFromMultiServiceBooking();
 * mutate({ id, options: { bookings: [{ bookingId: last, revision }] } });
 * ```
 */
export function useRemoveBookingsFromMultiServiceBooking(
  options?: Options<typeof removeBookingsFromMultiServiceBooking, MultiServiceBookingsVariables>,
): Result<typeof removeBookingsFromMultiServiceBooking, MultiServiceBookingsVariables> {
  return useFrontdeskMutation(bookingMutations.removeFromMultiService, options);
}
