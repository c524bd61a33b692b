import * as z from 'zod/mini';

/*
 * The booking enums of the seed's section 3, each as a const object (for values) and a zod schema.
 */

/**
 * A non-empty string schema (ids, revisions, namespaces).
 *
 * @example
 * ```ts
 * const IdSchema = nonEmpty();
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function nonEmpty() {
  return z.string().check(z.minLength(1));
}

/**
 * A zod enum whose error reads `must be one of A, B, C`.
 *
 * @example
 * ```ts
 * const UnitSchema = enumOf(['DAY', 'WEEK']);
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function enumOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? 'is required' : `must be one of ${values.join(', ')}`),
  });
}

/**
 * A booking's status (platform-rules 2.2).
 *
 * @example
 * ```ts
 * if (booking.status === BookingStatus.PENDING) await confirmBooking(client, booking.id!, booking.revision!);
 * ```
 */
export const BookingStatus = { CREATED: 'CREATED', CONFIRMED: 'CONFIRMED', CANCELED: 'CANCELED', PENDING: 'PENDING', DECLINED: 'DECLINED', WAITING_LIST: 'WAITING_LIST' } as const;
/**
 * One of the {@link BookingStatus} values.
 *
 * @example
 * ```ts
 * if (booking.status === BookingStatus.PENDING) await confirmBooking(client, booking.id!, booking.revision!);
 * ```
 */
export type BookingStatus = (typeof BookingStatus)[keyof typeof BookingStatus];
/**
 * Zod schema of {@link BookingStatus}.
 *
 * @example
 * ```ts
 * BookingStatusSchema.parse('CREATED');
 * ```
 */
export const BookingStatusSchema = enumOf(['CREATED', 'CONFIRMED', 'CANCELED', 'PENDING', 'DECLINED', 'WAITING_LIST']);

/**
 * A booking's payment status (UNDEFINED at creation; platform-rules 2.7).
 *
 * @example
 * ```ts
 * await confirmOrDeclineBooking(client, bookingId, { paymentStatus: PaymentStatus.PAID });
 * ```
 */
export const PaymentStatus = { UNDEFINED: 'UNDEFINED', NOT_PAID: 'NOT_PAID', PAID: 'PAID', PARTIALLY_PAID: 'PARTIALLY_PAID', REFUNDED: 'REFUNDED', EXEMPT: 'EXEMPT', FAILED: 'FAILED' } as const;
/**
 * One of the {@link PaymentStatus} values.
 *
 * @example
 * ```ts
 * await confirmOrDeclineBooking(client, bookingId, { paymentStatus: PaymentStatus.PAID });
 * ```
 */
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
/**
 * Zod schema of {@link PaymentStatus}.
 *
 * @example
 * ```ts
 * PaymentStatusSchema.parse('UNDEFINED');
 * ```
 */
export const PaymentStatusSchema = enumOf(['UNDEFINED', 'NOT_PAID', 'PAID', 'PARTIALLY_PAID', 'REFUNDED', 'EXEMPT', 'FAILED']);

/**
 * How the customer chose to pay.
 *
 * @example
 * ```ts
 * const booking = { selectedPaymentOption: SelectedPaymentOption.OFFLINE };
 * ```
 */
export const SelectedPaymentOption = { UNDEFINED: 'UNDEFINED', OFFLINE: 'OFFLINE', ONLINE: 'ONLINE', MEMBERSHIP: 'MEMBERSHIP', MEMBERSHIP_OFFLINE: 'MEMBERSHIP_OFFLINE' } as const;
/**
 * One of the {@link SelectedPaymentOption} values.
 *
 * @example
 * ```ts
 * const booking = { selectedPaymentOption: SelectedPaymentOption.OFFLINE };
 * ```
 */
export type SelectedPaymentOption = (typeof SelectedPaymentOption)[keyof typeof SelectedPaymentOption];
/**
 * Zod schema of {@link SelectedPaymentOption}.
 *
 * @example
 * ```ts
 * SelectedPaymentOptionSchema.parse('UNDEFINED');
 * ```
 */
export const SelectedPaymentOptionSchema = enumOf(['UNDEFINED', 'OFFLINE', 'ONLINE', 'MEMBERSHIP', 'MEMBERSHIP_OFFLINE']);

/**
 * Whether the participants attended (extended bookings `withBookingAttendanceInfo`).
 *
 * @example
 * ```ts
 * if (item.attendance?.status === AttendanceStatus.ATTENDED) thank(item.booking);
 * ```
 */
export const AttendanceStatus = { NOT_SET: 'NOT_SET', ATTENDED: 'ATTENDED', NOT_ATTENDED: 'NOT_ATTENDED' } as const;
/**
 * One of the {@link AttendanceStatus} values.
 *
 * @example
 * ```ts
 * if (item.attendance?.status === AttendanceStatus.ATTENDED) thank(item.booking);
 * ```
 */
export type AttendanceStatus = (typeof AttendanceStatus)[keyof typeof AttendanceStatus];
/**
 * Zod schema of {@link AttendanceStatus}.
 *
 * @example
 * ```ts
 * AttendanceStatusSchema.parse('NOT_SET');
 * ```
 */
export const AttendanceStatusSchema = enumOf(['NOT_SET', 'ATTENDED', 'NOT_ATTENDED']);

/**
 * The platform a booking was made on.
 *
 * @example
 * ```ts
 * const source = { platform: Platform.WEB, actor: Actor.CUSTOMER };
 * ```
 */
export const Platform = { UNDEFINED_PLATFORM: 'UNDEFINED_PLATFORM', WEB: 'WEB', MOBILE_APP: 'MOBILE_APP' } as const;
/**
 * One of the {@link Platform} values.
 *
 * @example
 * ```ts
 * const source = { platform: Platform.WEB, actor: Actor.CUSTOMER };
 * ```
 */
export type Platform = (typeof Platform)[keyof typeof Platform];
/**
 * Zod schema of {@link Platform}.
 *
 * @example
 * ```ts
 * PlatformSchema.parse('UNDEFINED_PLATFORM');
 * ```
 */
export const PlatformSchema = enumOf(['UNDEFINED_PLATFORM', 'WEB', 'MOBILE_APP']);

/**
 * Who made a booking: the business or the customer.
 *
 * @example
 * ```ts
 * const source = { platform: Platform.WEB, actor: Actor.CUSTOMER };
 * ```
 */
export const Actor = { UNDEFINED_ACTOR: 'UNDEFINED_ACTOR', BUSINESS: 'BUSINESS', CUSTOMER: 'CUSTOMER' } as const;
/**
 * One of the {@link Actor} values.
 *
 * @example
 * ```ts
 * const source = { platform: Platform.WEB, actor: Actor.CUSTOMER };
 * ```
 */
export type Actor = (typeof Actor)[keyof typeof Actor];
/**
 * Zod schema of {@link Actor}.
 *
 * @example
 * ```ts
 * ActorSchema.parse('UNDEFINED_ACTOR');
 * ```
 */
export const ActorSchema = enumOf(['UNDEFINED_ACTOR', 'BUSINESS', 'CUSTOMER']);

/**
 * Whether a cancellation fee was applied to the order (extended bookings `withBookingFeeDetails`).
 *
 * @example
 * ```ts
 * if (item.bookingFeeDetails?.cancellationFeeStatus === BookingFeeStatus.APPLIED_TO_ORDER) notify();
 * ```
 */
export const BookingFeeStatus = { UNKNOWN_STATUS: 'UNKNOWN_STATUS', NOT_YET_APPLIED_TO_ORDER: 'NOT_YET_APPLIED_TO_ORDER', APPLIED_TO_ORDER: 'APPLIED_TO_ORDER' } as const;
/**
 * One of the {@link BookingFeeStatus} values.
 *
 * @example
 * ```ts
 * if (item.bookingFeeDetails?.cancellationFeeStatus === BookingFeeStatus.APPLIED_TO_ORDER) notify();
 * ```
 */
export type BookingFeeStatus = (typeof BookingFeeStatus)[keyof typeof BookingFeeStatus];
/**
 * Zod schema of {@link BookingFeeStatus}.
 *
 * @example
 * ```ts
 * BookingFeeStatusSchema.parse('UNKNOWN_STATUS');
 * ```
 */
export const BookingFeeStatusSchema = enumOf(['UNKNOWN_STATUS', 'NOT_YET_APPLIED_TO_ORDER', 'APPLIED_TO_ORDER']);

/**
 * The type of a booking form value (`additionalFields[].valueType`).
 *
 * @example
 * ```ts
 * const field = { id: 'notes', value: 'Window seat', valueType: ValueType.SHORT_TEXT };
 * ```
 */
export const ValueType = { SHORT_TEXT: 'SHORT_TEXT', LONG_TEXT: 'LONG_TEXT', CHECK_BOX: 'CHECK_BOX' } as const;
/**
 * One of the {@link ValueType} values.
 *
 * @example
 * ```ts
 * const field = { id: 'notes', value: 'Window seat', valueType: ValueType.SHORT_TEXT };
 * ```
 */
export type ValueType = (typeof ValueType)[keyof typeof ValueType];
/**
 * Zod schema of {@link ValueType}.
 *
 * @example
 * ```ts
 * ValueTypeSchema.parse('SHORT_TEXT');
 * ```
 */
export const ValueTypeSchema = enumOf(['SHORT_TEXT', 'LONG_TEXT', 'CHECK_BOX']);

/**
 * Whose time zone a calendar is shown in: the business's or the client's.
 *
 * @example
 * ```ts
 * const source: TimezoneSource = TimezoneSource.BUSINESS;
 * ```
 */
export const TimezoneSource = { BUSINESS: 'BUSINESS', CLIENT: 'CLIENT' } as const;
/**
 * One of the {@link TimezoneSource} values.
 *
 * @example
 * ```ts
 * const source: TimezoneSource = TimezoneSource.BUSINESS;
 * ```
 */
export type TimezoneSource = (typeof TimezoneSource)[keyof typeof TimezoneSource];
/**
 * Zod schema of {@link TimezoneSource}.
 *
 * @example
 * ```ts
 * TimezoneSourceSchema.parse('BUSINESS');
 * ```
 */
export const TimezoneSourceSchema = enumOf(['BUSINESS', 'CLIENT']);

/**
 * Where a booked slot takes place: a business location, the owner's custom address or the customer's.
 *
 * @example
 * ```ts
 * const slot = { location: { locationType: LocationType.OWNER_BUSINESS, id: locationId } };
 * ```
 */
export const LocationType = { UNDEFINED: 'UNDEFINED', OWNER_BUSINESS: 'OWNER_BUSINESS', OWNER_CUSTOM: 'OWNER_CUSTOM', CUSTOM: 'CUSTOM' } as const;
/**
 * One of the {@link LocationType} values.
 *
 * @example
 * ```ts
 * const slot = { location: { locationType: LocationType.OWNER_BUSINESS, id: locationId } };
 * ```
 */
export type LocationType = (typeof LocationType)[keyof typeof LocationType];
/**
 * Zod schema of {@link LocationType}.
 *
 * @example
 * ```ts
 * LocationTypeSchema.parse('UNDEFINED');
 * ```
 */
export const LocationTypeSchema = enumOf(['UNDEFINED', 'OWNER_BUSINESS', 'OWNER_CUSTOM', 'CUSTOM']);

/**
 * How the bookings of a multi-service booking relate (only SEQUENTIAL_BOOKINGS is supported).
 *
 * @example
 * ```ts
 * await createMultiServiceBooking(client, bookings, { multiServiceBookingType: MultiServiceBookingType.SEQUENTIAL_BOOKINGS });
 * ```
 */
export const MultiServiceBookingType = { SEQUENTIAL_BOOKINGS: 'SEQUENTIAL_BOOKINGS', SEPARATE_BOOKINGS: 'SEPARATE_BOOKINGS', PARALLEL_BOOKINGS: 'PARALLEL_BOOKINGS' } as const;
/**
 * One of the {@link MultiServiceBookingType} values.
 *
 * @example
 * ```ts
 * await createMultiServiceBooking(client, bookings, { multiServiceBookingType: MultiServiceBookingType.SEQUENTIAL_BOOKINGS });
 * ```
 */
export type MultiServiceBookingType = (typeof MultiServiceBookingType)[keyof typeof MultiServiceBookingType];
/**
 * Zod schema of {@link MultiServiceBookingType}.
 *
 * @example
 * ```ts
 * MultiServiceBookingTypeSchema.parse('SEQUENTIAL_BOOKINGS');
 * ```
 */
export const MultiServiceBookingTypeSchema = enumOf(['SEQUENTIAL_BOOKINGS', 'SEPARATE_BOOKINGS', 'PARALLEL_BOOKINGS']);

/**
 * The kind of identity that made a change.
 *
 * @example
 * ```ts
 * if (event.metadata.identity?.identityType === IdentityType.MEMBER) audit();
 * ```
 */
export const IdentityType = { UNKNOWN: 'UNKNOWN', ANONYMOUS_VISITOR: 'ANONYMOUS_VISITOR', MEMBER: 'MEMBER', WIX_USER: 'WIX_USER', APP: 'APP' } as const;
/**
 * One of the {@link IdentityType} values.
 *
 * @example
 * ```ts
 * if (event.metadata.identity?.identityType === IdentityType.MEMBER) audit();
 * ```
 */
export type IdentityType = (typeof IdentityType)[keyof typeof IdentityType];
/**
 * Zod schema of {@link IdentityType}.
 *
 * @example
 * ```ts
 * IdentityTypeSchema.parse('UNKNOWN');
 * ```
 */
export const IdentityTypeSchema = enumOf(['UNKNOWN', 'ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP']);

/**
 * A sort direction.
 *
 * @example
 * ```ts
 * const sort = [{ fieldName: 'startDate', order: SortOrder.ASC }];
 * ```
 */
export const SortOrder = { ASC: 'ASC', DESC: 'DESC' } as const;
/**
 * One of the {@link SortOrder} values.
 *
 * @example
 * ```ts
 * const sort = [{ fieldName: 'startDate', order: SortOrder.ASC }];
 * ```
 */
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];
/**
 * Zod schema of {@link SortOrder}.
 *
 * @example
 * ```ts
 * SortOrderSchema.parse('ASC');
 * ```
 */
export const SortOrderSchema = enumOf(['ASC', 'DESC']);
