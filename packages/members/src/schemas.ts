import * as z from 'zod/mini';
import { timestamp } from '@frontdesk/core';
import { ActivityStatusSchema, MemberStatusSchema, PrivacyStatusSchema } from './enums.js';

/*
 * The member entity as the platform sends it (platform-rules 5.1; field shapes from the official
 * members typings). Loose objects: fields this version does not know pass through. Which fields are
 * present depends on the field sets asked for.
 */

/**
 * A street given as number and name (one way of writing an address's street).
 *
 * @example
 * ```ts
 * const street: StreetAddress = { number: '1', name: 'Rothschild Blvd' };
 * ```
 */
export const StreetAddressSchema = z.looseObject({
  number: z.optional(z.string()),
  name: z.optional(z.string()),
});
/** @see {@link StreetAddressSchema} */
export type StreetAddress = z.infer<typeof StreetAddressSchema>;

/**
 * One of a member's street addresses: either `streetAddress` or a free-text `addressLine`.
 *
 * @example
 * ```ts
 * const address: MemberAddress = { addressLine: 'Rothschild Blvd 1', city: 'Tel Aviv', country: 'IL' };
 * ```
 */
export const MemberAddressSchema = z.looseObject({
  id: z.optional(z.string()),
  streetAddress: z.optional(StreetAddressSchema),
  addressLine: z.optional(z.string()),
  addressLine2: z.optional(z.string()),
  city: z.optional(z.string()),
  subdivision: z.optional(z.string()),
  country: z.optional(z.string()),
  postalCode: z.optional(z.string()),
});
/** @see {@link MemberAddressSchema} */
export type MemberAddress = z.infer<typeof MemberAddressSchema>;

/**
 * The value of one profile custom field in `member.contact.customFields` (keyed by the field's key).
 * Values are text, numbers, `YYYY-MM-DD` dates or URLs, per the field's type.
 *
 * @example
 * ```ts
 * const website = member.contact?.customFields?.['custom.website']?.value;
 * ```
 */
export const MemberCustomFieldSchema = z.looseObject({
  name: z.optional(z.string()),
  value: z.optional(z.unknown()),
});
/** @see {@link MemberCustomFieldSchema} */
export type MemberCustomField = z.infer<typeof MemberCustomFieldSchema>;

/**
 * A member's contact details (FULL field set). `phones`, `emails` and `addresses` are replaced whole
 * by `updateMember`; clear them with `deleteMemberPhones`/`Emails`/`Addresses`.
 *
 * @example
 * ```ts
 * const name = `${member.contact?.firstName ?? ''} ${member.contact?.lastName ?? ''}`;
 * ```
 */
export const MemberContactSchema = z.looseObject({
  contactId: z.optional(z.string()),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  phones: z.optional(z.array(z.string())),
  emails: z.optional(z.array(z.string())),
  addresses: z.optional(z.array(MemberAddressSchema)),
  birthdate: z.optional(z.string()),
  company: z.optional(z.string()),
  jobTitle: z.optional(z.string()),
  customFields: z.optional(z.record(z.string(), MemberCustomFieldSchema)),
});
/** @see {@link MemberContactSchema} */
export type MemberContact = z.infer<typeof MemberContactSchema>;

/**
 * An image of a member profile (photo, cover). The cover's position is `offsetX`/`offsetY`.
 *
 * @example
 * ```ts
 * <img src={member.profile?.photo?.url} />
 * ```
 */
export const MemberImageSchema = z.looseObject({
  id: z.optional(z.string()),
  url: z.optional(z.string()),
  height: z.optional(z.number()),
  width: z.optional(z.number()),
  offsetX: z.optional(z.number()),
  offsetY: z.optional(z.number()),
});
/** @see {@link MemberImageSchema} */
export type MemberImage = z.infer<typeof MemberImageSchema>;

/**
 * A member's public profile: what every field set returns.
 *
 * @example
 * ```ts
 * member.profile?.nickname;
 * ```
 */
export const MemberProfileSchema = z.looseObject({
  nickname: z.optional(z.string()),
  slug: z.optional(z.string()),
  photo: z.optional(MemberImageSchema),
  cover: z.optional(MemberImageSchema),
  title: z.optional(z.string()),
});
/** @see {@link MemberProfileSchema} */
export type MemberProfile = z.infer<typeof MemberProfileSchema>;

/**
 * A site member. Which fields are present depends on the field sets asked for: PUBLIC gives `id`,
 * `contactId`, `profile` and the dates (statuses `UNKNOWN`); EXTENDED adds `loginEmail` and the
 * statuses; FULL adds `contact`, `loginEmailVerified` and `lastLoginDate`. Dates are `Date`s.
 *
 * @example
 * ```ts
 * const member = await getMember(client, memberId, { fieldsets: ['FULL'] });
 * member.lastLoginDate?.toISOString();
 * ```
 */
export const MemberSchema = z.looseObject({
  id: z.string(),
  loginEmail: z.optional(z.string()),
  loginEmailVerified: z.optional(z.boolean()),
  status: z.optional(MemberStatusSchema),
  contactId: z.optional(z.string()),
  contact: z.optional(MemberContactSchema),
  profile: z.optional(MemberProfileSchema),
  privacyStatus: z.optional(PrivacyStatusSchema),
  activityStatus: z.optional(ActivityStatusSchema),
  createdDate: z.optional(timestamp()),
  updatedDate: z.optional(timestamp()),
  lastLoginDate: z.optional(timestamp()),
});
/** @see {@link MemberSchema} */
export type Member = z.infer<typeof MemberSchema>;

/**
 * The answer of `getCurrentMember` and of the calls that change one member (`{ member }`).
 *
 * @example
 * ```ts
 * const { member }: GetCurrentMemberResponse = await getCurrentMember(client);
 * ```
 */
export const GetCurrentMemberResponseSchema = z.object({ member: z.optional(MemberSchema) });
/** @see {@link GetCurrentMemberResponseSchema} */
export type GetCurrentMemberResponse = z.infer<typeof GetCurrentMemberResponseSchema>;

/**
 * `{ member }` with the member always present: the answer of `getMember`, `createMember` and
 * `updateMember` (which return the member itself).
 *
 * @example
 * ```ts
 * const body: GetMemberResponse = { member: { id: 'm1' } };
 * ```
 */
export const GetMemberResponseSchema = z.object({ member: MemberSchema });
/** @see {@link GetMemberResponseSchema} */
export type GetMemberResponse = z.infer<typeof GetMemberResponseSchema>;

/**
 * `{ member }`: the answer of the calls that change one member (slug, community, mute, approve,
 * block, disconnect, delete phones/emails/addresses). Same shape as {@link GetCurrentMemberResponseSchema}.
 *
 * @example
 * ```ts
 * const { member }: MemberResponse = await blockMember(client, memberId);
 * ```
 */
export const MemberResponseSchema = GetCurrentMemberResponseSchema;
/** @see {@link MemberResponseSchema} */
export type MemberResponse = GetCurrentMemberResponse;

/**
 * Offset paging metadata of member lists (under the key `metadata`).
 *
 * @example
 * ```ts
 * const total = (await listMembers(client)).response.metadata?.total;
 * ```
 */
export const MembersPagingMetadataSchema = z.looseObject({
  count: z.optional(z.number()),
  offset: z.optional(z.number()),
  total: z.optional(z.number()),
  tooManyToCount: z.optional(z.boolean()),
  hasNext: z.optional(z.boolean()),
});
/** @see {@link MembersPagingMetadataSchema} */
export type MembersPagingMetadata = z.infer<typeof MembersPagingMetadataSchema>;

/**
 * The answer of `listMembers` and `queryMembers` (available as `page.response`).
 *
 * @example
 * ```ts
 * const { members, metadata }: MembersListResponse = (await queryMembers(client)).response;
 * ```
 */
export const MembersListResponseSchema = z.looseObject({
  members: z.optional(z.array(MemberSchema)),
  metadata: z.optional(MembersPagingMetadataSchema),
});
/** @see {@link MembersListResponseSchema} */
export type MembersListResponse = z.infer<typeof MembersListResponseSchema>;

/**
 * The error of one item of a bulk call.
 *
 * @example
 * ```ts
 * if (error?.code === 'OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN') skip();
 * ```
 */
export const BulkItemErrorSchema = z.looseObject({
  code: z.optional(z.string()),
  description: z.optional(z.string()),
  data: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});
/** @see {@link BulkItemErrorSchema} */
export type BulkItemError = z.infer<typeof BulkItemErrorSchema>;

/**
 * The outcome of one item of a bulk call: its id, its index in the request, success, and the error.
 *
 * @example
 * ```ts
 * const failed = results.filter((r) => !r.itemMetadata?.success).map((r) => r.itemMetadata?.id);
 * ```
 */
export const BulkMemberResultSchema = z.looseObject({
  itemMetadata: z.optional(
    z.looseObject({
      id: z.optional(z.string()),
      originalIndex: z.optional(z.number()),
      success: z.optional(z.boolean()),
      error: z.optional(BulkItemErrorSchema),
    }),
  ),
});
/** @see {@link BulkMemberResultSchema} */
export type BulkMemberResult = z.infer<typeof BulkMemberResultSchema>;

/**
 * Counts of a bulk call: successes, failures, and failures reported without details.
 *
 * @example
 * ```ts
 * const { totalSuccesses, totalFailures } = response.bulkActionMetadata ?? {};
 * ```
 */
export const BulkActionMetadataSchema = z.looseObject({
  totalSuccesses: z.optional(z.number()),
  totalFailures: z.optional(z.number()),
  undetailedFailures: z.optional(z.number()),
});
/** @see {@link BulkActionMetadataSchema} */
export type BulkActionMetadata = z.infer<typeof BulkActionMetadataSchema>;

/**
 * The answer of `bulkDeleteMembers`: one result per requested id, in request order, and the counts.
 *
 * @example
 * ```ts
 * const { results, bulkActionMetadata }: BulkDeleteMembersResponse = await bulkDeleteMembers(client, ids);
 * ```
 */
export const BulkDeleteMembersResponseSchema = z.looseObject({
  results: z.optional(z.array(BulkMemberResultSchema)),
  bulkActionMetadata: z.optional(BulkActionMetadataSchema),
});
/** @see {@link BulkDeleteMembersResponseSchema} */
export type BulkDeleteMembersResponse = z.infer<typeof BulkDeleteMembersResponseSchema>;

/**
 * The answer of the bulk-by-filter calls: the id of the (asynchronous) job that applies the change.
 *
 * @example
 * ```ts
 * const { jobId }: BulkJobResponse = await bulkApproveMembers(client, { status: 'PENDING' });
 * ```
 */
export const BulkJobResponseSchema = z.looseObject({ jobId: z.optional(z.string()) });
/** @see {@link BulkJobResponseSchema} */
export type BulkJobResponse = z.infer<typeof BulkJobResponseSchema>;

/**
 * An empty answer (`deleteMember`, `deleteMyMember`).
 *
 * @example
 * ```ts
 * await deleteMember(client, memberId); // {}
 * ```
 */
export const EmptyResponseSchema = z.looseObject({});
/** @see {@link EmptyResponseSchema} */
export type EmptyResponse = z.infer<typeof EmptyResponseSchema>;
