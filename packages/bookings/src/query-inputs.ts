import * as z from 'zod/mini';
import { floatInput, oneOf } from '@frontdesk/core';
import { LocationType, MultiSlotLocationType } from './enums.js';
import { CursorPagingSchema, SortingSchema, loose } from './inputs.js';
import type { AvailabilityFilter, BookingPolicyViolations, MultiSlotLocation, MultiSlotService } from './types.js';

/*
 * Argument validators of the availability and extended-bookings reader calls (internal).
 */

const IdOrIds = z.union([z.string(), z.array(z.string())]);

/** A sort criterion of the availability query, with its optional geo-distance `origin` (floats checked). */
const AvailabilitySortingSchema = z.extend(SortingSchema, {
  origin: z.optional(z.object({ latitude: z.optional(floatInput()), longitude: z.optional(floatInput()) })),
});

/** The availability query: `filter.serviceId`, `startDate` and `endDate` are required. */
export const AvailabilityQuerySchema = z.object({
  filter: loose<AvailabilityFilter>({
    serviceId: IdOrIds,
    startDate: z.string(),
    endDate: z.string(),
    resourceId: z.optional(IdOrIds),
    bookable: z.optional(z.boolean()),
    openSpots: z.optional(z.number()),
    bookingPolicyViolations: z.optional(loose<BookingPolicyViolations>({})),
  }),
  sort: z.optional(z.array(AvailabilitySortingSchema)),
  cursorPaging: z.optional(CursorPagingSchema),
});

/** Options of `queryAvailability`. */
export const QueryAvailabilityOptionsSchema = z.object({ timezone: z.optional(z.string()), slotsPerDay: z.optional(z.number()) });

/** Options of `calculateMultiSlotAvailability`: each chained service needs its `serviceId`. */
export const MultiSlotOptionsSchema = z.object({
  from: z.optional(z.union([z.string(), z.date()])),
  to: z.optional(z.union([z.string(), z.date()])),
  timeZone: z.optional(z.string()),
  bookable: z.optional(z.boolean()),
  bookingPolicyViolations: z.optional(loose<BookingPolicyViolations>({})),
  location: z.optional(
    loose<MultiSlotLocation>({
      id: z.optional(z.string()),
      locationType: z.optional(oneOf({ ...MultiSlotLocationType, ...LocationType })),
    }),
  ),
  slots: z.optional(z.array(loose<MultiSlotService>({ serviceId: z.string() }))),
  slotsPerDay: z.optional(z.number()),
  cursorPaging: z.optional(CursorPagingSchema),
});

const extendedBookingQueryShape = {
  filter: z.optional(z.record(z.string(), z.unknown())),
  sort: z.optional(z.array(AvailabilitySortingSchema)),
  paging: z.optional(z.object({ limit: z.optional(z.number()), offset: z.optional(z.number()) })),
  cursorPaging: z.optional(CursorPagingSchema),
};

/** An extended-bookings query (sort criteria may carry a geo-distance `origin`). */
export const ExtendedBookingQuerySchema = z.object(extendedBookingQueryShape);

/** The deprecated extended-booking query: also projected `fields` and `fieldsets`. */
export const LegacyExtendedBookingQuerySchema = z.object({
  ...extendedBookingQueryShape,
  fields: z.optional(z.array(z.string())),
  fieldsets: z.optional(z.array(z.string())),
});

/** The `with*` flags of `queryExtendedBookings`. */
export const ExtendedBookingsOptionsSchema = z.object({
  withBookingAllowedActions: z.optional(z.boolean()),
  withBookingAttendanceInfo: z.optional(z.boolean()),
  withBookingConferencingDetails: z.optional(z.boolean()),
  withBookingPolicySettings: z.optional(z.boolean()),
  withBookingFeeDetails: z.optional(z.boolean()),
  withEcomOrder: z.optional(z.boolean()),
});

/** Options of the deprecated extended-booking query. */
export const LegacyExtendedBookingsOptionsSchema = z.object({
  withBookingAllowedActions: z.optional(z.boolean()),
  withBookingAttendanceInfo: z.optional(z.boolean()),
  sessionId: z.optional(z.string()),
});

/** Options of `countExtendedBookings`. */
export const CountOptionsSchema = z.object({ filter: z.optional(z.record(z.string(), z.unknown())) });
