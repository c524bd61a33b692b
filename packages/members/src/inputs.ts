import * as z from 'zod/mini';
import { nonEmptyString, oneOf, strictOptions, wireTimestamp } from '@frontdesk/core';
import { ActivityStatus, FieldSet, MemberSearchField, MemberStatus, PrivacyStatus, SortOrder } from './enums.js';
import type { MemberFilter } from './types.js';

/*
 * The calls' argument schemas (internal), for their development-only `inputs`: each is built when a
 * call first runs, and a production build drops them with zod. Options objects are strict (a
 * misspelt option is an InputError, not silently dropped). Member bodies are checked at the top level
 * only (types of the top-level fields, enums, the required login email); `contact` and `profile` must
 * be objects, and the platform validates what is inside them. Dates are the encodings' (below, every
 * build): a `Date` or an ISO string is sent in wire form.
 */

const nullish = <S extends z.core.$ZodType>(schema: S) => z.optional(z.nullable(schema));

/** Up to 3 field sets (default PUBLIC); sent as repeated `fieldsets` parameters. */
const fieldSetsSchema = () => z.array(oneOf(FieldSet)).check(z.maxLength(3, 'must have at most 3 field sets'));

const isPlainObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** A {@link MemberFilter}: checked to be an object, sent as written (the platform checks fields and operators). */
export const memberFilterSchema = () => z.custom<MemberFilter>(isPlainObject, 'must be a filter object');

// Sort fields are checked by the platform (it knows which fields sort); the order must be ASC or DESC.
const memberSortingSchema = () => z.array(z.object({ fieldName: nonEmptyString(), order: z.optional(oneOf(SortOrder)) }));

const memberSearchSchema = () =>
  z.object({
    expression: z.string().check(z.minLength(1, 'must have 1 to 100 characters'), z.maxLength(100, 'must have 1 to 100 characters')),
    fields: z.optional(z.array(oneOf(MemberSearchField)).check(z.maxLength(4, 'must have at most 4 fields'))),
  });

const memberPagingSchema = () =>
  z.strictObject({
    limit: nullish(z.int().check(z.minimum(1, 'must be 1 to 100'), z.maximum(100, 'must be 1 to 100'))),
    offset: nullish(z.int().check(z.minimum(0, 'must be 0 or more'))),
  });

/**
 * The query of `queryMembers`: filter, sorting and paging. The filter's fields and operators (any
 * platform operator) and the sort fields are the platform's to check.
 */
export const memberQuerySchema = () =>
  z.strictObject({
    filter: z.optional(memberFilterSchema()),
    sorting: z.optional(memberSortingSchema()),
    paging: z.optional(memberPagingSchema()),
  });

/** The options of `getCurrentMember` (not strict, as it always was). */
export const getCurrentMemberOptionsSchema = () => z.object({ fieldsets: z.optional(fieldSetsSchema()) });

/** The options of `getMember`. */
export const getMemberOptionsSchema = () => strictOptions({ fieldsets: z.optional(fieldSetsSchema()) });

/** The options of `listMembers`. */
export const listMembersOptionsSchema = () =>
  strictOptions({
    paging: z.optional(memberPagingSchema()),
    fieldsets: z.optional(fieldSetsSchema()),
    sorting: z.optional(memberSortingSchema()),
  });

/** The options of `queryMembers`. */
export const queryMembersOptionsSchema = () =>
  strictOptions({ fieldsets: z.optional(fieldSetsSchema()), search: z.optional(memberSearchSchema()) });

/** The options of `deleteMyMember`. */
export const deleteMyMemberOptionsSchema = () => strictOptions({ contentAssigneeId: nullish(nonEmptyString()) });

/** The options of `bulkDeleteMembersByFilter`. */
export const bulkDeleteMembersByFilterOptionsSchema = () =>
  strictOptions({
    contentAssigneeId: nullish(nonEmptyString()),
    search: z.optional(memberSearchSchema()),
  });

/** The ids of `bulkDeleteMembers`: 1 to 100. */
export const memberIdsSchema = () =>
  z.array(nonEmptyString()).check(z.minLength(1, 'must have 1 to 100 ids'), z.maxLength(100, 'must have 1 to 100 ids'));

/** A member slug: at most 255 characters (the platform decides which characters it accepts). */
export const slugSchema = () => nonEmptyString().check(z.maxLength(255, 'must have at most 255 characters'));

/** `contact` and `profile`: objects, their fields checked by the platform. */
const body = () => z.optional(z.custom<object>(isPlainObject, 'must be an object'));

const memberInputShape = () => ({
  id: nullish(z.string()),
  loginEmail: nullish(z.string()),
  loginEmailVerified: nullish(z.boolean()),
  status: z.optional(oneOf(MemberStatus)),
  contactId: nullish(z.string()),
  contact: body(),
  profile: body(),
  privacyStatus: z.optional(oneOf(PrivacyStatus)),
  activityStatus: z.optional(oneOf(ActivityStatus)),
});

/** The member of `updateMember`: its top-level fields. */
export const memberInputSchema = () => z.looseObject(memberInputShape());

/** The options of `createMember`: the member to create, `loginEmail` required. */
export const createMemberOptionsSchema = () =>
  strictOptions({
    member: z.looseObject({ ...memberInputShape(), loginEmail: nonEmptyString() }),
  });

/** A member date: `null` goes as it is (the platform's "none"), a `Date` or an ISO string in wire form. */
const nullableTimestamp = (value: unknown): unknown => (value === null ? null : wireTimestamp(value));

/** A member body's wire form (every build): its dates, accepted so that a member read earlier can be sent back. */
export const memberEncoding = { createdDate: nullableTimestamp, updatedDate: nullableTimestamp, lastLoginDate: nullableTimestamp };
