import type { QueryClient, QueryKey, UseMutationResult } from '@tanstack/react-query';
import type { FrontdeskClient, FrontdeskError } from '@frontdesk/core';
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
  updateExtendedFields,
  updateNumberOfParticipants,
  type Booking,
  type BookingInput,
  type CancelOptions,
  type ConfirmOptions,
  type ConfirmOrDeclineDetail,
  type CreateBookingInfo,
  type CreateBookingOptions,
  type MultiServiceBooking,
  type ParticipantsOptions,
  type RescheduleBookingInfo,
  type RescheduleOptions,
  type SlotInput,
} from '@frontdesk/bookings';
import { mutationKey, type AnyCall, type CallArgs, type CallResult, type FrontdeskMutationOptions, type MutationBuilder } from './build.js';
import { availabilityFilter, bookingKeys, cachedBookings, updateCachedBookings } from './bookings.js';
import { useFrontdeskMutation, type MutationHookOptions } from './hooks.js';
import { KEY_ROOT } from './keys.js';
import { scopeOf } from './scope.js';

const DOMAIN = 'bookings';

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

/** What a bookings write changed, for {@link applyBookingWrite}. */
export interface BookingWrite {
  /** The bookings the server returned: written into every cached extended-bookings list. */
  bookings?: Array<Booking | undefined>;
  /** Ids of other bookings the write touched (their service is read from the cache). */
  bookingIds?: Array<string | undefined>;
  /** Slots (or course schedules) the write booked or moved to. */
  slots?: Array<{ serviceId?: string | undefined; scheduleId?: string | undefined } | undefined>;
  /** Multi-service bookings the write changed. */
  multiServiceBookingIds?: Array<string | undefined>;
  /** Whether open spots may have changed (availability refetches). */
  availability: boolean;
  /** A change to apply to the cached bookings besides the returned ones. */
  change?: (booking: Booking) => Booking | undefined;
}

const defined = <T>(values: Array<T | undefined> | undefined): T[] => (values ?? []).filter((v): v is T => v !== undefined && v !== null);
const slotOf = (booking: Pick<Booking, 'bookedEntity'> | BookingInput | undefined) => booking?.bookedEntity?.slot ?? booking?.bookedEntity?.schedule;
const children = (msb: MultiServiceBooking | undefined) => msb?.bookings ?? [];

/**
 * Applies a successful bookings write to the cache: the returned bookings replace theirs in every
 * extended-bookings list at once; then the extended bookings and counts of the scope, the changed
 * multi-service bookings, and (when spots may have changed) the availability of exactly the services
 * and schedules involved refetch. When a booking's service is not known (not returned, not cached),
 * every availability query of the scope refetches.
 *
 * @example
 * ```ts
 * await applyBookingWrite(queryClient, scopeOf(client), { bookings: [booking], availability: true });
 * ```
 */
export async function applyBookingWrite(queryClient: QueryClient, scope: string, write: BookingWrite): Promise<void> {
  const returned = defined(write.bookings);
  const byId = new Map(returned.filter((b) => b.id).map((b) => [b.id!, b]));
  const msbIds = defined(write.multiServiceBookingIds);
  // What is known before the write lands in the cache: the lists, and the cached multi-service bookings' children.
  const touchedIds = [...defined(write.bookingIds), ...byId.keys()];
  const known = new Map(cachedBookings(queryClient, scope, touchedIds).map((b) => [b.id!, b]));
  for (const id of msbIds) {
    for (const child of children(queryClient.getQueryData<MultiServiceBooking>(bookingKeys.multiServiceBooking(scope, id)))) {
      if (child.booking?.id) known.set(child.booking.id, child.booking);
    }
  }
  for (const [id, booking] of byId) known.set(id, { ...known.get(id), ...booking });

  if (byId.size > 0 || write.change) {
    updateCachedBookings(queryClient, scope, (booking) => {
      const fresh = booking.id ? byId.get(booking.id) : undefined;
      const next = fresh ? { ...booking, ...fresh } : booking;
      return write.change?.(next) ?? (fresh ? next : undefined);
    });
  }

  const filters: Array<{ queryKey: QueryKey; predicate?: (query: { queryKey: QueryKey }) => boolean }> = [
    { queryKey: bookingKeys.extendedBookings(scope) },
    { queryKey: bookingKeys.count(scope) },
  ];
  for (const booking of known.values()) if (booking.multiServiceBookingInfo?.id) msbIds.push(booking.multiServiceBookingInfo.id);
  for (const id of new Set(msbIds)) {
    filters.push({ queryKey: bookingKeys.multiServiceBooking(scope, id) }, { queryKey: bookingKeys.multiServiceAvailability(scope, id) });
  }
  if (msbIds.length > 0) {
    const ids = new Set(msbIds);
    filters.push({
      queryKey: bookingKeys.multiServiceAllowedActions(scope),
      predicate: (query) => {
        const listed = query.queryKey[4];
        return query.queryKey[0] === KEY_ROOT && Array.isArray(listed) && listed.some((id) => ids.has(id as string));
      },
    });
  }
  if (write.availability) {
    const refs = [...defined(write.slots), ...[...known.values()].map(slotOf)];
    const unknown = touchedIds.some((id) => !known.has(id));
    filters.push(
      availabilityFilter(scope, {
        all: unknown,
        serviceIds: defined(refs.map((ref) => ref?.serviceId)),
        scheduleIds: defined(refs.map((ref) => ref?.scheduleId)),
      }) as (typeof filters)[number],
    );
  }
  await Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter)));
}

/** A bookings write as a mutation builder: the call, its arguments, and what it changed. */
function bookingMutation<C extends AnyCall, V>(
  call: C,
  args: (variables: V) => Readonly<CallArgs<C>>,
  written: (variables: V, data: CallResult<C>) => BookingWrite,
): MutationBuilder<C, V> {
  return (client) => ({
    mutationKey: mutationKey(client, DOMAIN, call.declaration.name),
    mutationFn: (variables: V) => call(client, ...args(variables)) as Promise<CallResult<C>>,
    retry: false,
    onSuccess: async (data, variables, _onMutateResult, context) => {
      await applyBookingWrite(context.client, scopeOf(client), written(variables, data));
    },
  });
}

/** A write on one booking that returns it: the lists show it, its service's availability refetches. */
const oneBooking =
  (availability = true) =>
  ({ id }: { id: string }, data: { booking: Booking }): BookingWrite => ({ bookings: [data.booking], bookingIds: [id], availability });

/** A multi-service write that returns the multi-service booking. */
const multiWrite = (id: string | undefined, msb: MultiServiceBooking | undefined, more: Partial<BookingWrite> = {}): BookingWrite => ({
  bookings: children(msb).map((c) => c.booking),
  bookingIds: children(msb).map((c) => c.bookingId),
  multiServiceBookingIds: [id, msb?.id],
  availability: true,
  ...more,
});

const revisionIds = (options: { [K in 'markAsPendingBookingsInfo' | 'confirmBookingsInfo' | 'declineBookingsInfo']?: Array<{ bookingId: string }> } | undefined) =>
  [...(options?.markAsPendingBookingsInfo ?? []), ...(options?.confirmBookingsInfo ?? []), ...(options?.declineBookingsInfo ?? [])].map((i) => i.bookingId);

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
export const bookingMutations: {
  /** `createBooking(booking, options)`. */
  create: MutationBuilder<typeof createBooking, CreateBookingVariables>;
  /** `bulkCreateBooking(createBookingsInfo, options)` (site owner). */
  bulkCreate: MutationBuilder<typeof bulkCreateBooking, BulkCreateBookingVariables>;
  /** `cancelBooking(id, options)`. */
  cancel: MutationBuilder<typeof cancelBooking, CancelBookingVariables>;
  /** `cancelBooking` showing `CANCELED` at once, rolled back on error. */
  cancelOptimistic: typeof cancelBookingOptimistic;
  /** `rescheduleBooking(id, slot, options)`. */
  reschedule: MutationBuilder<typeof rescheduleBooking, RescheduleBookingVariables>;
  /** `confirmBooking(id, revision, options)` (site owner). */
  confirm: MutationBuilder<typeof confirmBooking, BookingStatusVariables>;
  /** `declineBooking(id, revision, options)` (site owner). */
  decline: MutationBuilder<typeof declineBooking, BookingStatusVariables>;
  /** `confirmOrDeclineBooking(id, options)`. */
  confirmOrDecline: MutationBuilder<typeof confirmOrDeclineBooking, ConfirmOrDeclineBookingVariables>;
  /** `bulkConfirmOrDeclineBooking(details, options)`. */
  bulkConfirmOrDecline: MutationBuilder<typeof bulkConfirmOrDeclineBooking, BulkConfirmOrDeclineBookingVariables>;
  /** `updateNumberOfParticipants(id, options)` (site owner). */
  updateNumberOfParticipants: MutationBuilder<typeof updateNumberOfParticipants, UpdateNumberOfParticipantsVariables>;
  /** `updateExtendedFields(id, namespace, options)` (site owner); availability is not affected. */
  updateExtendedFields: MutationBuilder<typeof updateExtendedFields, UpdateExtendedFieldsVariables>;
  /** `createMultiServiceBooking(bookings, options)`. */
  createMultiService: MutationBuilder<typeof createMultiServiceBooking, CreateMultiServiceBookingVariables>;
  /** `rescheduleMultiServiceBooking(id, rescheduleBookingsInfo, options)`. */
  rescheduleMultiService: MutationBuilder<typeof rescheduleMultiServiceBooking, RescheduleMultiServiceBookingVariables>;
  /** `cancelMultiServiceBooking(id, options)`. */
  cancelMultiService: MutationBuilder<typeof cancelMultiServiceBooking, CancelMultiServiceBookingVariables>;
  /** `markMultiServiceBookingAsPending(id, options)` (site owner). */
  markMultiServiceAsPending: MutationBuilder<typeof markMultiServiceBookingAsPending, MultiServiceStatusVariables>;
  /** `confirmMultiServiceBooking(id, options)` (site owner). */
  confirmMultiService: MutationBuilder<typeof confirmMultiServiceBooking, MultiServiceStatusVariables>;
  /** `declineMultiServiceBooking(id, options)` (site owner). */
  declineMultiService: MutationBuilder<typeof declineMultiServiceBooking, MultiServiceStatusVariables>;
  /** `addBookingsToMultiServiceBooking(id, options)` (site owner); availability is not affected. */
  addToMultiService: MutationBuilder<typeof addBookingsToMultiServiceBooking, MultiServiceBookingsVariables>;
  /** `removeBookingsFromMultiServiceBooking(id, options)` (site owner); availability is not affected. */
  removeFromMultiService: MutationBuilder<typeof removeBookingsFromMultiServiceBooking, MultiServiceBookingsVariables>;
} = {
  create: /* @__PURE__ */ bookingMutation(
    createBooking,
    ({ booking, options }: CreateBookingVariables) => [booking, options] as const,
    ({ booking }, data) => ({ bookings: [data.booking], slots: [slotOf(booking)], availability: true }),
  ),
  bulkCreate: /* @__PURE__ */ bookingMutation(
    bulkCreateBooking,
    ({ createBookingsInfo, options }: BulkCreateBookingVariables) => [createBookingsInfo, options] as const,
    ({ createBookingsInfo }, data) => ({
      bookings: (data.results ?? []).map((r) => r.item),
      slots: createBookingsInfo.map((info) => slotOf(info.booking)),
      availability: true,
    }),
  ),
  cancel: /* @__PURE__ */ bookingMutation(cancelBooking, ({ id, options }: CancelBookingVariables) => [id, options] as const, oneBooking()),
  cancelOptimistic: cancelBookingOptimistic,
  reschedule: /* @__PURE__ */ bookingMutation(
    rescheduleBooking,
    ({ id, slot, options }: RescheduleBookingVariables) => [id, slot, options] as const,
    (variables, data) => ({ ...oneBooking()(variables, data), slots: [variables.slot] }),
  ),
  confirm: /* @__PURE__ */ bookingMutation(confirmBooking, ({ id, revision, options }: BookingStatusVariables) => [id, revision, options] as const, oneBooking()),
  decline: /* @__PURE__ */ bookingMutation(declineBooking, ({ id, revision, options }: BookingStatusVariables) => [id, revision, options] as const, oneBooking()),
  confirmOrDecline: /* @__PURE__ */ bookingMutation(
    confirmOrDeclineBooking,
    ({ id, options }: ConfirmOrDeclineBookingVariables) => [id, options] as const,
    oneBooking(),
  ),
  bulkConfirmOrDecline: /* @__PURE__ */ bookingMutation(
    bulkConfirmOrDeclineBooking,
    ({ details, options }: BulkConfirmOrDeclineBookingVariables) => [details, options] as const,
    ({ details }, data) => ({ bookings: (data.results ?? []).map((r) => r.item), bookingIds: details.map((d) => d.bookingId), availability: true }),
  ),
  updateNumberOfParticipants: /* @__PURE__ */ bookingMutation(
    updateNumberOfParticipants,
    ({ id, options }: UpdateNumberOfParticipantsVariables) => [id, options] as const,
    oneBooking(),
  ),
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
  createMultiService: /* @__PURE__ */ bookingMutation(
    createMultiServiceBooking,
    ({ bookings, options }: CreateMultiServiceBookingVariables) => [bookings, options] as const,
    ({ bookings }, data) => multiWrite(undefined, data.multiServiceBooking, { slots: bookings.map(slotOf) }),
  ),
  rescheduleMultiService: /* @__PURE__ */ bookingMutation(
    rescheduleMultiServiceBooking,
    ({ id, rescheduleBookingsInfo, options }: RescheduleMultiServiceBookingVariables) => [id, rescheduleBookingsInfo, options] as const,
    ({ id, rescheduleBookingsInfo }, data) => {
      const write = multiWrite(id, data.multiServiceBooking);
      return { ...write, bookingIds: [...defined(write.bookingIds), ...rescheduleBookingsInfo.map((i) => i.bookingId)], slots: rescheduleBookingsInfo.map((i) => i.slot) };
    },
  ),
  cancelMultiService: /* @__PURE__ */ bookingMutation(
    cancelMultiServiceBooking,
    ({ id, options }: CancelMultiServiceBookingVariables) => [id, options] as const,
    ({ id }, data) => multiWrite(id, data.multiServiceBooking),
  ),
  markMultiServiceAsPending: /* @__PURE__ */ bookingMutation(
    markMultiServiceBookingAsPending,
    ({ id, options }: MultiServiceStatusVariables) => [id, options] as const,
    ({ id, options }, data) => multiWrite(id, data.multiServiceBooking, { bookingIds: [...children(data.multiServiceBooking).map((c) => c.bookingId), ...revisionIds(options)] }),
  ),
  confirmMultiService: /* @__PURE__ */ bookingMutation(
    confirmMultiServiceBooking,
    ({ id, options }: MultiServiceStatusVariables) => [id, options] as const,
    ({ id, options }, data) => multiWrite(id, data.multiServiceBooking, { bookingIds: [...children(data.multiServiceBooking).map((c) => c.bookingId), ...revisionIds(options)] }),
  ),
  declineMultiService: /* @__PURE__ */ bookingMutation(
    declineMultiServiceBooking,
    ({ id, options }: MultiServiceStatusVariables) => [id, options] as const,
    ({ id, options }, data) => multiWrite(id, data.multiServiceBooking, { bookingIds: [...children(data.multiServiceBooking).map((c) => c.bookingId), ...revisionIds(options)] }),
  ),
  addToMultiService: /* @__PURE__ */ bookingMutation(
    addBookingsToMultiServiceBooking,
    ({ id, options }: MultiServiceBookingsVariables) => [id, options] as const,
    ({ id, options }, data) => ({
      bookings: (data.bookings ?? []).map((b) => b.booking),
      bookingIds: (options?.bookings ?? []).map((b) => b.bookingId),
      multiServiceBookingIds: [id],
      availability: false,
    }),
  ),
  removeFromMultiService: /* @__PURE__ */ bookingMutation(
    removeBookingsFromMultiServiceBooking,
    ({ id, options }: MultiServiceBookingsVariables) => [id, options] as const,
    ({ id, options }, data) => ({
      bookings: (data.bookings ?? []).map((b) => b.booking),
      bookingIds: (options?.bookings ?? []).map((b) => b.bookingId),
      multiServiceBookingIds: [id],
      availability: false,
    }),
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
export function useCreateBooking(options?: Options<typeof createBooking, CreateBookingVariables>): Result<typeof createBooking, CreateBookingVariables> {
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
export function useBulkCreateBooking(options?: Options<typeof bulkCreateBooking, BulkCreateBookingVariables>): Result<typeof bulkCreateBooking, BulkCreateBookingVariables> {
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
export function useCancelBooking(options?: Options<typeof cancelBooking, CancelBookingVariables>): Result<typeof cancelBooking, CancelBookingVariables> {
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
export function useRescheduleBooking(options?: Options<typeof rescheduleBooking, RescheduleBookingVariables>): Result<typeof rescheduleBooking, RescheduleBookingVariables> {
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
export function useConfirmBooking(options?: Options<typeof confirmBooking, BookingStatusVariables>): Result<typeof confirmBooking, BookingStatusVariables> {
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
export function useDeclineBooking(options?: Options<typeof declineBooking, BookingStatusVariables>): Result<typeof declineBooking, BookingStatusVariables> {
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
export function useConfirmOrDeclineBooking(options?: Options<typeof confirmOrDeclineBooking, ConfirmOrDeclineBookingVariables>): Result<typeof confirmOrDeclineBooking, ConfirmOrDeclineBookingVariables> {
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
export function useBulkConfirmOrDeclineBooking(options?: Options<typeof bulkConfirmOrDeclineBooking, BulkConfirmOrDeclineBookingVariables>): Result<typeof bulkConfirmOrDeclineBooking, BulkConfirmOrDeclineBookingVariables> {
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
export function useUpdateNumberOfParticipants(options?: Options<typeof updateNumberOfParticipants, UpdateNumberOfParticipantsVariables>): Result<typeof updateNumberOfParticipants, UpdateNumberOfParticipantsVariables> {
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
export function useUpdateExtendedFields(options?: Options<typeof updateExtendedFields, UpdateExtendedFieldsVariables>): Result<typeof updateExtendedFields, UpdateExtendedFieldsVariables> {
  return useFrontdeskMutation(bookingMutations.updateExtendedFields, options);
}

/**
 * Books 2-8 back-to-back appointments (`createMultiServiceBooking`); the lists, counts and those services' availability refetch.
 *
 * @example
 * ```tsx
 * const { mutateAsync } = useCreateMultiServiceBooking();
 * const { multiServiceBooking } = await mutateAsync({ bookings: [{ bookedEntity: { slot: a } }, { bookedEntity: { slot: b } }], options: { returnFullEntity: true } });
 * ```
 */
export function useCreateMultiServiceBooking(options?: Options<typeof createMultiServiceBooking, CreateMultiServiceBookingVariables>): Result<typeof createMultiServiceBooking, CreateMultiServiceBookingVariables> {
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
export function useRescheduleMultiServiceBooking(options?: Options<typeof rescheduleMultiServiceBooking, RescheduleMultiServiceBookingVariables>): Result<typeof rescheduleMultiServiceBooking, RescheduleMultiServiceBookingVariables> {
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
export function useCancelMultiServiceBooking(options?: Options<typeof cancelMultiServiceBooking, CancelMultiServiceBookingVariables>): Result<typeof cancelMultiServiceBooking, CancelMultiServiceBookingVariables> {
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
export function useMarkMultiServiceBookingAsPending(options?: Options<typeof markMultiServiceBookingAsPending, MultiServiceStatusVariables>): Result<typeof markMultiServiceBookingAsPending, MultiServiceStatusVariables> {
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
export function useConfirmMultiServiceBooking(options?: Options<typeof confirmMultiServiceBooking, MultiServiceStatusVariables>): Result<typeof confirmMultiServiceBooking, MultiServiceStatusVariables> {
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
export function useDeclineMultiServiceBooking(options?: Options<typeof declineMultiServiceBooking, MultiServiceStatusVariables>): Result<typeof declineMultiServiceBooking, MultiServiceStatusVariables> {
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
export function useAddBookingsToMultiServiceBooking(options?: Options<typeof addBookingsToMultiServiceBooking, MultiServiceBookingsVariables>): Result<typeof addBookingsToMultiServiceBooking, MultiServiceBookingsVariables> {
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
export function useRemoveBookingsFromMultiServiceBooking(options?: Options<typeof removeBookingsFromMultiServiceBooking, MultiServiceBookingsVariables>): Result<typeof removeBookingsFromMultiServiceBooking, MultiServiceBookingsVariables> {
  return useFrontdeskMutation(bookingMutations.removeFromMultiService, options);
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
