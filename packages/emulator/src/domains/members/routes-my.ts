import { validationError } from '../../errors.js';
import type { RouteHandler } from '../../routing/types.js';
import type { DomainRegistrar } from '../types.js';
import { requireCurrentMember } from './current.js';
import { parseFieldsets, projectMember } from './fieldsets.js';
import { SLUG_PATTERN, slugTaken, updateMember } from './store.js';

/**
 * `GET /members/v1/members/my` (getCurrentMember): the caller's member in the requested field sets
 * (`fieldsets`/`fieldSet`, default PUBLIC). Without a member → 404 `NOT_FOUND`.
 *
 * @example
 * ```ts
 * // GET /members/v1/members/my?fieldsets=FULL  (Authorization: <member access token>)
 * ```
 */
export const getCurrentMember: RouteHandler = (ctx) => {
  const me = requireCurrentMember(ctx);
  return { member: projectMember(me, parseFieldsets(ctx.input)) };
};

/**
 * `POST /members/v1/members/join-community`: privacy → PUBLIC. A member that is not APPROVED →
 * 428 `COMMUNITY_JOIN_IMPOSSIBLE`.
 *
 * @example
 * ```ts
 * // POST /members/v1/members/join-community {}
 * ```
 */
export const joinCommunity: RouteHandler = (ctx) => {
  const me = requireCurrentMember(ctx);
  if (me.status !== 'APPROVED') {
    ctx.fail.failedPrecondition('COMMUNITY_JOIN_IMPOSSIBLE', 'Only approved members can join the community', { memberId: me.id });
  }
  if (me.privacyStatus !== 'PUBLIC') updateMember(ctx.state, me, { privacyStatus: 'PUBLIC' }, ctx.clock.now(), ctx.emit);
  return { member: projectMember(me, ['FULL']) };
};

/**
 * `POST /members/v1/members/leave-community`: privacy → PRIVATE.
 *
 * @example
 * ```ts
 * // POST /members/v1/members/leave-community {}
 * ```
 */
export const leaveCommunity: RouteHandler = (ctx) => {
  const me = requireCurrentMember(ctx);
  if (me.privacyStatus !== 'PRIVATE') updateMember(ctx.state, me, { privacyStatus: 'PRIVATE' }, ctx.clock.now(), ctx.emit);
  return { member: projectMember(me, ['FULL']) };
};

/**
 * `POST /members/v1/members/my/slug` `{ slug }` (updateCurrentMemberSlug): `[A-Za-z0-9._-]`, at most
 * 255 characters (400 `SLUG_CONTAINS_ILLEGAL_CHARACTERS`); another member's slug → 409 `SLUG_ALREADY_EXISTS`.
 *
 * @example
 * ```ts
 * // POST /members/v1/members/my/slug {"slug":"dana-levi"}
 * ```
 */
export const updateCurrentMemberSlug: RouteHandler<{ slug?: unknown }> = (ctx) => {
  const me = requireCurrentMember(ctx);
  const { slug } = ctx.input;
  if (typeof slug !== 'string' || slug === '') {
    throw validationError([{ field: 'slug', description: 'is required', violatedRule: 'REQUIRED_FIELD', data: {} }]);
  }
  if (!SLUG_PATTERN.test(slug)) {
    throw validationError([
      {
        field: 'slug',
        description: 'may only contain letters, digits, ".", "_" and "-" (at most 255 characters)',
        ruleName: 'SLUG_CONTAINS_ILLEGAL_CHARACTERS',
        data: { slug },
      },
    ]);
  }
  if (slugTaken(ctx.state, slug, me.id)) ctx.fail.conflict('SLUG_ALREADY_EXISTS', 'The slug is used by another member', { slug });
  if (me.profile.slug !== slug) {
    updateMember(ctx.state, me, { profile: { ...me.profile, slug } }, ctx.clock.now(), ctx.emit);
  }
  return { member: projectMember(me, ['FULL']) };
};

/**
 * Registers the current-member routes (wire rows 49, 51, 52, 53). The members domain issue adds
 * the rest of the members API next to them.
 *
 * @example
 * ```ts
 * registerMyMemberRoutes(domain);
 * ```
 */
export function registerMyMemberRoutes(domain: DomainRegistrar): void {
  domain.route('GET', '/members/v1/members/my', getCurrentMember, { roles: ['visitor', 'member', 'owner'], arrays: ['fieldsets'] });
  domain.route('POST', '/members/v1/members/join-community', joinCommunity, { roles: ['member'] });
  domain.route('POST', '/members/v1/members/leave-community', leaveCommunity, { roles: ['member'] });
  domain.route('POST', '/members/v1/members/my/slug', updateCurrentMemberSlug, { roles: ['member'] });
}
