import * as z from 'zod/mini';
import { arg, defineCall, type Page, type PlatformCall } from '@frontdesk/core';
import { AvailabilityQuerySchema, MultiSlotOptionsSchema, QueryAvailabilityOptionsSchema } from './query-inputs.js';
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

// Argument schemas, declared once at the top level so bundlers can drop unused calls.
const OptionalQueryAvailabilityOptionsSchema = z.optional(QueryAvailabilityOptionsSchema);
const OptionalMultiSlotOptionsSchema = z.optional(MultiSlotOptionsSchema);

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
export const queryAvailability: PlatformCall<[query: AvailabilityQuery, options?: QueryAvailabilityOptions], QueryAvailabilityResponse> = defineCall({
  name: 'queryAvailability',
  method: 'POST',
  path: '/availability-calendar/v1/availability/query',
  args: [arg.field('query', AvailabilityQuerySchema), arg.spread('options', OptionalQueryAvailabilityOptionsSchema)],
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
export const getScheduleAvailability: PlatformCall<[id: string], ScheduleAvailabilityResponse> = defineCall({
  name: 'getScheduleAvailability',
  method: 'GET',
  path: '/v2/availability/schedule/{id}',
  args: [arg.path('id')],
  response: ScheduleAvailabilityResponseWire,
});

/**
 * Finds chains of back-to-back slots for 1-6 services at one location; returns a cursor `Page` of
 * chains, each with one `nestedSlots` item per service. `slotsPerDay` keeps at most that many
 * chains per local day, bookable first.
 *
 * @example
 * ```ts
 * const page = await calculateMultiSlotAvailability(client, {
 *   from: '2026-03-02T00:00:00', to: '2026-03-03T00:00:00', timeZone: 'UTC',
 *   location: { locationType: 'OWNER_BUSINESS', id: locationId },
 *   slots: [{ serviceId: haircut }, { serviceId: color }],
 * });
 * for await (const chain of page) console.log(chain.nestedSlots?.map((s) => s.start));
 * ```
 * @function
 */
export const calculateMultiSlotAvailability: PlatformCall<[options?: MultiSlotOptions], Page<SlotAvailability, MultiSlotAvailabilityResponse>> = defineCall({
  name: 'calculateMultiSlotAvailability',
  method: 'POST',
  path: '/v1/availability/multislot',
  args: [arg.spread('options', OptionalMultiSlotOptionsSchema)],
  response: MultiSlotAvailabilityResponseWire,
  page: { kind: 'cursor', items: 'slots', metadata: 'cursorPagingMetadata', paging: 'cursorPaging' },
  idempotent: true,
});
