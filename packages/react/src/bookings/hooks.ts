'use client';

import type {
  InfiniteData,
  SkipToken,
  UseInfiniteQueryResult,
  UseQueryResult,
  UseSuspenseInfiniteQueryResult,
  UseSuspenseQueryResult,
} from '@tanstack/react-query';
import type { FrontdeskError } from '@frontdesk/core';
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
} from '../hooks.js';
import type { PageData, PageParam } from '../page-data.js';
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
export function useAvailability(
  query: AvailabilityQuery | SkipToken,
  availabilityOptions?: AvailabilityOptions,
  options?: QueryHookOptions<QueryAvailabilityResponse>,
): UseQueryResult<QueryAvailabilityResponse, FrontdeskError> {
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
export function useSuspenseAvailability(
  query: AvailabilityQuery,
  availabilityOptions?: AvailabilityOptions,
  options?: SuspenseQueryHookOptions<QueryAvailabilityResponse>,
): UseSuspenseQueryResult<QueryAvailabilityResponse, FrontdeskError> {
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
export function useScheduleAvailability(
  scheduleId: string | SkipToken,
  options?: QueryHookOptions<ScheduleAvailabilityResponse>,
): UseQueryResult<ScheduleAvailabilityResponse, FrontdeskError> {
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
export function useSuspenseScheduleAvailability(
  scheduleId: string,
  options?: SuspenseQueryHookOptions<ScheduleAvailabilityResponse>,
): UseSuspenseQueryResult<ScheduleAvailabilityResponse, FrontdeskError> {
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
export function useMultiSlotAvailability(
  multiSlotOptions?: MultiSlotOptions | SkipToken,
  options?: QueryHookOptions<PageData<SlotAvailability>>,
): UseQueryResult<PageData<SlotAvailability>, FrontdeskError> {
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
export function useSuspenseMultiSlotAvailability(
  multiSlotOptions?: MultiSlotOptions,
  options?: SuspenseQueryHookOptions<PageData<SlotAvailability>>,
): UseSuspenseQueryResult<PageData<SlotAvailability>, FrontdeskError> {
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
export function useExtendedBookings(
  query?: ExtendedBookingQuery | SkipToken,
  extendedOptions?: ExtendedBookingsOptions,
  options?: QueryHookOptions<PageData<ExtendedBooking>>,
): UseQueryResult<PageData<ExtendedBooking>, FrontdeskError> {
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
export function useSuspenseExtendedBookings(
  query?: ExtendedBookingQuery,
  extendedOptions?: ExtendedBookingsOptions,
  options?: SuspenseQueryHookOptions<PageData<ExtendedBooking>>,
): UseSuspenseQueryResult<PageData<ExtendedBooking>, FrontdeskError> {
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
export function useExtendedBookingCount(
  countOptions?: ExtendedBookingCountOptions | SkipToken,
  options?: QueryHookOptions<ExtendedBookingCount>,
): UseQueryResult<ExtendedBookingCount, FrontdeskError> {
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
export function useSuspenseExtendedBookingCount(
  countOptions?: ExtendedBookingCountOptions,
  options?: SuspenseQueryHookOptions<ExtendedBookingCount>,
): UseSuspenseQueryResult<ExtendedBookingCount, FrontdeskError> {
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
export function useMultiServiceBooking(
  id: string | SkipToken,
  options?: QueryHookOptions<MultiServiceBooking>,
): UseQueryResult<MultiServiceBooking, FrontdeskError> {
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
export function useSuspenseMultiServiceBooking(
  id: string,
  options?: SuspenseQueryHookOptions<MultiServiceBooking>,
): UseSuspenseQueryResult<MultiServiceBooking, FrontdeskError> {
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
export function useMultiServiceBookingAvailability(
  id: string | SkipToken,
  options?: QueryHookOptions<MultiServiceAvailability>,
): UseQueryResult<MultiServiceAvailability, FrontdeskError> {
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
export function useSuspenseMultiServiceBookingAvailability(
  id: string,
  options?: SuspenseQueryHookOptions<MultiServiceAvailability>,
): UseSuspenseQueryResult<MultiServiceAvailability, FrontdeskError> {
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
export function useMultiServiceBookingAllowedActions(
  ids: string[] | SkipToken,
  options?: QueryHookOptions<MultiServiceAllowedActions>,
): UseQueryResult<MultiServiceAllowedActions, FrontdeskError> {
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
export function useSuspenseMultiServiceBookingAllowedActions(
  ids: string[],
  options?: SuspenseQueryHookOptions<MultiServiceAllowedActions>,
): UseSuspenseQueryResult<MultiServiceAllowedActions, FrontdeskError> {
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
export function useMultiSlotAvailabilityInfinite(
  multiSlotOptions?: MultiSlotOptions | SkipToken,
  options?: InfiniteQueryHookOptions<SlotAvailability>,
): UseInfiniteQueryResult<InfiniteData<PageData<SlotAvailability>, PageParam>, FrontdeskError> {
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
export function useSuspenseMultiSlotAvailabilityInfinite(
  multiSlotOptions?: MultiSlotOptions,
  options?: SuspenseInfiniteQueryHookOptions<SlotAvailability>,
): UseSuspenseInfiniteQueryResult<InfiniteData<PageData<SlotAvailability>, PageParam>, FrontdeskError> {
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
export function useExtendedBookingsInfinite(
  query?: ExtendedBookingQuery | SkipToken,
  extendedOptions?: ExtendedBookingsOptions,
  options?: InfiniteQueryHookOptions<ExtendedBooking>,
): UseInfiniteQueryResult<InfiniteData<PageData<ExtendedBooking>, PageParam>, FrontdeskError> {
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
export function useSuspenseExtendedBookingsInfinite(
  query?: ExtendedBookingQuery,
  extendedOptions?: ExtendedBookingsOptions,
  options?: SuspenseInfiniteQueryHookOptions<ExtendedBooking>,
): UseSuspenseInfiniteQueryResult<InfiniteData<PageData<ExtendedBooking>, PageParam>, FrontdeskError> {
  return useFrontdeskSuspenseInfiniteQuery((client) => extendedBookingsInfinite(client, query, extendedOptions), options);
}
