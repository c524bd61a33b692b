import { enumeration, type EnumValue } from '@frontdesk/core';

/** The value sets this package shares with others, declared once in core. */
export { AccountSection, AddressTag, EmailTag, IdentityType, PhoneTag, SortOrder } from '@frontdesk/core';

/*
 * The members domain's enums (seed-spec section 3 "Member"): one list of values per enum gives the
 * constant object for code that wants names (`MemberStatus.APPROVED`) and the union type; the
 * argument validators come from it through core's `oneOf` (inputs.ts).
 */

/**
 * A member's status: PENDING members await approval, BLOCKED and OFFLINE members cannot log in;
 * UNKNOWN when the caller may not see it (PUBLIC field set).
 */
export const MemberStatus = /* @__PURE__ */ enumeration(['UNKNOWN', 'PENDING', 'APPROVED', 'BLOCKED', 'OFFLINE']);
/** One of {@link MemberStatus}. */
export type MemberStatus = EnumValue<typeof MemberStatus>;

/**
 * Who may see a member: PRIVATE members are hidden from visitors and other members.
 */
export const PrivacyStatus = /* @__PURE__ */ enumeration(['UNKNOWN', 'PRIVATE', 'PUBLIC']);
/** One of {@link PrivacyStatus}. */
export type PrivacyStatus = EnumValue<typeof PrivacyStatus>;

/**
 * Whether a member may post and comment.
 */
export const ActivityStatus = /* @__PURE__ */ enumeration(['UNKNOWN', 'ACTIVE', 'MUTED']);
/** One of {@link ActivityStatus}. */
export type ActivityStatus = EnumValue<typeof ActivityStatus>;

/**
 * The read field sets: PUBLIC (default: id, contact id, dates, profile), EXTENDED (adds the login
 * email and the statuses), FULL (every field: contact details, email verification, last login).
 */
export const FieldSet = /* @__PURE__ */ enumeration(['PUBLIC', 'EXTENDED', 'FULL']);
/** One of {@link FieldSet}. */
export type FieldSet = EnumValue<typeof FieldSet>;

/**
 * Where a deleted member is on the way out: TRASH right after the deletion, then DELETED, then
 * PENDING_PURGE until the data is purged.
 */
export const DeletionStatus = /* @__PURE__ */ enumeration(['UNKNOWN', 'TRASH', 'DELETED', 'PENDING_PURGE']);
/** One of {@link DeletionStatus}. */
export type DeletionStatus = EnumValue<typeof DeletionStatus>;

/**
 * A member's role on the site: owners and contributors (collaborators) cannot be deleted, and the
 * owner cannot be blocked.
 */
export const MemberRole = /* @__PURE__ */ enumeration(['MEMBER', 'OWNER', 'CONTRIBUTOR']);
/** One of {@link MemberRole}. */
export type MemberRole = EnumValue<typeof MemberRole>;

/**
 * The type of a member profile custom field.
 */
export const CustomFieldType = /* @__PURE__ */ enumeration(['UNKNOWN', 'TEXT', 'NUMBER', 'DATE', 'URL', 'SOCIAL']);
/** One of {@link CustomFieldType}. */
export type CustomFieldType = EnumValue<typeof CustomFieldType>;

/**
 * Where a profile custom field comes from: made by the site owner (CUSTOM), a default contact field
 * (CONTACT: birth date, position, company) or a system field (SYSTEM: name, email, phone, address, title).
 */
export const CustomFieldOrigin = /* @__PURE__ */ enumeration(['UNKNOWN', 'CUSTOM', 'CONTACT', 'SYSTEM']);
/** One of {@link CustomFieldOrigin}. */
export type CustomFieldOrigin = EnumValue<typeof CustomFieldOrigin>;

/**
 * Who sees a profile custom field: PUBLIC (on the public profile page) or PRIVATE (the member only).
 */
export const CustomFieldPrivacy = /* @__PURE__ */ enumeration(['UNKNOWN', 'PUBLIC', 'PRIVATE']);
/** One of {@link CustomFieldPrivacy}. */
export type CustomFieldPrivacy = EnumValue<typeof CustomFieldPrivacy>;

/**
 * The network of a SOCIAL custom field.
 */
export const SocialType = /* @__PURE__ */ enumeration([
  'UNKNOWN',
  'FACEBOOK',
  'INSTAGRAM',
  'LINKEDIN',
  'TWITTER',
  'YOUTUBE',
  'PINTEREST',
  'TIKTOK',
  'DEVIANTART',
  'SOUNDCLOUD',
  'TUMBLR',
  'VIMEO',
  'VKONTAKTE',
  'ODNOKLASSNIKI',
  'OTHER',
]);
/** One of {@link SocialType}. */
export type SocialType = EnumValue<typeof SocialType>;

/**
 * Why a member reported another member.
 */
export const ReportReason = /* @__PURE__ */ enumeration(['SPAM', 'IMPERSONATION', 'HARASSMENT', 'OTHER']);
/** One of {@link ReportReason}. */
export type ReportReason = EnumValue<typeof ReportReason>;

/**
 * A member-to-member block, seen from one side: BLOCKING (I blocked them) or BLOCKED (they blocked me).
 * Either way, `getMember` answers `MEMBER_TO_MEMBER_BLOCKED`.
 */
export const MemberBlockState = /* @__PURE__ */ enumeration(['BLOCKING', 'BLOCKED']);
/** One of {@link MemberBlockState}. */
export type MemberBlockState = EnumValue<typeof MemberBlockState>;

/**
 * The fields members can be sorted by.
 *
 * @example
 * ```ts
 * const field: MemberSortField = MemberSortField['profile.nickname'];
 * ```
 */
export const MemberSortField = /* @__PURE__ */ enumeration([
  'profile.nickname',
  'contact.firstName',
  'contact.lastName',
  'createdDate',
  'updatedDate',
  'lastLoginDate',
]);
/** One of {@link MemberSortField}. */
export type MemberSortField = EnumValue<typeof MemberSortField>;

/**
 * The fields plain-text search looks in (default `profile.nickname`).
 */
export const MemberSearchField = /* @__PURE__ */ enumeration([
  'loginEmail',
  'contact.firstName',
  'contact.lastName',
  'profile.title',
  'profile.nickname',
  'profile.slug',
]);
/** One of {@link MemberSearchField}. */
export type MemberSearchField = EnumValue<typeof MemberSearchField>;
