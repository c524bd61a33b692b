import * as z from 'zod/mini';
import { arg, defineCall, timestamp } from '@frontdesk/core';
import { AttendanceStatusSchema, SortOrderSchema } from './enums.js';

/*
 * The Attendance API (not in wire.md's table): whether a booked session was attended and by how
 * many people. Site owner only. Paths are the platform's documented REST paths on the public API
 * host (`/bookings/bookings-attendance/...`), which the official SDK's own URL table also maps one to one.
 */

/**
 * A session's attendance as the platform returns it: one per appointment booking, one per session
 * for class and course bookings.
 *
 * @example
 * ```ts
 * const { attendance } = await setAttendance(client, { bookingId, status: 'ATTENDED' });
 * AttendanceSchema.parse(attendance);
 * ```
 */
export const AttendanceSchema = z.looseObject({
  id: z.optional(z.string()),
  bookingId: z.optional(z.string()),
  sessionId: z.optional(z.string()),
  eventId: z.optional(z.string()),
  status: z.optional(AttendanceStatusSchema),
  numberOfAttendees: z.optional(z.number()),
  updatedDate: z.optional(timestamp()),
  statusUpdatedDate: z.optional(timestamp()),
});
/**
 * The type of {@link AttendanceSchema}.
 *
 * @example
 * ```ts
 * const attended = (a: Attendance) => a.status === 'ATTENDED';
 * ```
 */
export type Attendance = z.infer<typeof AttendanceSchema>;

/**
 * What `setAttendance` sends: the booking (and for classes and courses the session), the status
 * and, when more than one person came, how many. Send `status: 'NOT_ATTENDED'` rather than
 * `numberOfAttendees: 0` for a no-show.
 *
 * @example
 * ```ts
 * const input: AttendanceInput = { bookingId, status: 'ATTENDED', numberOfAttendees: 2 };
 * ```
 */
export const AttendanceInputSchema = z.looseObject({
  id: z.optional(z.string()),
  bookingId: z.string().check(z.minLength(1, 'must be a non-empty string')),
  sessionId: z.optional(z.string()),
  eventId: z.optional(z.string()),
  status: AttendanceStatusSchema,
  numberOfAttendees: z.optional(z.int().check(z.minimum(1, 'must be 1 or more'))),
});
/**
 * The type of {@link AttendanceInputSchema}.
 *
 * @example
 * ```ts
 * const noShow: AttendanceInput = { bookingId, status: 'NOT_ATTENDED' };
 * ```
 */
export type AttendanceInput = z.input<typeof AttendanceInputSchema>;

/**
 * Options of `setAttendance`: whether to message the customer about it.
 *
 * @example
 * ```ts
 * await setAttendance(client, input, { participantNotification: { notifyParticipants: true, message: 'Thanks for coming' } });
 * ```
 */
export const SetAttendanceOptionsSchema = z.object({
  participantNotification: z.optional(z.object({ notifyParticipants: z.optional(z.boolean()), message: z.optional(z.string()) })),
});
/**
 * The type of {@link SetAttendanceOptionsSchema}.
 *
 * @example
 * ```ts
 * const options: SetAttendanceOptions = { participantNotification: { notifyParticipants: false } };
 * ```
 */
export type SetAttendanceOptions = z.input<typeof SetAttendanceOptionsSchema>;

/**
 * An attendance query: a filter on `bookingId`, `sessionId`, `status`, sort and cursor paging.
 *
 * @example
 * ```ts
 * const query: AttendanceQuery = { filter: { bookingId: { $in: ids } }, cursorPaging: { limit: 50 } };
 * ```
 */
export const AttendanceQuerySchema = z.object({
  filter: z.optional(z.record(z.string(), z.unknown())),
  sort: z.optional(z.array(z.object({ fieldName: z.string(), order: z.optional(SortOrderSchema) }))),
  cursorPaging: z.optional(z.object({ limit: z.optional(z.number()), cursor: z.optional(z.string()) })),
});
/**
 * The type of {@link AttendanceQuerySchema}.
 *
 * @example
 * ```ts
 * const query: AttendanceQuery = { filter: { status: 'ATTENDED' } };
 * ```
 */
export type AttendanceQuery = z.input<typeof AttendanceQuerySchema>;

/**
 * `{ attendance }`, the answer of `setAttendance` and `getAttendance`.
 *
 * @example
 * ```ts
 * const { attendance } = AttendanceResponseSchema.parse(body);
 * ```
 */
export const AttendanceResponseSchema = z.looseObject({ attendance: z.optional(AttendanceSchema) });

/**
 * `{ attendances, pagingMetadata }`, the answer of `queryAttendance`.
 *
 * @example
 * ```ts
 * const { attendances } = QueryAttendanceResponseSchema.parse(body);
 * ```
 */
export const QueryAttendanceResponseSchema = z.looseObject({
  attendances: z.optional(z.array(AttendanceSchema)),
  pagingMetadata: z.optional(
    z.object({
      count: z.optional(z.number()),
      cursors: z.optional(z.object({ next: z.optional(z.string()), prev: z.optional(z.string()) })),
      hasNext: z.optional(z.boolean()),
    }),
  ),
});

// Argument schemas, declared once at the top level so bundlers can drop unused calls.
const OptionalSetAttendanceOptionsSchema = z.optional(SetAttendanceOptionsSchema);
const OptionalAttendanceQuerySchema = z.optional(AttendanceQuerySchema);

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
export const setAttendance = defineCall({
  name: 'setAttendance',
  method: 'POST',
  path: '/bookings/bookings-attendance/set',
  args: [arg.field('attendance', AttendanceInputSchema), arg.spread('options', OptionalSetAttendanceOptionsSchema)],
  response: AttendanceResponseSchema,
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
export const getAttendance = defineCall({
  name: 'getAttendance',
  method: 'GET',
  path: '/bookings/bookings-attendance/{attendanceId}',
  args: [arg.path('attendanceId')],
  response: AttendanceResponseSchema,
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
export const queryAttendance = defineCall({
  name: 'queryAttendance',
  method: 'POST',
  path: '/bookings/bookings-attendance/query',
  args: [arg.field('query', OptionalAttendanceQuerySchema)],
  response: QueryAttendanceResponseSchema,
  page: { kind: 'cursor', items: 'attendances', metadata: 'pagingMetadata', paging: 'query.cursorPaging' },
  idempotent: true,
});
