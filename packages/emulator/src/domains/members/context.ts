import { notFound, permissionDenied } from '../../errors.js';
import type { RouteContext } from '../../routing/types.js';
import type { RuleContext } from './rules.js';
import { getMember } from './store.js';
import type { Member } from './types.js';

/**
 * The rule context of a route (state, clock, events, the acting member).
 */
export function ruleOf(ctx: RouteContext): RuleContext {
  return {
    state: ctx.state,
    now: ctx.clock.now(),
    emit: ctx.emit,
    ...(ctx.caller.role === 'member' ? { actorMemberId: ctx.caller.memberId } : {}),
  };
}

/**
 * The member of `{id}`, or 404 `NOT_FOUND` (`data.memberId`).
 */
export function requireMember(ctx: RouteContext): Member {
  const member = getMember(ctx.state, ctx.params.id);
  if (!member) throw notFound('Member not found', 'NOT_FOUND', { memberId: ctx.params.id });
  return member;
}

/**
 * The member of `{id}` for a write that the site owner or the member themselves may make; another
 * member → 403 `PERMISSION_DENIED`.
 */
export function requireSelfOrOwner(ctx: RouteContext): Member {
  if (ctx.caller.role === 'member' && ctx.caller.memberId !== ctx.params.id) {
    throw permissionDenied('Members may only change their own member');
  }
  return requireMember(ctx);
}
