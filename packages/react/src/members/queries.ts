import type { QueryFilters } from '@tanstack/react-query';
import type { FrontdeskClient } from '@frontdesk/core';
import { getCurrentMember, getMember, listMembers, queryMembers } from '@frontdesk/members';
import { defineInfiniteQuery, defineQuery, type CallArgs } from '../build.js';
import { domainFilter, keysOf, type DomainKeys } from '../keys.js';

const DOMAIN = 'members';

// Query builders shared with the read hooks of this domain (internal: not exported from the package index).
export const current = /* @__PURE__ */ defineQuery(DOMAIN, 'current', getCurrentMember);

/**
 * `queryOptions` builders for the members calls.
 *
 * @example
 * ```ts
 * const { data } = useQuery(memberQueries.current(client, { fieldsets: ['FULL'] }));
 * data?.member?.loginEmail;
 * ```
 */
export const memberQueries = {
  /** Filters for every member query: this client's scope, or every scope without a client. */
  all: (client?: FrontdeskClient<any>): QueryFilters => domainFilter(DOMAIN, client),
  /** `getCurrentMember(options)`: the signed-in member, as `{ member }`. */
  current,
};

/**
 * Query keys of the members domain: `['frontdesk', scope, 'members', kind, ...args]`.
 *
 * @example
 * ```ts
 * queryClient.getQueryData(memberKeys.current(scopeOf(client)));
 * ```
 */
export const memberKeys: DomainKeys<typeof DOMAIN, typeof memberQueries> = /* @__PURE__ */ keysOf(DOMAIN, memberQueries);

/*
 * Any member by id, member lists and queries (the `members` domain, beside the current member): keys `['frontdesk', scope, 'members', kind, ...args]`, so `memberQueries.all(client)`
 * covers them too. Visitors and members see public members only; the owner sees everyone.
 */

/** The options of `getMember` (`fieldsets`). */
export type GetMemberQueryOptions = CallArgs<typeof getMember>[1];
/** The options of `listMembers` (`paging`, `fieldsets`, `sorting`). */
export type MemberListOptions = CallArgs<typeof listMembers>[0];
/** The query of `queryMembers` (`filter`, `sorting`, `paging`). */
export type MembersQuery = CallArgs<typeof queryMembers>[0];
/** The options of `queryMembers` (`fieldsets`, `search`). */
export type MembersQueryOptions = CallArgs<typeof queryMembers>[1];

export const detail = /* @__PURE__ */ defineQuery(DOMAIN, 'detail', getMember);
export const list = /* @__PURE__ */ defineQuery(DOMAIN, 'list', listMembers);
export const listInfinite = /* @__PURE__ */ defineInfiniteQuery(DOMAIN, 'list', listMembers);
export const query = /* @__PURE__ */ defineQuery(DOMAIN, 'query', queryMembers);
export const queryInfinite = /* @__PURE__ */ defineInfiniteQuery(DOMAIN, 'query', queryMembers);

/**
 * `queryOptions` builders for member lookups.
 *
 * @example
 * ```ts
 * const { data } = useQuery(siteMemberQueries.detail(client, memberId, { fieldsets: ['FULL'] }));
 * await queryClient.prefetchInfiniteQuery(siteMemberQueries.listInfinite(client, { paging: { limit: 20 } }));
 * ```
 */
export const siteMemberQueries = {
  /** Filters for every member query: this client's scope, or every scope without a client. */
  all: (client?: FrontdeskClient<any>): QueryFilters => domainFilter(DOMAIN, client),
  /** `getMember(id, options)`: one member in the field sets asked for. */
  detail,
  /** `listMembers(options)`: one page of members. */
  list,
  /** `listMembers(options)`, page by page. */
  listInfinite,
  /** `queryMembers(query, options)`: one page of matching members. */
  query,
  /** `queryMembers(query, options)`, page by page. */
  queryInfinite,
};

/**
 * Query keys of member lookups: `detail(scope, id, options?)`, `list(scope, options?)`,
 * `query(scope, query?, options?)` and their infinite forms; `current` is the signed-in member's.
 * A key with fewer arguments is a prefix (`detail(scope, id)` covers every field set of that member).
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: siteMemberKeys.detail(scopeOf(client), memberId) });
 * ```
 */
export const siteMemberKeys = /* @__PURE__ */ (() => ({
  ...keysOf(DOMAIN, siteMemberQueries),
  current: memberKeys.current,
}))();
