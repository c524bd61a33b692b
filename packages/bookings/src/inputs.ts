import * as z from 'zod/mini';
import { addressInput, nonEmptyString, oneOf } from '@frontdesk/core';
import { AttendanceStatus, BookingStatus, LocationType, PaymentStatus, SelectedPaymentOption, SortOrder, ValueType } from './enums.js';
import type {
  AttendanceInput,
  BookedAddOn,
  BookingInput,
  FlowControlSettings,
  ParticipantChoices,
  ParticipantNotification,
  SlotInput,
} from './types.js';

/*
 * Argument validators of the booking and attendance calls (internal: the types users see are in
 * types.ts). Options objects are checked field by field (unknown keys are dropped, as before);
 * entity bodies (a booking to create, a slot) are loose: their required fields, enums and geocode
 * floats are checked here, the rest by the platform.
 */

/**
 * A loose object validator (unknown fields pass through to the platform, which checks them) typed
 * as the entity it stands for, so that call parameters read as the plain types of types.ts.
 */
// Pure: lets bundlers drop validators an app does not use.
/* @__NO_SIDE_EFFECTS__ */
export function loose<T extends object>(shape: Parameters<typeof z.looseObject>[0]): z.ZodMiniType<T, T> {
  return z.looseObject(shape) as unknown as z.ZodMiniType<T, T>;
}

/** A booking's current revision. */
export const Revision = nonEmptyString();

/** A slot to book or move to: ids and local times as strings, the location's type. */
export const SlotInputSchema = loose<SlotInput>({
  sessionId: z.optional(z.string()),
  serviceId: z.optional(z.string()),
  scheduleId: z.optional(z.string()),
  eventId: z.optional(z.string()),
  startDate: z.optional(z.string()),
  endDate: z.optional(z.string()),
  timezone: z.optional(z.string()),
  location: z.optional(z.looseObject({ locationType: z.optional(oneOf(LocationType)) })),
});

// The official SDK's address names renamed to the wire's; geocode coordinates as floats (core's addressInput).
const AddressInputSchema = addressInput();

/** Participants per service choice (loose: the platform checks the choices). */
export const ParticipantChoicesSchema = loose<ParticipantChoices>({
  serviceChoices: z.optional(z.array(z.looseObject({ numberOfParticipants: z.optional(z.number()) }))),
});

/** A booking to create: `bookedEntity` is required; enums, form field ids and geocodes are checked. */
export const BookingInputSchema = loose<BookingInput>({
  bookedEntity: z.looseObject({ slot: z.optional(SlotInputSchema), schedule: z.optional(z.looseObject({})) }),
  contactDetails: z.optional(z.looseObject({ fullAddress: z.optional(AddressInputSchema) })),
  totalParticipants: z.optional(z.number()),
  participantsChoices: z.optional(ParticipantChoicesSchema),
  additionalFields: z.optional(z.array(z.looseObject({ id: z.string(), valueType: z.optional(oneOf(ValueType)) }))),
  status: z.optional(oneOf(BookingStatus)),
  selectedPaymentOption: z.optional(oneOf(SelectedPaymentOption)),
});

/** How participants are notified (loose: the platform checks it). */
export const ParticipantNotificationSchema = loose<ParticipantNotification>({});
/** Owner overrides (loose: the platform checks them). */
export const FlowControlSchema = loose<FlowControlSettings>({});

const createOptionFields = {
  participantNotification: z.optional(ParticipantNotificationSchema),
  sendSmsReminder: z.optional(z.boolean()),
  flowControlSettings: z.optional(FlowControlSchema),
  formSubmission: z.optional(z.record(z.string(), z.unknown())),
};

/** Options of `createBooking`. */
export const CreateBookingOptionsSchema = z.object(createOptionFields);

/** One item of `bulkCreateBooking`: a booking plus its create options. */
export const CreateBookingInfoSchema = z.object({ booking: BookingInputSchema, ...createOptionFields });

/** Options of `bulkCreateBooking`. */
export const BulkCreateOptionsSchema = z.object({ returnFullEntity: z.optional(z.boolean()) });

/** A booked add-on (loose: the platform checks it). */
export const BookedAddOnSchema = loose<BookedAddOn>({});

/** Options of `rescheduleBooking`: the current `revision` is required. */
export const RescheduleOptionsSchema = z.object({
  revision: Revision,
  participantNotification: z.optional(ParticipantNotificationSchema),
  flowControlSettings: z.optional(FlowControlSchema),
  totalParticipants: z.optional(z.number()),
  participantsChoices: z.optional(ParticipantChoicesSchema),
  bookedAddOns: z.optional(z.array(BookedAddOnSchema)),
});

/** Options of `confirmBooking` and `declineBooking`. */
export const ConfirmOptionsSchema = z.object({
  participantNotification: z.optional(ParticipantNotificationSchema),
  sendSmsReminder: z.optional(z.boolean()),
  paymentStatus: z.optional(oneOf(PaymentStatus)),
  doubleBooked: z.optional(z.boolean()),
  flowControlSettings: z.optional(FlowControlSchema),
});

/** Options of `cancelBooking`: the current `revision` is required. */
export const CancelOptionsSchema = z.object({
  revision: Revision,
  participantNotification: z.optional(ParticipantNotificationSchema),
  flowControlSettings: z.optional(FlowControlSchema),
  waiveCharges: z.optional(z.boolean()),
});

/** Options of `updateNumberOfParticipants`. */
export const ParticipantsOptionsSchema = z.object({
  revision: Revision,
  totalParticipants: z.optional(z.number()),
  participantsChoices: z.optional(ParticipantChoicesSchema),
});

/** Options of `confirmOrDeclineBooking`. */
export const ConfirmOrDeclineOptionsSchema = z.object({ paymentStatus: z.optional(oneOf(PaymentStatus)) });

/** One item of `bulkConfirmOrDeclineBooking`. */
export const ConfirmOrDeclineDetailSchema = z.object({ bookingId: nonEmptyString(), paymentStatus: z.optional(oneOf(PaymentStatus)) });

/** Options of `bulkConfirmOrDeclineBooking`. */
export const BulkConfirmOrDeclineOptionsSchema = z.object({ returnEntity: z.optional(z.boolean()) });

/** Options of `updateExtendedFields`. */
export const ExtendedFieldsOptionsSchema = z.object({ namespaceData: z.record(z.string(), z.unknown()) });

/** What `setAttendance` sends: `bookingId` and `status` are required, `numberOfAttendees` is 1 or more. */
export const AttendanceInputSchema = loose<AttendanceInput>({
  id: z.optional(z.string()),
  bookingId: nonEmptyString(),
  sessionId: z.optional(z.string()),
  eventId: z.optional(z.string()),
  status: oneOf(AttendanceStatus),
  numberOfAttendees: z.optional(z.int().check(z.minimum(1, 'must be 1 or more'))),
});

/** Options of `setAttendance`. */
export const SetAttendanceOptionsSchema = z.object({
  participantNotification: z.optional(z.object({ notifyParticipants: z.optional(z.boolean()), message: z.optional(z.string()) })),
});

/** A sort criterion. */
export const SortingSchema = z.object({ fieldName: z.string(), order: z.optional(oneOf(SortOrder)) });
/** Cursor paging. */
export const CursorPagingSchema = z.object({ limit: z.optional(z.number()), cursor: z.optional(z.string()) });

/** An attendance query. */
export const AttendanceQuerySchema = z.object({
  filter: z.optional(z.record(z.string(), z.unknown())),
  sort: z.optional(z.array(SortingSchema)),
  cursorPaging: z.optional(CursorPagingSchema),
});
