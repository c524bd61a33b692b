import * as z from 'zod/mini';
import { arg, defineCall, nonEmptyString, type PlatformCall } from '@frontdesk/core';
import {
  BookingInputSchema,
  BulkConfirmOrDeclineOptionsSchema,
  BulkCreateOptionsSchema,
  CancelOptionsSchema,
  ConfirmOptionsSchema,
  ConfirmOrDeclineDetailSchema,
  ConfirmOrDeclineOptionsSchema,
  CreateBookingInfoSchema,
  CreateBookingOptionsSchema,
  ExtendedFieldsOptionsSchema,
  ParticipantsOptionsSchema,
  RescheduleOptionsSchema,
  SlotInputSchema,
} from './inputs.js';
import type {
  BookingInput,
  BookingResponse,
  BulkBookingResponse,
  BulkConfirmOrDeclineOptions,
  BulkCreateOptions,
  CancelOptions,
  ConfirmOptions,
  ConfirmOrDeclineDetail,
  ConfirmOrDeclineOptions,
  CreateBookingInfo,
  CreateBookingOptions,
  ExtendedFieldsOptions,
  ExtendedFieldsResponse,
  ParticipantsOptions,
  RescheduleOptions,
  SlotInput,
} from './types.js';
import { BookingResponseWire, BulkBookingResponseWire, ExtendedFieldsResponseWire } from './wire.gen.js';

/*
 * Single-service bookings (wire.md rows 28-37, platform-rules 2.1-2.8). Calls that change a booking
 * and need its current revision take it (`revision`); a stale one is a `ConflictError` (409). See
 * `withRevisionRetry` for re-reading and retrying once.
 */

// Argument schemas, declared once at the top level so bundlers can drop unused calls.
const OptionalCreateBookingOptionsSchema = z.optional(CreateBookingOptionsSchema);
const ArrayOfCreateBookingInfoSchema = z.array(CreateBookingInfoSchema);
const OptionalBulkCreateOptionsSchema = z.optional(BulkCreateOptionsSchema);
const NonEmpty = nonEmptyString();
const OptionalConfirmOptionsSchema = z.optional(ConfirmOptionsSchema);
const OptionalConfirmOrDeclineOptionsSchema = z.optional(ConfirmOrDeclineOptionsSchema);
const ArrayOfConfirmOrDeclineDetailSchema = z.array(ConfirmOrDeclineDetailSchema);
const OptionalBulkConfirmOrDeclineOptionsSchema = z.optional(BulkConfirmOrDeclineOptionsSchema);

/**
 * Creates a booking: `CREATED` (the site owner may send `status: 'CONFIRMED'`), revision `"1"`,
 * payment status `UNDEFINED`. Fails with `SLOT_NOT_AVAILABLE`, `SESSION_CAPACITY_EXCEEDED` or
 * `BOOKING_POLICY_VIOLATION` when the slot cannot be booked. Not retried.
 *
 * @example
 * ```ts
 * const { booking } = await createBooking(client, {
 *   bookedEntity: { slot: entry.slot },
 *   contactDetails: { firstName: 'Ada', email: 'ada@example.com' },
 *   totalParticipants: 1,
 * });
 * ```
 * @function
 */
export const createBooking: PlatformCall<[booking: BookingInput, options?: CreateBookingOptions], BookingResponse> = defineCall({
  name: 'createBooking',
  method: 'POST',
  path: '/_api/bookings-service/v2/bookings',
  args: [arg.field('booking', BookingInputSchema), arg.spread('options', OptionalCreateBookingOptionsSchema)],
  response: BookingResponseWire,
});

/**
 * Creates up to 40 bookings (site owner). An unavailable item fails on its own (see `results` and
 * `bulkActionMetadata`); a missing required field fails the whole call.
 *
 * @example
 * ```ts
 * const { results } = await bulkCreateBooking(client, [{ booking: { bookedEntity: { slot } } }], { returnFullEntity: true });
 * ```
 * @function
 */
export const bulkCreateBooking: PlatformCall<[createBookingsInfo: CreateBookingInfo[], options?: BulkCreateOptions], BulkBookingResponse> =
  defineCall({
    name: 'bulkCreateBooking',
    method: 'POST',
    path: '/bookings/v2/bulk/bookings/create',
    args: [arg.field('createBookingsInfo', ArrayOfCreateBookingInfoSchema), arg.spread('options', OptionalBulkCreateOptionsSchema)],
    response: BulkBookingResponseWire,
  });

/**
 * Confirms a `CREATED`, `PENDING` or `WAITING_LIST` booking (site owner); needs its current revision.
 *
 * @example
 * ```ts
 * const { booking } = await confirmBooking(client, bookingId, booking.revision!, { paymentStatus: 'PAID' });
 * ```
 * @function
 */
export const confirmBooking: PlatformCall<[id: string, revision: string, options?: ConfirmOptions], BookingResponse> = defineCall({
  name: 'confirmBooking',
  method: 'POST',
  path: '/_api/bookings-service/v2/bookings/{id}/confirm',
  args: [arg.path('id'), arg.field('revision', NonEmpty), arg.spread('options', OptionalConfirmOptionsSchema)],
  response: BookingResponseWire,
});

/**
 * Declines a `CREATED`, `PENDING` or `WAITING_LIST` booking (site owner); needs its current revision.
 *
 * @example
 * ```ts
 * await declineBooking(client, bookingId, revision);
 * ```
 * @function
 */
export const declineBooking: PlatformCall<[id: string, revision: string, options?: ConfirmOptions], BookingResponse> = defineCall({
  name: 'declineBooking',
  method: 'POST',
  path: '/_api/bookings-service/v2/bookings/{id}/decline',
  args: [arg.path('id'), arg.field('revision', NonEmpty), arg.spread('options', OptionalConfirmOptionsSchema)],
  response: BookingResponseWire,
});

/**
 * Confirms or declines a booking the way a custom checkout does (platform-rules 2.4): a booking
 * whose slot is taken is declined unless it is paid; otherwise it becomes `CONFIRMED` (or
 * `PENDING` for services that need manual approval). No revision.
 *
 * @example
 * ```ts
 * const { booking } = await confirmOrDeclineBooking(client, bookingId, { paymentStatus: 'PAID' });
 * ```
 * @function
 */
export const confirmOrDeclineBooking: PlatformCall<[id: string, options?: ConfirmOrDeclineOptions], BookingResponse> = defineCall({
  name: 'confirmOrDeclineBooking',
  method: 'POST',
  path: '/bookings/v2/confirmation/{id}:confirmOrDecline',
  args: [arg.path('id'), arg.spread('options', OptionalConfirmOrDeclineOptionsSchema)],
  response: BookingResponseWire,
});

/**
 * `confirmOrDeclineBooking` for up to 300 bookings; one result per booking.
 *
 * @example
 * ```ts
 * await bulkConfirmOrDeclineBooking(client, [{ bookingId: a, paymentStatus: 'PAID' }, { bookingId: b }], { returnEntity: true });
 * ```
 * @function
 */
export const bulkConfirmOrDeclineBooking: PlatformCall<
  [details: ConfirmOrDeclineDetail[], options?: BulkConfirmOrDeclineOptions],
  BulkBookingResponse
> = defineCall({
  name: 'bulkConfirmOrDeclineBooking',
  method: 'POST',
  path: '/bookings/v2/bulk/bookings/confirmOrDecline',
  args: [arg.field('details', ArrayOfConfirmOrDeclineDetailSchema), arg.spread('options', OptionalBulkConfirmOrDeclineOptionsSchema)],
  response: BulkBookingResponseWire,
});

/**
 * Cancels a booking (its own for a member); needs the current revision. The service's
 * cancellation policy applies unless `flowControlSettings.ignoreCancellationPolicy` is set.
 *
 * @example
 * ```ts
 * const { booking } = await cancelBooking(client, bookingId, { revision: booking.revision! });
 * booking.status; // 'CANCELED'
 * ```
 * @function
 */
export const cancelBooking: PlatformCall<[id: string, options: CancelOptions], BookingResponse> = defineCall({
  name: 'cancelBooking',
  method: 'POST',
  path: '/_api/bookings-service/v2/bookings/{id}/cancel',
  args: [arg.path('id'), arg.spread('options', CancelOptionsSchema)],
  response: BookingResponseWire,
});

/**
 * Moves a booking to another slot (its own for a member); needs the current revision. The new slot
 * must be free and the reschedule policy must allow it. Emits `bookingRescheduled` with the
 * previous dates.
 *
 * @example
 * ```ts
 * const { booking } = await rescheduleBooking(client, bookingId, next.slot!, { revision: booking.revision! });
 * ```
 * @function
 */
export const rescheduleBooking: PlatformCall<[id: string, slot: SlotInput, options: RescheduleOptions], BookingResponse> = defineCall({
  name: 'rescheduleBooking',
  method: 'POST',
  path: '/_api/bookings-service/v2/bookings/{id}/reschedule',
  args: [arg.path('id'), arg.field('slot', SlotInputSchema), arg.spread('options', RescheduleOptionsSchema)],
  response: BookingResponseWire,
});

/**
 * Changes the participants of a class or course booking (site owner); needs the current revision.
 * The session's capacity applies.
 *
 * @example
 * ```ts
 * await updateNumberOfParticipants(client, bookingId, { revision, totalParticipants: 3 });
 * ```
 * @function
 */
export const updateNumberOfParticipants: PlatformCall<[id: string, options: ParticipantsOptions], BookingResponse> = defineCall({
  name: 'updateNumberOfParticipants',
  method: 'POST',
  path: '/_api/bookings-service/v2/bookings/{id}/update_number_of_participants',
  args: [arg.path('id'), arg.spread('options', ParticipantsOptionsSchema)],
  response: BookingResponseWire,
});

/**
 * Replaces one namespace of a booking's extended fields (site owner). No revision.
 *
 * @example
 * ```ts
 * const { namespaceData } = await updateExtendedFields(client, bookingId, '@acme/crm', { namespaceData: { tier: 'gold' } });
 * ```
 * @function
 */
export const updateExtendedFields: PlatformCall<[id: string, namespace: string, options: ExtendedFieldsOptions], ExtendedFieldsResponse> =
  defineCall({
    name: 'updateExtendedFields',
    method: 'POST',
    path: '/_api/bookings-service/v2/bookings/{id}/update_extended_fields',
    args: [arg.path('id'), arg.field('namespace', NonEmpty), arg.spread('options', ExtendedFieldsOptionsSchema)],
    response: ExtendedFieldsResponseWire,
  });
