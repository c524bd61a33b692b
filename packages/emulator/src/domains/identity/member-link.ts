import type { MemberIdentityLink } from '../members/api.js';
import { createIdentity } from './flows.js';
import { endMemberSessions } from './secrets.js';
import { findIdentityByEmail, identityState } from './store.js';
import { own } from '../../util/safe-keys.js';

/**
 * What the members domain asks of the sign-in identities (members' createMember, approve, block,
 * disconnect and delete), handed to it when the identity domain registers.
 */
export const memberIdentityLink: MemberIdentityLink = {
  createMemberWithIdentity: (rule, input) => {
    const pending = identityState(rule.state).policy.requireOwnerApproval;
    const { member } = createIdentity(rule, {
      email: input.email,
      emailVerified: false,
      status: pending ? 'PENDING' : 'APPROVED',
      pendingReasons: pending ? ['PENDING_ADMIN_APPROVAL_REQUIRED'] : [],
      ...(input.privacyStatus ? { privacyStatus: input.privacyStatus } : {}),
      profile: input.profile,
    });
    return member;
  },
  emailInUse: (state, email) => findIdentityByEmail(state, email) !== undefined,
  clearPendingReasons: (state, memberId) => {
    const identity = own(identityState(state).identities, memberId);
    if (identity) identity.pendingReasons = [];
  },
  endSessions: endMemberSessions,
};
