import type { Float } from '@frontdesk/core';
import type {
  Actor,
  BookingStatus,
  LocationType,
  MultiServiceBookingType,
  PaymentStatus,
  Platform,
  SelectedPaymentOption,
  SortOrder,
  ValueType,
} from './enums.js';

/*
 * The booking entity (seed section 3 "Booking") and the bodies of the single-booking calls, as plain
 * types; field shapes from the platform's published booking type declarations. `Date` fields
 * (created, updated, start, end, canceled) and `Float` fields (geocodes) are decoded from the
 * generated `wire.gen.ts`; booked slot start and end stay local date-time strings. The other concepts
 * live next door and are re-exported here (the wire generator reads this module's exports).
 */

export type * from './availability-types.js';
export type * from './extended-booking-types.js';
export type * from './multi-service-types.js';
export type * from './attendance-types.js';

/** A geocode; latitude and longitude arrive as numbers (or the platform's double strings). */
export interface Geocode {
  latitude?: Float;
  longitude?: Float;
}

/** The street part of an {@link Address}. */
export interface StreetAddress {
  number?: string;
  name?: string;
  apt?: string;
}

/** A subdivision (state, county) of an {@link Address}. */
export interface Subdivision {
  code?: string;
  name?: string;
}

/** A postal address as the platform sends it. */
export interface Address {
  streetAddress?: StreetAddress;
  addressLine?: string;
  addressLine2?: string;
  country?: string;
  countryFullname?: string;
  subdivision?: string;
  subdivisions?: Subdivision[];
  city?: string;
  postalCode?: string;
  formattedAddress?: string;
  hint?: string;
  geocode?: Geocode;
}

/** Where a booked slot or schedule takes place. */
export interface Location {
  id?: string;
  name?: string;
  formattedAddress?: string;
  formattedAddressTranslated?: string;
  locationType?: LocationType;
}

/** The resource (staff member) a slot is booked with. */
export interface BookedResource {
  id?: string;
  name?: string;
  email?: string;
  scheduleId?: string;
  type?: string;
}

/**
 * A booked slot (appointment or class session). `startDate` and `endDate` are local date-time
 * strings (`2026-03-02T10:00:00`) in `timezone`.
 */
export interface BookedSlot {
  sessionId?: string;
  serviceId?: string;
  scheduleId?: string;
  eventId?: string;
  /** Local date-time, no zone: `2026-03-02T10:00:00`. */
  startDate?: string;
  /** Local date-time, no zone. */
  endDate?: string;
  /** The IANA zone of `startDate` and `endDate`. */
  timezone?: string;
  resource?: BookedResource;
  location?: Location;
  allDay?: boolean;
  durationUnitType?: string;
  durationUnitCount?: number;
}

/**
 * A slot to book or move to (`createBooking`'s `bookedEntity.slot`, `rescheduleBooking`): the same
 * shape as a {@link BookedSlot}; an availability entry's `slot` can be passed as it is.
 */
export type SlotInput = BookedSlot;

/** A booked course schedule; session times are local date-time strings. */
export interface BookedSchedule {
  scheduleId?: string;
  serviceId?: string;
  location?: Location;
  timezone?: string;
  firstSessionStart?: string;
  lastSessionEnd?: string;
}

/** What was booked: a slot or a schedule, with its title and tags (`INDIVIDUAL`, `GROUP`, `COURSE`). */
export interface BookedEntity {
  slot?: BookedSlot;
  schedule?: BookedSchedule;
  title?: string;
  tags?: string[];
}

/** The customer's contact details on a booking. */
export interface ContactDetails {
  contactId?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  fullAddress?: Address;
  timeZone?: string;
  countryCode?: string;
}

/** A booking form value (`additionalFields`). */
export interface CustomFormField {
  id?: string;
  value?: string;
  label?: string;
  valueType?: ValueType;
}

/** One chosen option of a service with options and variants. */
export interface ServiceChoice {
  custom?: string;
  duration?: { minutes?: number; name?: string };
  dateTime?: { name?: string };
  participantRange?: { name?: string };
  optionId?: string;
  choiceId?: string;
}

/** How many participants booked one combination of choices. */
export interface ServiceChoices {
  numberOfParticipants?: number;
  choices?: ServiceChoice[];
}

/** Participants per service choice (services with options and variants). */
export interface ParticipantChoices {
  serviceChoices?: ServiceChoices[];
}

/** Who created a booking: exactly one of the ids, plus the contact id. */
export interface IdentificationData {
  anonymousVisitorId?: string;
  memberId?: string;
  wixUserId?: string;
  appId?: string;
  contactId?: string;
}

/** Where a booking came from. */
export interface BookingSource {
  platform?: Platform;
  actor?: Actor;
  appDefId?: string;
  appName?: string;
}

/** The multi-service booking a booking belongs to. */
export interface MultiServiceBookingInfo {
  id?: string;
  type?: MultiServiceBookingType;
}

/** A booked add-on. */
export interface BookedAddOn {
  id?: string;
  groupId?: string;
  durationInMinutes?: number;
  quantity?: number;
}

/** A booking's extended fields: one data object per app namespace. */
export interface ExtendedFields {
  namespaces?: Record<string, Record<string, unknown>>;
}

/**
 * A booking (seed section 3). `revision` is a decimal string that goes up by one on every change;
 * calls that change a booking take the current one.
 */
export interface Booking {
  id?: string;
  totalParticipants?: number;
  participantsChoices?: ParticipantChoices;
  bookedEntity?: BookedEntity;
  contactDetails?: ContactDetails;
  additionalFields?: CustomFormField[];
  status?: BookingStatus;
  paymentStatus?: PaymentStatus;
  selectedPaymentOption?: SelectedPaymentOption;
  createdDate?: Date;
  updatedDate?: Date;
  /** When the booked slot starts (an instant). */
  startDate?: Date;
  /** When the booked slot ends (an instant). */
  endDate?: Date;
  canceledDate?: Date;
  externalUserId?: string;
  /** The current revision (a decimal string, `"1"` at creation). */
  revision?: string;
  createdBy?: IdentificationData;
  bookingSource?: BookingSource;
  extendedFields?: ExtendedFields;
  doubleBooked?: boolean;
  multiServiceBookingInfo?: MultiServiceBookingInfo;
  formSubmissionId?: string;
  formId?: string;
  bookedAddOns?: BookedAddOn[];
  appId?: string;
  createdByAppId?: string;
  depositSelected?: boolean;
}

/**
 * A booking to create: a {@link Booking} whose `bookedEntity` (a slot or a course schedule) is
 * required. Fields the platform sets (id, revision, dates) are ignored.
 */
export interface BookingInput extends Omit<Booking, 'bookedEntity' | 'contactDetails'> {
  bookedEntity: BookedEntity;
  contactDetails?: Omit<ContactDetails, 'fullAddress'> & { fullAddress?: AddressInput };
}

/**
 * An address to send: an {@link Address} with the wire names; the official SDK's location-address
 * names are accepted too and sent as the wire names (`addressLine1` as `addressLine`, `formatted` as
 * `formattedAddress`, `location` as `geocode`). The caller's object is not changed.
 */
export interface AddressInput extends Address {
  /** The official SDK's name of `addressLine`. */
  addressLine1?: string;
  /** The official SDK's name of `formattedAddress`. */
  formatted?: string;
  /** The official SDK's name of `geocode`. */
  location?: Geocode;
}

/** `{ booking }`, the answer of the single-booking calls. */
export interface BookingResponse {
  booking: Booking;
}

/** How participants are notified of a change. */
export interface ParticipantNotification {
  notifyParticipants?: boolean;
  message?: string;
  metadata?: Record<string, string>;
}

/** Owner overrides of the platform's checks and policies. */
export interface FlowControlSettings {
  skipAvailabilityValidation?: boolean;
  skipBusinessConfirmation?: boolean;
  skipSelectedPaymentOptionValidation?: boolean;
  ignoreCancellationPolicy?: boolean;
  ignoreReschedulePolicy?: boolean;
  checkAvailabilityValidation?: boolean;
  withRefund?: boolean;
  /** Create: skip checking the booked add-ons. */
  skipAddOnValidation?: boolean;
  /** Reschedule: allow the booked add-ons to change. */
  allowAddOnChanges?: boolean;
  /** Cancel: do not charge the cancellation fee. */
  waiveCancellationFee?: boolean;
  /** Mark as pending: skip checking that the service requires approval. */
  skipPendingApprovalServiceValidation?: boolean;
}

/** Options of `createBooking` (and each item of `bulkCreateBooking`). */
export interface CreateBookingOptions {
  participantNotification?: ParticipantNotification;
  sendSmsReminder?: boolean;
  flowControlSettings?: FlowControlSettings;
  formSubmission?: Record<string, unknown>;
}

/** One item of `bulkCreateBooking`: a booking plus its create options. */
export interface CreateBookingInfo extends CreateBookingOptions {
  booking: BookingInput;
}

/** Options of `bulkCreateBooking`. */
export interface BulkCreateOptions {
  /** Return each created booking in `results[].item`. */
  returnFullEntity?: boolean;
}

/** Options of `rescheduleBooking`: the booking's current `revision` is required. */
export interface RescheduleOptions {
  revision: string;
  participantNotification?: ParticipantNotification;
  flowControlSettings?: FlowControlSettings;
  totalParticipants?: number;
  participantsChoices?: ParticipantChoices;
  /** The add-ons booked for the new slot (the official `bookedAddOns`). */
  bookedAddOns?: BookedAddOn[];
}

/** Options of `confirmBooking` and `declineBooking` (the revision is a positional argument). */
export interface ConfirmOptions {
  participantNotification?: ParticipantNotification;
  sendSmsReminder?: boolean;
  paymentStatus?: PaymentStatus;
  doubleBooked?: boolean;
  flowControlSettings?: FlowControlSettings;
}

/** Options of `cancelBooking`: the booking's current `revision` is required. */
export interface CancelOptions {
  revision: string;
  participantNotification?: ParticipantNotification;
  flowControlSettings?: FlowControlSettings;
  /** Waive the charges (such as a cancellation fee) the cancellation would incur (the official `waiveCharges`). */
  waiveCharges?: boolean;
}

/**
 * Options of `updateNumberOfParticipants`: `revision` and exactly one of `totalParticipants` or
 * `participantsChoices`.
 */
export interface ParticipantsOptions {
  revision: string;
  totalParticipants?: number;
  participantsChoices?: ParticipantChoices;
}

/** Options of `confirmOrDeclineBooking`. */
export interface ConfirmOrDeclineOptions {
  paymentStatus?: PaymentStatus;
}

/** One item of `bulkConfirmOrDeclineBooking`. */
export interface ConfirmOrDeclineDetail {
  bookingId: string;
  paymentStatus?: PaymentStatus;
}

/** Options of `bulkConfirmOrDeclineBooking`. */
export interface BulkConfirmOrDeclineOptions {
  /** Return each booking in `results[].item`. */
  returnEntity?: boolean;
}

/** Options of `updateExtendedFields`: the namespace's new data. */
export interface ExtendedFieldsOptions {
  namespaceData: Record<string, unknown>;
}

/** `{ namespace, namespaceData }` of `updateExtendedFields`. */
export interface ExtendedFieldsResponse {
  namespace?: string;
  namespaceData?: Record<string, unknown>;
}

/** Why one item of a bulk call failed. */
export interface ItemError {
  code?: string;
  description?: string;
  data?: unknown;
}

/** The outcome of one item of a bulk call; `originalIndex` is its place in the request. */
export interface ItemMetadata {
  id?: string;
  originalIndex?: number;
  success?: boolean;
  error?: ItemError;
}

/** The totals of a bulk call. */
export interface BulkActionMetadata {
  totalSuccesses?: number;
  totalFailures?: number;
  undetailedFailures?: number;
}

/** One result of a bulk booking call: its outcome and (when asked for) the booking. */
export interface BulkBookingResult {
  itemMetadata?: ItemMetadata;
  item?: Booking;
}

/** Per-item results of the bulk booking calls, in request order (`itemMetadata.originalIndex`). */
export interface BulkBookingResponse {
  results?: BulkBookingResult[];
  bulkActionMetadata?: BulkActionMetadata;
}

/** A sort criterion of a query. */
export interface Sorting {
  fieldName: string;
  order?: SortOrder;
}

/** Cursor paging of a query: page size and the cursor of the page to read. */
export interface CursorPaging {
  limit?: number;
  cursor?: string;
}

/** The cursors to the next and previous pages. */
export interface Cursors {
  next?: string;
  prev?: string;
}

/** Cursor paging metadata: `{ count, cursors: { next, prev }, hasNext }`. */
export interface CursorPagingMetadata {
  count?: number;
  cursors?: Cursors;
  hasNext?: boolean;
  total?: number;
}

/** Who made a change a booking event reports. */
export interface InitiatedBy {
  memberId?: string;
  wixUserId?: string;
  appId?: string;
  anonymousVisitorId?: string;
}

/** `event.data` of `bookingConfirmed`, `bookingDeclined`, `bookingCanceled` and `bookingMarkedAsPending`. */
export interface BookingStatusChanged {
  booking?: Booking;
  previousStatus?: BookingStatus;
  previousPaymentStatus?: PaymentStatus;
  doubleBooked?: boolean;
  initiatedBy?: InitiatedBy;
}

/** `event.data` of `bookingRescheduled`: the booking and its previous times (instants). */
export interface BookingRescheduled {
  booking?: Booking;
  previousStartDate?: Date;
  previousEndDate?: Date;
  previousStatus?: BookingStatus;
  previousTotalParticipants?: number;
  previousParticipantsChoices?: ParticipantChoices;
  initiatedBy?: InitiatedBy;
}

/** `event.data` of `bookingNumberOfParticipantsUpdated`: the booking and the previous participants. */
export interface BookingParticipantsUpdated {
  booking?: Booking;
  previousTotalParticipants?: number;
  previousParticipantsChoices?: ParticipantChoices;
  initiatedBy?: InitiatedBy;
}
