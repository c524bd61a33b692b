'use client';

import { infiniteQueryHook, queryHook, suspenseInfiniteQueryHook, suspenseQueryHook } from '../hooks.js';
import { current, detail, list, listInfinite, query, queryInfinite } from './queries.js';

/**
 * The signed-in member (`getCurrentMember`), as `{ member }`. A visitor gets a `NotFoundError`
 * (not retried); `useAuth()` asks only when a member is signed in.
 *
 * @example
 * ```tsx
 * const { data } = useCurrentMember({ fieldsets: ['FULL'] });
 * return <p>{data?.member?.profile?.nickname}</p>;
 * ```
 */
export const useCurrentMember = /* @__PURE__ */ queryHook(current);

/**
 * {@link useCurrentMember} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseCurrentMember();
 * ```
 */
export const useSuspenseCurrentMember = /* @__PURE__ */ suspenseQueryHook(current);

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
export const useMember = /* @__PURE__ */ queryHook(detail, 1);

/**
 * {@link useMember} with Suspense.
 *
 * @example
 * ```tsx
 * const { data: member } = useSuspenseMember(memberId);
 * ```
 */
export const useSuspenseMember = /* @__PURE__ */ suspenseQueryHook(detail);

/**
 * One page of members (`listMembers`): paging, field sets, sorting.
 *
 * @example
 * ```tsx
 * const { data } = useMemberList({ paging: { limit: 20 }, sorting: [{ fieldName: 'profile.nickname' }] });
 * data?.items.map((m) => m.profile?.nickname);
 * ```
 */
export const useMemberList = /* @__PURE__ */ queryHook(list, 1);

/**
 * {@link useMemberList} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMemberList({ fieldsets: ['PUBLIC'] });
 * ```
 */
export const useSuspenseMemberList = /* @__PURE__ */ suspenseQueryHook(list);

/**
 * Members page by page (`listMembers`), for "load more" and infinite scroll.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useMemberListInfinite({ paging: { limit: 24 } });
 * const members = data?.pages.flatMap((page) => page.items) ?? [];
 * ```
 */
export const useMemberListInfinite = /* @__PURE__ */ infiniteQueryHook(listInfinite, 1);

/**
 * {@link useMemberListInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMemberListInfinite({ paging: { limit: 24 } });
 * ```
 */
export const useSuspenseMemberListInfinite = /* @__PURE__ */ suspenseInfiniteQueryHook(listInfinite);

/**
 * One page of members matching a query (`queryMembers`): filter, sorting, paging, field sets, search.
 *
 * @example
 * ```tsx
 * const { data } = useMembers({ filter: { status: 'PENDING' } }, { fieldsets: ['EXTENDED'] });
 * ```
 */
export const useMembers = /* @__PURE__ */ queryHook(query, 1);

/**
 * {@link useMembers} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMembers({ filter: { privacyStatus: 'PUBLIC' } });
 * ```
 */
export const useSuspenseMembers = /* @__PURE__ */ suspenseQueryHook(query);

/**
 * Members matching a query, page by page (`queryMembers`).
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage } = useMembersInfinite({ paging: { limit: 20 } }, { search: { expression: term } });
 * ```
 */
export const useMembersInfinite = /* @__PURE__ */ infiniteQueryHook(queryInfinite, 1);

/**
 * {@link useMembersInfinite} with Suspense.
 *
 * @example
 * ```tsx
 * const { data } = useSuspenseMembersInfinite({ paging: { limit: 20 } });
 * ```
 */
export const useSuspenseMembersInfinite = /* @__PURE__ */ suspenseInfiniteQueryHook(queryInfinite);
