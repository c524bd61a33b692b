import * as z from 'zod/mini';
import { nonEmptyString, oneOf } from '@frontdesk/core';
import { MultiServiceBookingType, PaymentStatus } from './enums.js';
import {
  bookedAddOnSchema,
  flowControlSchema,
  participantChoicesSchema,
  participantNotificationSchema,
  revisionSchema,
  slotInputSchema,
} from './inputs.js';

/*
 * The argument schemas of the multi-service booking calls (internal), for their development-only
 * `inputs` (the single-booking ones are in inputs.ts).
 */

/** `{ bookingId, revision, paymentStatus? }`: one child booking in a multi-service action. */
export const bookingRevisionInfoSchema = () =>
  z.object({
    bookingId: nonEmptyString(),
    revision: revisionSchema(),
    paymentStatus: z.optional(oneOf(PaymentStatus)),
  });

const multiOptionFields = () => ({
  participantNotification: z.optional(participantNotificationSchema()),
  sendSmsReminder: z.optional(z.boolean()),
  flowControlSettings: z.optional(flowControlSchema()),
  returnFullEntity: z.optional(z.boolean()),
});

/** Options of `createMultiServiceBooking`. */
export const createMultiOptionsSchema = () =>
  z.object({
    ...multiOptionFields(),
    multiServiceBookingType: z.optional(oneOf(MultiServiceBookingType)),
    formSubmission: z.optional(z.record(z.string(), z.unknown())),
  });

/** One child of `rescheduleMultiServiceBooking`: the booking, its revision and its new slot. */
export const rescheduleBookingInfoSchema = () =>
  z.object({
    bookingId: nonEmptyString(),
    revision: revisionSchema(),
    slot: slotInputSchema(),
    totalParticipants: z.optional(z.number()),
    participantsChoices: z.optional(participantChoicesSchema()),
    bookedAddOns: z.optional(z.array(bookedAddOnSchema())),
  });

/** Options shared by the multi-service actions (reschedule, cancel). */
export const multiOptionsSchema = () => z.object(multiOptionFields());

/** Options of `cancelMultiServiceBooking`: the shared options and `waiveCharges`. */
export const cancelMultiOptionsSchema = () => z.object({ ...multiOptionFields(), waiveCharges: z.optional(z.boolean()) });

/** Options of the multi-service status changes: every child with its current revision. */
export const multiStatusOptionsSchema = () =>
  z.object({
    ...multiOptionFields(),
    markAsPendingBookingsInfo: z.optional(z.array(bookingRevisionInfoSchema())),
    confirmBookingsInfo: z.optional(z.array(bookingRevisionInfoSchema())),
    declineBookingsInfo: z.optional(z.array(bookingRevisionInfoSchema())),
    doubleBooked: z.optional(z.boolean()),
  });

/** Options of adding and removing bookings: `{ bookingId, revision }` entries. */
export const multiBookingsOptionsSchema = () =>
  z.object({
    bookings: z.optional(z.array(z.object({ bookingId: nonEmptyString(), revision: revisionSchema() }))),
    returnFullEntity: z.optional(z.boolean()),
  });
