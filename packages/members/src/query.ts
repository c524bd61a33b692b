import * as z from 'zod/mini';
import { enumOf, SortOrderSchema, type ActivityStatus, type MemberStatus, type PrivacyStatus, type SortOrder } from './enums.js';

/*
 * The member query language (platform-rules 1.6): a filter on id, login email, status, contact id,
 * first and last name, nickname, slug and privacy (activity status too, for the bulk calls), with
 * `$eq $ne $lt $lte $gt $gte $in $nin $exists $startsWith` and `$and $or $not`; sorting on nickname,
 * names and dates; plain-text search.
 */

/**
 * The operators a filter field accepts (`$startsWith` is case-insensitive).
 *
 * @example
 * ```ts
 * const named: MemberFilterOperators<string> = { $startsWith: 'da' };
 * ```
 */
export interface MemberFilterOperators<T> {
  $eq?: T | null;
  $ne?: T | null;
  $gt?: T;
  $gte?: T;
  $lt?: T;
  $lte?: T;
  $in?: T[];
  $nin?: T[];
  $exists?: boolean;
  $startsWith?: string;
}

type Field<T> = T | MemberFilterOperators<T>;

/**
 * A filter on members: a value (equality) or operators per field, combined with `$and`, `$or`, `$not`.
 *
 * @example
 * ```ts
 * const filter: MemberFilter = { $or: [{ status: 'PENDING' }, { 'profile.nickname': { $startsWith: 'spam' } }] };
 * ```
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

/**
 * The fields members can be sorted by.
 *
 * @example
 * ```ts
 * const field: MemberSortField = 'profile.nickname';
 * ```
 */
export type MemberSortField =
  | 'profile.nickname'
  | 'contact.firstName'
  | 'contact.lastName'
  | 'createdDate'
  | 'updatedDate'
  | 'lastLoginDate';

/**
 * One sort key: a field and a direction (ASC by default).
 *
 * @example
 * ```ts
 * const newestFirst: MemberSorting = { fieldName: 'createdDate', order: 'DESC' };
 * ```
 */
export interface MemberSorting {
  fieldName: MemberSortField;
  order?: SortOrder;
}

/**
 * The fields plain-text search looks in (default `profile.nickname`).
 *
 * @example
 * ```ts
 * const fields: MemberSearchField[] = ['loginEmail', 'profile.nickname'];
 * ```
 */
export type MemberSearchField =
  | 'loginEmail'
  | 'contact.firstName'
  | 'contact.lastName'
  | 'profile.title'
  | 'profile.nickname'
  | 'profile.slug';

const isPlainObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * Zod schema of a {@link MemberFilter}: checked to be an object, sent as written.
 *
 * @example
 * ```ts
 * MemberFilterSchema.parse({ status: 'BLOCKED' });
 * ```
 */
export const MemberFilterSchema = z.custom<MemberFilter>(isPlainObject, 'must be a filter object');

/**
 * Zod schema of a list of {@link MemberSorting}.
 *
 * @example
 * ```ts
 * MemberSortingSchema.parse([{ fieldName: 'createdDate', order: 'DESC' }]);
 * ```
 */
export const MemberSortingSchema = z.array(
  z.object({
    fieldName: enumOf(['profile.nickname', 'contact.firstName', 'contact.lastName', 'createdDate', 'updatedDate', 'lastLoginDate']),
    order: z.optional(SortOrderSchema),
  }),
);

/**
 * Plain-text search: an expression of 1 to 100 characters in up to 4 fields.
 *
 * @example
 * ```ts
 * const search: MemberSearch = { expression: 'dana', fields: ['profile.nickname', 'loginEmail'] };
 * ```
 */
export const MemberSearchSchema = z.object({
  expression: z.string().check(z.minLength(1, 'must have 1 to 100 characters'), z.maxLength(100, 'must have 1 to 100 characters')),
  fields: z.optional(
    z
      .array(enumOf(['loginEmail', 'contact.firstName', 'contact.lastName', 'profile.title', 'profile.nickname', 'profile.slug']))
      .check(z.maxLength(4, 'must have at most 4 fields')),
  ),
});
/** @see {@link MemberSearchSchema} */
export type MemberSearch = z.input<typeof MemberSearchSchema>;

/**
 * Offset paging: `limit` (1 to 100) and `offset`.
 *
 * @example
 * ```ts
 * const paging: MemberPaging = { limit: 20, offset: 40 };
 * ```
 */
export const MemberPagingSchema = z.strictObject({
  limit: z.optional(z.int().check(z.minimum(1, 'must be 1 to 100'), z.maximum(100, 'must be 1 to 100'))),
  offset: z.optional(z.int().check(z.minimum(0, 'must be 0 or more'))),
});
/** @see {@link MemberPagingSchema} */
export type MemberPaging = z.input<typeof MemberPagingSchema>;

/**
 * A members query: filter, sorting and offset paging (default `{ offset: 0, limit: 50 }`).
 *
 * @example
 * ```ts
 * const query: MemberQuery = { filter: { status: 'APPROVED' }, sorting: [{ fieldName: 'createdDate', order: 'DESC' }], paging: { limit: 10 } };
 * ```
 */
export interface MemberQuery {
  filter?: MemberFilter;
  sorting?: MemberSorting[];
  paging?: MemberPaging;
}

/**
 * Zod schema of {@link MemberQuery}.
 *
 * @example
 * ```ts
 * MemberQuerySchema.parse({ paging: { limit: 5 } });
 * ```
 */
export const MemberQuerySchema = z.strictObject({
  filter: z.optional(MemberFilterSchema),
  sorting: z.optional(MemberSortingSchema),
  paging: z.optional(MemberPagingSchema),
});

/**
 * The default paging of a members query (seed section 9).
 *
 * @example
 * ```ts
 * const paging = { ...DEFAULT_MEMBERS_PAGING, ...query.paging };
 * ```
 */
export const DEFAULT_MEMBERS_PAGING = Object.freeze({ offset: 0, limit: 50 } as const);
