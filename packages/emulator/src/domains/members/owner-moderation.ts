import type { EmulatorState } from '../../state/types.js';
import { moderationOutcomes, type ModerationAction, type ModerationOutcome } from './rules.js';
import { getMember } from './store.js';

/**
 * What the site owner's `approve`, `block` and `disconnect` routes would do to a member now (see
 * `ModerationOutcome`), from the rules the routes run; `undefined` for an unknown member.
 *
 * @example
 * ```ts
 * const { block } = ownerModeration(ctx.state, memberId, ctx.clock.now())!;
 * const offered = block === 'changes';
 * ```
 */
export function ownerModeration(
  state: EmulatorState,
  memberId: string,
  now: Date,
): Record<ModerationAction, ModerationOutcome> | undefined {
  const member = getMember(state, memberId);
  return member ? moderationOutcomes({ state, now }, member) : undefined;
}
