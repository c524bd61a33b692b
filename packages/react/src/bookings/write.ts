import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Booking, BookingInput, MultiServiceBooking } from '@frontdesk/bookings';
import { mutationKey, type AnyCall, type CallArgs, type CallResult, type MutationBuilder } from '../build.js';
import { availabilityFilter, bookingKeys, cachedBookings, updateCachedBookings } from './queries.js';
import { KEY_ROOT } from '../keys.js';
import { scopeOf } from '../scope.js';

const DOMAIN = 'bookings';

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

// Helpers shared with bookings-mutations.ts (internal: not exported from the package index).
export const defined = <T>(values: Array<T | undefined> | undefined): T[] =>
  (values ?? []).filter((v): v is T => v !== undefined && v !== null);
export const slotOf = (booking: Pick<Booking, 'bookedEntity'> | BookingInput | undefined) =>
  booking?.bookedEntity?.slot ?? booking?.bookedEntity?.schedule;
export const children = (msb: MultiServiceBooking | undefined) => msb?.bookings ?? [];

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
export function bookingMutation<C extends AnyCall, V>(
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
export const oneBooking =
  (availability = true) =>
  ({ id }: { id: string }, data: { booking: Booking }): BookingWrite => ({ bookings: [data.booking], bookingIds: [id], availability });

/** A multi-service write that returns the multi-service booking. */
export const multiWrite = (
  id: string | undefined,
  msb: MultiServiceBooking | undefined,
  more: Partial<BookingWrite> = {},
): BookingWrite => ({
  bookings: children(msb).map((c) => c.booking),
  bookingIds: children(msb).map((c) => c.bookingId),
  multiServiceBookingIds: [id, msb?.id],
  availability: true,
  ...more,
});

export const revisionIds = (
  options:
    | { [K in 'markAsPendingBookingsInfo' | 'confirmBookingsInfo' | 'declineBookingsInfo']?: Array<{ bookingId: string }> }
    | undefined,
) =>
  [...(options?.markAsPendingBookingsInfo ?? []), ...(options?.confirmBookingsInfo ?? []), ...(options?.declineBookingsInfo ?? [])].map(
    (i) => i.bookingId,
  );
