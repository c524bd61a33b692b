import { validationError } from '../../errors.js';
import { createFilter, readSort, sortBy, valuesAt } from '../../query/filter.js';
import { PAGE_SIZES, readOffsetPaging } from '../../query/paging.js';
import type { Member } from './types.js';
import { own } from '../../util/safe-keys.js';

/*
 * The members query language (platform-rules §1.5, §1.6): filters on id, loginEmail, status,
 * contactId, contact.firstName, contact.lastName, profile.nickname, profile.slug, privacyStatus (and
 * activityStatus and the dates) with `$eq $ne $lt $lte $gt $gte $in $nin $exists $startsWith` and
 * `$and $or $not`; sorting on nickname, names and dates; plain-text search; offset paging. The
 * filter evaluator is the emulator's shared one (query/filter.ts).
 */

const FILTER_FIELDS: Record<string, string> = {
  id: 'id',
  _id: 'id',
  loginEmail: 'loginEmail',
  status: 'status',
  contactId: 'contactId',
  'contact.firstName': 'contact.firstName',
  'contact.lastName': 'contact.lastName',
  'profile.nickname': 'profile.nickname',
  'profile.slug': 'profile.slug',
  privacyStatus: 'privacyStatus',
  activityStatus: 'activityStatus',
  createdDate: 'createdDate',
  _createdDate: 'createdDate',
  updatedDate: 'updatedDate',
  _updatedDate: 'updatedDate',
  lastLoginDate: 'lastLoginDate',
};
const SORT_FIELDS = ['profile.nickname', 'contact.firstName', 'contact.lastName', 'createdDate', 'updatedDate', 'lastLoginDate'];
const SEARCH_FIELDS = ['loginEmail', 'contact.firstName', 'contact.lastName', 'profile.title', 'profile.nickname', 'profile.slug'];

function read(member: Member, path: string): unknown {
  return valuesAt(member, path)[0];
}

function filterField(name: string, at: string): string {
  const path = own(FILTER_FIELDS, name);
  if (!path) {
    throw validationError([{ field: at, description: `"${name}" is not a filterable field`, violatedRule: 'FILTER' }]);
  }
  return path;
}

function sortField(name: string, at: string): string {
  const path = name.replace(/^_/, '');
  if (!SORT_FIELDS.includes(path)) {
    throw validationError([{ field: at, description: `must be one of ${SORT_FIELDS.join(', ')}`, violatedRule: 'ENUM' }]);
  }
  return path;
}

// An empty string counts as no value for `$exists` (an unset name is stored as '').
const memberFilter = createFilter({ field: filterField, absent: (value) => value === '' });

/**
 * Whether a member matches a query filter (`undefined`/`{}` match everyone).
 */
export function matchesMemberFilter(member: Member, filter: unknown, at = 'query.filter'): boolean {
  return memberFilter(member, filter, at);
}

/**
 * Checks a filter's shape and fields without members to match (so an empty site still refuses a bad filter).
 */
export function validateMemberFilter(filter: unknown, at: string): void {
  matchesMemberFilter(PROBE, filter, at);
}

/**
 * Checks a plain-text search's shape without members to match.
 */
export function validateSearch(search: unknown, at: string): void {
  matchesSearch(PROBE, search, at);
}

const PROBE = { id: '', profile: {}, contact: {} } as unknown as Member;

/**
 * Whether a member matches a plain-text search (`{ expression, fields? }`, case-insensitive
 * substring; default field `profile.nickname`).
 */
export function matchesSearch(member: Member, search: unknown, at = 'search'): boolean {
  if (search === undefined || search === null) return true;
  const { expression, fields } = search as { expression?: unknown; fields?: unknown };
  if (typeof expression !== 'string' || expression.length < 1 || expression.length > 100) {
    throw validationError([{ field: `${at}.expression`, description: 'must have 1 to 100 characters', violatedRule: 'FORMAT' }]);
  }
  const list = fields === undefined ? ['profile.nickname'] : fields;
  if (!Array.isArray(list) || list.length > 4 || list.some((f) => !SEARCH_FIELDS.includes(f as string))) {
    throw validationError([
      { field: `${at}.fields`, description: `must be up to 4 of ${SEARCH_FIELDS.join(', ')}`, violatedRule: 'FORMAT' },
    ]);
  }
  const needle = expression.toLowerCase();
  return list.some((path) => {
    const value = read(member, path as string);
    return typeof value === 'string' && value.toLowerCase().includes(needle);
  });
}

/**
 * Sorts members by `sorting` (`[{ fieldName, order }]`, ASC by default); without it, newest first
 * (`createdDate` DESC), ties in creation order.
 */
export function sortMembers(members: Member[], sorting: unknown, at: string): Member[] {
  const keys = readSort(sorting, at, sortField);
  return sortBy(members, keys.length > 0 ? keys : [{ path: 'createdDate', sign: -1 }]);
}

/**
 * Reads offset paging (`limit` 1 to 100, default `defaultLimit`; `offset` ≥ 0, default 0); query
 * strings carry numbers as text.
 */
export function readPaging(paging: unknown, at: string, defaultLimit: number): { limit: number; offset: number } {
  return readOffsetPaging(paging, at, { ...PAGE_SIZES.listMembers, default: defaultLimit });
}

/**
 * One page of items with the members API's `metadata` (`count`, `offset`, `total`, `tooManyToCount`, `hasNext`).
 */
export function pageOf<T>(items: T[], paging: { limit: number; offset: number }) {
  const slice = items.slice(paging.offset, paging.offset + paging.limit);
  return {
    items: slice,
    metadata: {
      count: slice.length,
      offset: paging.offset,
      total: items.length,
      tooManyToCount: false,
      hasNext: paging.offset + slice.length < items.length,
    },
  };
}
