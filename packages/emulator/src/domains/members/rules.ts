import { conflict, failedPrecondition, validationError, type PlatformError } from '../../errors.js';
import type { EmulatorState } from '../../state/types.js';
import { endMemberAccess } from './access.js';
import { memberRoles, membersExtras } from './extras.js';
import { hasActiveSubscription, memberIdentities } from './links.js';
import { MEMBER_FQDN, membersState, SLUG_PATTERN, slugTaken, updateMember, type EmitFn } from './store.js';
import type { DeletionRecord, Member } from './types.js';
import { clone } from '../../state/clone.js';
import { own } from '../../util/safe-keys.js';

/*
 * The state changes of platform-rules §5.2, shared by the single routes, the bulk calls and the
 * in-process API. Each checks first and changes nothing when it refuses.
 *
 *   PENDING ──approve──► APPROVED ──block──► BLOCKED ──approve──► APPROVED
 *   PENDING ──block──► BLOCKED;  any ──disconnect──► OFFLINE (terminal: approve/block refused)
 *   ACTIVE ◄──mute/unmute──► MUTED;  PRIVATE ◄──join/leave community──► PUBLIC (join: APPROVED only)
 *   delete ──► removed, deletion record TRASH → DELETED → PENDING_PURGE; sessions and tokens end
 */

/**
 * Where a rule runs: the state, the time, where events go, and the acting member (a member caller).
 */
export interface RuleContext {
  state: EmulatorState;
  now: Date;
  emit?: EmitFn;
  /** The member acting (a site collaborator's member), for self-block checks. */
  actorMemberId?: string;
}

function invalidStatus(member: Member, action: string): PlatformError {
  return failedPrecondition('INVALID_MEMBER_STATUS', `A ${member.status} member cannot be ${action}`, {
    memberId: member.id,
    status: member.status,
  });
}

function change(rule: RuleContext, member: Member, patch: Partial<Member>): Member {
  return updateMember(rule.state, member, patch, rule.now, rule.emit);
}

/**
 * Approves a PENDING member or unblocks a BLOCKED one (→ APPROVED; the identity's pending reasons
 * are cleared). APPROVED stays as it is; OFFLINE → 428 `INVALID_MEMBER_STATUS`.
 */
export function approve(rule: RuleContext, member: Member): Member {
  const refusal = approveRefusal(member);
  if (refusal) throw refusal;
  if (member.status === 'APPROVED') return member;
  memberIdentities().clearPendingReasons(rule.state, member.id);
  return change(rule, member, { status: 'APPROVED' });
}

/**
 * Why a member cannot be approved (OFFLINE: 428 `INVALID_MEMBER_STATUS`), or `undefined`.
 */
export function approveRefusal(member: Member): PlatformError | undefined {
  return member.status === 'OFFLINE' ? invalidStatus(member, 'approved') : undefined;
}

/**
 * What approving or blocking a member would do now: the platform error the route answers, `'unchanged'`
 * (the member already has that status: the route answers it as it is), or `'changes'`.
 */
export type ModerationOutcome = PlatformError | 'unchanged' | 'changes';

/** A status change the site owner makes through the moderation routes. */
export type ModerationAction = 'approve' | 'block' | 'disconnect';

/**
 * The outcome of {@link approve}, {@link block} and {@link disconnect} for a member now, from their own checks.
 */
export function moderationOutcomes(rule: RuleContext, member: Member): Record<ModerationAction, ModerationOutcome> {
  const outcome = (refusal: PlatformError | undefined, status: Member['status']): ModerationOutcome =>
    refusal ?? (member.status === status ? 'unchanged' : 'changes');
  return {
    approve: outcome(approveRefusal(member), 'APPROVED'),
    block: outcome(blockRefusal(rule, member), 'BLOCKED'),
    disconnect: outcome(undefined, 'OFFLINE'),
  };
}

/**
 * Why a member cannot be blocked, or `undefined`: self (`MEMBER_SELF_BLOCK_FORBIDDEN`), the site
 * owner (`OWNER_MEMBER_BLOCK_FORBIDDEN`), an active plan (`ACTIVE_SUBSCRIPTION_MEMBER_BLOCK_FORBIDDEN`),
 * all 428 with `data.memberId`; OFFLINE → `INVALID_MEMBER_STATUS`.
 */
export function blockRefusal(rule: RuleContext, member: Member): PlatformError | undefined {
  const data = { memberId: member.id };
  if (rule.actorMemberId === member.id) return failedPrecondition('MEMBER_SELF_BLOCK_FORBIDDEN', 'Members cannot block themselves', data);
  if (memberRoles(rule.state, member.id).includes('OWNER')) {
    return failedPrecondition('OWNER_MEMBER_BLOCK_FORBIDDEN', 'The site owner cannot be blocked', data);
  }
  if (hasActiveSubscription(rule.state, member.id)) {
    return failedPrecondition('ACTIVE_SUBSCRIPTION_MEMBER_BLOCK_FORBIDDEN', 'Members with an active plan cannot be blocked', data);
  }
  if (member.status === 'OFFLINE') return invalidStatus(member, 'blocked');
  return undefined;
}

/**
 * Blocks a member (APPROVED or PENDING → BLOCKED): they can no longer log in, and their sessions
 * and tokens end at once. Refusals: {@link blockRefusal}.
 */
export function block(rule: RuleContext, member: Member): Member {
  const refusal = blockRefusal(rule, member);
  if (refusal) throw refusal;
  if (member.status === 'BLOCKED') return member;
  endMemberAccess(rule.state, member.id, rule.now);
  return change(rule, member, { status: 'BLOCKED' });
}

/**
 * Disconnects a member for good (any status → OFFLINE): no more logins, sessions and tokens end.
 */
export function disconnect(rule: RuleContext, member: Member): Member {
  if (member.status === 'OFFLINE') return member;
  endMemberAccess(rule.state, member.id, rule.now);
  return change(rule, member, { status: 'OFFLINE' });
}

/**
 * Mutes (`muted: true`, ACTIVE → MUTED) or unmutes (MUTED → ACTIVE) a member; no change, no event.
 */
export function setMuted(rule: RuleContext, member: Member, muted: boolean): Member {
  const next = muted ? 'MUTED' : 'ACTIVE';
  return member.activityStatus === next ? member : change(rule, member, { activityStatus: next });
}

/**
 * Joins (PUBLIC) or leaves (PRIVATE) the community. Joining needs an APPROVED member, else 428
 * `COMMUNITY_JOIN_IMPOSSIBLE`.
 */
export function setCommunity(rule: RuleContext, member: Member, join: boolean): Member {
  if (join && member.status !== 'APPROVED') {
    throw failedPrecondition('COMMUNITY_JOIN_IMPOSSIBLE', 'Only approved members can join the community', { memberId: member.id });
  }
  const next = join ? 'PUBLIC' : 'PRIVATE';
  return member.privacyStatus === next ? member : change(rule, member, { privacyStatus: next });
}

/**
 * Sets a member's slug: lowercase letters, digits and `-`, at most 255 characters (400
 * `SLUG_CONTAINS_ILLEGAL_CHARACTERS`), not used by another member (409 `SLUG_ALREADY_EXISTS`, `data.slug`).
 */
export function setSlug(rule: RuleContext, member: Member, slug: unknown): Member {
  if (typeof slug !== 'string' || slug === '') {
    throw validationError([{ field: 'slug', description: 'is required', violatedRule: 'REQUIRED_FIELD', data: {} }]);
  }
  if (!SLUG_PATTERN.test(slug)) {
    throw validationError([
      {
        field: 'slug',
        description: 'may only contain lowercase letters, digits and "-" (at most 255 characters)',
        ruleName: 'SLUG_CONTAINS_ILLEGAL_CHARACTERS',
        data: { slug },
      },
    ]);
  }
  if (slugTaken(rule.state, slug, member.id)) {
    throw conflict('SLUG_ALREADY_EXISTS', 'The slug is used by another member', { slug });
  }
  return member.profile.slug === slug ? member : change(rule, member, { profile: { ...member.profile, slug } });
}

/**
 * Why a member cannot be deleted, or `undefined`: owners and contributors
 * (`OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN`) and, unless the member deletes themselves, an
 * active plan (`ACTIVE_SUBSCRIPTION_MEMBER_DELETE_FORBIDDEN`); 400 validation errors with the rule name.
 */
export function deleteRefusal(rule: RuleContext, member: Member, options: { self: boolean }): PlatformError | undefined {
  const data = { memberId: member.id };
  const roles = memberRoles(rule.state, member.id);
  if (roles.includes('OWNER') || roles.includes('CONTRIBUTOR')) {
    return validationError([
      {
        field: 'id',
        description: 'owners and contributors cannot be deleted',
        ruleName: 'OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN',
        data,
      },
    ]);
  }
  if (!options.self && hasActiveSubscription(rule.state, member.id)) {
    return validationError([
      {
        field: 'id',
        description: 'members with an active plan cannot be deleted',
        ruleName: 'ACTIVE_SUBSCRIPTION_MEMBER_DELETE_FORBIDDEN',
        data,
      },
    ]);
  }
  return undefined;
}

/**
 * Checks a content assignee: an existing member other than the one deleted (400 otherwise).
 */
export function checkContentAssignee(rule: RuleContext, assigneeId: unknown, deleted: readonly string[]): string | undefined {
  if (assigneeId === undefined || assigneeId === null || assigneeId === '') return undefined;
  if (typeof assigneeId !== 'string' || !own(membersState(rule.state).members, assigneeId) || deleted.includes(assigneeId)) {
    throw validationError([
      { field: 'contentAssigneeId', description: 'must be the id of another existing member', violatedRule: 'FORMAT', data: {} },
    ]);
  }
  return assigneeId;
}

/**
 * Deletes a member (refusals: {@link deleteRefusal}): it leaves the members store (its slug and
 * email are free again), a deletion record starts in TRASH, its sessions and tokens end, and
 * `member_deleted` is emitted (metadata only).
 */
export function deleteMemberRecord(
  rule: RuleContext,
  member: Member,
  options: { by: DeletionRecord['deletedBy']; contentAssigneeId?: string },
): DeletionRecord {
  const refusal = deleteRefusal(rule, member, { self: options.by === 'SELF' });
  if (refusal) throw refusal;
  const extras = membersExtras(rule.state);
  endMemberAccess(rule.state, member.id, rule.now);
  delete membersState(rule.state).members[member.id];
  delete extras.roles[member.id];
  delete extras.memberBlocks[member.id];
  for (const blocked of Object.values(extras.memberBlocks)) {
    const index = blocked.indexOf(member.id);
    if (index >= 0) blocked.splice(index, 1);
  }
  const record: DeletionRecord = {
    memberId: member.id,
    loginEmail: member.loginEmail,
    deletedDate: rule.now.toISOString(),
    deletedBy: options.by,
    ...(options.contentAssigneeId ? { contentAssigneeId: options.contentAssigneeId } : {}),
    member: clone(member),
  };
  extras.deletions[member.id] = record;
  rule.emit?.('wix.members.v1.member_deleted', { entityFqdn: MEMBER_FQDN, slug: 'deleted', entityId: member.id, deletedEvent: {} });
  return record;
}
