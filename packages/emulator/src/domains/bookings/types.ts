import type { BookingPolicy } from '../services/api.js';

/*
 * The bookings domain's state: bookings as the API returns them plus what the emulator keeps on the
 * side (the service type, the assigned resource, the saved flow-control flags and policy snapshot),
 * and multi-service bookings.
 */

/** A booking's status (platform-rules 2.2). */
export type BookingStatus = 'CREATED' | 'CONFIRMED' | 'CANCELED' | 'PENDING' | 'DECLINED' | 'WAITING_LIST';

/** The booking as served (wire field names; dates as ISO strings). */
export interface Booking {
  id: string;
  revision: string;
  status: BookingStatus;
  paymentStatus: string;
  createdDate: string;
  updatedDate: string;
  startDate: string;
  endDate: string;
  canceledDate?: string;
  bookedEntity: {
    slot?: Record<string, any>;
    schedule?: Record<string, any>;
    title: string;
    tags: string[];
  };
  totalParticipants?: number;
  participantsChoices?: Record<string, unknown>;
  contactDetails?: Record<string, any>;
  additionalFields?: unknown[];
  selectedPaymentOption?: string;
  createdBy: Record<string, string>;
  bookingSource?: { platform: string; actor: string };
  extendedFields?: { namespaces: Record<string, Record<string, unknown>> };
  doubleBooked?: boolean;
  multiServiceBookingInfo?: { id: string; type: 'SEQUENTIAL_BOOKINGS' };
  formId?: string;
  appId: string;
  createdByAppId: string;
  externalUserId?: string;
  [key: string]: unknown;
}

/** A stored booking. */
export interface BookingRecord {
  booking: Booking;
  serviceId: string;
  serviceType: 'APPOINTMENT' | 'CLASS' | 'COURSE';
  /** Appointment: the staff resource; class: the session's staff. */
  resourceId?: string;
  /** Class: the session occurrence id. Course: the schedule id. */
  eventId?: string;
  /** The booking's time range (ms). */
  start: number;
  end: number;
  /** Minutes kept free after the booking (appointments). */
  buffer: number;
  participants: number;
  skipAvailabilityValidation: boolean;
  skipBusinessConfirmation: boolean;
  policy?: BookingPolicy;
}

/** A multi-service booking: its child booking ids, in sequence. */
export interface MultiServiceRecord {
  id: string;
  bookingIds: string[];
}

/** A booking's attendance as served (one per booking; its session for classes and courses). */
export interface AttendanceRecord {
  id: string;
  bookingId: string;
  sessionId?: string;
  status: 'NOT_SET' | 'ATTENDED' | 'NOT_ATTENDED';
  numberOfAttendees: number;
  updatedDate: string;
  statusUpdatedDate: string;
}

/**
 * A hosted bookings checkout (the `bookingsCheckout` redirect session): the slot, who opened it,
 * where to return, and the booking once made.
 */
export interface BookingCheckoutRecord {
  /** The redirect session id. */
  id: string;
  /** `slotAvailability.slot` as the app sent it (local times in `slot.timezone`). */
  slot: Record<string, unknown>;
  /** The zone the page shows the time in (`bookingsCheckout.timezone`, else the slot's). */
  timezone: string;
  /** The member who created the session, or who booked through it. */
  memberId?: string;
  callbacks: Record<string, string>;
  outcome?: 'SUCCESS';
  bookingId?: string;
  createdDate: string;
}

/** `state.domains.bookings`. */
export interface BookingsState {
  bookings: Record<string, BookingRecord>;
  multi: Record<string, MultiServiceRecord>;
  /** Attendance by booking id (created by `setAttendance`). */
  attendance?: Record<string, AttendanceRecord>;
  /** Hosted bookings checkouts by redirect session id. */
  checkouts?: Record<string, BookingCheckoutRecord>;
}

/** The Wix Bookings app id. */
export const BOOKINGS_APP = '13d21c63-b5ec-5912-8397-c3a5ddb27a97';
/** The entity FQDN of booking events. */
export const BOOKING_FQDN = 'wix.bookings.v2.booking';
