import * as z from 'zod/mini';
import { defineCall, nonEmptyString, type PlatformCall } from '@frontdesk/core';
import { bookingInputSchema, bookingEncoding } from './inputs.js';
import {
  cancelMultiOptionsSchema,
  createMultiOptionsSchema,
  multiBookingsOptionsSchema,
  multiOptionsSchema,
  multiStatusOptionsSchema,
  rescheduleBookingInfoSchema,
} from './multi-service-inputs.js';
import type {
  AllowedActionsResponse,
  BookingInput,
  BookingResultsResponse,
  CancelMultiOptions,
  CreateMultiOptions,
  MultiBookingsOptions,
  MultiOptions,
  MultiServiceAvailabilityResponse,
  MultiServiceBooking,
  MultiServiceBookingResponse,
  MultiStatusOptions,
  RescheduleBookingInfo,
} from './types.js';
import {
  AllowedActionsResponseWire,
  BookingResultsResponseWire,
  GetMultiServiceBookingResponseWire,
  MultiServiceAvailabilityResponseWire,
  MultiServiceBookingResponseWire,
} from './wire.gen.js';

/*
 * Multi-service bookings (wire.md rows 38-48, platform-rules 2.5): 2 to 8 back-to-back appointment
 * bookings handled all or nothing.
 */

/**
 * Books 2-8 appointments back to back (each starts when the previous ends, at one location), all or
 * nothing. Every child booking is `CREATED`. Not retried.
 *
 * @example
 * ```ts
 * const { multiServiceBooking } = await createMultiServiceBooking(client, [
 *   { bookedEntity: { slot: haircut } },
 *   { bookedEntity: { slot: color } },
 * ], { returnFullEntity: true });
 * ```
 * @function
 */
export const createMultiServiceBooking: PlatformCall<
  [bookings: BookingInput[], options?: CreateMultiOptions],
  MultiServiceBookingResponse
> = /* @__PURE__ */ defineCall({
  name: 'createMultiServiceBooking',
  method: 'POST',
  path: '/_api/bookings-service/v2/multi_service_bookings',
  args: [
    { name: 'bookings', placement: 'field' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () =>
    process.env.NODE_ENV === 'production'
      ? undefined
      : { bookings: z.array(bookingInputSchema()), options: z.optional(createMultiOptionsSchema()) },
  encode: { bookings: bookingEncoding },
  response: MultiServiceBookingResponseWire,
});

/**
 * Moves the children of a multi-service booking to new back-to-back slots; every child with its
 * current revision.
 *
 * @example
 * ```ts
 * await rescheduleMultiServiceBooking(client, id, [{ bookingId: a, revision: '1', slot: slotA }, { bookingId: b, revision: '1', slot: slotB }]);
 * ```
 * @function
 */
export const rescheduleMultiServiceBooking: PlatformCall<
  [id: string, rescheduleBookingsInfo: RescheduleBookingInfo[], options?: MultiOptions],
  MultiServiceBookingResponse
> = /* @__PURE__ */ defineCall({
  name: 'rescheduleMultiServiceBooking',
  method: 'POST',
  path: '/_api/bookings-service/v2/multi_service_bookings/{id}/reschedule',
  args: [
    { name: 'id', placement: 'path' },
    { name: 'rescheduleBookingsInfo', placement: 'field' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () =>
    process.env.NODE_ENV === 'production'
      ? undefined
      : { rescheduleBookingsInfo: z.array(rescheduleBookingInfoSchema()), options: z.optional(multiOptionsSchema()) },
  response: MultiServiceBookingResponseWire,
});

/**
 * Whether a multi-service booking's slots can still be booked: capacity and policy violations.
 * Site owner.
 *
 * @example
 * ```ts
 * const { bookable } = await getMultiServiceBookingAvailability(client, id);
 * ```
 * @function
 */
export const getMultiServiceBookingAvailability: PlatformCall<[id: string], MultiServiceAvailabilityResponse> = /* @__PURE__ */ defineCall({
  name: 'getMultiServiceBookingAvailability',
  method: 'POST',
  path: '/_api/bookings-service/v2/multi_service_bookings/{id}/get_availability',
  args: [{ name: 'id', placement: 'path' }],
  response: MultiServiceAvailabilityResponseWire,
  idempotent: true,
});

/**
 * Cancels every child of a multi-service booking (its own for a member). No revision.
 *
 * @example
 * ```ts
 * await cancelMultiServiceBooking(client, id, { returnFullEntity: true });
 * ```
 * @function
 */
export const cancelMultiServiceBooking: PlatformCall<[id: string, options?: CancelMultiOptions], MultiServiceBookingResponse> =
  /* @__PURE__ */ defineCall({
    name: 'cancelMultiServiceBooking',
    method: 'POST',
    path: '/_api/bookings-service/v2/multi_service_bookings/{id}/cancel',
    args: [
      { name: 'id', placement: 'path' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(cancelMultiOptionsSchema()) }),
    response: MultiServiceBookingResponseWire,
  });

/**
 * Marks every (`CREATED`) child as `PENDING`, all or nothing; `markAsPendingBookingsInfo` lists
 * every child with its current revision. Site owner.
 *
 * @example
 * ```ts
 * await markMultiServiceBookingAsPending(client, id, { markAsPendingBookingsInfo: infos });
 * ```
 * @function
 */
export const markMultiServiceBookingAsPending: PlatformCall<[id: string, options?: MultiStatusOptions], MultiServiceBookingResponse> =
  /* @__PURE__ */ defineCall({
    name: 'markMultiServiceBookingAsPending',
    method: 'POST',
    path: '/_api/bookings-service/v2/multi_service_bookings/{id}/mark_as_pending',
    args: [
      { name: 'id', placement: 'path' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(multiStatusOptionsSchema()) }),
    response: MultiServiceBookingResponseWire,
  });

/**
 * Confirms every child, all or nothing; `confirmBookingsInfo` lists every child with its current
 * revision. Site owner.
 *
 * @example
 * ```ts
 * await confirmMultiServiceBooking(client, id, { confirmBookingsInfo: infos });
 * ```
 * @function
 */
export const confirmMultiServiceBooking: PlatformCall<[id: string, options?: MultiStatusOptions], MultiServiceBookingResponse> =
  /* @__PURE__ */ defineCall({
    name: 'confirmMultiServiceBooking',
    method: 'POST',
    path: '/_api/bookings-service/v2/multi_service_bookings/{id}/confirm',
    args: [
      { name: 'id', placement: 'path' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(multiStatusOptionsSchema()) }),
    response: MultiServiceBookingResponseWire,
  });

/**
 * Declines every child, all or nothing; `declineBookingsInfo` lists every child with its current
 * revision. Site owner.
 *
 * @example
 * ```ts
 * await declineMultiServiceBooking(client, id, { declineBookingsInfo: infos });
 * ```
 * @function
 */
export const declineMultiServiceBooking: PlatformCall<[id: string, options?: MultiStatusOptions], MultiServiceBookingResponse> =
  /* @__PURE__ */ defineCall({
    name: 'declineMultiServiceBooking',
    method: 'POST',
    path: '/_api/bookings-service/v2/multi_service_bookings/{id}/decline',
    args: [
      { name: 'id', placement: 'path' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(multiStatusOptionsSchema()) }),
    response: MultiServiceBookingResponseWire,
  });

/**
 * `{ cancel, reschedule }` for 1-50 multi-service bookings; an action is allowed only when every
 * child allows it.
 *
 * @example
 * ```ts
 * const { results } = await bulkGetMultiServiceBookingAllowedActions(client, [id]);
 * ```
 * @function
 */
export const bulkGetMultiServiceBookingAllowedActions: PlatformCall<[multiServiceBookingIds: string[]], AllowedActionsResponse> =
  /* @__PURE__ */ defineCall({
    name: 'bulkGetMultiServiceBookingAllowedActions',
    method: 'POST',
    path: '/bookings/multiServiceBookings/v2/bulk/multi_service_bookings/get_allowed_actions',
    args: [{ name: 'multiServiceBookingIds', placement: 'field' }],
    inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { multiServiceBookingIds: z.array(nonEmptyString()) }),
    response: AllowedActionsResponseWire,
    idempotent: true,
  });

/**
 * Gets a multi-service booking with its child bookings.
 *
 * @example
 * ```ts
 * const msb = await getMultiServiceBooking(client, id);
 * msb.bookings?.map((b) => b.booking?.status);
 * ```
 * @function
 */
export const getMultiServiceBooking: PlatformCall<[id: string], MultiServiceBooking> = /* @__PURE__ */ defineCall({
  name: 'getMultiServiceBooking',
  method: 'GET',
  path: '/_api/bookings-service/v2/multi_service_bookings/{id}',
  args: [{ name: 'id', placement: 'path' }],
  response: GetMultiServiceBookingResponseWire,
  unwrap: 'multiServiceBooking',
});

/**
 * Adds standalone bookings (each with its current revision) to a multi-service booking; at most 8
 * in all, and the sequence must stay back to back. Site owner.
 *
 * @example
 * ```ts
 * await addBookingsToMultiServiceBooking(client, id, { bookings: [{ bookingId, revision }] });
 * ```
 * @function
 */
export const addBookingsToMultiServiceBooking: PlatformCall<
  [multiServiceBookingId: string, options?: MultiBookingsOptions],
  BookingResultsResponse
> = /* @__PURE__ */ defineCall({
  name: 'addBookingsToMultiServiceBooking',
  method: 'POST',
  path: '/_api/bookings-service/v2/multi_service_bookings/add_bookings_to_multi_service_booking',
  args: [
    { name: 'multiServiceBookingId', placement: 'field' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () =>
    process.env.NODE_ENV === 'production'
      ? undefined
      : { multiServiceBookingId: nonEmptyString(), options: z.optional(multiBookingsOptionsSchema()) },
  response: BookingResultsResponseWire,
});

/**
 * Removes the first or last child bookings (with their revisions) from a multi-service booking; no
 * list removes them all. With one child or none left, the multi-service booking is deleted. Site
 * owner.
 *
 * @example
 * ```ts
 * await removeBookingsFromMultiServiceBooking(client, id, { bookings: [{ bookingId: last, revision }] });
 * ```
 * @function
 */
export const removeBookingsFromMultiServiceBooking: PlatformCall<
  [multiServiceBookingId: string, options?: MultiBookingsOptions],
  BookingResultsResponse
> = /* @__PURE__ */ defineCall({
  name: 'removeBookingsFromMultiServiceBooking',
  method: 'POST',
  path: '/_api/bookings-service/v2/multi_service_bookings/remove_bookings_from_multi_service_booking',
  args: [
    { name: 'multiServiceBookingId', placement: 'field' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () =>
    process.env.NODE_ENV === 'production'
      ? undefined
      : { multiServiceBookingId: nonEmptyString(), options: z.optional(multiBookingsOptionsSchema()) },
  response: BookingResultsResponseWire,
});
