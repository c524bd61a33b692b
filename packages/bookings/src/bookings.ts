import * as z from 'zod/mini';
import { defineCall, nonEmptyString, type PlatformCall } from '@frontdesk/core';
import {
  bookingInputSchema,
  bulkConfirmOrDeclineOptionsSchema,
  bulkCreateOptionsSchema,
  cancelOptionsSchema,
  confirmOptionsSchema,
  confirmOrDeclineDetailSchema,
  confirmOrDeclineOptionsSchema,
  createBookingInfoSchema,
  createBookingOptionsSchema,
  extendedFieldsOptionsSchema,
  participantsOptionsSchema,
  rescheduleOptionsSchema,
  slotInputSchema,
  bookingEncoding,
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
export const createBooking: PlatformCall<[booking: BookingInput, options?: CreateBookingOptions], BookingResponse> =
  /* @__PURE__ */ defineCall({
    name: 'createBooking',
    method: 'POST',
    path: '/_api/bookings-service/v2/bookings',
    args: [
      { name: 'booking', placement: 'field' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () =>
      process.env.NODE_ENV === 'production'
        ? undefined
        : { booking: bookingInputSchema(), options: z.optional(createBookingOptionsSchema()) },
    encode: { booking: bookingEncoding },
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
  /* @__PURE__ */ defineCall({
    name: 'bulkCreateBooking',
    method: 'POST',
    path: '/bookings/v2/bulk/bookings/create',
    args: [
      { name: 'createBookingsInfo', placement: 'field' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () =>
      process.env.NODE_ENV === 'production'
        ? undefined
        : { createBookingsInfo: z.array(createBookingInfoSchema()), options: z.optional(bulkCreateOptionsSchema()) },
    encode: { createBookingsInfo: { booking: bookingEncoding } },
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
export const confirmBooking: PlatformCall<[id: string, revision: string, options?: ConfirmOptions], BookingResponse> =
  /* @__PURE__ */ defineCall({
    name: 'confirmBooking',
    method: 'POST',
    path: '/_api/bookings-service/v2/bookings/{id}/confirm',
    args: [
      { name: 'id', placement: 'path' },
      { name: 'revision', placement: 'field' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () =>
      process.env.NODE_ENV === 'production' ? undefined : { revision: nonEmptyString(), options: z.optional(confirmOptionsSchema()) },
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
export const declineBooking: PlatformCall<[id: string, revision: string, options?: ConfirmOptions], BookingResponse> =
  /* @__PURE__ */ defineCall({
    name: 'declineBooking',
    method: 'POST',
    path: '/_api/bookings-service/v2/bookings/{id}/decline',
    args: [
      { name: 'id', placement: 'path' },
      { name: 'revision', placement: 'field' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () =>
      process.env.NODE_ENV === 'production' ? undefined : { revision: nonEmptyString(), options: z.optional(confirmOptionsSchema()) },
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
export const confirmOrDeclineBooking: PlatformCall<[id: string, options?: ConfirmOrDeclineOptions], BookingResponse> =
  /* @__PURE__ */ defineCall({
    name: 'confirmOrDeclineBooking',
    method: 'POST',
    path: '/bookings/v2/confirmation/{id}:confirmOrDecline',
    args: [
      { name: 'id', placement: 'path' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(confirmOrDeclineOptionsSchema()) }),
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
> = /* @__PURE__ */ defineCall({
  name: 'bulkConfirmOrDeclineBooking',
  method: 'POST',
  path: '/bookings/v2/bulk/bookings/confirmOrDecline',
  args: [
    { name: 'details', placement: 'field' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () =>
    process.env.NODE_ENV === 'production'
      ? undefined
      : { details: z.array(confirmOrDeclineDetailSchema()), options: z.optional(bulkConfirmOrDeclineOptionsSchema()) },
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
export const cancelBooking: PlatformCall<[id: string, options: CancelOptions], BookingResponse> = /* @__PURE__ */ defineCall({
  name: 'cancelBooking',
  method: 'POST',
  path: '/_api/bookings-service/v2/bookings/{id}/cancel',
  args: [
    { name: 'id', placement: 'path' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: cancelOptionsSchema() }),
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
export const rescheduleBooking: PlatformCall<[id: string, slot: SlotInput, options: RescheduleOptions], BookingResponse> =
  /* @__PURE__ */ defineCall({
    name: 'rescheduleBooking',
    method: 'POST',
    path: '/_api/bookings-service/v2/bookings/{id}/reschedule',
    args: [
      { name: 'id', placement: 'path' },
      { name: 'slot', placement: 'field' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { slot: slotInputSchema(), options: rescheduleOptionsSchema() }),
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
export const updateNumberOfParticipants: PlatformCall<[id: string, options: ParticipantsOptions], BookingResponse> =
  /* @__PURE__ */ defineCall({
    name: 'updateNumberOfParticipants',
    method: 'POST',
    path: '/_api/bookings-service/v2/bookings/{id}/update_number_of_participants',
    args: [
      { name: 'id', placement: 'path' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: participantsOptionsSchema() }),
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
  /* @__PURE__ */ defineCall({
    name: 'updateExtendedFields',
    method: 'POST',
    path: '/_api/bookings-service/v2/bookings/{id}/update_extended_fields',
    args: [
      { name: 'id', placement: 'path' },
      { name: 'namespace', placement: 'field' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () =>
      process.env.NODE_ENV === 'production' ? undefined : { namespace: nonEmptyString(), options: extendedFieldsOptionsSchema() },
    response: ExtendedFieldsResponseWire,
  });
