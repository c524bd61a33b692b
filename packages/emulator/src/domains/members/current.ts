import { notFound } from '../../errors.js';
import type { Caller } from '../../routing/types.js';
import type { EmulatorState } from '../../state/types.js';
import { getMember } from './store.js';
import type { Member } from './types.js';

/**
 * The calling member (a member access token whose member still exists), or `undefined` for
 * visitors, owners and members that were deleted. This is how other domains find "my" member.
 *
 * @example
 * ```ts
 * const me = currentMember(ctx);
 * if (me) orders.filter((o) => o.buyer.memberId === me.id);
 * ```
 */
export function currentMember(ctx: { caller: Caller; state: EmulatorState }): Member | undefined {
  return ctx.caller.role === 'member' ? getMember(ctx.state, ctx.caller.memberId) : undefined;
}

/**
 * The calling member, or a 404 `NOT_FOUND` (platform-rules §5.4: getCurrentMember without a member).
 *
 * @example
 * ```ts
 * const me = requireCurrentMember(ctx);
 * ```
 */
export function requireCurrentMember(ctx: { caller: Caller; state: EmulatorState }): Member {
  const member = currentMember(ctx);
  if (!member) throw notFound('No member is signed in');
  return member;
}
