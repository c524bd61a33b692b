'use client';

import type { SkipToken } from '@tanstack/react-query';
import type {
  AvailabilityQuery,
  ExtendedBooking,
  ExtendedBookingQuery,
  ExtendedBookingsOptions,
  MultiServiceBooking,
  MultiSlotOptions,
  QueryAvailabilityResponse,
  ScheduleAvailabilityResponse,
  SlotAvailability,
} from '@frontdesk/bookings';
import {
  hasSkipToken,
  useFrontdeskInfiniteQuery,
  useFrontdeskQuery,
  useFrontdeskSuspenseInfiniteQuery,
  useFrontdeskSuspenseQuery,
  type InfiniteQueryHookOptions,
  type QueryHookOptions,
  type SuspenseInfiniteQueryHookOptions,
  type SuspenseQueryHookOptions,
  type QueryHookResult,
  type SuspenseQueryHookResult,
  type InfinitePages,
  type InfiniteQueryHookResult,
  type SuspenseInfiniteQueryHookResult,
} from '../hooks.js';
import type { PageData } from '../page-data.js';
import {
  availability,
  count,
  extendedBookings,
  extendedBookingsInfinite,
  multiServiceAllowedActions,
  multiServiceAvailability,
  multiServiceBooking,
  multiSlotAvailability,
  multiSlotAvailabilityInfinite,
  scheduleAvailability,
  type AvailabilityOptions,
  type ExtendedBookingCount,
  type ExtendedBookingCountOptions,
  type MultiServiceAllowedActions,
  type MultiServiceAvailability,
} from './queries.js';

/**
 * A service's slots in a date range (`queryAvailability`), bookable entries first; anyone may ask. Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useAvailability({ filter: { serviceId, startDate: '2026-03-02T00:00:00', endDate: '2026-03-09T00:00:00' } }, { timezone: 'Europe/London' });
 * data?.availabilityEntries?.map((e) => e.slot?.startDate);
 * ```
 */
export function useAvailability<TData = QueryAvailabilityResponse>(
  query: AvailabilityQuery | SkipToken,
  availabilityOptions?: AvailabilityOptions,
  options?: QueryHookOptions<QueryAvailabilityResponse, TData>,
): QueryHookResult<QueryAvailabilityResponse, TData> {
  return useFrontdeskQuery(
    (client) => availability(client, query as AvailabilityQuery, availabilityOptions),
    options,
    hasSkipToken([query]),
  );
}

/**
 * {@link useAvailability} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseAvailability({ filter: { serviceId, startDate: '2026-03-02T00:00:00', endDate: '2026-03-09T00:00:00' } }, { timezone: 'Europe/London' });
 * ```
 */
export function useSuspenseAvailability<TData = QueryAvailabilityResponse>(
  query: AvailabilityQuery,
  availabilityOptions?: AvailabilityOptions,
  options?: SuspenseQueryHookOptions<QueryAvailabilityResponse, TData>,
): SuspenseQueryHookResult<QueryAvailabilityResponse, TData> {
  return useFrontdeskSuspenseQuery((client) => availability(client, query, availabilityOptions), options);
}

/**
 * A course schedule's spots (`getScheduleAvailability`). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useScheduleAvailability(scheduleId);
 * data?.availability?.openSpots;
 * ```
 */
export function useScheduleAvailability<TData = ScheduleAvailabilityResponse>(
  scheduleId: string | SkipToken,
  options?: QueryHookOptions<ScheduleAvailabilityResponse, TData>,
): QueryHookResult<ScheduleAvailabilityResponse, TData> {
  return useFrontdeskQuery((client) => scheduleAvailability(client, scheduleId as string), options, hasSkipToken([scheduleId]));
}

/**
 * {@link useScheduleAvailability} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseScheduleAvailability(scheduleId);
 * ```
 */
export function useSuspenseScheduleAvailability<TData = ScheduleAvailabilityResponse>(
  scheduleId: string,
  options?: SuspenseQueryHookOptions<ScheduleAvailabilityResponse, TData>,
): SuspenseQueryHookResult<ScheduleAvailabilityResponse, TData> {
  return useFrontdeskSuspenseQuery((client) => scheduleAvailability(client, scheduleId), options);
}

/**
 * One page of back-to-back chains of slots for several services (`calculateMultiSlotAvailability`). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useMultiSlotAvailability({ from, to, timeZone: 'UTC', location, slots: [{ serviceId: a }, { serviceId: b }] });
 * ```
 */
export function useMultiSlotAvailability<TData = PageData<SlotAvailability>>(
  multiSlotOptions?: MultiSlotOptions | SkipToken,
  options?: QueryHookOptions<PageData<SlotAvailability>, TData>,
): QueryHookResult<PageData<SlotAvailability>, TData> {
  return useFrontdeskQuery(
    (client) => multiSlotAvailability(client, multiSlotOptions as MultiSlotOptions),
    options,
    hasSkipToken([multiSlotOptions]),
  );
}

/**
 * {@link useMultiSlotAvailability} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMultiSlotAvailability({ from, to, timeZone: 'UTC', location, slots: [{ serviceId: a }, { serviceId: b }] });
 * ```
 */
export function useSuspenseMultiSlotAvailability<TData = PageData<SlotAvailability>>(
  multiSlotOptions?: MultiSlotOptions,
  options?: SuspenseQueryHookOptions<PageData<SlotAvailability>, TData>,
): SuspenseQueryHookResult<PageData<SlotAvailability>, TData> {
  return useFrontdeskSuspenseQuery((client) => multiSlotAvailability(client, multiSlotOptions), options);
}

/**
 * One page of bookings with their extras (`queryExtendedBookings`): a member's own bookings, or every booking for the site owner. Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useExtendedBookings({ filter: { status: { $in: ['CONFIRMED', 'PENDING'] } } }, { withBookingAllowedActions: true });
 * data?.items.map(({ booking, allowedActions }) => [booking?.id, allowedActions?.cancel]);
 * ```
 */
export function useExtendedBookings<TData = PageData<ExtendedBooking>>(
  query?: ExtendedBookingQuery | SkipToken,
  extendedOptions?: ExtendedBookingsOptions,
  options?: QueryHookOptions<PageData<ExtendedBooking>, TData>,
): QueryHookResult<PageData<ExtendedBooking>, TData> {
  return useFrontdeskQuery(
    (client) => extendedBookings(client, query as ExtendedBookingQuery, extendedOptions),
    options,
    hasSkipToken([query]),
  );
}

/**
 * {@link useExtendedBookings} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseExtendedBookings({ filter: { status: { $in: ['CONFIRMED', 'PENDING'] } } }, { withBookingAllowedActions: true });
 * ```
 */
export function useSuspenseExtendedBookings<TData = PageData<ExtendedBooking>>(
  query?: ExtendedBookingQuery,
  extendedOptions?: ExtendedBookingsOptions,
  options?: SuspenseQueryHookOptions<PageData<ExtendedBooking>, TData>,
): SuspenseQueryHookResult<PageData<ExtendedBooking>, TData> {
  return useFrontdeskSuspenseQuery((client) => extendedBookings(client, query, extendedOptions), options);
}

/**
 * How many bookings match a filter (`countExtendedBookings`; the member's own for a member). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useExtendedBookingCount({ filter: { status: 'PENDING' } });
 * data?.count;
 * ```
 */
export function useExtendedBookingCount<TData = ExtendedBookingCount>(
  countOptions?: ExtendedBookingCountOptions | SkipToken,
  options?: QueryHookOptions<ExtendedBookingCount, TData>,
): QueryHookResult<ExtendedBookingCount, TData> {
  return useFrontdeskQuery((client) => count(client, countOptions as ExtendedBookingCountOptions), options, hasSkipToken([countOptions]));
}

/**
 * {@link useExtendedBookingCount} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseExtendedBookingCount({ filter: { status: 'PENDING' } });
 * ```
 */
export function useSuspenseExtendedBookingCount<TData = ExtendedBookingCount>(
  countOptions?: ExtendedBookingCountOptions,
  options?: SuspenseQueryHookOptions<ExtendedBookingCount, TData>,
): SuspenseQueryHookResult<ExtendedBookingCount, TData> {
  return useFrontdeskSuspenseQuery((client) => count(client, countOptions), options);
}

/**
 * A multi-service booking with its child bookings (`getMultiServiceBooking`). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useMultiServiceBooking(id);
 * data?.bookings?.map((b) => b.booking?.status);
 * ```
 */
export function useMultiServiceBooking<TData = MultiServiceBooking>(
  id: string | SkipToken,
  options?: QueryHookOptions<MultiServiceBooking, TData>,
): QueryHookResult<MultiServiceBooking, TData> {
  return useFrontdeskQuery((client) => multiServiceBooking(client, id as string), options, hasSkipToken([id]));
}

/**
 * {@link useMultiServiceBooking} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMultiServiceBooking(id);
 * ```
 */
export function useSuspenseMultiServiceBooking<TData = MultiServiceBooking>(
  id: string,
  options?: SuspenseQueryHookOptions<MultiServiceBooking, TData>,
): SuspenseQueryHookResult<MultiServiceBooking, TData> {
  return useFrontdeskSuspenseQuery((client) => multiServiceBooking(client, id), options);
}

/**
 * Whether a multi-service booking's slots can still be booked (`getMultiServiceBookingAvailability`, site owner). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useMultiServiceBookingAvailability(id);
 * data?.bookable;
 * ```
 */
export function useMultiServiceBookingAvailability<TData = MultiServiceAvailability>(
  id: string | SkipToken,
  options?: QueryHookOptions<MultiServiceAvailability, TData>,
): QueryHookResult<MultiServiceAvailability, TData> {
  return useFrontdeskQuery((client) => multiServiceAvailability(client, id as string), options, hasSkipToken([id]));
}

/**
 * {@link useMultiServiceBookingAvailability} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMultiServiceBookingAvailability(id);
 * ```
 */
export function useSuspenseMultiServiceBookingAvailability<TData = MultiServiceAvailability>(
  id: string,
  options?: SuspenseQueryHookOptions<MultiServiceAvailability, TData>,
): SuspenseQueryHookResult<MultiServiceAvailability, TData> {
  return useFrontdeskSuspenseQuery((client) => multiServiceAvailability(client, id), options);
}

/**
 * `{ cancel, reschedule }` for multi-service bookings (`bulkGetMultiServiceBookingAllowedActions`). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useMultiServiceBookingAllowedActions([id]);
 * data?.results?.[0]?.item?.cancel;
 * ```
 */
export function useMultiServiceBookingAllowedActions<TData = MultiServiceAllowedActions>(
  ids: string[] | SkipToken,
  options?: QueryHookOptions<MultiServiceAllowedActions, TData>,
): QueryHookResult<MultiServiceAllowedActions, TData> {
  return useFrontdeskQuery((client) => multiServiceAllowedActions(client, ids as string[]), options, hasSkipToken([ids]));
}

/**
 * {@link useMultiServiceBookingAllowedActions} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMultiServiceBookingAllowedActions([id]);
 * ```
 */
export function useSuspenseMultiServiceBookingAllowedActions<TData = MultiServiceAllowedActions>(
  ids: string[],
  options?: SuspenseQueryHookOptions<MultiServiceAllowedActions, TData>,
): SuspenseQueryHookResult<MultiServiceAllowedActions, TData> {
  return useFrontdeskSuspenseQuery((client) => multiServiceAllowedActions(client, ids), options);
}

/**
 * Chains of back-to-back slots page by page (`calculateMultiSlotAvailability`, cursor pages). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useMultiSlotAvailabilityInfinite({ from, to, timeZone: 'UTC', slots, cursorPaging: { limit: 10 } });
 * ```
 */
export function useMultiSlotAvailabilityInfinite<TData = InfinitePages<SlotAvailability>>(
  multiSlotOptions?: MultiSlotOptions | SkipToken,
  options?: InfiniteQueryHookOptions<SlotAvailability, TData>,
): InfiniteQueryHookResult<SlotAvailability, TData> {
  return useFrontdeskInfiniteQuery(
    (client) => multiSlotAvailabilityInfinite(client, multiSlotOptions as MultiSlotOptions),
    options,
    hasSkipToken([multiSlotOptions]),
  );
}

/**
 * {@link useMultiSlotAvailabilityInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseMultiSlotAvailabilityInfinite({ from, to, timeZone: 'UTC', slots, cursorPaging: { limit: 10 } });
 * ```
 */
export function useSuspenseMultiSlotAvailabilityInfinite<TData = InfinitePages<SlotAvailability>>(
  multiSlotOptions?: MultiSlotOptions,
  options?: SuspenseInfiniteQueryHookOptions<SlotAvailability, TData>,
): SuspenseInfiniteQueryHookResult<SlotAvailability, TData> {
  return useFrontdeskSuspenseInfiniteQuery((client) => multiSlotAvailabilityInfinite(client, multiSlotOptions), options);
}

/**
 * Bookings with their extras page by page (`queryExtendedBookings`, cursor pages). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useExtendedBookingsInfinite({ cursorPaging: { limit: 20 } });
 * ```
 */
export function useExtendedBookingsInfinite<TData = InfinitePages<ExtendedBooking>>(
  query?: ExtendedBookingQuery | SkipToken,
  extendedOptions?: ExtendedBookingsOptions,
  options?: InfiniteQueryHookOptions<ExtendedBooking, TData>,
): InfiniteQueryHookResult<ExtendedBooking, TData> {
  return useFrontdeskInfiniteQuery(
    (client) => extendedBookingsInfinite(client, query as ExtendedBookingQuery, extendedOptions),
    options,
    hasSkipToken([query]),
  );
}

/**
 * {@link useExtendedBookingsInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseExtendedBookingsInfinite({ cursorPaging: { limit: 20 } });
 * ```
 */
export function useSuspenseExtendedBookingsInfinite<TData = InfinitePages<ExtendedBooking>>(
  query?: ExtendedBookingQuery,
  extendedOptions?: ExtendedBookingsOptions,
  options?: SuspenseInfiniteQueryHookOptions<ExtendedBooking, TData>,
): SuspenseInfiniteQueryHookResult<ExtendedBooking, TData> {
  return useFrontdeskSuspenseInfiniteQuery((client) => extendedBookingsInfinite(client, query, extendedOptions), options);
}
