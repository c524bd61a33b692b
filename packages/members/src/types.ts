import type { FilterOperators } from '@frontdesk/core';
import type {
  ActivityStatus,
  AddressTag,
  CustomFieldOrigin,
  CustomFieldPrivacy,
  CustomFieldType,
  EmailTag,
  FieldSet,
  MemberSearchField,
  MemberSortField,
  MemberStatus,
  PhoneTag,
  PrivacyStatus,
  SocialType,
  SortOrder,
} from './enums.js';

/*
 * The members domain's entities, response bodies and call arguments as plain types (platform-rules
 * 5.1; field shapes from the official members typings). Responses are not checked against them at
 * run time: fields this version does not know pass through, and which fields are present depends on
 * the field sets asked for. `scripts/gen-wire.mjs` reads this file to generate `wire.gen.ts` (the
 * date fields core decodes).
 */

// ---------------------------------------------------------------------------------------------
// The member

/** A street given as number and name (one way of writing an address's street). */
export interface StreetAddress {
  number?: string;
  name?: string;
}

/** One of a member's street addresses: either `streetAddress` or a free-text `addressLine`. */
export interface MemberAddress {
  id?: string;
  streetAddress?: StreetAddress;
  addressLine?: string;
  addressLine2?: string;
  city?: string;
  subdivision?: string;
  country?: string;
  postalCode?: string;
}

/**
 * The value of one profile custom field in `member.contact.customFields` (keyed by the field's key).
 * Values are text, numbers, `YYYY-MM-DD` dates or URLs, per the field's type.
 */
export interface MemberCustomField {
  name?: string;
  value?: unknown;
}

/**
 * A member's contact details (FULL field set). `phones`, `emails` and `addresses` are replaced whole
 * by `updateMember`; clear them with `deleteMemberPhones`/`Emails`/`Addresses`.
 */
export interface MemberContact {
  contactId?: string;
  firstName?: string;
  lastName?: string;
  phones?: string[];
  emails?: string[];
  addresses?: MemberAddress[];
  /** `YYYY-MM-DD`. */
  birthdate?: string;
  company?: string;
  jobTitle?: string;
  /** Keyed by the custom field's key, e.g. `custom.website`. */
  customFields?: Record<string, MemberCustomField>;
}

/** An image of a member profile (photo, cover). The cover's position is `offsetX`/`offsetY`. */
export interface MemberImage {
  id?: string;
  url?: string;
  height?: number;
  width?: number;
  offsetX?: number;
  offsetY?: number;
}

/** A member's public profile: what every field set returns. */
export interface MemberProfile {
  nickname?: string;
  slug?: string;
  photo?: MemberImage;
  cover?: MemberImage;
  title?: string;
}

/**
 * A site member. Which fields are present depends on the field sets asked for: PUBLIC gives `id`,
 * `contactId`, `profile` and the dates (statuses `UNKNOWN`); EXTENDED adds `loginEmail` and the
 * statuses; FULL adds `contact`, `loginEmailVerified` and `lastLoginDate`.
 */
export interface Member {
  id: string;
  loginEmail?: string;
  loginEmailVerified?: boolean;
  status?: MemberStatus;
  contactId?: string;
  contact?: MemberContact;
  profile?: MemberProfile;
  privacyStatus?: PrivacyStatus;
  activityStatus?: ActivityStatus;
  createdDate?: Date;
  updatedDate?: Date;
  lastLoginDate?: Date;
}

// ---------------------------------------------------------------------------------------------
// Response bodies

/** The answer of `getCurrentMember`: `{ member }`. */
export interface GetCurrentMemberResponse {
  member?: Member;
}

/** `{ member }` with the member always present: the answer of `getMember`, `createMember` and `updateMember` (which return the member itself). */
export interface GetMemberResponse {
  member: Member;
}

/**
 * `{ member }`: the answer of the calls that change one member (slug, community, mute, approve,
 * block, disconnect, delete phones/emails/addresses). Same shape as {@link GetCurrentMemberResponse}.
 */
export type MemberResponse = GetCurrentMemberResponse;

/** Offset paging metadata of member lists (under the key `metadata`). */
export interface MembersPagingMetadata {
  count?: number;
  offset?: number;
  total?: number;
  tooManyToCount?: boolean;
  hasNext?: boolean;
}

/** The answer of `listMembers` and `queryMembers` (available as `page.response`). */
export interface MembersListResponse {
  members?: Member[];
  metadata?: MembersPagingMetadata;
}

/** The error of one item of a bulk call. */
export interface BulkItemError {
  code?: string;
  description?: string;
  data?: Record<string, unknown> | null;
}

/** Which item of a bulk call a result is about, and whether it succeeded. */
export interface BulkItemMetadata {
  id?: string;
  /** The item's index in the request. */
  originalIndex?: number;
  success?: boolean;
  error?: BulkItemError;
}

/** The outcome of one item of a bulk call: its id, its index in the request, success, and the error. */
export interface BulkMemberResult {
  itemMetadata?: BulkItemMetadata;
}

/** Counts of a bulk call: successes, failures, and failures reported without details. */
export interface BulkActionMetadata {
  totalSuccesses?: number;
  totalFailures?: number;
  undetailedFailures?: number;
}

/** The answer of `bulkDeleteMembers`: one result per requested id, in request order, and the counts. */
export interface BulkDeleteMembersResponse {
  results?: BulkMemberResult[];
  bulkActionMetadata?: BulkActionMetadata;
}

/** The answer of the bulk-by-filter calls: the id of the (asynchronous) job that applies the change. */
export interface BulkJobResponse {
  jobId?: string;
}

/** An empty answer (`deleteMember`, `deleteMyMember`): `{}`. */
export interface EmptyResponse {
  [key: string]: unknown;
}

// ---------------------------------------------------------------------------------------------
// The profile's companion entities (seed-spec section 3). The members calls do not return them
// inside `Member`; they type what the site's profile settings and identity profiles carry.

/**
 * The definition of a member profile custom field: its key (as used in
 * `member.contact.customFields`), type, origin and default privacy.
 */
export interface CustomFieldDefinition {
  id?: string;
  name?: string;
  key?: string;
  defaultPrivacy?: CustomFieldPrivacy;
  fieldType?: CustomFieldType;
  socialType?: SocialType;
  fieldOrigin?: CustomFieldOrigin;
  appliesTo?: 'ALL_MEMBERS' | 'SELECTED_MEMBERS';
  section?: 'GENERAL' | 'SOCIAL' | 'DISPLAY_INFO' | 'ADDRESS';
  createdDate?: Date;
  updatedDate?: Date;
  revision?: string;
}

/** One node of a {@link RichContent} document (paragraph, heading, text, image...), kept as the platform sends it. */
export interface RichContentNode {
  type?: string;
  id?: string;
  /** Child nodes and the node type's data (`textData`, `imageData`...). */
  [key: string]: unknown;
}

/** The version and timestamps of a {@link RichContent} document. */
export interface RichContentMetadata {
  version?: number;
  createdTimestamp?: Date;
  updatedTimestamp?: Date;
}

/** A rich-text document (nodes of paragraphs, headings, images...), kept as the platform sends it. */
export interface RichContent {
  nodes?: RichContentNode[];
  metadata?: RichContentMetadata;
  documentStyle?: Record<string, unknown>;
}

/** A member's "About" section: rich text on the profile page. */
export interface MemberAbout {
  id?: string;
  revision?: string;
  memberId?: string;
  content?: RichContent;
}

/** A badge the site owner gives members (shown on their profile; may grant page permissions). */
export interface MemberBadge {
  id?: string;
  title?: string;
  description?: string;
  /** A CSS color, e.g. `#796EFF`. */
  backgroundColor?: string;
  textColor?: string;
  icon?: string;
  permissionsEnabled?: boolean;
  slug?: string;
  createdDate?: Date;
  updatedDate?: Date;
}

/** An email address with its tag (identity profiles). */
export interface TaggedEmail {
  email?: string;
  tag?: EmailTag;
}

/** A phone number with its tag (identity profiles). */
export interface TaggedPhone {
  countryCode?: string;
  phone?: string;
  tag?: PhoneTag;
}

/** An address with its tag (identity profiles). */
export interface TaggedAddress {
  id?: string;
  tag?: AddressTag;
  address?: MemberAddress;
}

// ---------------------------------------------------------------------------------------------
// The member query language (platform-rules 1.6)

/**
 * The operators a member filter field accepts: core's {@link FilterOperators}, and any other platform
 * operator (`$contains`, ...), which the platform checks.
 */
export interface MemberFilterOperators<T = unknown> extends FilterOperators<T> {
  [operator: `$${string}`]: unknown;
}

/** A filter field: a value (equality) or operators. */
type Field<T> = T | MemberFilterOperators<T>;

/**
 * A filter on members: a value (equality) or operators per field, combined with `$and`, `$or`,
 * `$not`. `activityStatus` is for the bulk calls.
 */
export interface MemberFilter {
  id?: Field<string>;
  loginEmail?: Field<string>;
  status?: Field<MemberStatus>;
  contactId?: Field<string>;
  'contact.firstName'?: Field<string>;
  'contact.lastName'?: Field<string>;
  'profile.nickname'?: Field<string>;
  'profile.slug'?: Field<string>;
  privacyStatus?: Field<PrivacyStatus>;
  activityStatus?: Field<ActivityStatus>;
  $and?: MemberFilter[];
  $or?: MemberFilter[];
  $not?: MemberFilter;
}

/** One sort key: a field and a direction (ASC by default). */
export interface MemberSorting {
  /** A {@link MemberSortField}, or another field the platform sorts by (the platform checks it). */
  fieldName: MemberSortField | (string & {});
  order?: SortOrder;
}

/** Plain-text search: an expression of 1 to 100 characters in up to 4 fields. */
export interface MemberSearch {
  expression: string;
  /** At most 4; default `profile.nickname`. */
  fields?: MemberSearchField[];
}

/** Offset paging: `limit` (1 to 100) and `offset`. */
export interface MemberPaging {
  limit?: number | null;
  offset?: number | null;
}

/** A members query: filter, sorting and offset paging (default `{ offset: 0, limit: 50 }`). */
export interface MemberQuery {
  filter?: MemberFilter;
  sorting?: MemberSorting[];
  paging?: MemberPaging;
}

// ---------------------------------------------------------------------------------------------
// Call arguments

/** The options of `getCurrentMember`. */
export interface GetCurrentMemberOptions {
  /** Up to 3 field sets (default PUBLIC). */
  fieldsets?: FieldSet[];
}

/** The options of `getMember`. */
export interface GetMemberOptions {
  /** Up to 3 field sets (default PUBLIC). */
  fieldsets?: FieldSet[];
}

/** The options of `listMembers`: paging (limit 1 to 100, default 50), field sets and sorting. */
export interface ListMembersOptions {
  paging?: MemberPaging;
  /** Up to 3 field sets (default PUBLIC). */
  fieldsets?: FieldSet[];
  sorting?: MemberSorting[];
}

/** The options of `queryMembers`: field sets and plain-text search. */
export interface QueryMembersOptions {
  /** Up to 3 field sets (default PUBLIC). */
  fieldsets?: FieldSet[];
  search?: MemberSearch;
}

/** The options of `deleteMyMember`: the member who receives the deleted member's content (default: the site owner). */
export interface DeleteMyMemberOptions {
  contentAssigneeId?: string | null;
}

/** The options of `bulkDeleteMembersByFilter`: who receives the content, and a search to narrow the filter. */
export interface BulkDeleteMembersByFilterOptions {
  /** Default: the site owner. */
  contentAssigneeId?: string | null;
  search?: MemberSearch;
}

/**
 * The member fields a create or update sends: any fields of a {@link Member}. `contact.phones`,
 * `emails` and `addresses` replace the whole array (an empty array changes nothing); `""` clears a
 * text field; `contact.customFields` is keyed by the field key, each `{ value }`. Read-only fields
 * (`status`, `slug`, dates) are ignored by the platform. Dates may also be given as ISO strings.
 */
export type MemberInput = Partial<Member>;

/** The options of `createMember`: the member to create (`loginEmail` required). */
export interface CreateMemberOptions {
  member: MemberInput & { loginEmail: string };
}
