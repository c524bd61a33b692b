import { hashKey, partialMatchKey } from '@tanstack/react-query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callKey, domainFilter, domainKey, isMemberScope, KEY_ROOT, nextPageParam, scopeOf, withPageParam } from '../src/index.js';
import { ownerClient } from './helpers.js';
import { cursorWidgets, listWidgets } from './widgets.js';

const json = fc.jsonValue({ maxDepth: 2 });
const args = fc.array(fc.oneof(fc.string(), json), { maxLength: 3 });

describe('key factory', () => {
  it('keys are hierarchical: the domain key is a prefix of every call key of that domain and scope', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), args, (scope, domain, kind, values) => {
        const key = callKey(scope, domain, kind, values);
        expect(key.slice(0, 3)).toEqual([KEY_ROOT, scope, domain]);
        expect(partialMatchKey(key, domainKey(scope, domain))).toBe(true);
      }),
    );
  });

  it('two scopes never share a key (one identity is never served another identity’s data)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), args, (a, b, kind, values) => {
        fc.pre(a !== b);
        expect(hashKey(callKey(a, 'orders', kind, values))).not.toBe(hashKey(callKey(b, 'orders', kind, values)));
        expect(partialMatchKey(callKey(a, 'orders', kind, values), domainKey(b, 'orders'))).toBe(false);
      }),
    );
  });

  it('trailing undefined arguments do not change the key; others do', () => {
    fc.assert(
      fc.property(fc.string(), args, fc.nat(3), (scope, values, extra) => {
        const padded = [...values, ...Array.from({ length: extra }, () => undefined)];
        expect(callKey(scope, 'plans', 'list', padded)).toEqual(callKey(scope, 'plans', 'list', values));
      }),
    );
    expect(callKey('s', 'plans', 'list', [undefined, 1])).toEqual([KEY_ROOT, 's', 'plans', 'list', undefined, 1]);
  });

  it('domain filters match one scope with a client, every scope without', () => {
    const owner = ownerClient();
    const scoped = domainFilter('plans', owner);
    expect(scoped.queryKey).toEqual([KEY_ROOT, scopeOf(owner), 'plans']);
    const all = domainFilter('plans');
    const query = (queryKey: readonly unknown[]) => ({ queryKey }) as never;
    expect(all.predicate!(query(callKey('member:x', 'plans', 'detail', ['p'])))).toBe(true);
    expect(all.predicate!(query(callKey('member:x', 'orders', 'detail', ['p'])))).toBe(false);
    expect(all.predicate!(query(['other-app', 'plans']))).toBe(false);
    expect(isMemberScope('member:abc')).toBe(true);
    expect(isMemberScope('visitor')).toBe(false);
  });
});

describe('page parameters', () => {
  it('never change the caller arguments, and only touch paging', () => {
    const options = fc.record({ limit: fc.option(fc.nat(100), { nil: undefined }), prefix: fc.option(fc.string(), { nil: undefined }) });
    fc.assert(
      fc.property(options, fc.nat(1000), (given, offset) => {
        const before = structuredClone(given);
        const [next] = withPageParam(listWidgets.declaration, [given], { offset }) as [Record<string, unknown>];
        expect(given).toEqual(before);
        expect(next).toEqual({ ...given, offset });
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.nat(100), (cursor, limit) => {
        const query = { filter: { a: 1 }, cursorPaging: { limit } };
        expect(withPageParam(cursorWidgets.declaration, [query], { cursor, limit })).toEqual([{ cursorPaging: { cursor, limit } }]);
        expect(query).toEqual({ filter: { a: 1 }, cursorPaging: { limit } });
      }),
    );
  });

  it('the next page parameter follows the page, and ends the list', () => {
    const page = { items: [1, 2], totalCount: 5, pageSize: 2, offset: 2, cursors: undefined, hasNext: true, hasPrev: true };
    expect(nextPageParam(page)).toEqual({ offset: 4 });
    expect(nextPageParam({ ...page, hasNext: false })).toBeUndefined();
    expect(nextPageParam({ ...page, items: [] })).toBeUndefined();
    expect(nextPageParam({ ...page, offset: undefined, cursors: { next: 'c2' } })).toEqual({ cursor: 'c2', limit: 2 });
    expect(nextPageParam({ ...page, offset: undefined, cursors: {} })).toBeUndefined();
  });
});
