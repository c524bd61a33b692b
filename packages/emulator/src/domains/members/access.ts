import type { EmulatorState } from '../../state/types.js';
import { memberIdentities } from './links.js';

/**
 * Ends a member's access at once (block, disconnect, delete): every sign-in session of theirs ends
 * and every access and refresh token issued to them is revoked, so their next call answers 401 and
 * their next refresh `invalid_grant`.
 */
export function endMemberAccess(state: EmulatorState, memberId: string, now: Date): void {
  memberIdentities().endSessions(state, memberId, now);
  const at = now.getTime();
  for (const record of Object.values(state.tokens)) {
    if (record.memberId === memberId && record.revokedAt === undefined) record.revokedAt = at;
  }
}
