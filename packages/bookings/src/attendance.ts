import * as z from 'zod/mini';
import { defineCall, type Page, type PlatformCall } from '@frontdesk/core';
import { attendanceInputSchema, attendanceQuerySchema, setAttendanceOptionsSchema } from './inputs.js';
import type {
  Attendance,
  AttendanceInput,
  AttendanceQuery,
  AttendanceResponse,
  QueryAttendanceResponse,
  SetAttendanceOptions,
} from './types.js';
import { AttendanceResponseWire, GetAttendanceResponseWire, QueryAttendanceResponseWire } from './wire.gen.js';

/*
 * The Attendance API (not in wire.md's table): whether a booked session was attended and by how
 * many people. Site owner only. Paths are the platform's documented REST paths on the public API
 * host (`/bookings/bookings-attendance/...`), which the official SDK's own URL table also maps one to one.
 */

/**
 * Sets (creates or replaces) a booking's attendance (site owner). Returns `{ attendance }`. The
 * extended-bookings reader then reports it under `withBookingAttendanceInfo`.
 *
 * @example
 * ```ts
 * const { attendance } = await setAttendance(client, { bookingId: booking.id!, status: 'ATTENDED', numberOfAttendees: 1 });
 * ```
 * @function
 */
export const setAttendance: PlatformCall<[attendance: AttendanceInput, options?: SetAttendanceOptions], AttendanceResponse> =
  /* @__PURE__ */ defineCall({
    name: 'setAttendance',
    method: 'POST',
    path: '/bookings/bookings-attendance/set',
    args: [
      { name: 'attendance', placement: 'field' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () =>
      process.env.NODE_ENV === 'production'
        ? undefined
        : { attendance: attendanceInputSchema(), options: z.optional(setAttendanceOptionsSchema()) },
    response: AttendanceResponseWire,
  });

/**
 * Reads one attendance by its id (site owner). Fails with `NotFoundError` for an unknown id.
 *
 * @example
 * ```ts
 * const attendance = await getAttendance(client, attendanceId);
 * ```
 * @function
 */
export const getAttendance: PlatformCall<[attendanceId: string], Attendance> = /* @__PURE__ */ defineCall({
  name: 'getAttendance',
  method: 'GET',
  path: '/bookings/bookings-attendance/{attendanceId}',
  args: [{ name: 'attendanceId', placement: 'path' }],
  response: GetAttendanceResponseWire,
  unwrap: 'attendance',
});

/**
 * Queries attendances (site owner), returning a cursor `Page`.
 *
 * @example
 * ```ts
 * const page = await queryAttendance(client, { filter: { bookingId: { $in: ids } } });
 * for await (const a of page) console.log(a.bookingId, a.status);
 * ```
 * @function
 */
export const queryAttendance: PlatformCall<
  [query?: AttendanceQuery],
  Page<Attendance, QueryAttendanceResponse>
> = /* @__PURE__ */ defineCall({
  name: 'queryAttendance',
  method: 'POST',
  path: '/bookings/bookings-attendance/query',
  args: [{ name: 'query', placement: 'field' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { query: z.optional(attendanceQuerySchema()) }),
  response: QueryAttendanceResponseWire,
  page: { kind: 'cursor', items: 'attendances', metadata: 'pagingMetadata', paging: 'query.cursorPaging' },
  idempotent: true,
});
