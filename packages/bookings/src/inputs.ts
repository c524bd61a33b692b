import * as z from 'zod/mini';
import { floatInput } from '@frontdesk/core';
import {
  BookingStatusSchema,
  LocationTypeSchema,
  PaymentStatusSchema,
  SelectedPaymentOptionSchema,
  ValueTypeSchema,
  nonEmpty,
} from './enums.js';
import { ParticipantChoicesSchema } from './schemas.js';

/*
 * Request shapes of the booking calls. Entities are loose objects (unknown fields pass through);
 * slot dates are local date-time strings with a separate IANA `timezone`.
 */

const revision = nonEmpty();

/**
 * A slot to book or move to: service, schedule, local start and end, time zone, resource, location.
 *
 * @example
 * ```ts
 * const slot: SlotInput = { serviceId, scheduleId, startDate: '2026-03-02T10:00:00', endDate: '2026-03-02T11:00:00', timezone: 'UTC', location: { locationType: 'OWNER_BUSINESS' } };
 * ```
 */
export const SlotInputSchema = z.looseObject({
  sessionId: z.optional(z.string()),
  serviceId: z.optional(z.string()),
  scheduleId: z.optional(z.string()),
  eventId: z.optional(z.string()),
  startDate: z.optional(z.string()),
  endDate: z.optional(z.string()),
  timezone: z.optional(z.string()),
  resource: z.optional(z.looseObject({ id: z.optional(z.string()), name: z.optional(z.string()) })),
  location: z.optional(
    z.looseObject({ id: z.optional(z.string()), name: z.optional(z.string()), formattedAddress: z.optional(z.string()), locationType: z.optional(LocationTypeSchema) }),
  ),
  allDay: z.optional(z.boolean()),
});
/**
 * The type of {@link SlotInputSchema}.
 *
 * @example
 * ```ts
 * await rescheduleBooking(client, bookingId, slot as SlotInput, { revision });
 * ```
 */
export type SlotInput = z.input<typeof SlotInputSchema>;

const AddressInputSchema = z.looseObject({
  formattedAddress: z.optional(z.string()),
  geocode: z.optional(z.looseObject({ latitude: z.optional(floatInput()), longitude: z.optional(floatInput()) })),
});

/**
 * A booking to create: `bookedEntity` (a slot or a course schedule) is required.
 *
 * @example
 * ```ts
 * const input: BookingInput = { bookedEntity: { slot }, contactDetails: { firstName: 'Ada', email: 'ada@example.com' }, totalParticipants: 1 };
 * ```
 */
export const BookingInputSchema = z.looseObject({
  bookedEntity: z.looseObject({
    slot: z.optional(SlotInputSchema),
    schedule: z.optional(z.looseObject({ scheduleId: z.optional(z.string()), serviceId: z.optional(z.string()) })),
  }),
  contactDetails: z.optional(
    z.looseObject({
      contactId: z.optional(z.string()),
      firstName: z.optional(z.string()),
      lastName: z.optional(z.string()),
      email: z.optional(z.string()),
      phone: z.optional(z.string()),
      fullAddress: z.optional(AddressInputSchema),
      timeZone: z.optional(z.string()),
      countryCode: z.optional(z.string()),
    }),
  ),
  totalParticipants: z.optional(z.number()),
  participantsChoices: z.optional(ParticipantChoicesSchema),
  additionalFields: z.optional(z.array(z.looseObject({ id: z.string(), value: z.optional(z.string()), valueType: z.optional(ValueTypeSchema) }))),
  status: z.optional(BookingStatusSchema),
  selectedPaymentOption: z.optional(SelectedPaymentOptionSchema),
  externalUserId: z.optional(z.string()),
});
/**
 * The type of {@link BookingInputSchema}.
 *
 * @example
 * ```ts
 * const input: BookingInput = { bookedEntity: { slot } };
 * ```
 */
export type BookingInput = z.input<typeof BookingInputSchema>;

/** How participants are notified (internal: shared with multi-service-inputs.ts). */
export const ParticipantNotificationSchema = z.looseObject({
  notifyParticipants: z.optional(z.boolean()),
  message: z.optional(z.string()),
  metadata: z.optional(z.record(z.string(), z.string())),
});
/** Owner overrides (internal: shared with multi-service-inputs.ts). */
export const FlowControlSchema = z.looseObject({
  skipAvailabilityValidation: z.optional(z.boolean()),
  skipBusinessConfirmation: z.optional(z.boolean()),
  skipSelectedPaymentOptionValidation: z.optional(z.boolean()),
  ignoreCancellationPolicy: z.optional(z.boolean()),
  ignoreReschedulePolicy: z.optional(z.boolean()),
  checkAvailabilityValidation: z.optional(z.boolean()),
  withRefund: z.optional(z.boolean()),
});

/**
 * Options of `createBooking` (and each item of `bulkCreateBooking`).
 *
 * @example
 * ```ts
 * await createBooking(client, input, { sendSmsReminder: false, participantNotification: { notifyParticipants: true } });
 * ```
 */
export const CreateBookingOptionsSchema = z.object({
  participantNotification: z.optional(ParticipantNotificationSchema),
  sendSmsReminder: z.optional(z.boolean()),
  flowControlSettings: z.optional(FlowControlSchema),
  formSubmission: z.optional(z.record(z.string(), z.unknown())),
});
/**
 * The type of {@link CreateBookingOptionsSchema}.
 *
 * @example
 * ```ts
 * const options: CreateBookingOptions = { flowControlSettings: { skipAvailabilityValidation: true } };
 * ```
 */
export type CreateBookingOptions = z.input<typeof CreateBookingOptionsSchema>;

/**
 * One item of `bulkCreateBooking`: a booking plus its create options.
 *
 * @example
 * ```ts
 * const info: CreateBookingInfo = { booking: { bookedEntity: { slot } }, sendSmsReminder: false };
 * ```
 */
export const CreateBookingInfoSchema = z.object({
  booking: BookingInputSchema,
  participantNotification: z.optional(ParticipantNotificationSchema),
  sendSmsReminder: z.optional(z.boolean()),
  flowControlSettings: z.optional(FlowControlSchema),
  formSubmission: z.optional(z.record(z.string(), z.unknown())),
});
/**
 * The type of {@link CreateBookingInfoSchema}.
 *
 * @example
 * ```ts
 * const infos: CreateBookingInfo[] = slots.map((slot) => ({ booking: { bookedEntity: { slot } } }));
 * ```
 */
export type CreateBookingInfo = z.input<typeof CreateBookingInfoSchema>;

/**
 * Options of `bulkCreateBooking`.
 *
 * @example
 * ```ts
 * await bulkCreateBooking(client, infos, { returnFullEntity: true });
 * ```
 */
export const BulkCreateOptionsSchema = z.object({ returnFullEntity: z.optional(z.boolean()) });

/**
 * Options of `rescheduleBooking`: the booking's current `revision` is required.
 *
 * @example
 * ```ts
 * await rescheduleBooking(client, bookingId, slot, { revision: booking.revision! });
 * ```
 */
export const RescheduleOptionsSchema = z.object({
  revision,
  participantNotification: z.optional(ParticipantNotificationSchema),
  flowControlSettings: z.optional(FlowControlSchema),
  totalParticipants: z.optional(z.number()),
  participantsChoices: z.optional(ParticipantChoicesSchema),
});
/**
 * The type of {@link RescheduleOptionsSchema}.
 *
 * @example
 * ```ts
 * const options: RescheduleOptions = { revision: '2' };
 * ```
 */
export type RescheduleOptions = z.input<typeof RescheduleOptionsSchema>;

/**
 * Options of `confirmBooking` and `declineBooking` (the revision is a positional argument).
 *
 * @example
 * ```ts
 * await confirmBooking(client, bookingId, revision, { paymentStatus: 'PAID' });
 * ```
 */
export const ConfirmOptionsSchema = z.object({
  participantNotification: z.optional(ParticipantNotificationSchema),
  sendSmsReminder: z.optional(z.boolean()),
  paymentStatus: z.optional(PaymentStatusSchema),
  doubleBooked: z.optional(z.boolean()),
  flowControlSettings: z.optional(FlowControlSchema),
});
/**
 * The type of {@link ConfirmOptionsSchema}.
 *
 * @example
 * ```ts
 * const options: ConfirmOptions = { paymentStatus: 'NOT_PAID' };
 * ```
 */
export type ConfirmOptions = z.input<typeof ConfirmOptionsSchema>;

/**
 * Options of `cancelBooking`: the booking's current `revision` is required.
 *
 * @example
 * ```ts
 * await cancelBooking(client, bookingId, { revision, flowControlSettings: { ignoreCancellationPolicy: true } });
 * ```
 */
export const CancelOptionsSchema = z.object({
  revision,
  participantNotification: z.optional(ParticipantNotificationSchema),
  flowControlSettings: z.optional(FlowControlSchema),
});
/**
 * The type of {@link CancelOptionsSchema}.
 *
 * @example
 * ```ts
 * const options: CancelOptions = { revision: '3' };
 * ```
 */
export type CancelOptions = z.input<typeof CancelOptionsSchema>;

/**
 * Options of `updateNumberOfParticipants`: `revision` and exactly one of `totalParticipants` or
 * `participantsChoices`.
 *
 * @example
 * ```ts
 * await updateNumberOfParticipants(client, bookingId, { revision, totalParticipants: 3 });
 * ```
 */
export const ParticipantsOptionsSchema = z.object({
  revision,
  totalParticipants: z.optional(z.number()),
  participantsChoices: z.optional(ParticipantChoicesSchema),
});
/**
 * The type of {@link ParticipantsOptionsSchema}.
 *
 * @example
 * ```ts
 * const options: ParticipantsOptions = { revision: '1', totalParticipants: 2 };
 * ```
 */
export type ParticipantsOptions = z.input<typeof ParticipantsOptionsSchema>;

/**
 * One item of `bulkConfirmOrDeclineBooking`.
 *
 * @example
 * ```ts
 * const detail: ConfirmOrDeclineDetail = { bookingId, paymentStatus: 'PAID' };
 * ```
 */
export const ConfirmOrDeclineDetailSchema = z.object({ bookingId: nonEmpty(), paymentStatus: z.optional(PaymentStatusSchema) });
/**
 * The type of {@link ConfirmOrDeclineDetailSchema}.
 *
 * @example
 * ```ts
 * const details: ConfirmOrDeclineDetail[] = ids.map((bookingId) => ({ bookingId }));
 * ```
 */
export type ConfirmOrDeclineDetail = z.input<typeof ConfirmOrDeclineDetailSchema>;
