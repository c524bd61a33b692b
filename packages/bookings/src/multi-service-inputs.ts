import * as z from 'zod/mini';
import { MultiServiceBookingTypeSchema, PaymentStatusSchema, nonEmpty } from './enums.js';
import { FlowControlSchema, ParticipantNotificationSchema, SlotInputSchema } from './inputs.js';
import { ParticipantChoicesSchema } from './schemas.js';

/*
 * Request shapes of the multi-service booking calls (the single-booking ones are in inputs.ts).
 */

const revision = nonEmpty();

/**
 * `{ bookingId, revision, paymentStatus? }`: one child booking in a multi-service action.
 *
 * @example
 * ```ts
 * const info: BookingRevisionInfo = { bookingId, revision: '1', paymentStatus: 'PAID' };
 * ```
 */
export const BookingRevisionInfoSchema = z.object({
  bookingId: nonEmpty(),
  revision,
  paymentStatus: z.optional(PaymentStatusSchema),
});
/**
 * The type of {@link BookingRevisionInfoSchema}.
 *
 * @example
 * ```ts
 * const infos: BookingRevisionInfo[] = msb.bookings!.map((b) => ({ bookingId: b.bookingId!, revision: b.booking!.revision! }));
 * ```
 */
export type BookingRevisionInfo = z.input<typeof BookingRevisionInfoSchema>;

/**
 * Options of `createMultiServiceBooking`.
 *
 * @example
 * ```ts
 * await createMultiServiceBooking(client, bookings, { returnFullEntity: true, multiServiceBookingType: 'SEQUENTIAL_BOOKINGS' });
 * ```
 */
export const CreateMultiOptionsSchema = z.object({
  participantNotification: z.optional(ParticipantNotificationSchema),
  sendSmsReminder: z.optional(z.boolean()),
  flowControlSettings: z.optional(FlowControlSchema),
  returnFullEntity: z.optional(z.boolean()),
  multiServiceBookingType: z.optional(MultiServiceBookingTypeSchema),
});

/**
 * One child of `rescheduleMultiServiceBooking`: the booking, its revision and its new slot.
 *
 * @example
 * ```ts
 * const info: RescheduleBookingInfo = { bookingId, revision, slot };
 * ```
 */
export const RescheduleBookingInfoSchema = z.object({
  bookingId: nonEmpty(),
  revision,
  slot: SlotInputSchema,
  totalParticipants: z.optional(z.number()),
  participantsChoices: z.optional(ParticipantChoicesSchema),
});
/**
 * The type of {@link RescheduleBookingInfoSchema}.
 *
 * @example
 * ```ts
 * const infos: RescheduleBookingInfo[] = [{ bookingId, revision: '1', slot }];
 * ```
 */
export type RescheduleBookingInfo = z.input<typeof RescheduleBookingInfoSchema>;

/**
 * Options shared by the multi-service actions (reschedule, cancel).
 *
 * @example
 * ```ts
 * await cancelMultiServiceBooking(client, id, { returnFullEntity: true });
 * ```
 */
export const MultiOptionsSchema = z.object({
  participantNotification: z.optional(ParticipantNotificationSchema),
  sendSmsReminder: z.optional(z.boolean()),
  flowControlSettings: z.optional(FlowControlSchema),
  returnFullEntity: z.optional(z.boolean()),
});

/**
 * Options of `markMultiServiceBookingAsPending`, `confirmMultiServiceBooking` and
 * `declineMultiServiceBooking`: every child with its current revision.
 *
 * @example
 * ```ts
 * await confirmMultiServiceBooking(client, id, { confirmBookingsInfo: [{ bookingId, revision }] });
 * ```
 */
export const MultiStatusOptionsSchema = z.object({
  participantNotification: z.optional(ParticipantNotificationSchema),
  sendSmsReminder: z.optional(z.boolean()),
  flowControlSettings: z.optional(FlowControlSchema),
  returnFullEntity: z.optional(z.boolean()),
  markAsPendingBookingsInfo: z.optional(z.array(BookingRevisionInfoSchema)),
  confirmBookingsInfo: z.optional(z.array(BookingRevisionInfoSchema)),
  declineBookingsInfo: z.optional(z.array(BookingRevisionInfoSchema)),
  doubleBooked: z.optional(z.boolean()),
});
/**
 * The type of {@link MultiStatusOptionsSchema}.
 *
 * @example
 * ```ts
 * const options: MultiStatusOptions = { declineBookingsInfo: [{ bookingId, revision: '1' }] };
 * ```
 */
export type MultiStatusOptions = z.input<typeof MultiStatusOptionsSchema>;

/**
 * Options of adding and removing bookings: `{ bookingId, revision }` entries.
 *
 * @example
 * ```ts
 * await addBookingsToMultiServiceBooking(client, id, { bookings: [{ bookingId, revision }] });
 * ```
 */
export const MultiBookingsOptionsSchema = z.object({
  bookings: z.optional(z.array(z.object({ bookingId: nonEmpty(), revision }))),
  returnFullEntity: z.optional(z.boolean()),
});
