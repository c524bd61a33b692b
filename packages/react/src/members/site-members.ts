import type {
  InfiniteData,
  QueryFilters,
  SkipToken,
  UseInfiniteQueryResult,
  UseQueryResult,
  UseSuspenseInfiniteQueryResult,
  UseSuspenseQueryResult,
} from '@tanstack/react-query';
import type { FrontdeskClient, FrontdeskError } from '@frontdesk/core';
import { getMember, listMembers, queryMembers, type Member } from '@frontdesk/members';
import { defineInfiniteQuery, defineQuery, type CallArgs, type InfiniteQueryBuilder, type QueryBuilder } from '../build.js';
import {
  hasSkipToken,
  useFrontdeskInfiniteQuery,
  useFrontdeskQuery,
  useFrontdeskSuspenseInfiniteQuery,
  useFrontdeskSuspenseQuery,
  type InfiniteQueryHookOptions,
  type QueryHookOptions,
  type SuspenseInfiniteQueryHookOptions,
  type SuspenseQueryHookOptions,
} from '../hooks.js';
import { domainFilter, domainKey } from '../keys.js';
import { memberKeys } from './current-member.js';
import type { PageData, PageParam } from '../page-data.js';

/*
 * Any member by id, member lists and queries (the `members` domain, beside the current member of
 * `members.ts`): keys `['frontdesk', scope, 'members', kind, ...args]`, so `memberQueries.all(client)`
 * covers them too. Visitors and members see public members only; the owner sees everyone.
 */

const DOMAIN = 'members';

/** The options of `getMember` (`fieldsets`). */
export type GetMemberQueryOptions = CallArgs<typeof getMember>[1];
/** The options of `listMembers` (`paging`, `fieldsets`, `sorting`). */
export type MemberListOptions = CallArgs<typeof listMembers>[0];
/** The query of `queryMembers` (`filter`, `sorting`, `paging`). */
export type MembersQuery = CallArgs<typeof queryMembers>[0];
/** The options of `queryMembers` (`fieldsets`, `search`). */
export type MembersQueryOptions = CallArgs<typeof queryMembers>[1];

const detail: QueryBuilder<typeof getMember> = /* @__PURE__ */ defineQuery(DOMAIN, 'detail', getMember);
const list: QueryBuilder<typeof listMembers> = /* @__PURE__ */ defineQuery(DOMAIN, 'list', listMembers);
const listInfinite: InfiniteQueryBuilder<typeof listMembers> = /* @__PURE__ */ defineInfiniteQuery(DOMAIN, 'list', listMembers);
const query: QueryBuilder<typeof queryMembers> = /* @__PURE__ */ defineQuery(DOMAIN, 'query', queryMembers);
const queryInfinite: InfiniteQueryBuilder<typeof queryMembers> = /* @__PURE__ */ defineInfiniteQuery(DOMAIN, 'query', queryMembers);

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
  /** Every member query of a scope (the current member's included). */
  all: (scope: string) => domainKey(scope, DOMAIN),
  current: memberKeys.current,
  detail: detail.key,
  list: list.key,
  listInfinite: listInfinite.key,
  query: query.key,
  queryInfinite: queryInfinite.key,
}))();

/**
 * `queryOptions` builders for member lookups.
 *
 * @example
 * ```ts
 * const { data } = useQuery(siteMemberQueries.detail(client, memberId, { fieldsets: ['FULL'] }));
 * await queryClient.prefetchInfiniteQuery(siteMemberQueries.listInfinite(client, { paging: { limit: 20 } }));
 * ```
 */
export const siteMemberQueries: {
  /** Filters for every member query: this client's scope, or every scope without a client. */
  all: (client?: FrontdeskClient<any>) => QueryFilters;
  /** `getMember(id, options)`: one member in the field sets asked for. */
  detail: QueryBuilder<typeof getMember>;
  /** `listMembers(options)`: one page of members. */
  list: QueryBuilder<typeof listMembers>;
  /** `listMembers(options)`, page by page. */
  listInfinite: InfiniteQueryBuilder<typeof listMembers>;
  /** `queryMembers(query, options)`: one page of matching members. */
  query: QueryBuilder<typeof queryMembers>;
  /** `queryMembers(query, options)`, page by page. */
  queryInfinite: InfiniteQueryBuilder<typeof queryMembers>;
} = {
  all: (client?: FrontdeskClient<any>): QueryFilters => domainFilter(DOMAIN, client),
  detail,
  list,
  listInfinite,
  query,
  queryInfinite,
};

type Members = UseQueryResult<PageData<Member>, FrontdeskError>;
type MembersInfinite = UseInfiniteQueryResult<InfiniteData<PageData<Member>, PageParam>, FrontdeskError>;
type SuspenseMembersInfinite = UseSuspenseInfiniteQueryResult<InfiniteData<PageData<Member>, PageParam>, FrontdeskError>;

/**
 * A member by id (`getMember`). A private member, for visitors and other members, is a
 * `NotFoundError`. Pass `skipToken` to wait for the id.
 *
 * @example
 * ```tsx
 * const { data: member } = useMember(memberId, { fieldsets: ['EXTENDED'] });
 * return <p>{member?.profile?.nickname} ({member?.status})</p>;
 * ```
 */
export function useMember(
  id: string | SkipToken,
  getOptions?: GetMemberQueryOptions,
  options?: QueryHookOptions<Member>,
): UseQueryResult<Member, FrontdeskError> {
  return useFrontdeskQuery((client) => detail(client, id as string, getOptions), options, hasSkipToken([id]));
}

/**
 * {@link useMember} with Suspense.
 *
 * @example
 * ```tsx
 * const { data: member } = useSuspenseMember(memberId);
 * ```
 */
export function useSuspenseMember(
  id: string,
  getOptions?: GetMemberQueryOptions,
  options?: SuspenseQueryHookOptions<Member>,
): UseSuspenseQueryResult<Member, FrontdeskError> {
  return useFrontdeskSuspenseQuery((client) => detail(client, id, getOptions), options);
}

/**
 * One page of members (`listMembers`): paging, field sets, sorting.
 *
 * @example
 * ```tsx
 * const { data } = useMemberList({ paging: { limit: 20 }, sorting: [{ fieldName: 'profile.nickname' }] });
 * data?.items.map((m) => m.profile?.nickname);
 * ```
 */
export function useMemberList(listOptions?: MemberListOptions | SkipToken, options?: QueryHookOptions<PageData<Member>>): Members {
  return useFrontdeskQuery((client) => list(client, listOptions as MemberListOptions), options, hasSkipToken([listOptions]));
}

/**
 * {@link useMemberList} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMemberList({ fieldsets: ['PUBLIC'] });
 * ```
 */
export function useSuspenseMemberList(
  listOptions?: MemberListOptions,
  options?: SuspenseQueryHookOptions<PageData<Member>>,
): UseSuspenseQueryResult<PageData<Member>, FrontdeskError> {
  return useFrontdeskSuspenseQuery((client) => list(client, listOptions), options);
}

/**
 * Members page by page (`listMembers`), for "load more" and infinite scroll.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useMemberListInfinite({ paging: { limit: 24 } });
 * const members = data?.pages.flatMap((page) => page.items) ?? [];
 * ```
 */
export function useMemberListInfinite(
  listOptions?: MemberListOptions | SkipToken,
  options?: InfiniteQueryHookOptions<Member>,
): MembersInfinite {
  return useFrontdeskInfiniteQuery(
    (client) => listInfinite(client, listOptions as MemberListOptions),
    options,
    hasSkipToken([listOptions]),
  );
}

/**
 * {@link useMemberListInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMemberListInfinite({ paging: { limit: 24 } });
 * ```
 */
export function useSuspenseMemberListInfinite(
  listOptions?: MemberListOptions,
  options?: SuspenseInfiniteQueryHookOptions<Member>,
): SuspenseMembersInfinite {
  return useFrontdeskSuspenseInfiniteQuery((client) => listInfinite(client, listOptions), options);
}

/**
 * One page of members matching a query (`queryMembers`): filter, sorting, paging, field sets, search.
 *
 * @example
 * ```tsx
 * const { data } = useMembers({ filter: { status: 'PENDING' } }, { fieldsets: ['EXTENDED'] });
 * ```
 */
export function useMembers(
  membersQuery?: MembersQuery | SkipToken,
  queryOptions?: MembersQueryOptions,
  options?: QueryHookOptions<PageData<Member>>,
): Members {
  return useFrontdeskQuery((client) => query(client, membersQuery as MembersQuery, queryOptions), options, hasSkipToken([membersQuery]));
}

/**
 * {@link useMembers} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMembers({ filter: { privacyStatus: 'PUBLIC' } });
 * ```
 */
export function useSuspenseMembers(
  membersQuery?: MembersQuery,
  queryOptions?: MembersQueryOptions,
  options?: SuspenseQueryHookOptions<PageData<Member>>,
): UseSuspenseQueryResult<PageData<Member>, FrontdeskError> {
  return useFrontdeskSuspenseQuery((client) => query(client, membersQuery, queryOptions), options);
}

/**
 * Members matching a query, page by page (`queryMembers`).
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage } = useMembersInfinite({ paging: { limit: 20 } }, { search: { expression: term } });
 * ```
 */
export function useMembersInfinite(
  membersQuery?: MembersQuery | SkipToken,
  queryOptions?: MembersQueryOptions,
  options?: InfiniteQueryHookOptions<Member>,
): MembersInfinite {
  return useFrontdeskInfiniteQuery(
    (client) => queryInfinite(client, membersQuery as MembersQuery, queryOptions),
    options,
    hasSkipToken([membersQuery]),
  );
}

/**
 * {@link useMembersInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMembersInfinite({ paging: { limit: 20 } });
 * ```
 */
export function useSuspenseMembersInfinite(
  membersQuery?: MembersQuery,
  queryOptions?: MembersQueryOptions,
  options?: SuspenseInfiniteQueryHookOptions<Member>,
): SuspenseMembersInfinite {
  return useFrontdeskSuspenseInfiniteQuery((client) => queryInfinite(client, membersQuery, queryOptions), options);
}
