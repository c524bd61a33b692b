import type { QueryKey } from '@tanstack/react-query';
import type { FrontdeskClient } from '@frontdesk/core';
import {
  addBookingsToMultiServiceBooking,
  bulkConfirmOrDeclineBooking,
  bulkCreateBooking,
  cancelBooking,
  cancelMultiServiceBooking,
  confirmBooking,
  confirmMultiServiceBooking,
  confirmOrDeclineBooking,
  createBooking,
  createMultiServiceBooking,
  declineBooking,
  declineMultiServiceBooking,
  markMultiServiceBookingAsPending,
  removeBookingsFromMultiServiceBooking,
  rescheduleBooking,
  rescheduleMultiServiceBooking,
  setAttendance,
  updateExtendedFields,
  updateNumberOfParticipants,
  type BookingInput,
  type CancelOptions,
  type ConfirmOptions,
  type ConfirmOrDeclineDetail,
  type CreateBookingInfo,
  type CreateBookingOptions,
  type ParticipantsOptions,
  type RescheduleBookingInfo,
  type RescheduleOptions,
  type SetAttendanceOptions,
  type SlotInput,
  type AttendanceInput,
  type BookingResultsResponse,
  type MultiServiceBookingResponse,
} from '@frontdesk/bookings';
import type { CallArgs, CallResult, FrontdeskMutationOptions } from '../build.js';
import { bookingKeys, updateCachedBookings } from './queries.js';
import { scopeOf } from '../scope.js';
import { bookingMutation, children, defined, multiWrite, oneBooking, revisionIds, slotOf, type BookingWrite } from './write.js';

/** The variables of {@link useCreateBooking}. */
export interface CreateBookingVariables {
  booking: BookingInput;
  options?: CreateBookingOptions;
}
/** The variables of {@link useBulkCreateBooking}. */
export interface BulkCreateBookingVariables {
  createBookingsInfo: CreateBookingInfo[];
  options?: CallArgs<typeof bulkCreateBooking>[1];
}
/** The variables of {@link useCancelBooking} and {@link useCancelBookingOptimistic}: the booking and its current `revision`. */
export interface CancelBookingVariables {
  id: string;
  options: CancelOptions;
}
/** The variables of {@link useRescheduleBooking}: the booking, its new slot and its current `revision`. */
export interface RescheduleBookingVariables {
  id: string;
  slot: SlotInput;
  options: RescheduleOptions;
}
/** The variables of {@link useConfirmBooking} and {@link useDeclineBooking}. */
export interface BookingStatusVariables {
  id: string;
  revision: string;
  options?: ConfirmOptions;
}
/** The variables of {@link useConfirmOrDeclineBooking}. */
export interface ConfirmOrDeclineBookingVariables {
  id: string;
  options?: CallArgs<typeof confirmOrDeclineBooking>[1];
}
/** The variables of {@link useBulkConfirmOrDeclineBooking}. */
export interface BulkConfirmOrDeclineBookingVariables {
  details: ConfirmOrDeclineDetail[];
  options?: CallArgs<typeof bulkConfirmOrDeclineBooking>[1];
}
/** The variables of {@link useUpdateNumberOfParticipants}: `revision` and the new participants. */
export interface UpdateNumberOfParticipantsVariables {
  id: string;
  options: ParticipantsOptions;
}
/** The variables of {@link useUpdateExtendedFields}. */
export interface UpdateExtendedFieldsVariables {
  id: string;
  namespace: string;
  options: CallArgs<typeof updateExtendedFields>[2];
}
/** The variables of {@link useCreateMultiServiceBooking}. */
export interface CreateMultiServiceBookingVariables {
  bookings: BookingInput[];
  options?: CallArgs<typeof createMultiServiceBooking>[1];
}
/** The variables of {@link useRescheduleMultiServiceBooking}. */
export interface RescheduleMultiServiceBookingVariables {
  id: string;
  rescheduleBookingsInfo: RescheduleBookingInfo[];
  options?: CallArgs<typeof rescheduleMultiServiceBooking>[2];
}
/** The variables of {@link useCancelMultiServiceBooking}. */
export interface CancelMultiServiceBookingVariables {
  id: string;
  options?: CallArgs<typeof cancelMultiServiceBooking>[1];
}
/** The variables of the multi-service status changes (mark as pending, confirm, decline): every child with its revision. */
export interface MultiServiceStatusVariables {
  id: string;
  options?: CallArgs<typeof confirmMultiServiceBooking>[1];
}
/** The variables of {@link useAddBookingsToMultiServiceBooking} and {@link useRemoveBookingsFromMultiServiceBooking}. */
export interface MultiServiceBookingsVariables {
  id: string;
  options?: CallArgs<typeof addBookingsToMultiServiceBooking>[1];
}

/** The arguments of a multi-service status change (mark as pending, confirm, decline). */
const multiServiceStatusArgs = ({ id, options }: MultiServiceStatusVariables) => [id, options] as const;

/** A multi-service status change: the multi-service booking, its children and the bookings whose revisions were sent. */
const multiServiceStatusWrite = ({ id, options }: MultiServiceStatusVariables, data: MultiServiceBookingResponse): BookingWrite =>
  multiWrite(id, data.multiServiceBooking, {
    bookingIds: [...children(data.multiServiceBooking).map((c) => c.bookingId), ...revisionIds(options)],
  });

/** The arguments of adding bookings to a multi-service booking or removing them. */
const multiServiceBookingsArgs = ({ id, options }: MultiServiceBookingsVariables) => [id, options] as const;

/** Adding or removing bookings: the bookings returned and asked for, and the multi-service booking (no availability change). */
const multiServiceBookingsWrite = ({ id, options }: MultiServiceBookingsVariables, data: BookingResultsResponse): BookingWrite => ({
  bookings: (data.bookings ?? []).map((b) => b.booking),
  bookingIds: (options?.bookings ?? []).map((b) => b.bookingId),
  multiServiceBookingIds: [id],
  availability: false,
});

/**
 * `mutationOptions` builders for every bookings write. Each writes the returned bookings into the
 * cached extended-bookings lists, then invalidates exactly what the write affects: the extended
 * bookings and counts of the scope, the multi-service bookings involved and, when spots may have
 * changed, the availability of those services (and course schedules) only.
 *
 * @example
 * ```ts
 * const { mutate } = useMutation(bookingMutations.cancel(client));
 * mutate({ id: booking.id!, options: { revision: booking.revision! } });
 * ```
 */
export const bookingMutations = {
  /** `createBooking(booking, options)`. */
  create: /* @__PURE__ */ bookingMutation(
    createBooking,
    ({ booking, options }: CreateBookingVariables) => [booking, options] as const,
    ({ booking }, data) => ({ bookings: [data.booking], slots: [slotOf(booking)], availability: true }),
  ),
  /** `bulkCreateBooking(createBookingsInfo, options)` (site owner). */
  bulkCreate: /* @__PURE__ */ bookingMutation(
    bulkCreateBooking,
    ({ createBookingsInfo, options }: BulkCreateBookingVariables) => [createBookingsInfo, options] as const,
    ({ createBookingsInfo }, data) => ({
      bookings: (data.results ?? []).map((r) => r.item),
      slots: createBookingsInfo.map((info) => slotOf(info.booking)),
      availability: true,
    }),
  ),
  /** `cancelBooking(id, options)`. */
  cancel: /* @__PURE__ */ bookingMutation(
    cancelBooking,
    ({ id, options }: CancelBookingVariables) => [id, options] as const,
    /* @__PURE__ */ oneBooking(),
  ),
  /** `cancelBooking` showing `CANCELED` at once, rolled back on error. */
  cancelOptimistic: cancelBookingOptimistic,
  /** `rescheduleBooking(id, slot, options)`. */
  reschedule: /* @__PURE__ */ bookingMutation(
    rescheduleBooking,
    ({ id, slot, options }: RescheduleBookingVariables) => [id, slot, options] as const,
    (variables, data) => ({ ...oneBooking()(variables, data), slots: [variables.slot] }),
  ),
  /** `confirmBooking(id, revision, options)` (site owner). */
  confirm: /* @__PURE__ */ bookingMutation(
    confirmBooking,
    ({ id, revision, options }: BookingStatusVariables) => [id, revision, options] as const,
    /* @__PURE__ */ oneBooking(),
  ),
  /** `declineBooking(id, revision, options)` (site owner). */
  decline: /* @__PURE__ */ bookingMutation(
    declineBooking,
    ({ id, revision, options }: BookingStatusVariables) => [id, revision, options] as const,
    /* @__PURE__ */ oneBooking(),
  ),
  /** `confirmOrDeclineBooking(id, options)`. */
  confirmOrDecline: /* @__PURE__ */ bookingMutation(
    confirmOrDeclineBooking,
    ({ id, options }: ConfirmOrDeclineBookingVariables) => [id, options] as const,
    /* @__PURE__ */ oneBooking(),
  ),
  /** `bulkConfirmOrDeclineBooking(details, options)`. */
  bulkConfirmOrDecline: /* @__PURE__ */ bookingMutation(
    bulkConfirmOrDeclineBooking,
    ({ details, options }: BulkConfirmOrDeclineBookingVariables) => [details, options] as const,
    ({ details }, data) => ({
      bookings: (data.results ?? []).map((r) => r.item),
      bookingIds: details.map((d) => d.bookingId),
      availability: true,
    }),
  ),
  /** `updateNumberOfParticipants(id, options)` (site owner). */
  updateNumberOfParticipants: /* @__PURE__ */ bookingMutation(
    updateNumberOfParticipants,
    ({ id, options }: UpdateNumberOfParticipantsVariables) => [id, options] as const,
    /* @__PURE__ */ oneBooking(),
  ),
  /** `updateExtendedFields(id, namespace, options)` (site owner); availability is not affected. */
  updateExtendedFields: /* @__PURE__ */ bookingMutation(
    updateExtendedFields,
    ({ id, namespace, options }: UpdateExtendedFieldsVariables) => [id, namespace, options] as const,
    ({ id, namespace }, data) => ({
      availability: false,
      change: (booking) =>
        booking.id === id
          ? {
              ...booking,
              extendedFields: {
                ...booking.extendedFields,
                namespaces: { ...booking.extendedFields?.namespaces, [data.namespace ?? namespace]: data.namespaceData ?? {} },
              },
            }
          : undefined,
    }),
  ),
  /** `createMultiServiceBooking(bookings, options)`. */
  createMultiService: /* @__PURE__ */ bookingMutation(
    createMultiServiceBooking,
    ({ bookings, options }: CreateMultiServiceBookingVariables) => [bookings, options] as const,
    ({ bookings }, data) => multiWrite(undefined, data.multiServiceBooking, { slots: bookings.map(slotOf) }),
  ),
  /** `rescheduleMultiServiceBooking(id, rescheduleBookingsInfo, options)`. */
  rescheduleMultiService: /* @__PURE__ */ bookingMutation(
    rescheduleMultiServiceBooking,
    ({ id, rescheduleBookingsInfo, options }: RescheduleMultiServiceBookingVariables) => [id, rescheduleBookingsInfo, options] as const,
    ({ id, rescheduleBookingsInfo }, data) => {
      const write = multiWrite(id, data.multiServiceBooking);
      return {
        ...write,
        bookingIds: [...defined(write.bookingIds), ...rescheduleBookingsInfo.map((i) => i.bookingId)],
        slots: rescheduleBookingsInfo.map((i) => i.slot),
      };
    },
  ),
  /** `cancelMultiServiceBooking(id, options)`. */
  cancelMultiService: /* @__PURE__ */ bookingMutation(
    cancelMultiServiceBooking,
    ({ id, options }: CancelMultiServiceBookingVariables) => [id, options] as const,
    ({ id }, data) => multiWrite(id, data.multiServiceBooking),
  ),
  /** `markMultiServiceBookingAsPending(id, options)` (site owner). */
  markMultiServiceAsPending: /* @__PURE__ */ bookingMutation(
    markMultiServiceBookingAsPending,
    multiServiceStatusArgs,
    multiServiceStatusWrite,
  ),
  /** `confirmMultiServiceBooking(id, options)` (site owner). */
  confirmMultiService: /* @__PURE__ */ bookingMutation(confirmMultiServiceBooking, multiServiceStatusArgs, multiServiceStatusWrite),
  /** `declineMultiServiceBooking(id, options)` (site owner). */
  declineMultiService: /* @__PURE__ */ bookingMutation(declineMultiServiceBooking, multiServiceStatusArgs, multiServiceStatusWrite),
  /** `addBookingsToMultiServiceBooking(id, options)` (site owner); availability is not affected. */
  addToMultiService: /* @__PURE__ */ bookingMutation(addBookingsToMultiServiceBooking, multiServiceBookingsArgs, multiServiceBookingsWrite),
  /** `removeBookingsFromMultiServiceBooking(id, options)` (site owner); availability is not affected. */
  removeFromMultiService: /* @__PURE__ */ bookingMutation(
    removeBookingsFromMultiServiceBooking,
    multiServiceBookingsArgs,
    multiServiceBookingsWrite,
  ),
};

/** What the optimistic cancellation remembers to roll back. */
export interface BookingCancellationSnapshot {
  previous: Array<[QueryKey, unknown]>;
}

/**
 * `cancelBooking` with an optimistic update: the booking shows `CANCELED` at once in every cached
 * extended-bookings list (plain and infinite); on error the previous data is put back and the lists
 * refetch; on success the server's booking is written and the lists, counts and that service's
 * availability refetch.
 *
 * @example
 * ```ts
 * const { mutate } = useMutation(bookingMutations.cancelOptimistic(client));
 * ```
 */
export function cancelBookingOptimistic(
  client: FrontdeskClient<any>,
): FrontdeskMutationOptions<CallResult<typeof cancelBooking>, CancelBookingVariables, BookingCancellationSnapshot> {
  const base = bookingMutations.cancel(client);
  return {
    ...base,
    onMutate: async ({ id }, { client: queryClient }) => {
      const lists = bookingKeys.extendedBookings(scopeOf(client));
      // A refetch finishing now would overwrite the optimistic data with the old state.
      await queryClient.cancelQueries({ queryKey: lists });
      const previous = queryClient.getQueriesData({ queryKey: lists });
      const now = new Date();
      updateCachedBookings(queryClient, scopeOf(client), (booking) =>
        booking.id === id ? { ...booking, status: 'CANCELED', canceledDate: now, updatedDate: now } : undefined,
      );
      return { previous };
    },
    onError: async (_error, _variables, snapshot, { client: queryClient }) => {
      for (const [key, data] of snapshot?.previous ?? []) queryClient.setQueryData(key, data);
      await queryClient.invalidateQueries({ queryKey: bookingKeys.extendedBookings(scopeOf(client)) });
    },
  };
}

/** The variables of {@link useSetAttendance}: the attendance to set and the call's options. */
export interface SetAttendanceVariables {
  attendance: AttendanceInput;
  options?: SetAttendanceOptions;
}

/**
 * `mutationOptions` builders for attendance writes (site owner). Setting attendance refetches the
 * scope's extended bookings and counts (their `withBookingAttendanceInfo` extra changes); open
 * spots do not change, so availability is left alone.
 *
 * @example
 * ```ts
 * const { mutate } = useMutation(attendanceMutations.set(client));
 * mutate({ attendance: { bookingId, status: 'ATTENDED' } });
 * ```
 */
export const attendanceMutations = {
  /** `setAttendance(attendance, options)` (site owner). */
  set: /* @__PURE__ */ bookingMutation(
    setAttendance,
    ({ attendance, options }: SetAttendanceVariables) => [attendance, options] as const,
    ({ attendance }) => ({ bookingIds: [attendance.bookingId], availability: false }),
  ),
};
