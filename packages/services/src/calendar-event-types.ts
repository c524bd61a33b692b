import type { DayOfWeek, RecurrenceType, SortOrder } from './enums.js';
import type { CursorPaging, ParticipantNotification } from './input-types.js';
import type { CursorPagingMetadata } from './search-types.js';

/*
 * Calendar Events V3 (calendar-events.ts; re-exported from types.ts). These calls are not in wire.md:
 * field names and shapes follow the platform's public REST reference. Times are zoned local
 * date-times (`{ localDate: 'YYYY-MM-DDThh:mm:ss', timeZone }`), so a weekly session keeps its
 * wall-clock time across daylight-saving changes.
 */

/** A zoned date as returned: the wall-clock `localDate`, its `timeZone` and, when given, the instant `utcDate`. */
export interface ZonedDate {
  localDate?: string;
  timeZone?: string;
  utcDate?: Date;
}

/** A calendar event's recurrence rule as returned (`until`/`adjustedUntil` when the series ends). */
export interface RecurrenceRule {
  frequency?: string;
  interval?: number;
  days?: DayOfWeek[];
  until?: ZonedDate;
  adjustedUntil?: ZonedDate;
}

/** Where a calendar event takes place, as returned. */
export interface EventLocation {
  id?: string;
  type?: string;
  name?: string;
  address?: string;
  [key: string]: unknown;
}

/** A resource of a calendar event (such as the staff member teaching it), as returned. */
export interface EventResource {
  id?: string;
  name?: string;
  type?: string;
  scheduleId?: string;
  [key: string]: unknown;
}

/**
 * A calendar event (Calendar Events V3): a single event, a recurring series' `MASTER`, or one of its
 * `INSTANCE`s (with `recurringEventId`). Class sessions are events of the class's schedule.
 */
export interface CalendarEvent {
  id?: string;
  scheduleId?: string;
  externalScheduleId?: string;
  scheduleName?: string;
  type?: string;
  status?: 'CONFIRMED' | 'CANCELLED';
  title?: string;
  start?: ZonedDate;
  end?: ZonedDate;
  adjustedStart?: ZonedDate;
  adjustedEnd?: ZonedDate;
  timeZone?: string;
  allDay?: boolean;
  recurrenceType?: RecurrenceType;
  recurrenceRule?: RecurrenceRule;
  recurringEventId?: string;
  location?: EventLocation;
  resources?: EventResource[];
  totalCapacity?: number;
  remainingCapacity?: number;
  appId?: string;
  revision?: string;
  createdDate?: Date;
  updatedDate?: Date;
}

/** The body of createEvent and cancelEvent: `{ event }`. */
export interface EventResponse {
  event: CalendarEvent;
}

/** The body of queryEvents: a page of `events` and cursor paging metadata. */
export interface QueryEventsResponse {
  events?: CalendarEvent[];
  pagingMetadata?: CursorPagingMetadata;
}

/** A zoned date to send: a wall-clock `localDate` (no offset) and, optionally, its IANA `timeZone` (default: the event's). */
export interface ZonedDateInput {
  localDate: string;
  timeZone?: string;
}

/**
 * A weekly recurrence rule to send: `WEEKLY` every `interval` weeks on one weekday (the platform
 * takes a single day per MASTER event: create one MASTER per weekday), optionally `until` a date.
 */
export interface RecurrenceRuleInput {
  frequency: 'WEEKLY';
  interval?: number;
  days: DayOfWeek[];
  until?: ZonedDateInput;
}

/** An event location to send: a business location (`type: 'BUSINESS'` with its `id`), a custom address, or the customer's place. */
export interface EventLocationInput {
  id?: string;
  type?: 'BUSINESS' | 'CUSTOM' | 'CUSTOMER';
  name?: string;
  address?: string;
}

/** A resource of an event to send, such as the staff member who teaches a class (by resource id). */
export interface EventResourceInput {
  id: string;
  name?: string;
  type?: string;
}

/**
 * An event to create: its `scheduleId` (for a class, `service.schedule.id`), `start` and `end`, and
 * for a weekly series a `recurrenceRule` (the event is then the series' `MASTER`).
 */
export interface EventInput {
  scheduleId: string;
  /** 1-200 characters. */
  title?: string;
  start: ZonedDateInput;
  end: ZonedDateInput;
  /** Default: the schedule's time zone. */
  timeZone?: string;
  recurrenceRule?: RecurrenceRuleInput;
  location?: EventLocationInput;
  resources?: EventResourceInput[];
  /** A whole number, 0 or more. */
  totalCapacity?: number;
  allDay?: boolean;
}

/** Options of createEvent: an `idempotencyKey` makes a retried create return the same event. */
export interface CreateEventOptions {
  idempotencyKey?: string;
}

/** An events query: filter (e.g. `{ scheduleId }`), sort and cursor paging (platform default limit 50). */
export interface EventQuery {
  filter?: Record<string, unknown>;
  sort?: { fieldName: string; order?: SortOrder }[];
  cursorPaging?: CursorPaging;
}

/**
 * Options of queryEvents: the local date-time range (`fromLocalDate`, `toLocalDate`, read in
 * `timeZone`), which `recurrenceType`s to return, and `fields` with personal data.
 */
export interface QueryEventsOptions {
  fromLocalDate?: string;
  toLocalDate?: string;
  timeZone?: string;
  recurrenceType?: RecurrenceType[];
  fields?: ('PI_FIELDS' | 'OWN_PI_FIELDS')[];
}

/** Options of cancelEvent: whether participants are told, and the time zone of the returned `adjustedStart`/`adjustedEnd`. */
export interface CancelEventOptions {
  participantNotification?: ParticipantNotification;
  timeZone?: string;
}
