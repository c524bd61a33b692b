'use client';

import { mutationHook } from '../hooks.js';
import { attendanceMutations, bookingMutations, cancelBookingOptimistic } from './mutations.js';

/**
 * Books a slot or a course (`createBooking`): the new booking shows in the cached lists; the extended bookings, counts and that service's availability refetch.
 *
 * @example
 * ```tsx
 * const { mutateAsync } = useCreateBooking();
 * const { booking } = await mutateAsync({ booking: { bookedEntity: { slot: entry.slot! }, contactDetails: { firstName: 'Ada' } } });
 * ```
 */
export const useCreateBooking = /* @__PURE__ */ mutationHook(bookingMutations.create);

/**
 * Creates up to 40 bookings (`bulkCreateBooking`, site owner); the lists, counts and those services' availability refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useBulkCreateBooking();
 * mutate({ createBookingsInfo: [{ booking: { bookedEntity: { slot } } }], options: { returnFullEntity: true } });
 * ```
 */
export const useBulkCreateBooking = /* @__PURE__ */ mutationHook(bookingMutations.bulkCreate);

/**
 * Cancels a booking (`cancelBooking`; a member's own): the booking updates in the cached lists; the member's extended bookings, counts and that service's availability refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useCancelBooking();
 * mutate({ id: booking.id!, options: { revision: booking.revision! } });
 * ```
 */
export const useCancelBooking = /* @__PURE__ */ mutationHook(bookingMutations.cancel);

/**
 * Moves a booking to another slot (`rescheduleBooking`); the lists, counts and that service's availability refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useRescheduleBooking();
 * mutate({ id: booking.id!, slot: next.slot!, options: { revision: booking.revision! } });
 * ```
 */
export const useRescheduleBooking = /* @__PURE__ */ mutationHook(bookingMutations.reschedule);

/**
 * Confirms a booking (`confirmBooking`, site owner); the lists, counts and that service's availability refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useConfirmBooking();
 * mutate({ id: booking.id!, revision: booking.revision!, options: { paymentStatus: 'PAID' } });
 * ```
 */
export const useConfirmBooking = /* @__PURE__ */ mutationHook(bookingMutations.confirm);

/**
 * Declines a booking (`declineBooking`, site owner); the lists, counts and that service's availability refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useDeclineBooking();
 * mutate({ id: booking.id!, revision: booking.revision! });
 * ```
 */
export const useDeclineBooking = /* @__PURE__ */ mutationHook(bookingMutations.decline);

/**
 * Confirms or declines a booking the way a custom checkout does (`confirmOrDeclineBooking`); the lists, counts and that service's availability refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useConfirmOrDeclineBooking();
 * mutate({ id: booking.id!, options: { paymentStatus: 'PAID' } });
 * ```
 */
export const useConfirmOrDeclineBooking = /* @__PURE__ */ mutationHook(bookingMutations.confirmOrDecline);

/**
 * `confirmOrDeclineBooking` for many bookings (`bulkConfirmOrDeclineBooking`); the lists, counts and those services' availability refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useBulkConfirmOrDeclineBooking();
 * mutate({ details: ids.map((bookingId) => ({ bookingId })), options: { returnEntity: true } });
 * ```
 */
export const useBulkConfirmOrDeclineBooking = /* @__PURE__ */ mutationHook(bookingMutations.bulkConfirmOrDecline);

/**
 * Changes the participants of a class or course booking (`updateNumberOfParticipants`, site owner); the lists, counts and that service's availability refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useUpdateNumberOfParticipants();
 * mutate({ id: booking.id!, options: { revision: booking.revision!, totalParticipants: 3 } });
 * ```
 */
export const useUpdateNumberOfParticipants = /* @__PURE__ */ mutationHook(bookingMutations.updateNumberOfParticipants);

/**
 * Replaces one namespace of a booking's extended fields (`updateExtendedFields`, site owner): written into the cached booking; the lists refetch (availability does not change).
 *
 * @example
 * ```tsx
 * const { mutate } = useUpdateExtendedFields();
 * mutate({ id: booking.id!, namespace: '@acme/crm', options: { namespaceData: { tier: 'gold' } } });
 * ```
 */
export const useUpdateExtendedFields = /* @__PURE__ */ mutationHook(bookingMutations.updateExtendedFields);

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
export const useCancelBookingOptimistic = /* @__PURE__ */ mutationHook(cancelBookingOptimistic);

/**
 * Books 2-8 back-to-back appointments (`createMultiServiceBooking`); the lists, counts and those services' availability refetch.
 *
 * @example
 * ```tsx
 * const { mutateAsync } = useCreateMultiServiceBooking();
 * const { multiServiceBooking } = await mutateAsync({ bookings: [{ bookedEntity: { slot: a } }, { bookedEntity: { slot: b } }], options: { returnFullEntity: true } });
 * ```
 */
export const useCreateMultiServiceBooking = /* @__PURE__ */ mutationHook(bookingMutations.createMultiService);

/**
 * Moves every child of a multi-service booking (`rescheduleMultiServiceBooking`); the multi-service booking, the lists, counts and those services' availability refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useRescheduleMultiServiceBooking();
 * mutate({ id, rescheduleBookingsInfo: [{ bookingId: a, revision: '1', slot: slotA }, { bookingId: b, revision: '1', slot: slotB }] });
 * ```
 */
export const useRescheduleMultiServiceBooking = /* @__PURE__ */ mutationHook(bookingMutations.rescheduleMultiService);

/**
 * Cancels every child of a multi-service booking (`cancelMultiServiceBooking`); the multi-service booking, the lists, counts and those services' availability refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useCancelMultiServiceBooking();
 * mutate({ id, options: { returnFullEntity: true } });
 * ```
 */
export const useCancelMultiServiceBooking = /* @__PURE__ */ mutationHook(bookingMutations.cancelMultiService);

/**
 * Marks every child of a multi-service booking as `PENDING` (`markMultiServiceBookingAsPending`, site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useMarkMultiServiceBookingAsPending();
 * mutate({ id, options: { markAsPendingBookingsInfo: infos } });
 * ```
 */
export const useMarkMultiServiceBookingAsPending = /* @__PURE__ */ mutationHook(bookingMutations.markMultiServiceAsPending);

/**
 * Confirms every child of a multi-service booking (`confirmMultiServiceBooking`, site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useConfirmMultiServiceBooking();
 * mutate({ id, options: { confirmBookingsInfo: infos } });
 * ```
 */
export const useConfirmMultiServiceBooking = /* @__PURE__ */ mutationHook(bookingMutations.confirmMultiService);

/**
 * Declines every child of a multi-service booking (`declineMultiServiceBooking`, site owner).
 *
 * @example
 * ```tsx
 * const { mutate } = useDeclineMultiServiceBooking();
 * mutate({ id, options: { declineBookingsInfo: infos } });
 * ```
 */
export const useDeclineMultiServiceBooking = /* @__PURE__ */ mutationHook(bookingMutations.declineMultiService);

/**
 * Adds standalone bookings to a multi-service booking (`addBookingsToMultiServiceBooking`, site owner); the multi-service booking and the lists refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useAddBookingsToMultiServiceBooking();
 * mutate({ id, options: { bookings: [{ bookingId, revision }] } });
 * ```
 */
export const useAddBookingsToMultiServiceBooking = /* @__PURE__ */ mutationHook(bookingMutations.addToMultiService);

/**
 * Removes the first or last children of a multi-service booking (`removeBookingsFromMultiServiceBooking`, site owner); the multi-service booking and the lists refetch.
 *
 * @example
 * ```tsx
 * const { mutate } = useRemoveBookingsFromMultiServiceBooking();
 * mutate({ id, options: { bookings: [{ bookingId: last, revision }] } });
 * ```
 */
export const useRemoveBookingsFromMultiServiceBooking = /* @__PURE__ */ mutationHook(bookingMutations.removeFromMultiService);

/**
 * Marks whether a booking's session was attended (`setAttendance`, site owner); the extended
 * bookings refetch so their `attendance` shows the new status.
 *
 * @example
 * ```tsx
 * const { mutate, isPending } = useSetAttendance();
 * mutate({ attendance: { bookingId: booking.id!, status: 'NOT_ATTENDED' } });
 * ```
 */
export const useSetAttendance = /* @__PURE__ */ mutationHook(attendanceMutations.set);
