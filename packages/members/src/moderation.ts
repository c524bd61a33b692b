import { defineCall, type PlatformCall } from '@frontdesk/core';
import type { MemberResponse } from './types.js';
import { MemberResponseWire } from './wire.gen.js';

/*
 * Site owner moderation (wire.md rows 57-61): each returns `{ member }` after the change.
 */

/**
 * Mutes a member: they can no longer post, comment or like (activity MUTED).
 *
 * @example
 * ```ts
 * const { member } = await muteMember(client, memberId);
 * member?.activityStatus; // 'MUTED'
 * ```
 * @function
 */
export const muteMember: PlatformCall<[id: string], MemberResponse> = /* @__PURE__ */ defineCall({
  name: 'muteMember',
  method: 'POST',
  path: '/members/v1/members/{id}/mute',
  args: [{ name: 'id', placement: 'path' }],
  response: MemberResponseWire,
});

/**
 * Unmutes a member (activity ACTIVE).
 *
 * @example
 * ```ts
 * const { member } = await unmuteMember(client, memberId);
 * ```
 * @function
 */
export const unmuteMember: PlatformCall<[id: string], MemberResponse> = /* @__PURE__ */ defineCall({
  name: 'unmuteMember',
  method: 'POST',
  path: '/members/v1/members/{id}/unmute',
  args: [{ name: 'id', placement: 'path' }],
  response: MemberResponseWire,
});

/**
 * Approves a PENDING member, or unblocks a BLOCKED one (status APPROVED). A disconnected (OFFLINE)
 * member cannot be approved.
 *
 * @example
 * ```ts
 * const { member } = await approveMember(client, memberId);
 * member?.status; // 'APPROVED'
 * ```
 * @function
 */
export const approveMember: PlatformCall<[id: string], MemberResponse> = /* @__PURE__ */ defineCall({
  name: 'approveMember',
  method: 'POST',
  path: '/members/v1/members/{id}/approve',
  args: [{ name: 'id', placement: 'path' }],
  response: MemberResponseWire,
});

/**
 * Blocks a member: they cannot log in and their sessions end. The site owner, yourself and members
 * with an active plan cannot be blocked (`OWNER_MEMBER_BLOCK_FORBIDDEN`,
 * `MEMBER_SELF_BLOCK_FORBIDDEN`, `ACTIVE_SUBSCRIPTION_MEMBER_BLOCK_FORBIDDEN`).
 *
 * @example
 * ```ts
 * const { member } = await blockMember(client, memberId);
 * member?.status; // 'BLOCKED'
 * ```
 * @function
 */
export const blockMember: PlatformCall<[id: string], MemberResponse> = /* @__PURE__ */ defineCall({
  name: 'blockMember',
  method: 'POST',
  path: '/members/v1/members/{id}/block',
  args: [{ name: 'id', placement: 'path' }],
  response: MemberResponseWire,
});

/**
 * Disconnects a member for good (status OFFLINE): they cannot log in, their data stays. It cannot be
 * undone; a new member with a new slug is needed.
 *
 * @example
 * ```ts
 * const { member } = await disconnectMember(client, memberId);
 * member?.status; // 'OFFLINE'
 * ```
 * @function
 */
export const disconnectMember: PlatformCall<[id: string], MemberResponse> = /* @__PURE__ */ defineCall({
  name: 'disconnectMember',
  method: 'POST',
  path: '/members/v1/members/{id}/disconnect',
  args: [{ name: 'id', placement: 'path' }],
  response: MemberResponseWire,
});
