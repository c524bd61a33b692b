import { applicationError } from '../../errors.js';
import type { Caller } from '../../routing/types.js';
import type { EmulatorState } from '../../state/types.js';
import { blockedBetween } from './extras.js';
import { projectMember } from './fieldsets.js';
import type { Member, MemberFieldset } from './types.js';

/**
 * Who reads members: the site owner, a member (by id), or anyone else (visitors).
 */
export type Reader = { kind: 'owner' } | { kind: 'member'; memberId: string } | { kind: 'visitor' };

/**
 * The reader a route caller is.
 */
export function readerOf(caller: Caller): Reader {
  if (caller.role === 'owner') return { kind: 'owner' };
  if (caller.role === 'member') return { kind: 'member', memberId: caller.memberId };
  return { kind: 'visitor' };
}

/**
 * Whether `reader` sees `member` at all (platform-rules §5.4): the owner sees everyone, a member
 * sees themselves; otherwise only PUBLIC members, and never across a member-to-member block.
 */
export function canSee(state: EmulatorState, reader: Reader, member: Member): boolean {
  if (reader.kind === 'owner') return true;
  if (reader.kind === 'member' && reader.memberId === member.id) return true;
  if (reader.kind === 'member' && blockedBetween(state, reader.memberId, member.id)) return false;
  return member.privacyStatus === 'PUBLIC';
}

/**
 * The field sets a reader gets for a member: the owner and the member themselves get what they
 * asked for; everyone else gets PUBLIC (EXTENDED and FULL of another member need the owner).
 */
export function allowedFieldsets(reader: Reader, member: Member, requested: readonly MemberFieldset[]): MemberFieldset[] {
  if (reader.kind === 'owner' || (reader.kind === 'member' && reader.memberId === member.id)) return [...requested];
  return ['PUBLIC'];
}

/**
 * The member as `reader` may see it in the requested field sets, or `undefined` when hidden.
 */
export function viewMember(
  state: EmulatorState,
  reader: Reader,
  member: Member,
  requested: readonly MemberFieldset[],
): Record<string, unknown> | undefined {
  if (!canSee(state, reader, member)) return undefined;
  return projectMember(member, allowedFieldsets(reader, member, requested));
}

/**
 * `getMember`'s refusal when one of two members blocked the other: 403 `MEMBER_TO_MEMBER_BLOCKED`.
 */
export function memberToMemberBlocked(memberId: string) {
  return applicationError(403, 'MEMBER_TO_MEMBER_BLOCKED', 'One of the members blocked the other', { memberId });
}
