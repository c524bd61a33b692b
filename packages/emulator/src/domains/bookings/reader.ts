import { permissionDenied } from '../../errors.js';
import { decodeCursor, encodeCursor, INVALID_QUERY_CURSOR } from '../../query/cursor.js';
import { PAGE_SIZES, readOffset, readPageSize } from '../../query/paging.js';
import type { Caller, RouteContext } from '../../routing/types.js';
import { matchesFilter, sortEntities } from '../../query/entity-query.js';
import { attendanceOf } from './attendance.js';
import { ownsBooking, bookingsState, view } from './state.js';
import { allowedActions } from './transitions.js';
import type { BookingRecord } from './types.js';
import { isRecord } from '../../util/values.js';

/*
 * The extended-bookings reader (wire.md rows 4-6, platform-rules 2.11): members read their own
 * bookings, the owner reads all. Default sort `createdDate` DESC; 50 per page, at most 100.
 */

function visible(state: RouteContext['state'], caller: Caller): BookingRecord[] {
  return Object.values(bookingsState(state).bookings).filter((r) => ownsBooking(caller, r));
}

function extras(state: RouteContext['state'], record: BookingRecord, input: Record<string, any>, now: number): Record<string, unknown> {
  const out: Record<string, unknown> = { booking: view(record) };
  if (input.withBookingAllowedActions === true) out.allowedActions = allowedActions(record, now);
  if (input.withBookingAttendanceInfo === true) {
    const stored = attendanceOf(state)[record.booking.id];
    out.attendance = stored
      ? { id: stored.id, status: stored.status, numberOfAttendees: stored.numberOfAttendees }
      : { status: 'NOT_SET', numberOfAttendees: 0 };
  }
  if (input.withBookingConferencingDetails === true) out.conferencingDetails = {};
  if (input.withBookingPolicySettings === true)
    out.bookingPolicySettings = { cancellationFeeEnabled: Boolean(record.policy?.cancellationFeePolicy?.enabled) };
  if (input.withBookingFeeDetails === true) out.bookingFeeDetails = { cancellationFeeStatus: 'UNKNOWN_STATUS' };
  return out;
}

interface Cursor {
  filter?: unknown;
  sort?: unknown;
  sessionId?: string;
  offset: number;
}

/**
 * `POST …/extended-bookings/query` and the deprecated `…/extended-booking/query`.
 */
export function queryExtended({ input, state, caller, clock }: RouteContext, legacy: boolean): unknown {
  if (caller.role !== 'owner' && (input.withBookingPolicySettings === true || input.withBookingFeeDetails === true)) {
    throw permissionDenied("withBookingPolicySettings and withBookingFeeDetails need the site owner's permissions", 'PERMISSION_DENIED');
  }
  const query = isRecord(input.query) ? input.query : {};
  const cursorText = query.cursorPaging?.cursor;
  let state_: Cursor;
  if (typeof cursorText === 'string' && cursorText !== '') {
    state_ = decodeCursor<Cursor>(cursorText, INVALID_QUERY_CURSOR);
  } else {
    const offset = readOffset(query.paging?.offset, 'query.paging.offset');
    const session = legacy && typeof input.sessionId === 'string' ? { sessionId: input.sessionId } : {};
    state_ = { filter: query.filter, sort: query.sort, offset, ...session };
  }
  // Cursor or offset paging: the limit is read from whichever the request sent.
  const limit = isRecord(query.cursorPaging)
    ? readPageSize(query.cursorPaging.limit, 'query.cursorPaging.limit', PAGE_SIZES.extendedBookings)
    : readPageSize(query.paging?.limit, 'query.paging.limit', PAGE_SIZES.extendedBookings);
  let records = visible(state, caller);
  if (state_.sessionId)
    records = records.filter((r) => r.booking.bookedEntity.slot?.eventId === state_.sessionId || r.eventId === state_.sessionId);
  else records = records.filter((r) => matchesFilter(r.booking, state_.filter, 'query.filter'));
  const sort = state_.sort ?? [{ fieldName: 'createdDate', order: 'DESC' }];
  const sorted = sortEntities(
    records,
    Array.isArray(sort) ? sort.map((s: any) => ({ ...s, fieldName: `booking.${s?.fieldName}` })) : sort,
    'booking.createdDate',
    'query.sort',
  );
  const page = sorted.slice(state_.offset, state_.offset + limit);
  const hasNext = state_.offset + limit < sorted.length;
  const now = clock.now().getTime();
  const next = hasNext ? encodeCursor({ ...state_, offset: state_.offset + limit }) : undefined;
  return {
    extendedBookings: page.map((r) => extras(state, r, input, now)),
    pagingMetadata: { count: page.length, offset: state_.offset, total: sorted.length, hasNext, cursors: next ? { next } : {} },
  };
}

/**
 * `POST …/extended-bookings/count`.
 */
export function countExtended({ input, state, caller }: RouteContext): unknown {
  return { count: visible(state, caller).filter((r) => matchesFilter(r.booking, input.filter, 'filter')).length };
}
