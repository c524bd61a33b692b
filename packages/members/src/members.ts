import * as z from 'zod/mini';
import { defineCall, type Page, type PlatformCall } from '@frontdesk/core';
import {
  createMemberOptionsSchema,
  getMemberOptionsSchema,
  listMembersOptionsSchema,
  memberInputSchema,
  memberQuerySchema,
  queryMembersOptionsSchema,
  slugSchema,
  memberEncoding,
} from './inputs.js';
import type {
  CreateMemberOptions,
  EmptyResponse,
  GetMemberOptions,
  ListMembersOptions,
  Member,
  MemberInput,
  MemberQuery,
  MemberResponse,
  MembersListResponse,
  QueryMembersOptions,
} from './types.js';
import { EmptyResponseWire, GetMemberResponseWire, MemberResponseWire, MembersListResponseWire } from './wire.gen.js';

/*
 * Any member by id, lists and queries (wire.md rows 50, 54-56, 62, 68-72). Visitors and other
 * members see only PUBLIC members in the PUBLIC field set; the site owner sees every member and field.
 */

/**
 * The default paging of a members query (seed section 9).
 */
export const DEFAULT_MEMBERS_PAGING = { offset: 0, limit: 50 } as const;

/**
 * Gets a member by id in the requested field sets (default PUBLIC). A private member, for visitors
 * and other members, is a `NotFoundError`; so is an unknown id.
 *
 * @example
 * ```ts
 * const member = await getMember(client, memberId, { fieldsets: ['EXTENDED'] });
 * console.log(member.profile?.nickname, member.status);
 * ```
 * @function
 */
export const getMember: PlatformCall<[id: string, options?: GetMemberOptions], Member> = /* @__PURE__ */ defineCall({
  name: 'getMember',
  method: 'GET',
  path: '/members/v1/members/{id}',
  args: [
    { name: 'id', placement: 'path' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(getMemberOptionsSchema()) }),
  response: GetMemberResponseWire,
  unwrap: 'member',
});

/**
 * Lists members with offset paging (default 50 per page, at most 100), field sets and sorting;
 * returns a `Page` of members. With `paging` or `sorting` the query goes in the `.r` complex form;
 * past 4000 characters it is sent as a POST with a JSON body.
 *
 * @example
 * ```ts
 * const page = await listMembers(client, { paging: { limit: 20 }, sorting: [{ fieldName: 'profile.nickname' }] });
 * for await (const member of page) console.log(member.profile?.nickname);
 * ```
 * @function
 */
export const listMembers: PlatformCall<[options?: ListMembersOptions], Page<Member, MembersListResponse>> = /* @__PURE__ */ defineCall({
  name: 'listMembers',
  method: 'GET',
  path: '/members/v1/members',
  args: [{ name: 'options', placement: 'spread' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(listMembersOptionsSchema()) }),
  response: MembersListResponseWire,
  page: { kind: 'offset', items: 'members', metadata: 'metadata', paging: 'paging' },
  complexQuery: true,
  longGetFallback: true,
});

// The official paging allows null limit/offset: dropped, so the defaults apply.
const withoutNulls = (paging: MemberQuery['paging']) =>
  Object.fromEntries(Object.entries(paging ?? {}).filter(([, value]) => value !== null && value !== undefined));

/**
 * Queries members with a filter, sorting and offset paging (default `{ offset: 0, limit: 50 }`),
 * field sets and plain-text search; returns a `Page` of members.
 *
 * @example
 * ```ts
 * const page = await queryMembers(client, { filter: { status: 'PENDING' }, paging: { limit: 10 } }, { fieldsets: ['EXTENDED'] });
 * const pending = page.items.map((m) => m.loginEmail);
 * ```
 * @function
 */
export const queryMembers: PlatformCall<
  [query?: MemberQuery, options?: QueryMembersOptions],
  Page<Member, MembersListResponse>
> = /* @__PURE__ */ defineCall({
  name: 'queryMembers',
  method: 'POST',
  path: '/members/v1/members/query',
  args: [
    { name: 'query', placement: 'field' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () =>
    process.env.NODE_ENV === 'production'
      ? undefined
      : { query: z.optional(memberQuerySchema()), options: z.optional(queryMembersOptionsSchema()) },
  payload: ({ query, options }) => {
    const given = (query ?? {}) as MemberQuery;
    return {
      query: { ...given, paging: { ...DEFAULT_MEMBERS_PAGING, ...withoutNulls(given.paging) } },
      ...(options as Record<string, unknown> | undefined),
    };
  },
  response: MembersListResponseWire,
  page: { kind: 'offset', items: 'members', metadata: 'metadata', paging: 'query.paging' },
  idempotent: true,
});

/**
 * Creates a site member (site owner only) and returns it. The member is PENDING when the site
 * requires owner approval, else APPROVED; PRIVATE until they join the community. They sign in after
 * setting a password (activation or recovery email). Not retried.
 *
 * @example
 * ```ts
 * const member = await createMember(client, { member: { loginEmail: 'dana@example.com', profile: { nickname: 'Dana' } } });
 * ```
 * @function
 */
export const createMember: PlatformCall<[options: CreateMemberOptions], Member> = /* @__PURE__ */ defineCall({
  name: 'createMember',
  method: 'POST',
  path: '/members/v1/members',
  args: [{ name: 'options', placement: 'spread' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: createMemberOptionsSchema() }),
  encode: { options: { member: memberEncoding } },
  response: GetMemberResponseWire,
  unwrap: 'member',
});

/**
 * Updates the fields sent and returns the member (site owner, or the member themselves). `""`
 * clears a text field; `phones`, `emails` and `addresses` replace the whole array (an empty array
 * changes nothing). The login email, status and slug cannot change here.
 *
 * @example
 * ```ts
 * const member = await updateMember(client, memberId, { contact: { firstName: 'Dana' }, profile: { title: 'Coach' } });
 * ```
 * @function
 */
export const updateMember: PlatformCall<[id: string, member: MemberInput], Member> = /* @__PURE__ */ defineCall({
  name: 'updateMember',
  method: 'PATCH',
  path: '/members/v1/members/{id}',
  args: [
    { name: 'id', placement: 'path' },
    { name: 'member', placement: 'field' },
  ],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { member: memberInputSchema() }),
  encode: { member: memberEncoding },
  payload: ({ id, member }) => ({ member: { ...(member as Record<string, unknown>), id } }),
  response: GetMemberResponseWire,
  unwrap: 'member',
});

/**
 * Changes a member's slug (site owner, or the member themselves); returns `{ member }`. A taken slug
 * is a `ConflictError` (`SLUG_ALREADY_EXISTS`).
 *
 * @example
 * ```ts
 * const { member } = await updateMemberSlug(client, memberId, 'coach-dana');
 * ```
 * @function
 */
export const updateMemberSlug: PlatformCall<[id: string, slug: string], MemberResponse> = /* @__PURE__ */ defineCall({
  name: 'updateMemberSlug',
  method: 'POST',
  path: '/members/v1/members/{id}/slug',
  args: [
    { name: 'id', placement: 'path' },
    { name: 'slug', placement: 'field' },
  ],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { slug: slugSchema() }),
  response: MemberResponseWire,
});

/**
 * Deletes a member (site owner only); their content goes to the site owner and their sessions and
 * tokens end. Owners, contributors and members with an active plan cannot be deleted.
 *
 * @example
 * ```ts
 * await deleteMember(client, memberId);
 * ```
 * @function
 */
export const deleteMember: PlatformCall<[id: string], EmptyResponse> = /* @__PURE__ */ defineCall({
  name: 'deleteMember',
  method: 'DELETE',
  path: '/members/v1/members/{id}',
  args: [{ name: 'id', placement: 'path' }],
  response: EmptyResponseWire,
});

/**
 * Clears a member's phone numbers (`contact.phones`); returns `{ member }`.
 *
 * @example
 * ```ts
 * const { member } = await deleteMemberPhones(client, memberId);
 * ```
 * @function
 */
export const deleteMemberPhones: PlatformCall<[id: string], MemberResponse> = /* @__PURE__ */ defineCall({
  name: 'deleteMemberPhones',
  method: 'DELETE',
  path: '/members/v1/members/{id}/phones',
  args: [{ name: 'id', placement: 'path' }],
  response: MemberResponseWire,
});

/**
 * Clears a member's contact email addresses (`contact.emails`; the login email stays); returns `{ member }`.
 *
 * @example
 * ```ts
 * const { member } = await deleteMemberEmails(client, memberId);
 * ```
 * @function
 */
export const deleteMemberEmails: PlatformCall<[id: string], MemberResponse> = /* @__PURE__ */ defineCall({
  name: 'deleteMemberEmails',
  method: 'DELETE',
  path: '/members/v1/members/{id}/emails',
  args: [{ name: 'id', placement: 'path' }],
  response: MemberResponseWire,
});

/**
 * Clears a member's street addresses (`contact.addresses`); returns `{ member }`.
 *
 * @example
 * ```ts
 * const { member } = await deleteMemberAddresses(client, memberId);
 * ```
 * @function
 */
export const deleteMemberAddresses: PlatformCall<[id: string], MemberResponse> = /* @__PURE__ */ defineCall({
  name: 'deleteMemberAddresses',
  method: 'DELETE',
  path: '/members/v1/members/{id}/addresses',
  args: [{ name: 'id', placement: 'path' }],
  response: MemberResponseWire,
});
