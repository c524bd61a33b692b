import * as z from 'zod/mini';
import { defineCall, type Page, type PlatformCall } from '@frontdesk/core';
import {
  cancelEventOptionsSchema,
  createEventOptionsSchema,
  eventInputSchema,
  eventQuerySchema,
  queryEventsOptionsSchema,
} from './inputs.js';
import type {
  CalendarEvent,
  CancelEventOptions,
  CreateEventOptions,
  EventInput,
  EventQuery,
  QueryEventsOptions,
  QueryEventsResponse,
} from './types.js';
import { EventResponseWire, QueryEventsResponseWire } from './wire.gen.js';

/*
 * Calendar Events V3: the calendar events of a schedule. A class's weekly sessions are MASTER events
 * of the class's schedule (one per weekday). Not in wire.md: methods, paths and shapes follow the
 * platform's public REST reference for Calendar Events V3.
 */

/**
 * Creates a calendar event (site owner). With a `recurrenceRule` it is a `MASTER` event and the
 * platform generates its weekly `INSTANCE`s: for a class, give the class's `schedule.id`, the first
 * session's local start and end, the staff member's resource in `resources` and `totalCapacity`.
 * The platform takes one weekday per MASTER event, so a class on Tuesdays and Thursdays needs two.
 *
 * @example
 * ```ts
 * const master = await createEvent(client, {
 *   scheduleId: service.schedule!.id!,
 *   title: 'Evening Flow',
 *   start: { localDate: '2026-03-03T18:30:00' },
 *   end: { localDate: '2026-03-03T19:15:00' },
 *   timeZone: 'America/New_York',
 *   recurrenceRule: { frequency: 'WEEKLY', interval: 1, days: ['TUESDAY'] },
 *   resources: [{ id: staffResourceId }],
 *   location: { type: 'BUSINESS', id: locationId },
 *   totalCapacity: 12,
 * }, { idempotencyKey: crypto.randomUUID() });
 * master.recurrenceType; // 'MASTER'
 * ```
 * @function
 */
export const createEvent: PlatformCall<[event: EventInput, options?: CreateEventOptions], CalendarEvent> = /* @__PURE__ */ defineCall({
  name: 'createEvent',
  method: 'POST',
  path: '/calendar/v3/events',
  args: [
    { name: 'event', placement: 'field' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () =>
    process.env.NODE_ENV === 'production' ? undefined : { event: eventInputSchema(), options: z.optional(createEventOptionsSchema()) },
  response: EventResponseWire,
  unwrap: 'event',
  idempotent: (p) => p.idempotencyKey !== undefined,
});

/**
 * Queries calendar events in a local date-time range; returns a `Page` (cursor paging). By default
 * the platform returns single events and the occurrences of series (`NONE`, `INSTANCE`,
 * `EXCEPTION`); ask for `recurrenceType: ['MASTER']` to get the series definitions themselves.
 *
 * @example
 * ```ts
 * const page = await queryEvents(client, { filter: { scheduleId } }, {
 *   fromLocalDate: '2026-03-01T00:00:00', toLocalDate: '2026-04-01T00:00:00', timeZone: 'America/New_York',
 * });
 * for await (const session of page) console.log(session.start?.localDate);
 * ```
 * @function
 */
export const queryEvents: PlatformCall<
  [query?: EventQuery, options?: QueryEventsOptions],
  Page<CalendarEvent, QueryEventsResponse>
> = /* @__PURE__ */ defineCall({
  name: 'queryEvents',
  method: 'POST',
  path: '/calendar/v3/events/query',
  args: [
    { name: 'query', placement: 'field' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () =>
    process.env.NODE_ENV === 'production'
      ? undefined
      : { query: z.optional(eventQuerySchema()), options: z.optional(queryEventsOptionsSchema()) },
  payload: ({ query, options }) => ({ query: (query ?? {}) as EventQuery, ...(options as QueryEventsOptions | undefined) }),
  response: QueryEventsResponseWire,
  page: { kind: 'cursor', items: 'events', metadata: 'pagingMetadata', paging: 'query.cursorPaging' },
  idempotent: true,
});

/**
 * Cancels a calendar event (site owner); returns it with `status: 'CANCELLED'`. Cancelling a
 * `MASTER` event ends its series.
 *
 * @example
 * ```ts
 * const cancelled = await cancelEvent(client, master.id!, { participantNotification: { notifyParticipants: false } });
 * cancelled.status; // 'CANCELLED'
 * ```
 * @function
 */
export const cancelEvent: PlatformCall<[eventId: string, options?: CancelEventOptions], CalendarEvent> = /* @__PURE__ */ defineCall({
  name: 'cancelEvent',
  method: 'POST',
  path: '/calendar/v3/events/{eventId}/cancel',
  args: [
    { name: 'eventId', placement: 'path' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(cancelEventOptionsSchema()) }),
  response: EventResponseWire,
  unwrap: 'event',
});
