import * as z from 'zod/mini';
import { AttendanceStatusSchema, BookingFeeStatusSchema, LocationTypeSchema } from './enums.js';
import { BookingSchema } from './schemas.js';

/*
 * Response shapes of the availability, extended-bookings, bulk and multi-service calls. Slot times
 * in availability stay local date-time strings (wire.md "Bodies and values").
 */

/**
 * The booking-policy checks a slot fails.
 *
 * @example
 * ```ts
 * if (entry.bookingPolicyViolations?.tooEarlyToBook) show('Opens later');
 * ```
 */
export const BookingPolicyViolationsSchema = z.object({
  tooEarlyToBook: z.optional(z.boolean()),
  tooLateToBook: z.optional(z.boolean()),
  bookOnlineDisabled: z.optional(z.boolean()),
  validSubmissionRequired: z.optional(z.boolean()),
});
/**
 * The type of {@link BookingPolicyViolationsSchema}.
 *
 * @example
 * ```ts
 * const onlyOpen: BookingPolicyViolations = { tooEarlyToBook: false, tooLateToBook: false };
 * ```
 */
export type BookingPolicyViolations = z.infer<typeof BookingPolicyViolationsSchema>;

const SlotResourceSchema = z.looseObject({ id: z.optional(z.string()), name: z.optional(z.string()) });
const SlotLocationSchema = z.looseObject({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  formattedAddress: z.optional(z.string()),
  locationType: z.optional(LocationTypeSchema),
});

/**
 * An availability slot. `startDate`/`endDate` are local date-time strings (`2026-03-02T10:00:00`)
 * in `timezone`.
 *
 * @example
 * ```ts
 * const { startDate, endDate, resource } = entry.slot!;
 * ```
 */
export const SlotSchema = z.looseObject({
  sessionId: z.optional(z.string()),
  serviceId: z.optional(z.string()),
  scheduleId: z.optional(z.string()),
  eventId: z.optional(z.string()),
  startDate: z.optional(z.string()),
  endDate: z.optional(z.string()),
  timezone: z.optional(z.string()),
  resource: z.optional(SlotResourceSchema),
  location: z.optional(SlotLocationSchema),
});
/**
 * The type of {@link SlotSchema}.
 *
 * @example
 * ```ts
 * const booking = await createBooking(client, { bookedEntity: { slot: entry.slot as Slot } });
 * ```
 */
export type Slot = z.infer<typeof SlotSchema>;

/**
 * One availability entry: the slot, whether it can be booked, its spots and policy violations.
 * Chains from `calculateMultiSlotAvailability` carry one `nestedSlots` item per service.
 *
 * @example
 * ```ts
 * const open = availabilityEntries.filter((e) => e.bookable && (e.openSpots ?? 0) > 0);
 * ```
 */
export const SlotAvailabilitySchema = z.looseObject({
  slot: z.optional(SlotSchema),
  bookable: z.optional(z.boolean()),
  totalSpots: z.optional(z.number()),
  openSpots: z.optional(z.number()),
  waitingList: z.optional(z.object({ totalSpots: z.optional(z.number()), openSpots: z.optional(z.number()) })),
  bookingPolicyViolations: z.optional(BookingPolicyViolationsSchema),
  locked: z.optional(z.boolean()),
  nestedSlots: z.optional(
    z.array(
      z.looseObject({
        serviceId: z.optional(z.string()),
        start: z.optional(z.string()),
        end: z.optional(z.string()),
        resource: z.optional(SlotResourceSchema),
        scheduleId: z.optional(z.string()),
      }),
    ),
  ),
});
/**
 * The type of {@link SlotAvailabilitySchema}.
 *
 * @example
 * ```ts
 * const label = (e: SlotAvailability) => `${e.slot?.startDate} (${e.openSpots} open)`;
 * ```
 */
export type SlotAvailability = z.infer<typeof SlotAvailabilitySchema>;

/**
 * `{ availabilityEntries }`, the answer of `queryAvailability`: bookable entries first.
 *
 * @example
 * ```ts
 * const { availabilityEntries } = await queryAvailability(client, query);
 * ```
 */
export const QueryAvailabilityResponseSchema = z.object({ availabilityEntries: z.optional(z.array(SlotAvailabilitySchema)) });
/**
 * The type of {@link QueryAvailabilityResponseSchema}.
 *
 * @example
 * ```ts
 * const response: QueryAvailabilityResponse = await queryAvailability(client, query);
 * ```
 */
export type QueryAvailabilityResponse = z.infer<typeof QueryAvailabilityResponseSchema>;

/**
 * A schedule's (course's) spots and policy violations, plus the participants limit per booking.
 *
 * @example
 * ```ts
 * const { availability, bookingPolicySettings } = await getScheduleAvailability(client, scheduleId);
 * ```
 */
export const ScheduleAvailabilityResponseSchema = z.object({
  availability: z.optional(
    z.object({ totalSpots: z.optional(z.number()), openSpots: z.optional(z.number()), bookingPolicyViolations: z.optional(BookingPolicyViolationsSchema) }),
  ),
  bookingPolicySettings: z.optional(z.object({ maxParticipantsPerBooking: z.optional(z.number()) })),
});
/**
 * The type of {@link ScheduleAvailabilityResponseSchema}.
 *
 * @example
 * ```ts
 * const response: ScheduleAvailabilityResponse = await getScheduleAvailability(client, scheduleId);
 * ```
 */
export type ScheduleAvailabilityResponse = z.infer<typeof ScheduleAvailabilityResponseSchema>;

/**
 * Cursor paging metadata: `{ count, cursors: { next, prev }, hasNext }`.
 *
 * @example
 * ```ts
 * if (response.cursorPagingMetadata?.hasNext) next(response.cursorPagingMetadata.cursors?.next);
 * ```
 */
export const CursorPagingMetadataSchema = z.object({
  count: z.optional(z.number()),
  cursors: z.optional(z.object({ next: z.optional(z.string()), prev: z.optional(z.string()) })),
  hasNext: z.optional(z.boolean()),
  total: z.optional(z.number()),
});

/**
 * `{ slots, cursorPagingMetadata }`, the answer of `calculateMultiSlotAvailability` (read as a
 * cursor `Page` of chains).
 *
 * @example
 * ```ts
 * const page = await calculateMultiSlotAvailability(client, { from, to, timeZone, location, slots });
 * ```
 */
export const MultiSlotAvailabilityResponseSchema = z.object({
  slots: z.optional(z.array(SlotAvailabilitySchema)),
  cursorPagingMetadata: z.optional(CursorPagingMetadataSchema),
});

/**
 * A booking with the extras asked for by the `with*` flags.
 *
 * @example
 * ```ts
 * for (const { booking, allowedActions } of extendedBookings) if (allowedActions?.cancel) offerCancel(booking);
 * ```
 */
export const ExtendedBookingSchema = z.looseObject({
  booking: z.optional(BookingSchema),
  allowedActions: z.optional(z.object({ cancel: z.optional(z.boolean()), reschedule: z.optional(z.boolean()), refund: z.optional(z.boolean()) })),
  attendance: z.optional(z.object({ id: z.optional(z.string()), status: z.optional(AttendanceStatusSchema), numberOfAttendees: z.optional(z.number()) })),
  conferencingDetails: z.optional(z.object({ guestUrl: z.optional(z.string()), password: z.optional(z.string()) })),
  bookingPolicySettings: z.optional(z.object({ cancellationFeeEnabled: z.optional(z.boolean()) })),
  bookingFeeDetails: z.optional(z.object({ cancellationFeeStatus: z.optional(BookingFeeStatusSchema) })),
});
/**
 * The type of {@link ExtendedBookingSchema}.
 *
 * @example
 * ```ts
 * const canCancel = (item: ExtendedBooking) => item.allowedActions?.cancel === true;
 * ```
 */
export type ExtendedBooking = z.infer<typeof ExtendedBookingSchema>;

/**
 * `{ extendedBookings, pagingMetadata }` of both extended-booking queries.
 *
 * @example
 * ```ts
 * const page = await queryExtendedBookings(client, { filter: { status: 'CONFIRMED' } });
 * ```
 */
export const ExtendedBookingsResponseSchema = z.object({
  extendedBookings: z.optional(z.array(ExtendedBookingSchema)),
  pagingMetadata: z.optional(
    z.object({
      count: z.optional(z.number()),
      offset: z.optional(z.number()),
      total: z.optional(z.number()),
      tooManyToCount: z.optional(z.boolean()),
      cursors: z.optional(z.object({ next: z.optional(z.string()), prev: z.optional(z.string()) })),
      hasNext: z.optional(z.boolean()),
    }),
  ),
});

/**
 * `{ count }` of `countExtendedBookings`.
 *
 * @example
 * ```ts
 * const { count } = await countExtendedBookings(client, { filter: { status: 'PENDING' } });
 * ```
 */
export const CountResponseSchema = z.object({ count: z.number() });

const ItemMetadataSchema = z.object({
  id: z.optional(z.string()),
  originalIndex: z.optional(z.number()),
  success: z.optional(z.boolean()),
  error: z.optional(z.object({ code: z.optional(z.string()), description: z.optional(z.string()), data: z.optional(z.unknown()) })),
});
const BulkActionMetadataSchema = z.object({
  totalSuccesses: z.optional(z.number()),
  totalFailures: z.optional(z.number()),
  undetailedFailures: z.optional(z.number()),
});

/**
 * Per-item results of the bulk booking calls, in request order (`itemMetadata.originalIndex`).
 *
 * @example
 * ```ts
 * const { results, bulkActionMetadata } = await bulkCreateBooking(client, infos, { returnFullEntity: true });
 * ```
 */
export const BulkBookingResponseSchema = z.object({
  results: z.optional(z.array(z.object({ itemMetadata: z.optional(ItemMetadataSchema), item: z.optional(BookingSchema) }))),
  bulkActionMetadata: z.optional(BulkActionMetadataSchema),
});
/**
 * The type of {@link BulkBookingResponseSchema}.
 *
 * @example
 * ```ts
 * const failed = (r: BulkBookingResponse) => r.results?.filter((x) => !x.itemMetadata?.success);
 * ```
 */
export type BulkBookingResponse = z.infer<typeof BulkBookingResponseSchema>;

/**
 * `{ namespace, namespaceData }` of `updateExtendedFields`.
 *
 * @example
 * ```ts
 * const { namespaceData } = await updateExtendedFields(client, bookingId, '@acme/crm', { namespaceData: { tier: 'gold' } });
 * ```
 */
export const ExtendedFieldsResponseSchema = z.object({
  namespace: z.optional(z.string()),
  namespaceData: z.optional(z.record(z.string(), z.unknown())),
});

const BookingResultSchema = z.object({ bookingId: z.optional(z.string()), booking: z.optional(BookingSchema) });

/**
 * A multi-service booking: 2 to 8 back-to-back bookings. `bookings[].booking` is filled when
 * `returnFullEntity` is set.
 *
 * @example
 * ```ts
 * const msb = await getMultiServiceBooking(client, id);
 * const ids = msb.bookings?.map((b) => b.bookingId);
 * ```
 */
export const MultiServiceBookingSchema = z.looseObject({ id: z.optional(z.string()), bookings: z.optional(z.array(BookingResultSchema)) });
/**
 * The type of {@link MultiServiceBookingSchema}.
 *
 * @example
 * ```ts
 * const count = (m: MultiServiceBooking) => m.bookings?.length ?? 0;
 * ```
 */
export type MultiServiceBooking = z.infer<typeof MultiServiceBookingSchema>;

/**
 * `{ multiServiceBooking }`, the answer of the multi-service actions.
 *
 * @example
 * ```ts
 * const { multiServiceBooking } = await cancelMultiServiceBooking(client, id, { returnFullEntity: true });
 * ```
 */
export const MultiServiceBookingResponseSchema = z.object({ multiServiceBooking: MultiServiceBookingSchema });

/**
 * `{ multiServiceBooking, metadata }` of `getMultiServiceBooking` (the call returns the booking).
 *
 * @example
 * ```ts
 * const msb = await getMultiServiceBooking(client, id);
 * ```
 */
export const GetMultiServiceBookingResponseSchema = z.object({
  multiServiceBooking: MultiServiceBookingSchema,
  metadata: z.optional(z.object({ totalNumberOfScheduledBookings: z.optional(z.number()) })),
});

/**
 * `{ bookings }` of adding and removing bookings to and from a multi-service booking.
 *
 * @example
 * ```ts
 * const { bookings } = await removeBookingsFromMultiServiceBooking(client, id, { bookings: [{ bookingId, revision }] });
 * ```
 */
export const BookingResultsResponseSchema = z.object({ bookings: z.optional(z.array(BookingResultSchema)) });

/**
 * Whether a multi-service booking can be booked as it is now.
 *
 * @example
 * ```ts
 * const { bookable, remainingCapacity } = await getMultiServiceBookingAvailability(client, id);
 * ```
 */
export const MultiServiceAvailabilityResponseSchema = z.object({
  bookable: z.optional(z.boolean()),
  totalCapacity: z.optional(z.number()),
  remainingCapacity: z.optional(z.number()),
  policyViolations: z.optional(BookingPolicyViolationsSchema),
  policySettings: z.optional(z.object({ maxParticipantsPerBooking: z.optional(z.number()) })),
  multiServiceBookingInfo: z.optional(z.array(z.object({ bookingId: z.optional(z.string()) }))),
});

/**
 * `{ cancel, reschedule }` per multi-service booking, in request order.
 *
 * @example
 * ```ts
 * const { results } = await bulkGetMultiServiceBookingAllowedActions(client, [id]);
 * results?.[0]?.item?.cancel;
 * ```
 */
export const AllowedActionsResponseSchema = z.object({
  results: z.optional(
    z.array(z.object({ itemMetadata: z.optional(ItemMetadataSchema), item: z.optional(z.object({ cancel: z.optional(z.boolean()), reschedule: z.optional(z.boolean()) })) })),
  ),
  bulkActionMetadata: z.optional(BulkActionMetadataSchema),
});

