import * as z from 'zod/mini';
import { oneOf, wireFloat } from '@frontdesk/core';
import { LocationType, MultiSlotLocationType } from './enums.js';
import { cursorPagingSchema, sortingSchema } from './inputs.js';

/*
 * The argument schemas of the availability and extended-bookings reader calls (internal), for their
 * development-only `inputs`; the sort origins' floats are the encoding's (at the end, every build).
 */

const idOrIds = () => z.union([z.string(), z.array(z.string())]);

/** A sort criterion of the availability query, with its optional geo-distance `origin`. */
const availabilitySortingSchema = () =>
  z.extend(sortingSchema(), {
    origin: z.optional(z.object({})),
  });

/** The availability query: `filter.serviceId`, `startDate` and `endDate` are required. */
export const availabilityQuerySchema = () =>
  z.object({
    filter: z.looseObject({
      serviceId: idOrIds(),
      startDate: z.string(),
      endDate: z.string(),
      resourceId: z.optional(idOrIds()),
      bookable: z.optional(z.boolean()),
      openSpots: z.optional(z.number()),
      bookingPolicyViolations: z.optional(z.looseObject({})),
    }),
    sort: z.optional(z.array(availabilitySortingSchema())),
    cursorPaging: z.optional(cursorPagingSchema()),
  });

/** Options of `queryAvailability`. */
export const queryAvailabilityOptionsSchema = () => z.object({ timezone: z.optional(z.string()), slotsPerDay: z.optional(z.number()) });

/** Options of `calculateMultiSlotAvailability`: each chained service needs its `serviceId`. */
export const multiSlotOptionsSchema = () =>
  z.object({
    from: z.optional(z.union([z.string(), z.date()])),
    to: z.optional(z.union([z.string(), z.date()])),
    timeZone: z.optional(z.string()),
    bookable: z.optional(z.boolean()),
    bookingPolicyViolations: z.optional(z.looseObject({})),
    location: z.optional(
      z.looseObject({
        id: z.optional(z.string()),
        locationType: z.optional(oneOf({ ...MultiSlotLocationType, ...LocationType })),
      }),
    ),
    slots: z.optional(z.array(z.looseObject({ serviceId: z.string() }))),
    slotsPerDay: z.optional(z.number()),
    cursorPaging: z.optional(cursorPagingSchema()),
  });

const extendedBookingQueryShape = () => ({
  filter: z.optional(z.record(z.string(), z.unknown())),
  sort: z.optional(z.array(availabilitySortingSchema())),
  paging: z.optional(z.object({ limit: z.optional(z.number()), offset: z.optional(z.number()) })),
  cursorPaging: z.optional(cursorPagingSchema()),
});

/** An extended-bookings query (sort criteria may carry a geo-distance `origin`). */
export const extendedBookingQuerySchema = () => z.object(extendedBookingQueryShape());

/** The deprecated extended-booking query: also projected `fields` and `fieldsets`. */
export const legacyExtendedBookingQuerySchema = () =>
  z.object({
    ...extendedBookingQueryShape(),
    fields: z.optional(z.array(z.string())),
    fieldsets: z.optional(z.array(z.string())),
  });

/** The `with*` flags of `queryExtendedBookings`. */
export const extendedBookingsOptionsSchema = () =>
  z.object({
    withBookingAllowedActions: z.optional(z.boolean()),
    withBookingAttendanceInfo: z.optional(z.boolean()),
    withBookingConferencingDetails: z.optional(z.boolean()),
    withBookingPolicySettings: z.optional(z.boolean()),
    withBookingFeeDetails: z.optional(z.boolean()),
    withEcomOrder: z.optional(z.boolean()),
  });

/** Options of the deprecated extended-booking query. */
export const legacyExtendedBookingsOptionsSchema = () =>
  z.object({
    withBookingAllowedActions: z.optional(z.boolean()),
    withBookingAttendanceInfo: z.optional(z.boolean()),
    sessionId: z.optional(z.string()),
  });

/** Options of `countExtendedBookings`. */
export const countOptionsSchema = () => z.object({ filter: z.optional(z.record(z.string(), z.unknown())) });

/** A query's wire form (every build): the geo-distance origins of its sort, as floats. */
export const sortEncoding = { sort: { origin: { latitude: wireFloat, longitude: wireFloat } } };
