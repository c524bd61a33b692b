import { newId } from '../../ids.js';
import type { EmulatorState } from '../../state/types.js';
import type { EmitInput } from '../../webhooks/envelope.js';
import type { Member, MemberContact, MemberPrivacyStatus, MemberProfile, MembersState, MemberStatus } from './types.js';
import { clone } from '../../state/clone.js';
import { own } from '../../util/safe-keys.js';

/**
 * Queues a webhook event (a route's `ctx.emit`, or `webhooks.emit` outside a request).
 */
export type EmitFn = (eventType: string, event: EmitInput) => void;

/**
 * The member entity's fully qualified name in webhook events.
 */
export const MEMBER_FQDN = 'wix.members.v1.member';

/**
 * The members domain's state, created on first use (a seed or a saved state may lack it).
 */
export function membersState(state: EmulatorState): MembersState {
  const current = state.domains.members as MembersState | undefined;
  if (current && typeof current === 'object' && current.members) return current;
  const next: MembersState = { ...(current ?? {}), members: {} };
  state.domains.members = next;
  return next;
}

/**
 * A member by id, or `undefined`.
 *
 * @example
 * ```ts
 * getMember(ctx.state, ctx.caller.memberId);
 * ```
 */
export function getMember(state: EmulatorState, id: string | undefined): Member | undefined {
  return own(membersState(state).members, id);
}

/**
 * The member whose login email is `email` (case-insensitive), or `undefined`.
 *
 * @example
 * ```ts
 * findMemberByEmail(ctx.state, 'demo@frontdesk.test')?.id;
 * ```
 */
export function findMemberByEmail(state: EmulatorState, email: string): Member | undefined {
  const wanted = email.trim().toLowerCase();
  return Object.values(membersState(state).members).find((m) => m.loginEmail.toLowerCase() === wanted);
}

/**
 * What the members domain knows of a member, for a domain that records it (an order's buyer, a
 * booking's contact): `undefined` when the state has no members table (a seed without the members
 * domain: any id is then accepted), `null` when the member does not exist, else its contact id.
 */
export function lookupMember(state: EmulatorState, memberId: string): { contactId?: string } | null | undefined {
  const members = (state.domains.members as Partial<MembersState> | undefined)?.members;
  if (!members || typeof members !== 'object') return undefined;
  const member = own(members, memberId);
  if (!member || typeof member !== 'object') return null;
  return typeof member.contactId === 'string' ? { contactId: member.contactId } : {};
}

/**
 * Member slugs: lowercase letters, digits and hyphens, 1 to 255 characters (the members issue's
 * rule; generated slugs have the same form).
 */
export const SLUG_PATTERN = /^[a-z0-9-]{1,255}$/;

/**
 * Whether another member already uses `slug`.
 */
export function slugTaken(state: EmulatorState, slug: string, exceptMemberId?: string): boolean {
  return Object.values(membersState(state).members).some((m) => m.id !== exceptMemberId && m.profile.slug === slug);
}

/**
 * A free slug made from a nickname or email (lowercased, other characters → `-`; `-1`, `-2`, ... on a clash).
 */
export function generateSlug(state: EmulatorState, source: string): string {
  const base =
    source
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 240) || 'member';
  let slug = base;
  for (let n = 1; slugTaken(state, slug); n++) slug = `${base}-${n}`;
  return slug;
}

/**
 * What {@link createMember} needs. The id defaults to a new UUID (sign-up passes the identity's id).
 */
export interface CreateMemberInput {
  id?: string;
  loginEmail: string;
  loginEmailVerified?: boolean;
  status: MemberStatus;
  contact?: MemberContact;
  profile?: Partial<MemberProfile>;
  privacyStatus?: MemberPrivacyStatus;
}

/**
 * Creates a member (slug generated from the nickname or the email, privacy PRIVATE by default,
 * activity ACTIVE, a new contact id) and emits `member_created`.
 */
export function createMember(state: EmulatorState, input: CreateMemberInput, now: Date, emit?: EmitFn): Member {
  const id = input.id ?? newId();
  const local = input.loginEmail.split('@')[0] ?? input.loginEmail;
  const nickname = input.profile?.nickname || local;
  const at = now.toISOString();
  const member: Member = {
    id,
    loginEmail: input.loginEmail,
    loginEmailVerified: input.loginEmailVerified ?? false,
    status: input.status,
    contactId: newId(),
    contact: { emails: [input.loginEmail], ...(input.contact ?? {}) },
    profile: { ...(input.profile ?? {}), nickname, slug: generateSlug(state, nickname) },
    privacyStatus: input.privacyStatus ?? 'PRIVATE',
    activityStatus: 'ACTIVE',
    createdDate: at,
    updatedDate: at,
  };
  membersState(state).members[id] = member;
  emit?.('wix.members.v1.member_created', {
    entityFqdn: MEMBER_FQDN,
    slug: 'created',
    entityId: id,
    createdEvent: { entity: clone(member) },
  });
  return member;
}

/**
 * Applies `change` to a member, bumps `updatedDate` and emits `member_updated` (with the modified fields).
 */
export function updateMember(state: EmulatorState, member: Member, change: Partial<Member>, now: Date, emit?: EmitFn): Member {
  Object.assign(member, change, { updatedDate: now.toISOString() });
  membersState(state).members[member.id] = member;
  emit?.('wix.members.v1.member_updated', {
    entityFqdn: MEMBER_FQDN,
    slug: 'updated',
    entityId: member.id,
    updatedEvent: { currentEntity: clone(member), modifiedFields: clone(change) as Record<string, unknown> },
  });
  return member;
}

/**
 * Records a sign-in (`lastLoginDate`) without an event.
 */
export function recordLogin(member: Member, now: Date): void {
  member.lastLoginDate = now.toISOString();
}
