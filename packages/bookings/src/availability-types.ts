import type { LocationType, MultiSlotLocationType } from './enums.js';
import type { CursorPaging, CursorPagingMetadata, Geocode, Sorting } from './types.js';

/*
 * The bodies of the availability calls. Slot times stay local date-time strings
 * (`2026-03-01T09:00:00`, no zone) in the slot's `timezone` (wire.md "Bodies and values").
 */

/** The booking-policy checks a slot (or schedule) fails. */
export interface BookingPolicyViolations {
  tooEarlyToBook?: boolean;
  tooLateToBook?: boolean;
  bookOnlineDisabled?: boolean;
  validSubmissionRequired?: boolean;
}

/** The resource (staff member) of an availability slot. */
export interface SlotResource {
  id?: string;
  name?: string;
}

/** Where an availability slot takes place. */
export interface SlotLocation {
  id?: string;
  name?: string;
  formattedAddress?: string;
  locationType?: LocationType;
}

/**
 * An availability slot. `startDate`/`endDate` are local date-time strings (`2026-03-02T10:00:00`)
 * in `timezone`; pass it as `bookedEntity.slot` to book it.
 */
export interface Slot {
  sessionId?: string;
  serviceId?: string;
  scheduleId?: string;
  eventId?: string;
  /** Local date-time, no zone. */
  startDate?: string;
  /** Local date-time, no zone. */
  endDate?: string;
  timezone?: string;
  resource?: SlotResource;
  location?: SlotLocation;
}

/** The waiting list of a slot. */
export interface WaitingList {
  totalSpots?: number;
  openSpots?: number;
}

/** One service's slot in a chain from `calculateMultiSlotAvailability`; times are local strings. */
export interface NestedSlot {
  serviceId?: string;
  start?: string;
  end?: string;
  resource?: SlotResource;
  scheduleId?: string;
}

/**
 * One availability entry: the slot, whether it can be booked, its spots and policy violations.
 * Chains from `calculateMultiSlotAvailability` carry one `nestedSlots` item per service.
 */
export interface SlotAvailability {
  slot?: Slot;
  bookable?: boolean;
  totalSpots?: number;
  openSpots?: number;
  waitingList?: WaitingList;
  bookingPolicyViolations?: BookingPolicyViolations;
  locked?: boolean;
  nestedSlots?: NestedSlot[];
}

/** `{ availabilityEntries }`, the answer of `queryAvailability`: bookable entries first. */
export interface QueryAvailabilityResponse {
  availabilityEntries?: SlotAvailability[];
}

/** A schedule's (course's) spots and policy violations. */
export interface ScheduleAvailability {
  totalSpots?: number;
  openSpots?: number;
  bookingPolicyViolations?: BookingPolicyViolations;
}

/** The booking-policy limits that apply to one booking. */
export interface AvailabilityPolicySettings {
  maxParticipantsPerBooking?: number;
}

/** The answer of `getScheduleAvailability`: the spots, plus the participants limit per booking. */
export interface ScheduleAvailabilityResponse {
  availability?: ScheduleAvailability;
  bookingPolicySettings?: AvailabilityPolicySettings;
}

/**
 * `{ slots, cursorPagingMetadata }`, the answer of `calculateMultiSlotAvailability` (read as a
 * cursor `Page` of chains).
 */
export interface MultiSlotAvailabilityResponse {
  slots?: SlotAvailability[];
  cursorPagingMetadata?: CursorPagingMetadata;
}

/**
 * The filter of an availability query: `serviceId`, `startDate` and `endDate` (ISO date-time
 * strings; with a `timezone` option their offsets are ignored and the wall time is read in that
 * zone) are required. Equality only.
 */
export interface AvailabilityFilter {
  serviceId: string | string[];
  startDate: string;
  endDate: string;
  resourceId?: string | string[];
  bookable?: boolean;
  openSpots?: number;
  bookingPolicyViolations?: BookingPolicyViolations;
}

/**
 * A sort criterion of the availability query: a field, an order and, for geo-distance sorting, the
 * `origin` point the results are ordered by distance from (the official `Sorting.origin`).
 */
export interface AvailabilitySorting extends Sorting {
  origin?: Geocode;
}

/** The availability query: `filter`, `sort` (only `startDate` is sortable) and cursor paging. */
export interface AvailabilityQuery {
  filter: AvailabilityFilter;
  sort?: AvailabilitySorting[];
  cursorPaging?: CursorPaging;
}

/**
 * Options of `queryAvailability`: the time zone of the result (and of the filter's wall times) and
 * the most entries per day.
 */
export interface QueryAvailabilityOptions {
  timezone?: string;
  slotsPerDay?: number;
}

/** The location of a multi-slot chain. */
export interface MultiSlotLocation {
  id?: string;
  /** `BUSINESS`, `CUSTOM` or `CUSTOMER` (the official values); the slot location types are accepted too. */
  locationType?: MultiSlotLocationType | LocationType;
}

/** One service of a multi-slot chain, with the resources and choices to consider. */
export interface MultiSlotService {
  serviceId: string;
  resourcesFilter?: { resourceIds?: string[] };
  customerChoices?: { durationInMinutes?: number; addOnIds?: string[] };
}

/** Options of `calculateMultiSlotAvailability`: a chain of 1-6 services booked back to back. */
export interface MultiSlotOptions {
  /**
   * Where the range starts: a local date-time string (`2026-03-02T08:00:00`, read in `timeZone`) or
   * a `Date`, sent as its wall time in `timeZone` (ISO `...Z` text when `timeZone` is absent or UTC).
   */
  from?: string | Date;
  /** Where the range ends: a local date-time string or a `Date`, like `from`. */
  to?: string | Date;
  timeZone?: string;
  bookable?: boolean;
  bookingPolicyViolations?: BookingPolicyViolations;
  location?: MultiSlotLocation;
  slots?: MultiSlotService[];
  slotsPerDay?: number;
  cursorPaging?: CursorPaging;
}
