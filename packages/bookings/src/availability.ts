import * as z from 'zod/mini';
import { defineCall, InputError, type Page, type PlatformCall } from '@frontdesk/core';
import { availabilityQuerySchema, multiSlotOptionsSchema, queryAvailabilityOptionsSchema, sortEncoding } from './query-inputs.js';
import type {
  AvailabilityQuery,
  MultiSlotAvailabilityResponse,
  MultiSlotOptions,
  QueryAvailabilityOptions,
  QueryAvailabilityResponse,
  ScheduleAvailabilityResponse,
  SlotAvailability,
} from './types.js';
import { MultiSlotAvailabilityResponseWire, QueryAvailabilityResponseWire, ScheduleAvailabilityResponseWire } from './wire.gen.js';

/*
 * Availability (wire.md rows 1-3, platform-rules section 4). Slot times come back as local
 * date-time strings in the requested time zone; they are not converted to `Date`s.
 */

const UTC_ZONES = new Set(['UTC', 'Etc/UTC', 'GMT', 'Etc/GMT', 'Z']);

/**
 * The wall time of `date` in `timeZone` as the platform's local date-time text
 * (`2026-03-02T08:00:00.000`). Without a zone, or in UTC, the ISO text (`2026-03-02T06:00:00.000Z`),
 * as the official SDK sends a `Date`.
 */
function localDateTime(date: Date, timeZone: string | undefined, field: 'from' | 'to'): string {
  if (Number.isNaN(date.getTime())) throw new InputError([{ argument: 'options', path: [field], message: 'must be a valid Date' }]);
  if (!timeZone || UTC_ZONES.has(timeZone)) return date.toISOString();
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(date);
  } catch {
    const message = `is not a time zone (needed to send "${field}" as a local time)`;
    throw new InputError([{ argument: 'options', path: ['timeZone'], message }]);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  const ms = String(date.getUTCMilliseconds()).padStart(3, '0');
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}.${ms}`;
}

/** The body of `calculateMultiSlotAvailability`: the options, with `Date` bounds as local date-time text. */
function multiSlotPayload({ options }: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...(options as MultiSlotOptions | undefined) };
  const timeZone = typeof payload.timeZone === 'string' ? payload.timeZone : undefined;
  for (const field of ['from', 'to'] as const) {
    const value = payload[field];
    if (value instanceof Date) payload[field] = localDateTime(value, timeZone, field);
  }
  return payload;
}

/**
 * Lists a service's slots in a date range, with open spots, `bookable` and policy violations;
 * bookable entries come first. With `timezone`, the filter's wall times are read in that zone and
 * the slots are given in it. Anyone may call it.
 *
 * @example
 * ```ts
 * const { availabilityEntries } = await queryAvailability(
 *   client,
 *   { filter: { serviceId, startDate: '2026-03-02T00:00:00', endDate: '2026-03-03T00:00:00', bookable: true } },
 *   { timezone: 'Europe/London', slotsPerDay: 4 },
 * );
 * ```
 * @function
 */
export const queryAvailability: PlatformCall<[query: AvailabilityQuery, options?: QueryAvailabilityOptions], QueryAvailabilityResponse> =
  /* @__PURE__ */ defineCall({
    name: 'queryAvailability',
    method: 'POST',
    path: '/availability-calendar/v1/availability/query',
    args: [
      { name: 'query', placement: 'field' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () =>
      process.env.NODE_ENV === 'production'
        ? undefined
        : { query: availabilityQuerySchema(), options: z.optional(queryAvailabilityOptionsSchema()) },
    encode: { query: sortEncoding },
    response: QueryAvailabilityResponseWire,
    idempotent: true,
  });

/**
 * Gets a course schedule's spots (total and open) and policy violations, and the most
 * participants one booking may have.
 *
 * @example
 * ```ts
 * const { availability } = await getScheduleAvailability(client, scheduleId);
 * if ((availability?.openSpots ?? 0) > 0) showBookButton();
 * ```
 * @function
 */
export const getScheduleAvailability: PlatformCall<[id: string], ScheduleAvailabilityResponse> = /* @__PURE__ */ defineCall({
  name: 'getScheduleAvailability',
  method: 'GET',
  path: '/v2/availability/schedule/{id}',
  args: [{ name: 'id', placement: 'path' }],
  response: ScheduleAvailabilityResponseWire,
});

/**
 * Finds chains of back-to-back slots for 1-6 services at one location; returns a cursor `Page` of
 * chains, each with one `nestedSlots` item per service. `slotsPerDay` keeps at most that many
 * chains per local day, bookable first. `from` and `to` are local date-time strings or `Date`s (sent as
 * their wall time in `timeZone`); `location.locationType` is `BUSINESS`, `CUSTOM` or `CUSTOMER`.
 *
 * @example
 * ```ts
 * const page = await calculateMultiSlotAvailability(client, {
 *   from: '2026-03-02T00:00:00', to: '2026-03-03T00:00:00', timeZone: 'UTC',
 *   location: { locationType: 'BUSINESS', id: locationId },
 *   slots: [{ serviceId: haircut }, { serviceId: color }],
 * });
 * for await (const chain of page) console.log(chain.nestedSlots?.map((s) => s.start));
 * ```
 * @function
 */
export const calculateMultiSlotAvailability: PlatformCall<
  [options?: MultiSlotOptions],
  Page<SlotAvailability, MultiSlotAvailabilityResponse>
> = /* @__PURE__ */ defineCall({
  name: 'calculateMultiSlotAvailability',
  method: 'POST',
  path: '/v1/availability/multislot',
  args: [{ name: 'options', placement: 'spread' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(multiSlotOptionsSchema()) }),
  payload: multiSlotPayload,
  response: MultiSlotAvailabilityResponseWire,
  page: { kind: 'cursor', items: 'slots', metadata: 'cursorPagingMetadata', paging: 'cursorPaging' },
  idempotent: true,
});
