import * as z from 'zod/mini';
import { nonEmptyString, oneOf } from '@frontdesk/core';
import { MultiServiceBookingType, PaymentStatus } from './enums.js';
import {
  BookedAddOnSchema,
  FlowControlSchema,
  ParticipantChoicesSchema,
  ParticipantNotificationSchema,
  Revision,
  SlotInputSchema,
} from './inputs.js';

/*
 * Argument validators of the multi-service booking calls (internal; the single-booking ones are in
 * inputs.ts).
 */

/** `{ bookingId, revision, paymentStatus? }`: one child booking in a multi-service action. */
export const BookingRevisionInfoSchema = z.object({
  bookingId: nonEmptyString(),
  revision: Revision,
  paymentStatus: z.optional(oneOf(PaymentStatus)),
});

const multiOptionFields = {
  participantNotification: z.optional(ParticipantNotificationSchema),
  sendSmsReminder: z.optional(z.boolean()),
  flowControlSettings: z.optional(FlowControlSchema),
  returnFullEntity: z.optional(z.boolean()),
};

/** Options of `createMultiServiceBooking`. */
export const CreateMultiOptionsSchema = z.object({
  ...multiOptionFields,
  multiServiceBookingType: z.optional(oneOf(MultiServiceBookingType)),
  formSubmission: z.optional(z.record(z.string(), z.unknown())),
});

/** One child of `rescheduleMultiServiceBooking`: the booking, its revision and its new slot. */
export const RescheduleBookingInfoSchema = z.object({
  bookingId: nonEmptyString(),
  revision: Revision,
  slot: SlotInputSchema,
  totalParticipants: z.optional(z.number()),
  participantsChoices: z.optional(ParticipantChoicesSchema),
  bookedAddOns: z.optional(z.array(BookedAddOnSchema)),
});

/** Options shared by the multi-service actions (reschedule, cancel). */
export const MultiOptionsSchema = z.object(multiOptionFields);

/** Options of `cancelMultiServiceBooking`: the shared options and `waiveCharges`. */
export const CancelMultiOptionsSchema = z.object({ ...multiOptionFields, waiveCharges: z.optional(z.boolean()) });

/** Options of the multi-service status changes: every child with its current revision. */
export const MultiStatusOptionsSchema = z.object({
  ...multiOptionFields,
  markAsPendingBookingsInfo: z.optional(z.array(BookingRevisionInfoSchema)),
  confirmBookingsInfo: z.optional(z.array(BookingRevisionInfoSchema)),
  declineBookingsInfo: z.optional(z.array(BookingRevisionInfoSchema)),
  doubleBooked: z.optional(z.boolean()),
});

/** Options of adding and removing bookings: `{ bookingId, revision }` entries. */
export const MultiBookingsOptionsSchema = z.object({
  bookings: z.optional(z.array(z.object({ bookingId: nonEmptyString(), revision: Revision }))),
  returnFullEntity: z.optional(z.boolean()),
});
