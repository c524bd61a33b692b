import type { QueryFilters, QueryKey } from '@tanstack/react-query';
import type { FrontdeskClient } from '@frontdesk/core';
import { scopeOf } from './scope.js';

/**
 * The first element of every Frontdesk query and mutation key.
 *
 * @example
 * ```ts
 * queryClient.removeQueries({ queryKey: [KEY_ROOT] }); // every Frontdesk query
 * ```
 */
export const KEY_ROOT = 'frontdesk';

/**
 * A Frontdesk query key: `['frontdesk', scope, domain, kind, ...args]`, e.g.
 * `['frontdesk', 'member:Xy3', 'orders', 'memberList', { limit: 10 }]`. Keys are plain JSON values
 * (no client objects), so devtools can show them and `dehydrate` can send them.
 */
export type FrontdeskQueryKey = readonly [typeof KEY_ROOT, string, string, ...unknown[]];

/**
 * The key prefix of one domain in one scope: invalidate it to refetch the whole domain.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: domainKey(scopeOf(client), 'plans') });
 * ```
 */
export function domainKey<const D extends string>(scope: string, domain: D): readonly [typeof KEY_ROOT, string, D] {
  return [KEY_ROOT, scope, domain];
}

/**
 * Builds a query key for one call: `['frontdesk', scope, domain, kind, ...args]`. Trailing `undefined`
 * arguments are dropped, so `listPublicPlans(client)` and `listPublicPlans(client, undefined)` share
 * a cache entry.
 *
 * @example
 * ```ts
 * callKey('member:Xy3', 'orders', 'memberDetail', ['order-1']); // ['frontdesk', 'member:Xy3', 'orders', 'memberDetail', 'order-1']
 * ```
 */
export function callKey(scope: string, domain: string, kind: string, args: readonly unknown[] = []): FrontdeskQueryKey {
  let end = args.length;
  while (end > 0 && args[end - 1] === undefined) end--;
  return [KEY_ROOT, scope, domain, kind, ...args.slice(0, end)];
}

/**
 * True when `key` is a Frontdesk key (optionally of one domain).
 *
 * @example
 * ```ts
 * queryClient.getQueryCache().findAll({ predicate: (q) => isFrontdeskKey(q.queryKey, 'orders') });
 * ```
 */
export function isFrontdeskKey(key: QueryKey, domain?: string): boolean {
  return key[0] === KEY_ROOT && typeof key[1] === 'string' && (domain === undefined || key[2] === domain);
}

/**
 * Query filters for a whole domain: with a client, that client's current scope
 * (`['frontdesk', scope, domain]`); without one, every scope. Pass them to `invalidateQueries`,
 * `removeQueries`, `cancelQueries`, `useIsFetching`...
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries(domainFilter('plans', client)); // this identity's plan queries
 * queryClient.removeQueries(domainFilter('plans')); // every identity's
 * ```
 */
export function domainFilter(domain: string, client?: FrontdeskClient<any>): QueryFilters {
  if (client) return { queryKey: domainKey(scopeOf(client), domain) };
  return { predicate: (query) => isFrontdeskKey(query.queryKey, domain) };
}

/**
 * Query filters for every Frontdesk query of one scope, or of every scope.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries(frontdeskFilter(client));
 * ```
 */
export function frontdeskFilter(client?: FrontdeskClient<any>): QueryFilters {
  if (client) return { queryKey: [KEY_ROOT, scopeOf(client)] };
  return { queryKey: [KEY_ROOT] };
}

/** Anything with a key factory `key(scope, ...args)`: every query builder (`defineQuery`, `defineInfiniteQuery`). */
export interface KeyedBuilder {
  key(scope: string, ...args: any[]): FrontdeskQueryKey;
}

/**
 * The key factory of a domain, derived from its builders: `all(scope)` (the domain prefix) and, for
 * each builder of `Q`, its `key(scope, ...args)` under the same name. Entries of `Q` without a key
 * factory (such as the builders' `all(client?)` filters) are left out.
 */
export type DomainKeys<D extends string, Q> = {
  /** Every query of the domain in a scope: `['frontdesk', scope, domain]`. */
  all: (scope: string) => readonly [typeof KEY_ROOT, string, D];
} & {
  [K in keyof Q as Q[K] extends KeyedBuilder ? K : never]: Q[K] extends KeyedBuilder ? Q[K]['key'] : never;
};

/**
 * Derives a domain's key factory from its query builders, so each builder is declared once: the
 * result has `all(scope)` and every builder's `key` under the builder's name (same arrays as the
 * builders' `queryKey`s).
 *
 * @example
 * ```ts
 * export const planKeys = keysOf('plans', planQueries);
 * planKeys.detail(scopeOf(client), planId); // ['frontdesk', scope, 'plans', 'detail', planId]
 * planKeys.all(scopeOf(client)); // ['frontdesk', scope, 'plans']
 * ```
 */
export function keysOf<const D extends string, Q extends object>(domain: D, queries: Q): DomainKeys<D, Q> {
  const keys: Record<string, unknown> = { all: (scope: string) => domainKey(scope, domain) };
  for (const [name, builder] of Object.entries(queries)) {
    const key = (builder as Partial<KeyedBuilder> | undefined)?.key;
    if (typeof key === 'function') keys[name] = key;
  }
  return keys as DomainKeys<D, Q>;
}
