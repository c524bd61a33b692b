import { permissionDenied } from '../../errors.js';
import type { RouteContext, RouteHandler } from '../../routing/types.js';
import type { DomainRegistrar } from '../types.js';
import { memberRoles } from './extras.js';
import { projectMember } from './fieldsets.js';
import { approve, block, disconnect, setMuted, type RuleContext } from './rules.js';
import { requireMember, ruleOf } from './context.js';
import type { Member } from './types.js';

/*
 * Moderation (wire rows 57-61): the site owner, or a member who is one of the site's collaborators
 * (role OWNER or CONTRIBUTOR; this is how a member can try to block themselves). Each answers
 * `{ member }` (FULL) after the change.
 */

function requireModerator(ctx: RouteContext): void {
  if (ctx.caller.role !== 'member') return;
  const roles = memberRoles(ctx.state, ctx.caller.memberId);
  if (!roles.includes('OWNER') && !roles.includes('CONTRIBUTOR')) {
    throw permissionDenied('Only the site owner and collaborators may moderate members');
  }
}

function moderation(action: (rule: RuleContext, member: Member) => Member): RouteHandler {
  return (ctx) => {
    requireModerator(ctx);
    return { member: projectMember(action(ruleOf(ctx), requireMember(ctx)), ['FULL']) };
  };
}

/**
 * Registers `POST /members/v1/members/{id}/{mute,unmute,approve,block,disconnect}`.
 */
export function registerModerationRoutes(domain: DomainRegistrar): void {
  const options = { roles: ['member', 'owner'] } as const;
  domain.route(
    'POST',
    '/members/v1/members/{id}/mute',
    moderation((rule, m) => setMuted(rule, m, true)),
    options,
  );
  domain.route(
    'POST',
    '/members/v1/members/{id}/unmute',
    moderation((rule, m) => setMuted(rule, m, false)),
    options,
  );
  domain.route('POST', '/members/v1/members/{id}/approve', moderation(approve), options);
  domain.route('POST', '/members/v1/members/{id}/block', moderation(block), options);
  domain.route('POST', '/members/v1/members/{id}/disconnect', moderation(disconnect), options);
}
