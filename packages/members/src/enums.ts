import * as z from 'zod/mini';

/*
 * The members domain's enums (seed-spec section 3 "Member"): a frozen const object per enum for code
 * that wants names (`MemberStatus.APPROVED`), its zod schema, and the union type.
 */

/**
 * A zod enum whose error reads `must be one of A, B, C`.
 *
 * @example
 * ```ts
 * const ColorSchema = enumOf(['RED', 'BLUE']);
 * ```
 */
export function enumOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? 'is required' : `must be one of ${values.join(', ')}`),
  });
}

/**
 * A member's status: PENDING members await approval, BLOCKED and OFFLINE members cannot log in;
 * UNKNOWN when the caller may not see it (PUBLIC field set).
 *
 * @example
 * ```ts
 * if (member.status === MemberStatus.PENDING) showAwaitingApproval();
 * ```
 */
export const MemberStatus = Object.freeze({
  UNKNOWN: 'UNKNOWN',
  PENDING: 'PENDING',
  APPROVED: 'APPROVED',
  BLOCKED: 'BLOCKED',
  OFFLINE: 'OFFLINE',
} as const);
/** @see {@link MemberStatus} */
export const MemberStatusSchema = z.enum(['UNKNOWN', 'PENDING', 'APPROVED', 'BLOCKED', 'OFFLINE']);
/** One of {@link MemberStatus}. */
export type MemberStatus = z.infer<typeof MemberStatusSchema>;

/**
 * Who may see a member: PRIVATE members are hidden from visitors and other members.
 *
 * @example
 * ```ts
 * member.privacyStatus === PrivacyStatus.PUBLIC;
 * ```
 */
export const PrivacyStatus = Object.freeze({ UNKNOWN: 'UNKNOWN', PRIVATE: 'PRIVATE', PUBLIC: 'PUBLIC' } as const);
/** @see {@link PrivacyStatus} */
export const PrivacyStatusSchema = z.enum(['UNKNOWN', 'PRIVATE', 'PUBLIC']);
/** One of {@link PrivacyStatus}. */
export type PrivacyStatus = z.infer<typeof PrivacyStatusSchema>;

/**
 * Whether a member may post and comment.
 *
 * @example
 * ```ts
 * member.activityStatus === ActivityStatus.MUTED;
 * ```
 */
export const ActivityStatus = Object.freeze({ UNKNOWN: 'UNKNOWN', ACTIVE: 'ACTIVE', MUTED: 'MUTED' } as const);
/** @see {@link ActivityStatus} */
export const ActivityStatusSchema = z.enum(['UNKNOWN', 'ACTIVE', 'MUTED']);
/** One of {@link ActivityStatus}. */
export type ActivityStatus = z.infer<typeof ActivityStatusSchema>;

/**
 * The read field sets: PUBLIC (default: id, contact id, dates, profile), EXTENDED (adds the login
 * email and the statuses), FULL (every field: contact details, email verification, last login).
 *
 * @example
 * ```ts
 * await getCurrentMember(client, { fieldsets: [FieldSet.FULL] });
 * ```
 */
export const FieldSet = Object.freeze({ PUBLIC: 'PUBLIC', EXTENDED: 'EXTENDED', FULL: 'FULL' } as const);
/** @see {@link FieldSet} */
export const FieldSetSchema = enumOf(['PUBLIC', 'EXTENDED', 'FULL']);
/** One of {@link FieldSet}. */
export type FieldSet = z.infer<typeof FieldSetSchema>;

/**
 * Where a deleted member is on the way out: TRASH right after the deletion, then DELETED, then
 * PENDING_PURGE until the data is purged.
 *
 * @example
 * ```ts
 * const status: DeletionStatus = DeletionStatus.TRASH;
 * ```
 */
export const DeletionStatus = Object.freeze({
  UNKNOWN: 'UNKNOWN',
  TRASH: 'TRASH',
  DELETED: 'DELETED',
  PENDING_PURGE: 'PENDING_PURGE',
} as const);
/** @see {@link DeletionStatus} */
export const DeletionStatusSchema = z.enum(['UNKNOWN', 'TRASH', 'DELETED', 'PENDING_PURGE']);
/** One of {@link DeletionStatus}. */
export type DeletionStatus = z.infer<typeof DeletionStatusSchema>;

/**
 * A member's role on the site: owners and contributors (collaborators) cannot be deleted, and the
 * owner cannot be blocked.
 *
 * @example
 * ```ts
 * const role: MemberRole = MemberRole.CONTRIBUTOR;
 * ```
 */
export const MemberRole = Object.freeze({ MEMBER: 'MEMBER', OWNER: 'OWNER', CONTRIBUTOR: 'CONTRIBUTOR' } as const);
/** @see {@link MemberRole} */
export const MemberRoleSchema = z.enum(['MEMBER', 'OWNER', 'CONTRIBUTOR']);
/** One of {@link MemberRole}. */
export type MemberRole = z.infer<typeof MemberRoleSchema>;

/**
 * The type of a member profile custom field.
 *
 * @example
 * ```ts
 * if (field.fieldType === CustomFieldType.URL) new URL(String(value));
 * ```
 */
export const CustomFieldType = Object.freeze({
  UNKNOWN: 'UNKNOWN',
  TEXT: 'TEXT',
  NUMBER: 'NUMBER',
  DATE: 'DATE',
  URL: 'URL',
  SOCIAL: 'SOCIAL',
} as const);
/** @see {@link CustomFieldType} */
export const CustomFieldTypeSchema = z.enum(['UNKNOWN', 'TEXT', 'NUMBER', 'DATE', 'URL', 'SOCIAL']);
/** One of {@link CustomFieldType}. */
export type CustomFieldType = z.infer<typeof CustomFieldTypeSchema>;

/**
 * Where a profile custom field comes from: made by the site owner (CUSTOM), a default contact field
 * (CONTACT: birth date, position, company) or a system field (SYSTEM: name, email, phone, address, title).
 *
 * @example
 * ```ts
 * const editable = field.fieldOrigin === CustomFieldOrigin.CUSTOM;
 * ```
 */
export const CustomFieldOrigin = Object.freeze({
  UNKNOWN: 'UNKNOWN',
  CUSTOM: 'CUSTOM',
  CONTACT: 'CONTACT',
  SYSTEM: 'SYSTEM',
} as const);
/** @see {@link CustomFieldOrigin} */
export const CustomFieldOriginSchema = z.enum(['UNKNOWN', 'CUSTOM', 'CONTACT', 'SYSTEM']);
/** One of {@link CustomFieldOrigin}. */
export type CustomFieldOrigin = z.infer<typeof CustomFieldOriginSchema>;

/**
 * Who sees a profile custom field: PUBLIC (on the public profile page) or PRIVATE (the member only).
 *
 * @example
 * ```ts
 * const shown = field.defaultPrivacy === CustomFieldPrivacy.PUBLIC;
 * ```
 */
export const CustomFieldPrivacy = Object.freeze({ UNKNOWN: 'UNKNOWN', PUBLIC: 'PUBLIC', PRIVATE: 'PRIVATE' } as const);
/** @see {@link CustomFieldPrivacy} */
export const CustomFieldPrivacySchema = z.enum(['UNKNOWN', 'PUBLIC', 'PRIVATE']);
/** One of {@link CustomFieldPrivacy}. */
export type CustomFieldPrivacy = z.infer<typeof CustomFieldPrivacySchema>;

const SOCIAL_TYPES = [
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
] as const;
/**
 * The network of a SOCIAL custom field.
 *
 * @example
 * ```ts
 * const field = { fieldType: CustomFieldType.SOCIAL, socialType: SocialType.INSTAGRAM };
 * ```
 */
export const SocialType = Object.freeze(Object.fromEntries(SOCIAL_TYPES.map((t) => [t, t])) as { readonly [K in (typeof SOCIAL_TYPES)[number]]: K });
/** @see {@link SocialType} */
export const SocialTypeSchema = z.enum(SOCIAL_TYPES);
/** One of {@link SocialType}. */
export type SocialType = z.infer<typeof SocialTypeSchema>;

/**
 * The tag of one of a member's email addresses.
 *
 * @example
 * ```ts
 * const work = emails.find((e) => e.tag === EmailTag.WORK);
 * ```
 */
export const EmailTag = Object.freeze({ UNTAGGED: 'UNTAGGED', MAIN: 'MAIN', HOME: 'HOME', WORK: 'WORK' } as const);
/** @see {@link EmailTag} */
export const EmailTagSchema = z.enum(['UNTAGGED', 'MAIN', 'HOME', 'WORK']);
/** One of {@link EmailTag}. */
export type EmailTag = z.infer<typeof EmailTagSchema>;

/**
 * The tag of one of a member's phone numbers.
 *
 * @example
 * ```ts
 * const mobile = phones.find((p) => p.tag === PhoneTag.MOBILE);
 * ```
 */
export const PhoneTag = Object.freeze({
  UNTAGGED: 'UNTAGGED',
  MAIN: 'MAIN',
  HOME: 'HOME',
  MOBILE: 'MOBILE',
  WORK: 'WORK',
  FAX: 'FAX',
} as const);
/** @see {@link PhoneTag} */
export const PhoneTagSchema = z.enum(['UNTAGGED', 'MAIN', 'HOME', 'MOBILE', 'WORK', 'FAX']);
/** One of {@link PhoneTag}. */
export type PhoneTag = z.infer<typeof PhoneTagSchema>;

/**
 * The tag of one of a member's addresses.
 *
 * @example
 * ```ts
 * const billing = addresses.find((a) => a.tag === AddressTag.BILLING);
 * ```
 */
export const AddressTag = Object.freeze({
  UNTAGGED: 'UNTAGGED',
  HOME: 'HOME',
  WORK: 'WORK',
  BILLING: 'BILLING',
  SHIPPING: 'SHIPPING',
} as const);
/** @see {@link AddressTag} */
export const AddressTagSchema = z.enum(['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING']);
/** One of {@link AddressTag}. */
export type AddressTag = z.infer<typeof AddressTagSchema>;

/**
 * Why a member reported another member.
 *
 * @example
 * ```ts
 * const reason: ReportReason = ReportReason.SPAM;
 * ```
 */
export const ReportReason = Object.freeze({
  SPAM: 'SPAM',
  IMPERSONATION: 'IMPERSONATION',
  HARASSMENT: 'HARASSMENT',
  OTHER: 'OTHER',
} as const);
/** @see {@link ReportReason} */
export const ReportReasonSchema = z.enum(['SPAM', 'IMPERSONATION', 'HARASSMENT', 'OTHER']);
/** One of {@link ReportReason}. */
export type ReportReason = z.infer<typeof ReportReasonSchema>;

/**
 * A member-to-member block, seen from one side: BLOCKING (I blocked them) or BLOCKED (they blocked me).
 * Either way, `getMember` answers `MEMBER_TO_MEMBER_BLOCKED`.
 *
 * @example
 * ```ts
 * const state: MemberBlockState = MemberBlockState.BLOCKING;
 * ```
 */
export const MemberBlockState = Object.freeze({ BLOCKING: 'BLOCKING', BLOCKED: 'BLOCKED' } as const);
/** @see {@link MemberBlockState} */
export const MemberBlockStateSchema = z.enum(['BLOCKING', 'BLOCKED']);
/** One of {@link MemberBlockState}. */
export type MemberBlockState = z.infer<typeof MemberBlockStateSchema>;

/**
 * The sections of a member's account area.
 *
 * @example
 * ```ts
 * const sections: AccountSection[] = [AccountSection.ACCOUNT_INFO, AccountSection.ORDERS];
 * ```
 */
export const AccountSection = Object.freeze({
  ACCOUNT_INFO: 'ACCOUNT_INFO',
  BOOKINGS: 'BOOKINGS',
  ORDERS: 'ORDERS',
  SUBSCRIPTIONS: 'SUBSCRIPTIONS',
  EVENTS: 'EVENTS',
} as const);
/** @see {@link AccountSection} */
export const AccountSectionSchema = z.enum(['ACCOUNT_INFO', 'BOOKINGS', 'ORDERS', 'SUBSCRIPTIONS', 'EVENTS']);
/** One of {@link AccountSection}. */
export type AccountSection = z.infer<typeof AccountSectionSchema>;

/**
 * Sort direction.
 *
 * @example
 * ```ts
 * await listMembers(client, { sorting: [{ fieldName: 'createdDate', order: SortOrder.DESC }] });
 * ```
 */
export const SortOrder = Object.freeze({ ASC: 'ASC', DESC: 'DESC' } as const);
/** @see {@link SortOrder} */
export const SortOrderSchema = enumOf(['ASC', 'DESC']);
/** One of {@link SortOrder}. */
export type SortOrder = z.infer<typeof SortOrderSchema>;

/**
 * What a member webhook or a member's identity can be: the seed's identity types.
 *
 * @example
 * ```ts
 * if (event.metadata.identity.identityType === IdentityType.MEMBER) audit(event.metadata.identity.memberId);
 * ```
 */
export const IdentityType = Object.freeze({
  UNKNOWN: 'UNKNOWN',
  ANONYMOUS_VISITOR: 'ANONYMOUS_VISITOR',
  MEMBER: 'MEMBER',
  WIX_USER: 'WIX_USER',
  APP: 'APP',
} as const);
/** @see {@link IdentityType} */
export const IdentityTypeSchema = z.enum(['UNKNOWN', 'ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP']);
/** One of {@link IdentityType}. */
export type IdentityType = z.infer<typeof IdentityTypeSchema>;
