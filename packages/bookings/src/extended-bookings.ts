import * as z from 'zod/mini';
import { defineCall, type Page, type PlatformCall } from '@frontdesk/core';
import {
  countOptionsSchema,
  extendedBookingQuerySchema,
  extendedBookingsOptionsSchema,
  legacyExtendedBookingQuerySchema,
  legacyExtendedBookingsOptionsSchema,
  sortEncoding,
} from './query-inputs.js';
import type {
  CountOptions,
  CountResponse,
  ExtendedBooking,
  ExtendedBookingQuery,
  ExtendedBookingsOptions,
  ExtendedBookingsResponse,
  LegacyExtendedBookingQuery,
  LegacyExtendedBookingsOptions,
} from './types.js';
import { CountResponseWire, ExtendedBookingsResponseWire } from './wire.gen.js';

/*
 * The extended-bookings reader (wire.md rows 4-6, platform-rules 2.11). Members read only their
 * own bookings; the site owner reads all of them.
 */

/**
 * Queries bookings with extras (allowed actions, attendance, conferencing, policy settings, fee
 * details), each only when its `with*` flag is set. Returns a cursor `Page` of extended bookings,
 * newest first by default.
 *
 * @example
 * ```ts
 * const page = await queryExtendedBookings(client, { filter: { status: 'CONFIRMED' }, cursorPaging: { limit: 20 } }, { withBookingAllowedActions: true });
 * for await (const { booking, allowedActions } of page) console.log(booking?.id, allowedActions?.cancel);
 * ```
 * @function
 */
export const queryExtendedBookings: PlatformCall<
  [query?: ExtendedBookingQuery, options?: ExtendedBookingsOptions],
  Page<ExtendedBooking, ExtendedBookingsResponse>
> = /* @__PURE__ */ defineCall({
  name: 'queryExtendedBookings',
  method: 'POST',
  path: '/_api/bookings-reader/v2/extended-bookings/query',
  args: [
    { name: 'query', placement: 'field' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () =>
    process.env.NODE_ENV === 'production'
      ? undefined
      : { query: z.optional(extendedBookingQuerySchema()), options: z.optional(extendedBookingsOptionsSchema()) },
  encode: { query: sortEncoding },
  response: ExtendedBookingsResponseWire,
  page: { kind: 'cursor', items: 'extendedBookings', metadata: 'pagingMetadata', paging: 'query.cursorPaging' },
  idempotent: true,
});

/**
 * The deprecated extended-booking query (the official `extendedBookings.query`): two `with*`
 * flags and a root-level `sessionId` that overrides any booking-id filter; the query may also
 * project `fields` and `fieldsets`. Returns a cursor `Page`.
 *
 * @example
 * ```ts
 * const page = await legacyQueryExtendedBookings(client, { filter: {} }, { sessionId, withBookingAttendanceInfo: true });
 * ```
 * @function
 */
export const legacyQueryExtendedBookings: PlatformCall<
  [query?: LegacyExtendedBookingQuery, options?: LegacyExtendedBookingsOptions],
  Page<ExtendedBooking, ExtendedBookingsResponse>
> = /* @__PURE__ */ defineCall({
  name: 'legacyQueryExtendedBookings',
  method: 'POST',
  path: '/_api/bookings-reader/v2/extended-booking/query',
  args: [
    { name: 'query', placement: 'field' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () =>
    process.env.NODE_ENV === 'production'
      ? undefined
      : { query: z.optional(legacyExtendedBookingQuerySchema()), options: z.optional(legacyExtendedBookingsOptionsSchema()) },
  encode: { query: sortEncoding },
  response: ExtendedBookingsResponseWire,
  page: { kind: 'cursor', items: 'extendedBookings', metadata: 'pagingMetadata', paging: 'query.cursorPaging' },
  idempotent: true,
});

/**
 * Counts the bookings that match a filter (the caller's own for members).
 *
 * @example
 * ```ts
 * const { count } = await countExtendedBookings(client, { filter: { status: 'PENDING' } });
 * ```
 * @function
 */
export const countExtendedBookings: PlatformCall<[options?: CountOptions], CountResponse> = /* @__PURE__ */ defineCall({
  name: 'countExtendedBookings',
  method: 'POST',
  path: '/_api/bookings-reader/v2/extended-bookings/count',
  args: [{ name: 'options', placement: 'spread' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(countOptionsSchema()) }),
  response: CountResponseWire,
  idempotent: true,
});
