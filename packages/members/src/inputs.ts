import * as z from 'zod/mini';
import { timestampInput } from '@frontdesk/core';
import { ActivityStatusSchema, FieldSetSchema, MemberStatusSchema, PrivacyStatusSchema } from './enums.js';
import { MemberFilterSchema, MemberPagingSchema, MemberSearchSchema, MemberSortingSchema } from './query.js';

/*
 * Request schemas. Options objects are strict (a misspelt option is an InputError, not silently
 * dropped); member entities are loose (fields this version does not know pass through). Dates
 * accept a `Date` or an ISO string.
 */

const nullish = <S extends z.core.$ZodType>(schema: S) => z.optional(z.nullable(schema));
const unknownKeys = (issue: { code: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `has unknown option(s): ${(issue.keys ?? []).join(', ')}` : undefined;

/**
 * Up to 3 field sets (default PUBLIC); sent as repeated `fieldsets` parameters.
 *
 * @example
 * ```ts
 * FieldSetsSchema.parse(['PUBLIC', 'EXTENDED']);
 * ```
 */
export const FieldSetsSchema = z.array(FieldSetSchema).check(z.maxLength(3, 'must have at most 3 field sets'));

/**
 * The options of `getCurrentMember`.
 *
 * @example
 * ```ts
 * const options: GetCurrentMemberOptions = { fieldsets: ['FULL'] };
 * ```
 */
export const GetCurrentMemberOptionsSchema = z.object({ fieldsets: z.optional(FieldSetsSchema) });
/** @see {@link GetCurrentMemberOptionsSchema} */
export type GetCurrentMemberOptions = z.input<typeof GetCurrentMemberOptionsSchema>;

/**
 * The options of `getMember`.
 *
 * @example
 * ```ts
 * const options: GetMemberOptions = { fieldsets: ['EXTENDED'] };
 * ```
 */
export const GetMemberOptionsSchema = z.strictObject({ fieldsets: z.optional(FieldSetsSchema) }, { error: unknownKeys });
/** @see {@link GetMemberOptionsSchema} */
export type GetMemberOptions = z.input<typeof GetMemberOptionsSchema>;

/**
 * The options of `listMembers`: paging (limit 1 to 100, default 50), field sets and sorting.
 *
 * @example
 * ```ts
 * const options: ListMembersOptions = { paging: { limit: 20 }, sorting: [{ fieldName: 'profile.nickname', order: 'ASC' }] };
 * ```
 */
export const ListMembersOptionsSchema = z.strictObject(
  {
    paging: z.optional(MemberPagingSchema),
    fieldsets: z.optional(FieldSetsSchema),
    sorting: z.optional(MemberSortingSchema),
  },
  { error: unknownKeys },
);
/** @see {@link ListMembersOptionsSchema} */
export type ListMembersOptions = z.input<typeof ListMembersOptionsSchema>;

/**
 * The options of `queryMembers`: field sets and plain-text search.
 *
 * @example
 * ```ts
 * const options: QueryMembersOptions = { fieldsets: ['FULL'], search: { expression: 'dana' } };
 * ```
 */
export const QueryMembersOptionsSchema = z.strictObject(
  { fieldsets: z.optional(FieldSetsSchema), search: z.optional(MemberSearchSchema) },
  { error: unknownKeys },
);
/** @see {@link QueryMembersOptionsSchema} */
export type QueryMembersOptions = z.input<typeof QueryMembersOptionsSchema>;

/**
 * The options of `deleteMyMember`: the member who receives the deleted member's content (default:
 * the site owner).
 *
 * @example
 * ```ts
 * const options: DeleteMyMemberOptions = { contentAssigneeId: otherMemberId };
 * ```
 */
export const DeleteMyMemberOptionsSchema = z.strictObject(
  { contentAssigneeId: nullish(z.string().check(z.minLength(1, 'must be a non-empty string'))) },
  { error: unknownKeys },
);
/** @see {@link DeleteMyMemberOptionsSchema} */
export type DeleteMyMemberOptions = z.input<typeof DeleteMyMemberOptionsSchema>;

/**
 * The options of `bulkDeleteMembersByFilter`: who receives the content, and a search to narrow the filter.
 *
 * @example
 * ```ts
 * const options: BulkDeleteMembersByFilterOptions = { search: { expression: 'spam', fields: ['profile.nickname'] } };
 * ```
 */
export const BulkDeleteMembersByFilterOptionsSchema = z.strictObject(
  {
    contentAssigneeId: nullish(z.string().check(z.minLength(1, 'must be a non-empty string'))),
    search: z.optional(MemberSearchSchema),
  },
  { error: unknownKeys },
);
/** @see {@link BulkDeleteMembersByFilterOptionsSchema} */
export type BulkDeleteMembersByFilterOptions = z.input<typeof BulkDeleteMembersByFilterOptionsSchema>;

/**
 * The filter argument of the bulk-by-filter calls: a {@link MemberFilter}; `{}` matches every member.
 *
 * @example
 * ```ts
 * await bulkBlockMembers(client, { activityStatus: 'MUTED' });
 * ```
 */
export const BulkFilterSchema = MemberFilterSchema;

/**
 * The ids of `bulkDeleteMembers`: 1 to 100.
 *
 * @example
 * ```ts
 * MemberIdsSchema.parse([memberId]);
 * ```
 */
export const MemberIdsSchema = z
  .array(z.string().check(z.minLength(1, 'must be a non-empty string')))
  .check(z.minLength(1, 'must have 1 to 100 ids'), z.maxLength(100, 'must have 1 to 100 ids'));

/**
 * A member slug: at most 255 characters (the platform decides which characters it accepts).
 *
 * @example
 * ```ts
 * SlugSchema.parse('dana-levi');
 * ```
 */
export const SlugSchema = z.string().check(z.minLength(1, 'must be a non-empty string'), z.maxLength(255, 'must have at most 255 characters'));

const ImageInputSchema = z.looseObject({
  id: z.optional(z.string()),
  url: z.optional(z.string()),
  height: z.optional(z.number()),
  width: z.optional(z.number()),
  offsetX: nullish(z.number()),
  offsetY: nullish(z.number()),
});

const AddressInputSchema = z.looseObject({
  id: nullish(z.string()),
  streetAddress: z.optional(z.looseObject({ number: z.optional(z.string()), name: z.optional(z.string()) })),
  addressLine: nullish(z.string()),
  addressLine2: nullish(z.string()),
  city: nullish(z.string()),
  subdivision: nullish(z.string()),
  country: nullish(z.string()),
  postalCode: nullish(z.string()),
});

const memberInputShape = {
  id: nullish(z.string()),
  loginEmail: nullish(z.string()),
  loginEmailVerified: nullish(z.boolean()),
  status: z.optional(MemberStatusSchema),
  contactId: nullish(z.string()),
  contact: z.optional(
    z.looseObject({
      firstName: nullish(z.string()),
      lastName: nullish(z.string()),
      phones: nullish(z.array(z.string())),
      emails: nullish(z.array(z.string())),
      addresses: z.optional(z.array(AddressInputSchema)),
      birthdate: nullish(z.string()),
      company: nullish(z.string()),
      jobTitle: nullish(z.string()),
      customFields: z.optional(
        z.record(z.string(), z.looseObject({ name: nullish(z.string()), value: z.optional(z.unknown()) })),
      ),
    }),
  ),
  profile: z.optional(
    z.looseObject({
      nickname: nullish(z.string()),
      slug: nullish(z.string()),
      photo: z.optional(ImageInputSchema),
      cover: z.optional(ImageInputSchema),
      title: nullish(z.string()),
    }),
  ),
  privacyStatus: z.optional(PrivacyStatusSchema),
  activityStatus: z.optional(ActivityStatusSchema),
  createdDate: nullish(timestampInput()),
  updatedDate: nullish(timestampInput()),
  lastLoginDate: nullish(timestampInput()),
};

/**
 * The member fields a create or update sends. `contact.phones`, `emails` and `addresses` replace the
 * whole array (an empty array changes nothing); `""` clears a text field; `contact.customFields`
 * is keyed by the field key, each `{ value }`. Read-only fields (`status`, `slug`, dates) are ignored
 * by the platform.
 *
 * @example
 * ```ts
 * const member: MemberInput = { contact: { firstName: 'Dana', phones: ['+972501234567'] }, profile: { nickname: 'dana-l' } };
 * ```
 */
export const MemberInputSchema = z.looseObject(memberInputShape);
/** @see {@link MemberInputSchema} */
export type MemberInput = z.input<typeof MemberInputSchema>;

/**
 * The options of `createMember`: the member to create (`loginEmail` required).
 *
 * @example
 * ```ts
 * const options: CreateMemberOptions = { member: { loginEmail: 'dana@example.com', profile: { nickname: 'Dana' } } };
 * ```
 */
export const CreateMemberOptionsSchema = z.strictObject(
  {
    member: z.looseObject({ ...memberInputShape, loginEmail: z.string().check(z.minLength(1, 'must be a non-empty string')) }),
  },
  { error: unknownKeys },
);
/** @see {@link CreateMemberOptionsSchema} */
export type CreateMemberOptions = z.input<typeof CreateMemberOptionsSchema>;
