import * as z from 'zod/mini';
import { nonEmptyString, oneOf, wireAddress } from '@frontdesk/core';
import { AttendanceStatus, BookingStatus, LocationType, PaymentStatus, SelectedPaymentOption, SortOrder, ValueType } from './enums.js';

/*
 * The argument schemas of the booking and attendance calls (internal), for their development-only
 * `inputs`: each is built when a call first runs, and a production build drops them with zod. Options
 * objects are checked field by field (keys they do not list go out as given); entity bodies (a
 * booking to create, a slot) are loose: their required fields and enums are checked here, the rest
 * by the platform. The contact's address is the encoding's (at the end of this file, every build).
 */

/** A booking's current revision. */
export const revisionSchema = () => nonEmptyString();

/** A slot to book or move to: ids and local times as strings, the location's type. */
export const slotInputSchema = () =>
  z.looseObject({
    sessionId: z.optional(z.string()),
    serviceId: z.optional(z.string()),
    scheduleId: z.optional(z.string()),
    eventId: z.optional(z.string()),
    startDate: z.optional(z.string()),
    endDate: z.optional(z.string()),
    timezone: z.optional(z.string()),
    location: z.optional(z.looseObject({ locationType: z.optional(oneOf(LocationType)) })),
  });

/** Participants per service choice (loose: the platform checks the choices). */
export const participantChoicesSchema = () =>
  z.looseObject({
    serviceChoices: z.optional(z.array(z.looseObject({ numberOfParticipants: z.optional(z.number()) }))),
  });

/** A booking to create: `bookedEntity` is required; enums and form field ids are checked. */
export const bookingInputSchema = () =>
  z.looseObject({
    bookedEntity: z.looseObject({ slot: z.optional(slotInputSchema()), schedule: z.optional(z.looseObject({})) }),
    contactDetails: z.optional(z.looseObject({})),
    totalParticipants: z.optional(z.number()),
    participantsChoices: z.optional(participantChoicesSchema()),
    additionalFields: z.optional(z.array(z.looseObject({ id: z.string(), valueType: z.optional(oneOf(ValueType)) }))),
    status: z.optional(oneOf(BookingStatus)),
    selectedPaymentOption: z.optional(oneOf(SelectedPaymentOption)),
  });

/** How participants are notified (loose: the platform checks it). */
export const participantNotificationSchema = () => z.looseObject({});
/** Owner overrides (loose: the platform checks them). */
export const flowControlSchema = () => z.looseObject({});

const createOptionFields = () => ({
  participantNotification: z.optional(participantNotificationSchema()),
  sendSmsReminder: z.optional(z.boolean()),
  flowControlSettings: z.optional(flowControlSchema()),
  formSubmission: z.optional(z.record(z.string(), z.unknown())),
});

/** Options of `createBooking`. */
export const createBookingOptionsSchema = () => z.object(createOptionFields());

/** One item of `bulkCreateBooking`: a booking plus its create options. */
export const createBookingInfoSchema = () => z.object({ booking: bookingInputSchema(), ...createOptionFields() });

/** Options of `bulkCreateBooking`. */
export const bulkCreateOptionsSchema = () => z.object({ returnFullEntity: z.optional(z.boolean()) });

/** A booked add-on (loose: the platform checks it). */
export const bookedAddOnSchema = () => z.looseObject({});

/** Options of `rescheduleBooking`: the current `revision` is required. */
export const rescheduleOptionsSchema = () =>
  z.object({
    revision: revisionSchema(),
    participantNotification: z.optional(participantNotificationSchema()),
    flowControlSettings: z.optional(flowControlSchema()),
    totalParticipants: z.optional(z.number()),
    participantsChoices: z.optional(participantChoicesSchema()),
    bookedAddOns: z.optional(z.array(bookedAddOnSchema())),
  });

/** Options of `confirmBooking` and `declineBooking`. */
export const confirmOptionsSchema = () =>
  z.object({
    participantNotification: z.optional(participantNotificationSchema()),
    sendSmsReminder: z.optional(z.boolean()),
    paymentStatus: z.optional(oneOf(PaymentStatus)),
    doubleBooked: z.optional(z.boolean()),
    flowControlSettings: z.optional(flowControlSchema()),
  });

/** Options of `cancelBooking`: the current `revision` is required. */
export const cancelOptionsSchema = () =>
  z.object({
    revision: revisionSchema(),
    participantNotification: z.optional(participantNotificationSchema()),
    flowControlSettings: z.optional(flowControlSchema()),
    waiveCharges: z.optional(z.boolean()),
  });

/** Options of `updateNumberOfParticipants`. */
export const participantsOptionsSchema = () =>
  z.object({
    revision: revisionSchema(),
    totalParticipants: z.optional(z.number()),
    participantsChoices: z.optional(participantChoicesSchema()),
  });

/** Options of `confirmOrDeclineBooking`. */
export const confirmOrDeclineOptionsSchema = () => z.object({ paymentStatus: z.optional(oneOf(PaymentStatus)) });

/** One item of `bulkConfirmOrDeclineBooking`. */
export const confirmOrDeclineDetailSchema = () =>
  z.object({ bookingId: nonEmptyString(), paymentStatus: z.optional(oneOf(PaymentStatus)) });

/** Options of `bulkConfirmOrDeclineBooking`. */
export const bulkConfirmOrDeclineOptionsSchema = () => z.object({ returnEntity: z.optional(z.boolean()) });

/** Options of `updateExtendedFields`. */
export const extendedFieldsOptionsSchema = () => z.object({ namespaceData: z.record(z.string(), z.unknown()) });

/** What `setAttendance` sends: `bookingId` and `status` are required, `numberOfAttendees` is 1 or more. */
export const attendanceInputSchema = () =>
  z.looseObject({
    id: z.optional(z.string()),
    bookingId: nonEmptyString(),
    sessionId: z.optional(z.string()),
    eventId: z.optional(z.string()),
    status: oneOf(AttendanceStatus),
    numberOfAttendees: z.optional(z.int().check(z.minimum(1, 'must be 1 or more'))),
  });

/** Options of `setAttendance`. */
export const setAttendanceOptionsSchema = () =>
  z.object({
    participantNotification: z.optional(z.object({ notifyParticipants: z.optional(z.boolean()), message: z.optional(z.string()) })),
  });

/** A sort criterion. */
export const sortingSchema = () => z.object({ fieldName: z.string(), order: z.optional(oneOf(SortOrder)) });
/** Cursor paging. */
export const cursorPagingSchema = () => z.object({ limit: z.optional(z.number()), cursor: z.optional(z.string()) });

/** An attendance query. */
export const attendanceQuerySchema = () =>
  z.object({
    filter: z.optional(z.record(z.string(), z.unknown())),
    sort: z.optional(z.array(sortingSchema())),
    cursorPaging: z.optional(cursorPagingSchema()),
  });

/**
 * A booking's wire form (every build): the contact's address with the wire names, geocode
 * coordinates as floats (core's wireAddress).
 */
export const bookingEncoding = { contactDetails: { fullAddress: wireAddress } };
