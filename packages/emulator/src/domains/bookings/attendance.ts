import { notFound, validationError } from '../../errors.js';
import { newId } from '../../ids.js';
import { decodeCursor, encodeCursor, INVALID_QUERY_CURSOR } from '../../query/cursor.js';
import { PAGE_SIZES, readPageSize } from '../../query/paging.js';
import type { RouteContext, RouteOptions } from '../../routing/types.js';
import { matchesFilter, sortEntities } from '../../query/entity-query.js';
import type { DomainRegistrar } from '../types.js';
import { bookingsState } from './state.js';
import type { AttendanceRecord, BookingsState } from './types.js';
import { clone } from '../../state/clone.js';
import { own } from '../../util/safe-keys.js';
import { isRecord } from '../../util/values.js';

/*
 * The Attendance API (site owner only): one attendance per booking, created or replaced by
 * `set`, read by id or through a query, and reported by the extended-bookings reader.
 */

const OWNER: RouteOptions = { roles: ['owner'] };
const BASE = '/bookings/bookings-attendance';
const STATUSES = ['NOT_SET', 'ATTENDED', 'NOT_ATTENDED'] as const;

/**
 * The attendance table, created when missing.
 */
export function attendanceOf(state: RouteContext['state']): Record<string, AttendanceRecord> {
  const bookings: BookingsState = bookingsState(state);
  bookings.attendance ??= {};
  return bookings.attendance;
}

function setAttendance({ input, state, clock }: RouteContext): unknown {
  const given = isRecord(input.attendance) ? input.attendance : undefined;
  const problems = [];
  if (!given) problems.push({ field: 'attendance', description: 'is required', violatedRule: 'REQUIRED_FIELD' });
  else {
    if (typeof given.bookingId !== 'string' || given.bookingId === '')
      problems.push({ field: 'attendance.bookingId', description: 'is required', violatedRule: 'REQUIRED_FIELD' });
    if (!STATUSES.includes(given.status))
      problems.push({ field: 'attendance.status', description: `must be one of ${STATUSES.join(', ')}`, violatedRule: 'ENUM' });
    const count = given.numberOfAttendees;
    if (count !== undefined && count !== null && !(Number.isInteger(count) && count >= 0)) {
      problems.push({ field: 'attendance.numberOfAttendees', description: 'must be a whole number', violatedRule: 'FORMAT' });
    }
  }
  if (problems.length || !given) throw validationError(problems);
  const record = own(bookingsState(state).bookings, given.bookingId);
  if (!record) throw notFound('Booking not found', 'BOOKING_NOT_FOUND', { bookingId: given.bookingId });
  const table = attendanceOf(state);
  const previous = own(table, given.bookingId);
  const now = clock.now().toISOString();
  const sessionId =
    typeof given.sessionId === 'string' && given.sessionId !== ''
      ? given.sessionId
      : (record.eventId ?? record.booking.bookedEntity.slot?.eventId);
  const stored: AttendanceRecord = {
    id: previous?.id ?? newId(),
    bookingId: given.bookingId,
    ...(sessionId ? { sessionId } : {}),
    status: given.status,
    // The platform defaults to one attendee; a no-show has none.
    numberOfAttendees: given.status === 'NOT_ATTENDED' ? 0 : Number(given.numberOfAttendees ?? 1),
    updatedDate: now,
    statusUpdatedDate: previous && previous.status === given.status ? previous.statusUpdatedDate : now,
  };
  table[given.bookingId] = stored;
  return { attendance: clone(stored) };
}

function getAttendance({ params, state }: RouteContext): unknown {
  // Read without creating the table: a lookup changes no state.
  const found = Object.values(bookingsState(state).attendance ?? {}).find((a) => a.id === params.attendanceId);
  if (!found) throw notFound('Attendance not found', 'ATTENDANCE_NOT_FOUND', { attendanceId: params.attendanceId ?? null });
  return { attendance: clone(found) };
}

function queryAttendance({ input, state }: RouteContext): unknown {
  const query = isRecord(input.query) ? input.query : {};
  let offset = 0;
  let filter = query.filter;
  let sort = query.sort;
  const cursor = query.cursorPaging?.cursor;
  if (typeof cursor === 'string' && cursor !== '') {
    ({ offset, filter, sort } = decodeCursor<{ offset: number; filter: unknown; sort: unknown }>(cursor, INVALID_QUERY_CURSOR));
  }
  const limit = readPageSize(query.cursorPaging?.limit, 'query.cursorPaging.limit', PAGE_SIZES.attendance);
  const matching = Object.values(attendanceOf(state)).filter((a) => matchesFilter(a, filter, 'query.filter'));
  const sorted = sortEntities(matching, sort ?? [{ fieldName: 'updatedDate', order: 'DESC' }], 'updatedDate', 'query.sort');
  const page = sorted.slice(offset, offset + limit);
  const hasNext = offset + limit < sorted.length;
  const next = hasNext ? encodeCursor({ offset: offset + limit, filter, sort }) : undefined;
  return { attendances: clone(page), pagingMetadata: { count: page.length, hasNext, cursors: next ? { next } : {} } };
}

/**
 * Registers the attendance routes (site owner only).
 */
export function registerAttendanceRoutes(domain: DomainRegistrar): void {
  domain.route('POST', `${BASE}/set`, setAttendance, OWNER);
  domain.route('POST', `${BASE}/query`, queryAttendance, OWNER);
  domain.route('GET', `${BASE}/{attendanceId}`, getAttendance, OWNER);
}
