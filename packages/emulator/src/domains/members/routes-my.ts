import type { RouteHandler } from '../../routing/types.js';
import type { DomainRegistrar } from '../types.js';
import { requireCurrentMember } from './current.js';
import { parseFieldsets, projectMember } from './fieldsets.js';
import { ruleOf } from './context.js';
import { checkContentAssignee, deleteMemberRecord, setCommunity, setSlug } from './rules.js';

/**
 * `GET /members/v1/members/my` (getCurrentMember): the caller's member in the requested field sets
 * (`fieldsets`/`fieldSet`, default PUBLIC). Without a member → 404 `NOT_FOUND`.
 */
export const getCurrentMember: RouteHandler = (ctx) => {
  const me = requireCurrentMember(ctx);
  return { member: projectMember(me, parseFieldsets(ctx.input)) };
};

/**
 * `POST /members/v1/members/join-community`: privacy → PUBLIC. A member that is not APPROVED →
 * 428 `COMMUNITY_JOIN_IMPOSSIBLE`.
 */
export const joinCommunity: RouteHandler = (ctx) => ({
  member: projectMember(setCommunity(ruleOf(ctx), requireCurrentMember(ctx), true), ['FULL']),
});

/**
 * `POST /members/v1/members/leave-community`: privacy → PRIVATE.
 */
export const leaveCommunity: RouteHandler = (ctx) => ({
  member: projectMember(setCommunity(ruleOf(ctx), requireCurrentMember(ctx), false), ['FULL']),
});

/**
 * `POST /members/v1/members/my/slug` `{ slug }` (updateCurrentMemberSlug): lowercase letters, digits
 * and `-`, at most 255 characters (400 `SLUG_CONTAINS_ILLEGAL_CHARACTERS`); another member's slug →
 * 409 `SLUG_ALREADY_EXISTS`.
 */
export const updateCurrentMemberSlug: RouteHandler<{ slug?: unknown }> = (ctx) => ({
  member: projectMember(setSlug(ruleOf(ctx), requireCurrentMember(ctx), ctx.input.slug), ['FULL']),
});

/**
 * `DELETE /members/v1/members/my?contentAssigneeId=` (deleteMyMember): deletes the caller's member
 * and signs them out (sessions end, tokens are revoked); the content goes to `contentAssigneeId`
 * (another existing member) or the site owner. Owners and contributors → 400
 * `OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN`.
 */
export const deleteMyMember: RouteHandler<{ contentAssigneeId?: unknown }> = (ctx) => {
  const me = requireCurrentMember(ctx);
  const rule = ruleOf(ctx);
  const contentAssigneeId = checkContentAssignee(rule, ctx.input.contentAssigneeId, [me.id]);
  deleteMemberRecord(rule, me, { by: 'SELF', ...(contentAssigneeId ? { contentAssigneeId } : {}) });
  return {};
};

/**
 * Registers the current-member routes (wire rows 49, 51, 52, 53, 63).
 */
export function registerMyMemberRoutes(domain: DomainRegistrar): void {
  domain.route('GET', '/members/v1/members/my', getCurrentMember, { roles: ['visitor', 'member', 'owner'], arrays: ['fieldsets'] });
  domain.route('DELETE', '/members/v1/members/my', deleteMyMember, { roles: ['member'] });
  domain.route('POST', '/members/v1/members/join-community', joinCommunity, { roles: ['member'] });
  domain.route('POST', '/members/v1/members/leave-community', leaveCommunity, { roles: ['member'] });
  domain.route('POST', '/members/v1/members/my/slug', updateCurrentMemberSlug, { roles: ['member'] });
}
