import type { AttendanceStatus } from './enums.js';
import type { CursorPaging, Cursors, Sorting } from './types.js';

/*
 * The bodies of the Attendance API: whether a booked session was attended and by how many people.
 */

/**
 * A session's attendance as the platform returns it: one per appointment booking, one per session
 * for class and course bookings.
 */
export interface Attendance {
  id?: string;
  bookingId?: string;
  sessionId?: string;
  eventId?: string;
  status?: AttendanceStatus;
  numberOfAttendees?: number;
  updatedDate?: Date;
  statusUpdatedDate?: Date;
}

/**
 * What `setAttendance` sends: the booking (and for classes and courses the session), the status
 * and, when more than one person came, how many. Send `status: 'NOT_ATTENDED'` rather than
 * `numberOfAttendees: 0` for a no-show.
 */
export interface AttendanceInput {
  id?: string;
  bookingId: string;
  sessionId?: string;
  eventId?: string;
  status: AttendanceStatus;
  /** A whole number, 1 or more. */
  numberOfAttendees?: number;
}

/** Options of `setAttendance`: whether to message the customer about it. */
export interface SetAttendanceOptions {
  participantNotification?: { notifyParticipants?: boolean; message?: string };
}

/** An attendance query: a filter on `bookingId`, `sessionId`, `status`, sort and cursor paging. */
export interface AttendanceQuery {
  filter?: Record<string, unknown>;
  sort?: Sorting[];
  cursorPaging?: CursorPaging;
}

/** `{ attendance }`, the answer of `setAttendance`. */
export interface AttendanceResponse {
  attendance?: Attendance;
}

/** `{ attendance }`, the answer of `getAttendance` (the call returns the attendance). */
export interface GetAttendanceResponse {
  attendance: Attendance;
}

/** `{ attendances, pagingMetadata }`, the answer of `queryAttendance`. */
export interface QueryAttendanceResponse {
  attendances?: Attendance[];
  pagingMetadata?: { count?: number; cursors?: Cursors; hasNext?: boolean };
}
