import * as z from 'zod/mini';
import { LocationTypeSchema, SortOrderSchema } from './enums.js';

/*
 * Request shapes of the availability and extended-bookings reader calls.
 */

const SortingSchema = z.object({ fieldName: z.string(), order: z.optional(SortOrderSchema) });
const CursorPagingSchema = z.object({ limit: z.optional(z.number()), cursor: z.optional(z.string()) });

/**
 * The availability query: `filter` needs `serviceId`, `startDate` and `endDate` (ISO date-time
 * strings; with a `timezone` option their offsets are ignored and the wall time is read in that
 * zone). Filters are equality only. Only `startDate` is sortable.
 *
 * @example
 * ```ts
 * const query: AvailabilityQuery = { filter: { serviceId, startDate: '2026-03-02T00:00:00', endDate: '2026-03-03T00:00:00' } };
 * ```
 */
export const AvailabilityQuerySchema = z.object({
  filter: z.looseObject({
    serviceId: z.union([z.string(), z.array(z.string())]),
    startDate: z.string(),
    endDate: z.string(),
    resourceId: z.optional(z.union([z.string(), z.array(z.string())])),
    bookable: z.optional(z.boolean()),
    openSpots: z.optional(z.number()),
    bookingPolicyViolations: z.optional(z.looseObject({})),
  }),
  sort: z.optional(z.array(SortingSchema)),
  cursorPaging: z.optional(CursorPagingSchema),
});
/**
 * The type of {@link AvailabilityQuerySchema}.
 *
 * @example
 * ```ts
 * const query: AvailabilityQuery = { filter: { serviceId, startDate, endDate, bookable: true } };
 * ```
 */
export type AvailabilityQuery = z.input<typeof AvailabilityQuerySchema>;

/**
 * Options of `queryAvailability`: the time zone of the result (and of the filter's wall times) and
 * the most entries per day.
 *
 * @example
 * ```ts
 * await queryAvailability(client, query, { timezone: 'Europe/Bucharest', slotsPerDay: 3 });
 * ```
 */
export const QueryAvailabilityOptionsSchema = z.object({ timezone: z.optional(z.string()), slotsPerDay: z.optional(z.number()) });

/**
 * Options of `calculateMultiSlotAvailability`: a chain of 1-6 services booked back to back.
 *
 * @example
 * ```ts
 * await calculateMultiSlotAvailability(client, { from, to, timeZone: 'UTC', location: { locationType: 'OWNER_BUSINESS', id }, slots: [{ serviceId: a }, { serviceId: b }] });
 * ```
 */
export const MultiSlotOptionsSchema = z.object({
  from: z.optional(z.string()),
  to: z.optional(z.string()),
  timeZone: z.optional(z.string()),
  bookable: z.optional(z.boolean()),
  bookingPolicyViolations: z.optional(z.looseObject({})),
  location: z.optional(z.looseObject({ id: z.optional(z.string()), locationType: z.optional(LocationTypeSchema) })),
  slots: z.optional(
    z.array(
      z.looseObject({
        serviceId: z.string(),
        resourcesFilter: z.optional(z.object({ resourceIds: z.optional(z.array(z.string())) })),
        customerChoices: z.optional(z.looseObject({ durationInMinutes: z.optional(z.number()), addOnIds: z.optional(z.array(z.string())) })),
      }),
    ),
  ),
  slotsPerDay: z.optional(z.number()),
  cursorPaging: z.optional(CursorPagingSchema),
});
/**
 * The type of {@link MultiSlotOptionsSchema}.
 *
 * @example
 * ```ts
 * const options: MultiSlotOptions = { from, to, timeZone: 'UTC', slots: [{ serviceId }] };
 * ```
 */
export type MultiSlotOptions = z.input<typeof MultiSlotOptionsSchema>;

/**
 * An extended-bookings query: `filter` (platform-rules 1.6), `sort`, and `paging` or `cursorPaging`
 * (default 50, at most 100; newest first).
 *
 * @example
 * ```ts
 * const query: ExtendedBookingQuery = { filter: { status: { $in: ['CONFIRMED', 'PENDING'] } }, sort: [{ fieldName: 'startDate' }] };
 * ```
 */
export const ExtendedBookingQuerySchema = z.object({
  filter: z.optional(z.record(z.string(), z.unknown())),
  sort: z.optional(z.array(SortingSchema)),
  paging: z.optional(z.object({ limit: z.optional(z.number()), offset: z.optional(z.number()) })),
  cursorPaging: z.optional(CursorPagingSchema),
});
/**
 * The type of {@link ExtendedBookingQuerySchema}.
 *
 * @example
 * ```ts
 * const query: ExtendedBookingQuery = { cursorPaging: { limit: 10 } };
 * ```
 */
export type ExtendedBookingQuery = z.input<typeof ExtendedBookingQuerySchema>;

/**
 * The `with*` flags of `queryExtendedBookings`: each adds an extra to every result.
 *
 * @example
 * ```ts
 * await queryExtendedBookings(client, query, { withBookingAllowedActions: true, withBookingAttendanceInfo: true });
 * ```
 */
export const ExtendedBookingsOptionsSchema = z.object({
  withBookingAllowedActions: z.optional(z.boolean()),
  withBookingAttendanceInfo: z.optional(z.boolean()),
  withBookingConferencingDetails: z.optional(z.boolean()),
  withBookingPolicySettings: z.optional(z.boolean()),
  withBookingFeeDetails: z.optional(z.boolean()),
});
/**
 * The type of {@link ExtendedBookingsOptionsSchema}.
 *
 * @example
 * ```ts
 * const options: ExtendedBookingsOptions = { withBookingPolicySettings: true };
 * ```
 */
export type ExtendedBookingsOptions = z.input<typeof ExtendedBookingsOptionsSchema>;

/**
 * Options of the deprecated extended-booking query: two flags and a root-level `sessionId`.
 *
 * @example
 * ```ts
 * await legacyQueryExtendedBookings(client, query, { withBookingAllowedActions: true, sessionId });
 * ```
 */
export const LegacyExtendedBookingsOptionsSchema = z.object({
  withBookingAllowedActions: z.optional(z.boolean()),
  withBookingAttendanceInfo: z.optional(z.boolean()),
  sessionId: z.optional(z.string()),
});

/**
 * Options of `countExtendedBookings`: the same filter as the query.
 *
 * @example
 * ```ts
 * await countExtendedBookings(client, { filter: { status: 'CONFIRMED' } });
 * ```
 */
export const CountOptionsSchema = z.object({ filter: z.optional(z.record(z.string(), z.unknown())) });
