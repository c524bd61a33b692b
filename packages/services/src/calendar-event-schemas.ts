import * as z from 'zod/mini';
import { timestamp } from '@frontdesk/core';

/*
 * Request and response schemas of the Calendar Events V3 calls (calendar-events.ts). These calls are
 * not in wire.md: field names and shapes follow the platform's public REST reference for Calendar
 * Events V3. Times are zoned local date-times (`{ localDate: 'YYYY-MM-DDThh:mm:ss', timeZone }`), so
 * a weekly session keeps its wall-clock time across daylight-saving changes.
 */

const str = () => z.optional(z.string());
const num = () => z.optional(z.number());
const bool = () => z.optional(z.boolean());
const nonEmpty = () => z.string().check(z.minLength(1, 'must be a non-empty string'));
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const LOCAL_DATE_TIME_MESSAGE = 'must be a local date-time YYYY-MM-DDThh:mm[:ss] (no offset)';
const localDateTime = () => z.string().check(z.regex(LOCAL_DATE_TIME, LOCAL_DATE_TIME_MESSAGE));

/**
 * A weekday of a recurrence rule.
 *
 * @example
 * ```ts
 * const day: DayOfWeek = 'TUESDAY';
 * ```
 */
export const DayOfWeekSchema = z.enum(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
/** The type of {@link DayOfWeekSchema}. @example `const day: DayOfWeek = 'MONDAY';` */
export type DayOfWeek = z.infer<typeof DayOfWeekSchema>;

/**
 * How an event recurs: `NONE` (single), `MASTER` (defines a series), `INSTANCE` (one occurrence of a
 * series) or `EXCEPTION` (an occurrence changed on its own).
 *
 * @example
 * ```ts
 * const kinds: RecurrenceType[] = ['MASTER'];
 * ```
 */
export const RecurrenceTypeSchema = z.enum(['NONE', 'MASTER', 'INSTANCE', 'EXCEPTION']);
/** The type of {@link RecurrenceTypeSchema}. @example `const kind: RecurrenceType = 'INSTANCE';` */
export type RecurrenceType = z.infer<typeof RecurrenceTypeSchema>;

/**
 * A zoned date to send: a wall-clock `localDate` and, optionally, its IANA `timeZone` (default: the
 * event's time zone).
 *
 * @example
 * ```ts
 * const start: ZonedDateInput = { localDate: '2026-03-03T18:30:00', timeZone: 'America/New_York' };
 * ```
 */
export const ZonedDateInputSchema = z.looseObject({ localDate: localDateTime(), timeZone: z.optional(nonEmpty()) });
/** The type of {@link ZonedDateInputSchema}. @example `const end: ZonedDateInput = { localDate: '2026-03-03T19:15:00' };` */
export type ZonedDateInput = z.input<typeof ZonedDateInputSchema>;

/**
 * A weekly recurrence rule to send: `WEEKLY` every `interval` weeks on one weekday (the platform
 * takes a single day per MASTER event: create one MASTER per weekday), optionally `until` a date.
 *
 * @example
 * ```ts
 * const rule: RecurrenceRuleInput = { frequency: 'WEEKLY', interval: 1, days: ['TUESDAY'] };
 * ```
 */
export const RecurrenceRuleInputSchema = z.looseObject({
  frequency: z.enum(['WEEKLY']),
  interval: z.optional(z.int().check(z.minimum(1, 'must be 1 or more'))),
  days: z.array(DayOfWeekSchema).check(z.minLength(1, 'must hold one weekday'), z.maxLength(1, 'must hold one weekday: create one MASTER event per weekday')),
  until: z.optional(ZonedDateInputSchema),
});
/** The type of {@link RecurrenceRuleInputSchema}. @example `const rule: RecurrenceRuleInput = { frequency: 'WEEKLY', days: ['FRIDAY'] };` */
export type RecurrenceRuleInput = z.input<typeof RecurrenceRuleInputSchema>;

/**
 * An event location to send: a business location (`type: 'BUSINESS'` with its `id`), a custom
 * address, or the customer's place.
 *
 * @example
 * ```ts
 * const location: EventLocationInput = { type: 'BUSINESS', id: locationId };
 * ```
 */
export const EventLocationInputSchema = z.looseObject({ id: z.optional(nonEmpty()), type: z.optional(z.enum(['BUSINESS', 'CUSTOM', 'CUSTOMER'])), name: str(), address: str() });
/** The type of {@link EventLocationInputSchema}. @example `const location: EventLocationInput = { type: 'CUSTOMER' };` */
export type EventLocationInput = z.input<typeof EventLocationInputSchema>;

/**
 * A resource of an event, such as the staff member who teaches a class (by resource id).
 *
 * @example
 * ```ts
 * const teacher: EventResourceInput = { id: staffResourceId };
 * ```
 */
export const EventResourceInputSchema = z.looseObject({ id: nonEmpty(), name: str(), type: str() });
/** The type of {@link EventResourceInputSchema}. @example `const resource: EventResourceInput = { id: resourceId };` */
export type EventResourceInput = z.input<typeof EventResourceInputSchema>;

const startsBeforeEnd = (event: { start: { localDate: string; timeZone?: string | undefined }; end: { localDate: string; timeZone?: string | undefined } }) => {
  if ((event.start.timeZone ?? '') !== (event.end.timeZone ?? '')) return true;
  const norm = (s: string) => (s.length === 16 ? `${s}:00` : s);
  return norm(event.start.localDate) < norm(event.end.localDate);
};

/**
 * An event to create: its `scheduleId` (for a class, `service.schedule.id`), `start` and `end`, and
 * for a weekly series a `recurrenceRule` (the event is then the series' `MASTER`). Optional: `title`,
 * `timeZone` (default: the schedule's), `location`, `resources`, `totalCapacity`.
 *
 * @example
 * ```ts
 * const event: EventInput = {
 *   scheduleId: service.schedule!.id!,
 *   start: { localDate: '2026-03-03T18:30:00' }, end: { localDate: '2026-03-03T19:15:00' },
 *   timeZone: 'America/New_York',
 *   recurrenceRule: { frequency: 'WEEKLY', interval: 1, days: ['TUESDAY'] },
 *   resources: [{ id: staffResourceId }], totalCapacity: 12,
 * };
 * ```
 */
export const EventInputSchema = z.looseObject({
  scheduleId: nonEmpty(),
  title: z.optional(z.string().check(z.minLength(1, 'must be 1-200 characters'), z.maxLength(200, 'must be 1-200 characters'))),
  start: ZonedDateInputSchema,
  end: ZonedDateInputSchema,
  timeZone: z.optional(nonEmpty()),
  recurrenceRule: z.optional(RecurrenceRuleInputSchema),
  location: z.optional(EventLocationInputSchema),
  resources: z.optional(z.array(EventResourceInputSchema)),
  totalCapacity: z.optional(z.int().check(z.minimum(0, 'must be 0 or more'))),
  allDay: bool(),
}).check(z.refine(startsBeforeEnd, { message: 'end.localDate must be after start.localDate', path: ['end', 'localDate'] }));
/** The type of {@link EventInputSchema}. @example `const event: EventInput = { scheduleId, start: { localDate: '2026-03-03T18:30:00' }, end: { localDate: '2026-03-03T19:30:00' } };` */
export type EventInput = z.input<typeof EventInputSchema>;

/**
 * Options of createEvent: an `idempotencyKey` makes a retried create return the same event.
 *
 * @example
 * ```ts
 * const options: CreateEventOptions = { idempotencyKey: crypto.randomUUID() };
 * ```
 */
export const CreateEventOptionsSchema = z.object({ idempotencyKey: z.optional(nonEmpty()) });
/** The type of {@link CreateEventOptionsSchema}. @example `const options: CreateEventOptions = {};` */
export type CreateEventOptions = z.input<typeof CreateEventOptionsSchema>;

/**
 * An events query: filter (e.g. `{ scheduleId }`), sort and cursor paging (platform default limit 50).
 *
 * @example
 * ```ts
 * const query: EventQuery = { filter: { scheduleId }, cursorPaging: { limit: 20 } };
 * ```
 */
export const EventQuerySchema = z.object({
  filter: z.optional(z.record(z.string(), z.unknown())),
  sort: z.optional(z.array(z.object({ fieldName: z.string(), order: z.optional(z.enum(['ASC', 'DESC'])) }))),
  cursorPaging: z.optional(z.object({ limit: z.optional(z.int()), cursor: z.optional(z.string()) })),
});
/** The type of {@link EventQuerySchema}. @example `const query: EventQuery = {};` */
export type EventQuery = z.input<typeof EventQuerySchema>;

/**
 * Options of queryEvents: the local date-time range (`fromLocalDate`, `toLocalDate`, read in
 * `timeZone`), which `recurrenceType`s to return, and `fields` with personal data.
 *
 * @example
 * ```ts
 * const options: QueryEventsOptions = { fromLocalDate: '2026-03-01T00:00:00', toLocalDate: '2026-04-01T00:00:00', timeZone: 'America/New_York' };
 * ```
 */
export const QueryEventsOptionsSchema = z.object({
  fromLocalDate: z.optional(localDateTime()),
  toLocalDate: z.optional(localDateTime()),
  timeZone: z.optional(nonEmpty()),
  recurrenceType: z.optional(z.array(RecurrenceTypeSchema)),
  fields: z.optional(z.array(z.enum(['PI_FIELDS', 'OWN_PI_FIELDS']))),
});
/** The type of {@link QueryEventsOptionsSchema}. @example `const options: QueryEventsOptions = { recurrenceType: ['MASTER'] };` */
export type QueryEventsOptions = z.input<typeof QueryEventsOptionsSchema>;

/**
 * Options of cancelEvent: whether participants are told, and the time zone of the returned
 * `adjustedStart`/`adjustedEnd`.
 *
 * @example
 * ```ts
 * const options: CancelEventOptions = { participantNotification: { notifyParticipants: true, message: 'Class cancelled' } };
 * ```
 */
export const CancelEventOptionsSchema = z.object({
  participantNotification: z.optional(z.looseObject({ notifyParticipants: bool(), message: str() })),
  timeZone: z.optional(nonEmpty()),
});
/** The type of {@link CancelEventOptionsSchema}. @example `const options: CancelEventOptions = {};` */
export type CancelEventOptions = z.input<typeof CancelEventOptionsSchema>;

/**
 * A zoned date as returned: the wall-clock `localDate`, its `timeZone` and, when given, the instant
 * (`utcDate`, a `Date`).
 *
 * @example
 * ```ts
 * event.start?.localDate; // '2026-03-03T18:30:00'
 * ```
 */
export const ZonedDateSchema = z.object({ localDate: str(), timeZone: str(), utcDate: z.optional(timestamp()) });
/** The type of {@link ZonedDateSchema}. @example `const start: ZonedDate = { localDate: '2026-03-03T18:30:00', timeZone: 'UTC' };` */
export type ZonedDate = z.infer<typeof ZonedDateSchema>;

/**
 * A calendar event (Calendar Events V3): a single event, a recurring series' `MASTER`, or one of its
 * `INSTANCE`s (with `recurringEventId`). Class sessions are events of the class's schedule.
 *
 * @example
 * ```ts
 * const { id, recurrenceType, start, totalCapacity } = event;
 * ```
 */
export const CalendarEventSchema = z.object({
  id: str(),
  scheduleId: str(),
  externalScheduleId: str(),
  scheduleName: str(),
  type: str(),
  status: z.optional(z.enum(['CONFIRMED', 'CANCELLED'])),
  title: str(),
  start: z.optional(ZonedDateSchema),
  end: z.optional(ZonedDateSchema),
  adjustedStart: z.optional(ZonedDateSchema),
  adjustedEnd: z.optional(ZonedDateSchema),
  timeZone: str(),
  allDay: bool(),
  recurrenceType: z.optional(RecurrenceTypeSchema),
  recurrenceRule: z.optional(
    z.object({
      frequency: str(),
      interval: num(),
      days: z.optional(z.array(DayOfWeekSchema)),
      until: z.optional(ZonedDateSchema),
      adjustedUntil: z.optional(ZonedDateSchema),
    }),
  ),
  recurringEventId: str(),
  location: z.optional(z.looseObject({ id: str(), type: str(), name: str(), address: str() })),
  resources: z.optional(z.array(z.looseObject({ id: str(), name: str(), type: str(), scheduleId: str() }))),
  totalCapacity: num(),
  remainingCapacity: num(),
  appId: str(),
  revision: str(),
  createdDate: z.optional(timestamp()),
  updatedDate: z.optional(timestamp()),
});
/** The type of {@link CalendarEventSchema}. @example `const event: CalendarEvent = { id, recurrenceType: 'MASTER' };` */
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

/**
 * The body of createEvent and cancelEvent: `{ event }`.
 *
 * @example
 * ```ts
 * const body: EventResponse = { event: { id: eventId } };
 * ```
 */
export const EventResponseSchema = z.object({ event: CalendarEventSchema });
/** The type of {@link EventResponseSchema}. @example `const body: EventResponse = { event: {} };` */
export type EventResponse = z.infer<typeof EventResponseSchema>;

/**
 * The body of queryEvents: a page of `events` and cursor paging metadata.
 *
 * @example
 * ```ts
 * page.response.pagingMetadata?.hasNext;
 * ```
 */
export const QueryEventsResponseSchema = z.object({
  events: z.optional(z.array(CalendarEventSchema)),
  pagingMetadata: z.optional(z.object({ count: num(), hasNext: bool(), cursors: z.optional(z.object({ next: str(), prev: str() })) })),
});
/** The type of {@link QueryEventsResponseSchema}. @example `const body: QueryEventsResponse = { events: [] };` */
export type QueryEventsResponse = z.infer<typeof QueryEventsResponseSchema>;
