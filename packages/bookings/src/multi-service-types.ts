import type { MultiServiceBookingType, PaymentStatus } from './enums.js';
import type { AvailabilityPolicySettings, BookingPolicyViolations } from './availability-types.js';
import type {
  BookedAddOn,
  Booking,
  BulkActionMetadata,
  FlowControlSettings,
  ItemMetadata,
  ParticipantChoices,
  ParticipantNotification,
  SlotInput,
} from './types.js';

/*
 * The bodies of the multi-service booking calls (wire.md rows 38-48, platform-rules 2.5): 2 to 8
 * back-to-back appointment bookings handled all or nothing.
 */

/** One child of a multi-service booking: its id and, with `returnFullEntity`, the booking. */
export interface BookingResult {
  bookingId?: string;
  booking?: Booking;
}

/**
 * A multi-service booking: 2 to 8 back-to-back bookings. `bookings[].booking` is filled when
 * `returnFullEntity` is set.
 */
export interface MultiServiceBooking {
  id?: string;
  bookings?: BookingResult[];
}

/** `{ multiServiceBooking }`, the answer of the multi-service actions. */
export interface MultiServiceBookingResponse {
  multiServiceBooking: MultiServiceBooking;
}

/** `{ multiServiceBooking, metadata }` of `getMultiServiceBooking` (the call returns the booking). */
export interface GetMultiServiceBookingResponse {
  multiServiceBooking: MultiServiceBooking;
  metadata?: { totalNumberOfScheduledBookings?: number };
}

/** `{ bookings }` of adding and removing bookings to and from a multi-service booking. */
export interface BookingResultsResponse {
  bookings?: BookingResult[];
}

/** Whether a multi-service booking can be booked as it is now. */
export interface MultiServiceAvailabilityResponse {
  bookable?: boolean;
  totalCapacity?: number;
  remainingCapacity?: number;
  policyViolations?: BookingPolicyViolations;
  policySettings?: AvailabilityPolicySettings;
  multiServiceBookingInfo?: { bookingId?: string }[];
}

/** What may be done with a multi-service booking (allowed only when every child allows it). */
export interface MultiServiceAllowedActions {
  cancel?: boolean;
  reschedule?: boolean;
}

/** One result of `bulkGetMultiServiceBookingAllowedActions`. */
export interface MultiServiceAllowedActionsResult {
  itemMetadata?: ItemMetadata;
  item?: MultiServiceAllowedActions;
}

/** `{ cancel, reschedule }` per multi-service booking, in request order. */
export interface AllowedActionsResponse {
  results?: MultiServiceAllowedActionsResult[];
  bulkActionMetadata?: BulkActionMetadata;
}

/** `{ bookingId, revision, paymentStatus? }`: one child booking in a multi-service action. */
export interface BookingRevisionInfo {
  bookingId: string;
  revision: string;
  paymentStatus?: PaymentStatus;
}

/** `{ bookingId, revision }`: a booking added to or removed from a multi-service booking. */
export interface BookingAndRevision {
  bookingId: string;
  revision: string;
}

/** Options of `createMultiServiceBooking`. */
export interface CreateMultiOptions {
  participantNotification?: ParticipantNotification;
  sendSmsReminder?: boolean;
  flowControlSettings?: FlowControlSettings;
  returnFullEntity?: boolean;
  multiServiceBookingType?: MultiServiceBookingType;
  /** The submitted booking form's values, as in `createBooking`. */
  formSubmission?: Record<string, unknown>;
}

/** One child of `rescheduleMultiServiceBooking`: the booking, its revision and its new slot. */
export interface RescheduleBookingInfo {
  bookingId: string;
  revision: string;
  slot: SlotInput;
  totalParticipants?: number;
  participantsChoices?: ParticipantChoices;
  /** The add-ons booked for the new slot. */
  bookedAddOns?: BookedAddOn[];
}

/** Options shared by the multi-service actions (reschedule, cancel). */
export interface MultiOptions {
  participantNotification?: ParticipantNotification;
  sendSmsReminder?: boolean;
  flowControlSettings?: FlowControlSettings;
  returnFullEntity?: boolean;
}

/** Options of `cancelMultiServiceBooking`: the shared options and `waiveCharges`. */
export interface CancelMultiOptions extends MultiOptions {
  /** Waive the charges (such as cancellation fees) the cancellation would incur. */
  waiveCharges?: boolean;
}

/**
 * Options of `markMultiServiceBookingAsPending`, `confirmMultiServiceBooking` and
 * `declineMultiServiceBooking`: every child with its current revision.
 */
export interface MultiStatusOptions extends MultiOptions {
  markAsPendingBookingsInfo?: BookingRevisionInfo[];
  confirmBookingsInfo?: BookingRevisionInfo[];
  declineBookingsInfo?: BookingRevisionInfo[];
  doubleBooked?: boolean;
}

/** Options of adding and removing bookings: `{ bookingId, revision }` entries. */
export interface MultiBookingsOptions {
  bookings?: BookingAndRevision[];
  returnFullEntity?: boolean;
}
