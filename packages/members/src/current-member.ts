import * as z from 'zod/mini';
import { defineCall, type PlatformCall } from '@frontdesk/core';
import { deleteMyMemberOptionsSchema, getCurrentMemberOptionsSchema, slugSchema } from './inputs.js';
import type { DeleteMyMemberOptions, EmptyResponse, GetCurrentMemberOptions, GetCurrentMemberResponse, MemberResponse } from './types.js';
import { EmptyResponseWire, GetCurrentMemberResponseWire, MemberResponseWire } from './wire.gen.js';

/*
 * The signed-in member's own calls (wire.md rows 49, 51-53, 63). They need a member's token: a
 * visitor gets a `NotFoundError` from `getCurrentMember` and a `PermissionError` from the writes.
 */

/**
 * Gets the signed-in member in the requested field sets (default PUBLIC); returns `{ member }`, as
 * the official function does. A visitor gets a `NotFoundError`.
 *
 * @example
 * ```ts
 * const { member } = await getCurrentMember(client, { fieldsets: ['FULL'] });
 * console.log(member?.loginEmail, member?.createdDate?.toISOString());
 * ```
 * @function
 */
export const getCurrentMember: PlatformCall<[options?: GetCurrentMemberOptions], GetCurrentMemberResponse> = /* @__PURE__ */ defineCall({
  name: 'getCurrentMember',
  method: 'GET',
  path: '/members/v1/members/my',
  args: [{ name: 'options', placement: 'spread' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(getCurrentMemberOptionsSchema()) }),
  response: GetCurrentMemberResponseWire,
});

/**
 * Changes the signed-in member's slug (their profile page URL); returns `{ member }`. A slug another
 * member uses fails with a `ConflictError` (`SLUG_ALREADY_EXISTS`, `data.slug`); illegal characters
 * with a `ValidationError` (`SLUG_CONTAINS_ILLEGAL_CHARACTERS`).
 *
 * @example
 * ```ts
 * const { member } = await updateCurrentMemberSlug(client, 'dana-levi');
 * member?.profile?.slug; // 'dana-levi'
 * ```
 * @function
 */
export const updateCurrentMemberSlug: PlatformCall<[slug: string], MemberResponse> = /* @__PURE__ */ defineCall({
  name: 'updateCurrentMemberSlug',
  method: 'POST',
  path: '/members/v1/members/my/slug',
  args: [{ name: 'slug', placement: 'field' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { slug: slugSchema() }),
  response: MemberResponseWire,
});

/**
 * Joins the site's member community: the signed-in member becomes PUBLIC (visible to everyone).
 * Returns `{ member }`. A member who is not approved gets `COMMUNITY_JOIN_IMPOSSIBLE`.
 *
 * @example
 * ```ts
 * const { member } = await joinCommunity(client);
 * member?.privacyStatus; // 'PUBLIC'
 * ```
 * @function
 */
export const joinCommunity: PlatformCall<[], MemberResponse> = /* @__PURE__ */ defineCall({
  name: 'joinCommunity',
  method: 'POST',
  path: '/members/v1/members/join-community',
  args: [],
  response: MemberResponseWire,
});

/**
 * Leaves the member community: the signed-in member becomes PRIVATE (hidden from visitors and other
 * members); their posts stay public. Returns `{ member }`.
 *
 * @example
 * ```ts
 * const { member } = await leaveCommunity(client);
 * member?.privacyStatus; // 'PRIVATE'
 * ```
 * @function
 */
export const leaveCommunity: PlatformCall<[], MemberResponse> = /* @__PURE__ */ defineCall({
  name: 'leaveCommunity',
  method: 'POST',
  path: '/members/v1/members/leave-community',
  args: [],
  response: MemberResponseWire,
});

/**
 * Deletes the signed-in member and signs them out (their tokens stop working). Their content goes
 * to `contentAssigneeId` (default: the site owner). Owners and contributors cannot delete themselves
 * (`OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN`).
 *
 * @example
 * ```ts
 * await deleteMyMember(client, { contentAssigneeId: editorMemberId });
 * ```
 * @function
 */
export const deleteMyMember: PlatformCall<[options?: DeleteMyMemberOptions], EmptyResponse> = /* @__PURE__ */ defineCall({
  name: 'deleteMyMember',
  method: 'DELETE',
  path: '/members/v1/members/my',
  args: [{ name: 'options', placement: 'spread' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(deleteMyMemberOptionsSchema()) }),
  response: EmptyResponseWire,
});
