'use client';

import { infiniteQueryHook, queryHook, suspenseInfiniteQueryHook, suspenseQueryHook } from '../hooks.js';
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
export const useAvailability = /* @__PURE__ */ queryHook(availability, 1);

/**
 * {@link useAvailability} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseAvailability({ filter: { serviceId, startDate: '2026-03-02T00:00:00', endDate: '2026-03-09T00:00:00' } }, { timezone: 'Europe/London' });
 * ```
 */
export const useSuspenseAvailability = /* @__PURE__ */ suspenseQueryHook(availability);

/**
 * A course schedule's spots (`getScheduleAvailability`). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useScheduleAvailability(scheduleId);
 * data?.availability?.openSpots;
 * ```
 */
export const useScheduleAvailability = /* @__PURE__ */ queryHook(scheduleAvailability, 1);

/**
 * {@link useScheduleAvailability} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseScheduleAvailability(scheduleId);
 * ```
 */
export const useSuspenseScheduleAvailability = /* @__PURE__ */ suspenseQueryHook(scheduleAvailability);

/**
 * One page of back-to-back chains of slots for several services (`calculateMultiSlotAvailability`). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useMultiSlotAvailability({ from, to, timeZone: 'UTC', location, slots: [{ serviceId: a }, { serviceId: b }] });
 * ```
 */
export const useMultiSlotAvailability = /* @__PURE__ */ queryHook(multiSlotAvailability, 1);

/**
 * {@link useMultiSlotAvailability} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMultiSlotAvailability({ from, to, timeZone: 'UTC', location, slots: [{ serviceId: a }, { serviceId: b }] });
 * ```
 */
export const useSuspenseMultiSlotAvailability = /* @__PURE__ */ suspenseQueryHook(multiSlotAvailability);

/**
 * One page of bookings with their extras (`queryExtendedBookings`): a member's own bookings, or every booking for the site owner. Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useExtendedBookings({ filter: { status: { $in: ['CONFIRMED', 'PENDING'] } } }, { withBookingAllowedActions: true });
 * data?.items.map(({ booking, allowedActions }) => [booking?.id, allowedActions?.cancel]);
 * ```
 */
export const useExtendedBookings = /* @__PURE__ */ queryHook(extendedBookings, 1);

/**
 * {@link useExtendedBookings} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseExtendedBookings({ filter: { status: { $in: ['CONFIRMED', 'PENDING'] } } }, { withBookingAllowedActions: true });
 * ```
 */
export const useSuspenseExtendedBookings = /* @__PURE__ */ suspenseQueryHook(extendedBookings);

/**
 * How many bookings match a filter (`countExtendedBookings`; the member's own for a member). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useExtendedBookingCount({ filter: { status: 'PENDING' } });
 * data?.count;
 * ```
 */
export const useExtendedBookingCount = /* @__PURE__ */ queryHook(count, 1);

/**
 * {@link useExtendedBookingCount} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseExtendedBookingCount({ filter: { status: 'PENDING' } });
 * ```
 */
export const useSuspenseExtendedBookingCount = /* @__PURE__ */ suspenseQueryHook(count);

/**
 * A multi-service booking with its child bookings (`getMultiServiceBooking`). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useMultiServiceBooking(id);
 * data?.bookings?.map((b) => b.booking?.status);
 * ```
 */
export const useMultiServiceBooking = /* @__PURE__ */ queryHook(multiServiceBooking, 1);

/**
 * {@link useMultiServiceBooking} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMultiServiceBooking(id);
 * ```
 */
export const useSuspenseMultiServiceBooking = /* @__PURE__ */ suspenseQueryHook(multiServiceBooking);

/**
 * Whether a multi-service booking's slots can still be booked (`getMultiServiceBookingAvailability`, site owner). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useMultiServiceBookingAvailability(id);
 * data?.bookable;
 * ```
 */
export const useMultiServiceBookingAvailability = /* @__PURE__ */ queryHook(multiServiceAvailability, 1);

/**
 * {@link useMultiServiceBookingAvailability} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMultiServiceBookingAvailability(id);
 * ```
 */
export const useSuspenseMultiServiceBookingAvailability = /* @__PURE__ */ suspenseQueryHook(multiServiceAvailability);

/**
 * `{ cancel, reschedule }` for multi-service bookings (`bulkGetMultiServiceBookingAllowedActions`). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data } = useMultiServiceBookingAllowedActions([id]);
 * data?.results?.[0]?.item?.cancel;
 * ```
 */
export const useMultiServiceBookingAllowedActions = /* @__PURE__ */ queryHook(multiServiceAllowedActions, 1);

/**
 * {@link useMultiServiceBookingAllowedActions} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMultiServiceBookingAllowedActions([id]);
 * ```
 */
export const useSuspenseMultiServiceBookingAllowedActions = /* @__PURE__ */ suspenseQueryHook(multiServiceAllowedActions);

/**
 * Chains of back-to-back slots page by page (`calculateMultiSlotAvailability`, cursor pages). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useMultiSlotAvailabilityInfinite({ from, to, timeZone: 'UTC', slots, cursorPaging: { limit: 10 } });
 * ```
 */
export const useMultiSlotAvailabilityInfinite = /* @__PURE__ */ infiniteQueryHook(multiSlotAvailabilityInfinite, 1);

/**
 * {@link useMultiSlotAvailabilityInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseMultiSlotAvailabilityInfinite({ from, to, timeZone: 'UTC', slots, cursorPaging: { limit: 10 } });
 * ```
 */
export const useSuspenseMultiSlotAvailabilityInfinite = /* @__PURE__ */ suspenseInfiniteQueryHook(multiSlotAvailabilityInfinite);

/**
 * Bookings with their extras page by page (`queryExtendedBookings`, cursor pages). Pass `skipToken` for an argument you do not have yet.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useExtendedBookingsInfinite({ cursorPaging: { limit: 20 } });
 * ```
 */
export const useExtendedBookingsInfinite = /* @__PURE__ */ infiniteQueryHook(extendedBookingsInfinite, 1);

/**
 * {@link useExtendedBookingsInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useSuspenseExtendedBookingsInfinite({ cursorPaging: { limit: 20 } });
 * ```
 */
export const useSuspenseExtendedBookingsInfinite = /* @__PURE__ */ suspenseInfiniteQueryHook(extendedBookingsInfinite);
