import { enumeration, type EnumValue } from '@frontdesk/core';

/** The value sets this package shares with others, declared once in core. */
export { IdentityType, SortOrder } from '@frontdesk/core';

/*
 * The booking enums of the seed's section 3, each declared once: one list of values gives the
 * constant object (`BookingStatus.PENDING`), the type (`BookingStatus`) and, through core's
 * `oneOf`, the argument validator (`must be one of ...`).
 */

/**
 * A booking's status (platform-rules 2.2).
 */
export const BookingStatus = /* @__PURE__ */ enumeration(['CREATED', 'CONFIRMED', 'CANCELED', 'PENDING', 'DECLINED', 'WAITING_LIST']);
/** One of the {@link BookingStatus} values. */
export type BookingStatus = EnumValue<typeof BookingStatus>;

/**
 * A booking's payment status (UNDEFINED at creation; platform-rules 2.7).
 */
export const PaymentStatus = /* @__PURE__ */ enumeration([
  'UNDEFINED',
  'NOT_PAID',
  'PAID',
  'PARTIALLY_PAID',
  'REFUNDED',
  'EXEMPT',
  'FAILED',
]);
/** One of the {@link PaymentStatus} values. */
export type PaymentStatus = EnumValue<typeof PaymentStatus>;

/**
 * How the customer chose to pay.
 */
export const SelectedPaymentOption = /* @__PURE__ */ enumeration(['UNDEFINED', 'OFFLINE', 'ONLINE', 'MEMBERSHIP', 'MEMBERSHIP_OFFLINE']);
/** One of the {@link SelectedPaymentOption} values. */
export type SelectedPaymentOption = EnumValue<typeof SelectedPaymentOption>;

/**
 * Whether the participants attended (extended bookings `withBookingAttendanceInfo`, attendance calls).
 */
export const AttendanceStatus = /* @__PURE__ */ enumeration(['NOT_SET', 'ATTENDED', 'NOT_ATTENDED']);
/** One of the {@link AttendanceStatus} values. */
export type AttendanceStatus = EnumValue<typeof AttendanceStatus>;

/**
 * The platform a booking was made on.
 */
export const Platform = /* @__PURE__ */ enumeration(['UNDEFINED_PLATFORM', 'WEB', 'MOBILE_APP']);
/** One of the {@link Platform} values. */
export type Platform = EnumValue<typeof Platform>;

/**
 * Who made a booking: the business or the customer.
 */
export const Actor = /* @__PURE__ */ enumeration(['UNDEFINED_ACTOR', 'BUSINESS', 'CUSTOMER']);
/** One of the {@link Actor} values. */
export type Actor = EnumValue<typeof Actor>;

/**
 * Whether a cancellation fee was applied to the order (extended bookings `withBookingFeeDetails`).
 */
export const BookingFeeStatus = /* @__PURE__ */ enumeration(['UNKNOWN_STATUS', 'NOT_YET_APPLIED_TO_ORDER', 'APPLIED_TO_ORDER']);
/** One of the {@link BookingFeeStatus} values. */
export type BookingFeeStatus = EnumValue<typeof BookingFeeStatus>;

/**
 * The type of a booking form value (`additionalFields[].valueType`).
 */
export const ValueType = /* @__PURE__ */ enumeration(['SHORT_TEXT', 'LONG_TEXT', 'CHECK_BOX']);
/** One of the {@link ValueType} values. */
export type ValueType = EnumValue<typeof ValueType>;

/**
 * Whose time zone a calendar is shown in: the business's or the client's.
 */
export const TimezoneSource = /* @__PURE__ */ enumeration(['BUSINESS', 'CLIENT']);
/** One of the {@link TimezoneSource} values. */
export type TimezoneSource = EnumValue<typeof TimezoneSource>;

/**
 * Where a booked slot takes place: a business location, the owner's custom address or the customer's.
 */
export const LocationType = /* @__PURE__ */ enumeration(['UNDEFINED', 'OWNER_BUSINESS', 'OWNER_CUSTOM', 'CUSTOM']);
/** One of the {@link LocationType} values. */
export type LocationType = EnumValue<typeof LocationType>;

/**
 * The location types `calculateMultiSlotAvailability` filters by (the official
 * `LocationLocationType`): a business location, a custom address or the customer's place.
 */
export const MultiSlotLocationType = /* @__PURE__ */ enumeration(['BUSINESS', 'CUSTOM', 'CUSTOMER']);
/** One of the {@link MultiSlotLocationType} values. */
export type MultiSlotLocationType = EnumValue<typeof MultiSlotLocationType>;

/**
 * How the bookings of a multi-service booking relate (only SEQUENTIAL_BOOKINGS is supported).
 */
export const MultiServiceBookingType = /* @__PURE__ */ enumeration(['SEQUENTIAL_BOOKINGS', 'SEPARATE_BOOKINGS', 'PARALLEL_BOOKINGS']);
/** One of the {@link MultiServiceBookingType} values. */
export type MultiServiceBookingType = EnumValue<typeof MultiServiceBookingType>;
