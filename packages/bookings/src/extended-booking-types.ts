import type { AttendanceStatus, BookingFeeStatus } from './enums.js';
import type { AvailabilitySorting } from './availability-types.js';
import type { Booking, CursorPaging, Cursors } from './types.js';

/*
 * The bodies of the extended-bookings reader (wire.md rows 4-6, platform-rules 2.11).
 */

/** What the caller may do with a booking (`withBookingAllowedActions`). */
export interface AllowedActions {
  cancel?: boolean;
  reschedule?: boolean;
  refund?: boolean;
}

/** A booking's attendance as the reader reports it (`withBookingAttendanceInfo`). */
export interface ExtendedBookingAttendance {
  id?: string;
  status?: AttendanceStatus;
  numberOfAttendees?: number;
}

/** The video conference of a booking (`withBookingConferencingDetails`). */
export interface ConferencingDetails {
  guestUrl?: string;
  password?: string;
}

/** The policy settings of a booking (`withBookingPolicySettings`). */
export interface ExtendedBookingPolicySettings {
  cancellationFeeEnabled?: boolean;
}

/** Whether a cancellation fee was applied (`withBookingFeeDetails`). */
export interface BookingFeeDetails {
  cancellationFeeStatus?: BookingFeeStatus;
}

/** A booking with the extras asked for by the `with*` flags. */
export interface ExtendedBooking {
  booking?: Booking;
  allowedActions?: AllowedActions;
  attendance?: ExtendedBookingAttendance;
  conferencingDetails?: ConferencingDetails;
  bookingPolicySettings?: ExtendedBookingPolicySettings;
  bookingFeeDetails?: BookingFeeDetails;
}

/** Offset or cursor paging metadata of the extended-bookings queries. */
export interface PagingMetadata {
  count?: number;
  offset?: number;
  total?: number;
  tooManyToCount?: boolean;
  cursors?: Cursors;
  hasNext?: boolean;
}

/** `{ extendedBookings, pagingMetadata }` of both extended-booking queries. */
export interface ExtendedBookingsResponse {
  extendedBookings?: ExtendedBooking[];
  pagingMetadata?: PagingMetadata;
}

/** `{ count }` of `countExtendedBookings`. */
export interface CountResponse {
  count: number;
}

/**
 * An extended-bookings query: `filter` (platform-rules 1.6), `sort`, and `paging` or `cursorPaging`
 * (default 50, at most 100; newest first).
 */
export interface ExtendedBookingQuery {
  filter?: Record<string, unknown>;
  /** Sort criteria; `origin` orders a geo field by distance from that point. */
  sort?: AvailabilitySorting[];
  paging?: { limit?: number; offset?: number };
  cursorPaging?: CursorPaging;
}

/** The `with*` flags of `queryExtendedBookings`: each adds an extra to every result. */
export interface ExtendedBookingsOptions {
  withBookingAllowedActions?: boolean;
  withBookingAttendanceInfo?: boolean;
  withBookingConferencingDetails?: boolean;
  withBookingPolicySettings?: boolean;
  withBookingFeeDetails?: boolean;
  withEcomOrder?: boolean;
}

/** The deprecated extended-booking query: an {@link ExtendedBookingQuery} with projected `fields` and `fieldsets`. */
export interface LegacyExtendedBookingQuery extends ExtendedBookingQuery {
  fields?: string[];
  fieldsets?: string[];
}

/** Options of the deprecated extended-booking query: two flags and a root-level `sessionId`. */
export interface LegacyExtendedBookingsOptions {
  withBookingAllowedActions?: boolean;
  withBookingAttendanceInfo?: boolean;
  sessionId?: string;
}

/** Options of `countExtendedBookings`: the same filter as the query. */
export interface CountOptions {
  filter?: Record<string, unknown>;
}
