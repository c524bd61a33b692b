import { describe, expect, it } from 'vitest';
import type { Member } from '../../src/domains/members/index.js';
import { matchesMemberFilter, matchesSearch, pageOf, readPaging, sortMembers } from '../../src/domains/members/query.js';

function member(id: string, nickname: string, extra: Partial<Member> = {}): Member {
  return {
    id,
    loginEmail: `${id}@example.com`,
    loginEmailVerified: true,
    status: 'APPROVED',
    contactId: `c-${id}`,
    contact: { firstName: nickname.toUpperCase() },
    profile: { nickname, slug: nickname.toLowerCase() },
    privacyStatus: 'PUBLIC',
    activityStatus: 'ACTIVE',
    createdDate: '2026-01-01T00:00:00.000Z',
    updatedDate: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

const ann = member('a', 'Ann', { createdDate: '2026-01-03T00:00:00.000Z', status: 'PENDING' });
const bob = member('b', 'bob', {
  createdDate: '2026-01-02T00:00:00.000Z',
  privacyStatus: 'PRIVATE',
  lastLoginDate: '2026-02-01T00:00:00.000Z',
});
const cid = member('c', 'Cid', { createdDate: '2026-01-01T00:00:00.000Z', activityStatus: 'MUTED' });
const all = [ann, bob, cid];
const ids = (filter: unknown) => all.filter((m) => matchesMemberFilter(m, filter)).map((m) => m.id);

describe('member filters', () => {
  it('support equality and every operator on the documented fields', () => {
    expect(ids({ status: 'PENDING' })).toEqual(['a']);
    expect(ids({ _id: { $ne: 'a' } })).toEqual(['b', 'c']);
    expect(ids({ privacyStatus: { $in: ['PRIVATE'] } })).toEqual(['b']);
    expect(ids({ 'profile.nickname': { $nin: ['bob', 'Cid'] } })).toEqual(['a']);
    expect(ids({ 'profile.slug': { $gte: 'b', $lt: 'c' } })).toEqual(['b']);
    expect(ids({ 'contact.firstName': { $startsWith: 'c' } })).toEqual(['c']);
    expect(ids({ lastLoginDate: { $exists: true } })).toEqual(['b']);
    expect(ids({ createdDate: { $gt: '2026-01-01T12:00:00Z' } })).toEqual(['a', 'b']);
    expect(ids({ activityStatus: 'MUTED' })).toEqual(['c']);
  });

  it('combine with $and, $or and $not; {} matches everyone', () => {
    expect(ids({ $or: [{ status: 'PENDING' }, { activityStatus: 'MUTED' }] })).toEqual(['a', 'c']);
    expect(ids({ $and: [{ privacyStatus: 'PUBLIC' }, { $not: { status: 'PENDING' } }] })).toEqual(['c']);
    expect(ids({})).toEqual(['a', 'b', 'c']);
  });

  it('refuse unknown fields, operators and shapes', () => {
    expect(() => ids({ email: 'x' })).toThrow('"query.filter.email" "email" is not a filterable field');
    expect(() => ids({ status: { $like: 'x' } })).toThrow('is not a supported operator');
    expect(() => ids({ $or: {} })).toThrow('must be an array');
    expect(() => ids([])).toThrow('must be an object');
  });
});

describe('search, sort and paging', () => {
  it('search is a case-insensitive substring in the chosen fields (default nickname)', () => {
    expect(all.filter((m) => matchesSearch(m, { expression: 'AN' })).map((m) => m.id)).toEqual(['a']);
    expect(all.filter((m) => matchesSearch(m, { expression: 'b@exa', fields: ['loginEmail'] })).map((m) => m.id)).toEqual(['b']);
    expect(() => matchesSearch(ann, { expression: '' })).toThrow('1 to 100 characters');
    expect(() => matchesSearch(ann, { expression: 'x', fields: ['status'] })).toThrow('must be up to 4 of');
  });

  it('sorts newest first by default, else by the keys given (text case-insensitively)', () => {
    expect(sortMembers(all, undefined, 'sorting').map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(sortMembers(all, [{ fieldName: 'createdDate' }], 'sorting').map((m) => m.id)).toEqual(['c', 'b', 'a']);
    expect(sortMembers(all, [{ fieldName: 'profile.nickname', order: 'DESC' }], 'sorting').map((m) => m.id)).toEqual(['c', 'b', 'a']);
    expect(() => sortMembers(all, [{ fieldName: 'status' }], 'sorting')).toThrow('"sorting[0].fieldName" must be one of');
  });

  it('pages with offset metadata', () => {
    expect(readPaging({ limit: '2', offset: '1' }, 'paging', 50)).toEqual({ limit: 2, offset: 1 });
    expect(readPaging(undefined, 'paging', 50)).toEqual({ limit: 50, offset: 0 });
    expect(() => readPaging({ limit: 0 }, 'paging', 50)).toThrow('"paging.limit" must be 1 to 100');
    expect(pageOf(all, { limit: 2, offset: 1 })).toEqual({
      items: [bob, cid],
      metadata: { count: 2, offset: 1, total: 3, tooManyToCount: false, hasNext: false },
    });
  });
});
