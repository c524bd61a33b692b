import type { QueryFilters, SkipToken } from '@tanstack/react-query';
import type { FrontdeskClient } from '@frontdesk/core';
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
  type QueryHookResult,
  type SuspenseQueryHookResult,
  type InfinitePages,
  type InfiniteQueryHookResult,
  type SuspenseInfiniteQueryHookResult,
} from '../hooks.js';
import { domainFilter, keysOf } from '../keys.js';
import { memberKeys } from './current-member.js';
import type { PageData } from '../page-data.js';

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
export function useMember<TData = Member>(
  id: string | SkipToken,
  getOptions?: GetMemberQueryOptions,
  options?: QueryHookOptions<Member, TData>,
): QueryHookResult<Member, TData> {
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
export function useSuspenseMember<TData = Member>(
  id: string,
  getOptions?: GetMemberQueryOptions,
  options?: SuspenseQueryHookOptions<Member, TData>,
): SuspenseQueryHookResult<Member, TData> {
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
export function useMemberList<TData = PageData<Member>>(
  listOptions?: MemberListOptions | SkipToken,
  options?: QueryHookOptions<PageData<Member>, TData>,
): QueryHookResult<PageData<Member>, TData> {
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
export function useSuspenseMemberList<TData = PageData<Member>>(
  listOptions?: MemberListOptions,
  options?: SuspenseQueryHookOptions<PageData<Member>, TData>,
): SuspenseQueryHookResult<PageData<Member>, TData> {
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
export function useMemberListInfinite<TData = InfinitePages<Member>>(
  listOptions?: MemberListOptions | SkipToken,
  options?: InfiniteQueryHookOptions<Member, TData>,
): InfiniteQueryHookResult<Member, TData> {
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
export function useSuspenseMemberListInfinite<TData = InfinitePages<Member>>(
  listOptions?: MemberListOptions,
  options?: SuspenseInfiniteQueryHookOptions<Member, TData>,
): SuspenseInfiniteQueryHookResult<Member, TData> {
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
export function useMembers<TData = PageData<Member>>(
  membersQuery?: MembersQuery | SkipToken,
  queryOptions?: MembersQueryOptions,
  options?: QueryHookOptions<PageData<Member>, TData>,
): QueryHookResult<PageData<Member>, TData> {
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
export function useSuspenseMembers<TData = PageData<Member>>(
  membersQuery?: MembersQuery,
  queryOptions?: MembersQueryOptions,
  options?: SuspenseQueryHookOptions<PageData<Member>, TData>,
): SuspenseQueryHookResult<PageData<Member>, TData> {
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
export function useMembersInfinite<TData = InfinitePages<Member>>(
  membersQuery?: MembersQuery | SkipToken,
  queryOptions?: MembersQueryOptions,
  options?: InfiniteQueryHookOptions<Member, TData>,
): InfiniteQueryHookResult<Member, TData> {
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
export function useSuspenseMembersInfinite<TData = InfinitePages<Member>>(
  membersQuery?: MembersQuery,
  queryOptions?: MembersQueryOptions,
  options?: SuspenseInfiniteQueryHookOptions<Member, TData>,
): SuspenseInfiniteQueryHookResult<Member, TData> {
  return useFrontdeskSuspenseInfiniteQuery((client) => queryInfinite(client, membersQuery, queryOptions), options);
}
