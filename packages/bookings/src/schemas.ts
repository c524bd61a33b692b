import * as z from 'zod/mini';
import { float, timestamp } from '@frontdesk/core';
import {
  ActorSchema,
  BookingStatusSchema,
  LocationTypeSchema,
  MultiServiceBookingTypeSchema,
  PaymentStatusSchema,
  PlatformSchema,
  SelectedPaymentOptionSchema,
  ValueTypeSchema,
} from './enums.js';

/*
 * The booking entity (seed section 3 "Booking"), field shapes from the platform's published booking
 * type declarations. `timestamp()` marks the dates decoded to `Date` (created, updated, start, end,
 * canceled); slot start and end stay local date-time strings; geocode values are numbers.
 */

/**
 * A geocode; latitude and longitude arrive as numbers.
 *
 * @example
 * ```ts
 * const lat = booking.contactDetails?.fullAddress?.geocode?.latitude; // 32.07
 * ```
 */
export const GeocodeSchema = z.object({ latitude: z.optional(float()), longitude: z.optional(float()) });
/**
 * The type of {@link GeocodeSchema}.
 *
 * @example
 * ```ts
 * const here: Geocode = { latitude: 32.07, longitude: 34.78 };
 * ```
 */
export type Geocode = z.infer<typeof GeocodeSchema>;

/**
 * A postal address as the platform sends it.
 *
 * @example
 * ```ts
 * console.log(booking.contactDetails?.fullAddress?.formattedAddress);
 * ```
 */
export const AddressSchema = z.looseObject({
  streetAddress: z.optional(z.object({ number: z.optional(z.string()), name: z.optional(z.string()), apt: z.optional(z.string()) })),
  addressLine: z.optional(z.string()),
  addressLine2: z.optional(z.string()),
  country: z.optional(z.string()),
  countryFullname: z.optional(z.string()),
  subdivision: z.optional(z.string()),
  subdivisions: z.optional(z.array(z.object({ code: z.optional(z.string()), name: z.optional(z.string()) }))),
  city: z.optional(z.string()),
  postalCode: z.optional(z.string()),
  formattedAddress: z.optional(z.string()),
  hint: z.optional(z.string()),
  geocode: z.optional(GeocodeSchema),
});
/**
 * The type of {@link AddressSchema}.
 *
 * @example
 * ```ts
 * const address: Address = { formattedAddress: '1 Main St', geocode: { latitude: 1, longitude: 2 } };
 * ```
 */
export type Address = z.infer<typeof AddressSchema>;

/**
 * Where a slot takes place.
 *
 * @example
 * ```ts
 * const where = booking.bookedEntity?.slot?.location?.locationType; // 'OWNER_BUSINESS'
 * ```
 */
export const LocationSchema = z.looseObject({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  formattedAddress: z.optional(z.string()),
  formattedAddressTranslated: z.optional(z.string()),
  locationType: z.optional(LocationTypeSchema),
});
/**
 * The type of {@link LocationSchema}.
 *
 * @example
 * ```ts
 * const location: Location = { locationType: 'OWNER_BUSINESS', id: locationId };
 * ```
 */
export type Location = z.infer<typeof LocationSchema>;

/**
 * The resource (staff member) a slot is booked with.
 *
 * @example
 * ```ts
 * const staffId = booking.bookedEntity?.slot?.resource?.id;
 * ```
 */
export const BookedResourceSchema = z.looseObject({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  scheduleId: z.optional(z.string()),
  type: z.optional(z.string()),
});

/**
 * A booked slot (appointment or class session). Start and end are local date-time strings in
 * `timezone`.
 *
 * @example
 * ```ts
 * const { startDate, timezone } = booking.bookedEntity!.slot!; // '2026-03-02T10:00:00', 'Europe/London'
 * ```
 */
export const BookedSlotSchema = z.looseObject({
  sessionId: z.optional(z.string()),
  serviceId: z.optional(z.string()),
  scheduleId: z.optional(z.string()),
  eventId: z.optional(z.string()),
  startDate: z.optional(z.string()),
  endDate: z.optional(z.string()),
  timezone: z.optional(z.string()),
  resource: z.optional(BookedResourceSchema),
  location: z.optional(LocationSchema),
  allDay: z.optional(z.boolean()),
  durationUnitType: z.optional(z.string()),
  durationUnitCount: z.optional(z.number()),
});
/**
 * The type of {@link BookedSlotSchema}.
 *
 * @example
 * ```ts
 * const slot: BookedSlot = { serviceId, scheduleId, startDate: '2026-03-02T10:00:00', endDate: '2026-03-02T11:00:00', timezone: 'UTC' };
 * ```
 */
export type BookedSlot = z.infer<typeof BookedSlotSchema>;

/**
 * A booked course schedule.
 *
 * @example
 * ```ts
 * const first = booking.bookedEntity?.schedule?.firstSessionStart;
 * ```
 */
export const BookedScheduleSchema = z.looseObject({
  scheduleId: z.optional(z.string()),
  serviceId: z.optional(z.string()),
  location: z.optional(LocationSchema),
  timezone: z.optional(z.string()),
  firstSessionStart: z.optional(z.string()),
  lastSessionEnd: z.optional(z.string()),
});

/**
 * What was booked: a slot or a schedule, with its title and tags (`INDIVIDUAL`, `GROUP`, `COURSE`).
 *
 * @example
 * ```ts
 * console.log(booking.bookedEntity?.title, booking.bookedEntity?.tags);
 * ```
 */
export const BookedEntitySchema = z.looseObject({
  slot: z.optional(BookedSlotSchema),
  schedule: z.optional(BookedScheduleSchema),
  title: z.optional(z.string()),
  tags: z.optional(z.array(z.string())),
});
/**
 * The type of {@link BookedEntitySchema}.
 *
 * @example
 * ```ts
 * const entity: BookedEntity = { slot };
 * ```
 */
export type BookedEntity = z.infer<typeof BookedEntitySchema>;

/**
 * The customer's contact details on a booking.
 *
 * @example
 * ```ts
 * const email = booking.contactDetails?.email;
 * ```
 */
export const ContactDetailsSchema = z.looseObject({
  contactId: z.optional(z.string()),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
  fullAddress: z.optional(AddressSchema),
  timeZone: z.optional(z.string()),
  countryCode: z.optional(z.string()),
});
/**
 * The type of {@link ContactDetailsSchema}.
 *
 * @example
 * ```ts
 * const contact: ContactDetails = { firstName: 'Ada', email: 'ada@example.com' };
 * ```
 */
export type ContactDetails = z.infer<typeof ContactDetailsSchema>;

/**
 * A booking form value.
 *
 * @example
 * ```ts
 * const notes = booking.additionalFields?.find((f) => f.id === 'notes')?.value;
 * ```
 */
export const CustomFormFieldSchema = z.looseObject({
  id: z.optional(z.string()),
  value: z.optional(z.string()),
  label: z.optional(z.string()),
  valueType: z.optional(ValueTypeSchema),
});

/**
 * Participants per service choice (services with options and variants).
 *
 * @example
 * ```ts
 * const choices: ParticipantChoices = { serviceChoices: [{ numberOfParticipants: 2, choices: [{ optionId, custom: 'Adult' }] }] };
 * ```
 */
export const ParticipantChoicesSchema = z.object({
  serviceChoices: z.optional(
    z.array(
      z.object({
        numberOfParticipants: z.optional(z.number()),
        choices: z.optional(
          z.array(
            z.looseObject({
              custom: z.optional(z.string()),
              duration: z.optional(z.object({ minutes: z.optional(z.number()), name: z.optional(z.string()) })),
              dateTime: z.optional(z.object({ name: z.optional(z.string()) })),
              participantRange: z.optional(z.object({ name: z.optional(z.string()) })),
              optionId: z.optional(z.string()),
              choiceId: z.optional(z.string()),
            }),
          ),
        ),
      }),
    ),
  ),
});
/**
 * The type of {@link ParticipantChoicesSchema}.
 *
 * @example
 * ```ts
 * const choices: ParticipantChoices = { serviceChoices: [{ numberOfParticipants: 2 }] };
 * ```
 */
export type ParticipantChoices = z.infer<typeof ParticipantChoicesSchema>;

/**
 * Who created a booking: exactly one of the ids, plus the contact id.
 *
 * @example
 * ```ts
 * if (booking.createdBy?.memberId === me) showManage();
 * ```
 */
export const IdentificationDataSchema = z.looseObject({
  anonymousVisitorId: z.optional(z.string()),
  memberId: z.optional(z.string()),
  wixUserId: z.optional(z.string()),
  appId: z.optional(z.string()),
  contactId: z.optional(z.string()),
});

/**
 * Where a booking came from.
 *
 * @example
 * ```ts
 * if (booking.bookingSource?.actor === 'BUSINESS') badge('Booked by staff');
 * ```
 */
export const BookingSourceSchema = z.looseObject({
  platform: z.optional(PlatformSchema),
  actor: z.optional(ActorSchema),
  appDefId: z.optional(z.string()),
  appName: z.optional(z.string()),
});

/**
 * The multi-service booking a booking belongs to.
 *
 * @example
 * ```ts
 * const packageId = booking.multiServiceBookingInfo?.id;
 * ```
 */
export const MultiServiceBookingInfoSchema = z.looseObject({
  id: z.optional(z.string()),
  type: z.optional(MultiServiceBookingTypeSchema),
});

/**
 * A booked add-on.
 *
 * @example
 * ```ts
 * const addOnIds = booking.bookedAddOns?.map((a) => a.id);
 * ```
 */
export const BookedAddOnSchema = z.looseObject({
  id: z.optional(z.string()),
  groupId: z.optional(z.string()),
  durationInMinutes: z.optional(z.number()),
  quantity: z.optional(z.number()),
});

/**
 * A booking (seed section 3). `revision` is a decimal string that goes up by one on every change;
 * calls that change a booking take the current one.
 *
 * @example
 * ```ts
 * const booking = await createBooking(client, { bookedEntity: { slot }, contactDetails: { firstName: 'Ada' } });
 * booking.status; // 'CREATED'
 * booking.startDate instanceof Date; // true
 * ```
 */
export const BookingSchema = z.looseObject({
  id: z.optional(z.string()),
  totalParticipants: z.optional(z.number()),
  participantsChoices: z.optional(ParticipantChoicesSchema),
  bookedEntity: z.optional(BookedEntitySchema),
  contactDetails: z.optional(ContactDetailsSchema),
  additionalFields: z.optional(z.array(CustomFormFieldSchema)),
  status: z.optional(BookingStatusSchema),
  paymentStatus: z.optional(PaymentStatusSchema),
  selectedPaymentOption: z.optional(SelectedPaymentOptionSchema),
  createdDate: z.optional(timestamp()),
  updatedDate: z.optional(timestamp()),
  startDate: z.optional(timestamp()),
  endDate: z.optional(timestamp()),
  canceledDate: z.optional(timestamp()),
  externalUserId: z.optional(z.string()),
  revision: z.optional(z.string()),
  createdBy: z.optional(IdentificationDataSchema),
  bookingSource: z.optional(BookingSourceSchema),
  extendedFields: z.optional(z.object({ namespaces: z.optional(z.record(z.string(), z.record(z.string(), z.unknown()))) })),
  doubleBooked: z.optional(z.boolean()),
  multiServiceBookingInfo: z.optional(MultiServiceBookingInfoSchema),
  formSubmissionId: z.optional(z.string()),
  formId: z.optional(z.string()),
  bookedAddOns: z.optional(z.array(BookedAddOnSchema)),
  appId: z.optional(z.string()),
  createdByAppId: z.optional(z.string()),
  depositSelected: z.optional(z.boolean()),
});
/**
 * The type of {@link BookingSchema}.
 *
 * @example
 * ```ts
 * const show = (booking: Booking) => `${booking.bookedEntity?.title} at ${booking.startDate?.toISOString()}`;
 * ```
 */
export type Booking = z.infer<typeof BookingSchema>;

/**
 * `{ booking }`, the answer of the single-booking calls.
 *
 * @example
 * ```ts
 * const { booking } = await confirmBooking(client, bookingId, revision);
 * ```
 */
export const BookingResponseSchema = z.object({ booking: BookingSchema });
/**
 * The type of {@link BookingResponseSchema}.
 *
 * @example
 * ```ts
 * const response: BookingResponse = await cancelBooking(client, bookingId, { revision });
 * ```
 */
export type BookingResponse = z.infer<typeof BookingResponseSchema>;
