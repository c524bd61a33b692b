import { enumeration, type EnumValue } from './enums.js';

/*
 * The platform's value sets that more than one domain package uses. Domain packages never depend on
 * each other, so a set two of them share is declared here once, and each package re-exports it
 * under the name its users know (`@frontdesk/plans` and `@frontdesk/orders` both export `PeriodUnit`).
 */

/**
 * A sort direction: every `sort`/`sorting` entry of every query takes one.
 */
export const SortOrder = /* @__PURE__ */ enumeration(['ASC', 'DESC']);
/** One of the {@link SortOrder} values. */
export type SortOrder = EnumValue<typeof SortOrder>;

/**
 * The unit of a pricing plan's or an order's payment cycle or duration.
 */
export const PeriodUnit = /* @__PURE__ */ enumeration(['DAY', 'WEEK', 'MONTH', 'YEAR']);
/** One of the {@link PeriodUnit} values. */
export type PeriodUnit = EnumValue<typeof PeriodUnit>;

/**
 * Who a caller is: an anonymous visitor, a site member, a site user (the owner or a collaborator) or
 * an app. Bookings, members and identity answers, and webhook events, carry it.
 */
export const IdentityType = /* @__PURE__ */ enumeration(['UNKNOWN', 'ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP']);
/** One of the {@link IdentityType} values. */
export type IdentityType = EnumValue<typeof IdentityType>;

/**
 * The tag of one of a contact's email addresses (a member's, or an identity's secondary emails).
 */
export const EmailTag = /* @__PURE__ */ enumeration(['UNTAGGED', 'MAIN', 'HOME', 'WORK']);
/** One of the {@link EmailTag} values. */
export type EmailTag = EnumValue<typeof EmailTag>;

/**
 * The tag of one of a contact's phone numbers.
 */
export const PhoneTag = /* @__PURE__ */ enumeration(['UNTAGGED', 'MAIN', 'HOME', 'MOBILE', 'WORK', 'FAX']);
/** One of the {@link PhoneTag} values. */
export type PhoneTag = EnumValue<typeof PhoneTag>;

/**
 * The tag of one of a contact's addresses.
 */
export const AddressTag = /* @__PURE__ */ enumeration(['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING']);
/** One of the {@link AddressTag} values. */
export type AddressTag = EnumValue<typeof AddressTag>;

/**
 * A section of a member's account area (the hosted member account page).
 */
export const AccountSection = /* @__PURE__ */ enumeration(['ACCOUNT_INFO', 'BOOKINGS', 'ORDERS', 'SUBSCRIPTIONS', 'EVENTS']);
/** One of the {@link AccountSection} values. */
export type AccountSection = EnumValue<typeof AccountSection>;
