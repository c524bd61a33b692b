import type { EmulatorState } from '../../state/types.js';
import { getMember, type Member } from '../members/api.js';
import type { IdentityRecord, IdentityState, SignOnPolicy } from './types.js';
import { clone } from '../../state/clone.js';

/**
 * The policy of a site that never set one: no email verification, no owner approval.
 */
export const DEFAULT_SIGN_ON_POLICY: Readonly<SignOnPolicy> = { requireEmailVerification: false, requireOwnerApproval: false };

/**
 * An empty identity state.
 */
export function emptyIdentityState(): IdentityState {
  return {
    policy: { ...DEFAULT_SIGN_ON_POLICY },
    captchaRequired: false,
    identities: {},
    sessions: {},
    stateTokens: {},
    verifications: {},
    recoveryTokens: {},
    authCodes: {},
    redirectSessions: {},
    outbox: [],
  };
}

/**
 * The identity domain's state, completed in place where a seed or a saved state left parts out
 * (a seed may give only `{ policy, captchaRequired }`).
 */
export function identityState(state: EmulatorState): IdentityState {
  const current = (state.domains.identity ?? {}) as Partial<IdentityState>;
  const empty = emptyIdentityState();
  for (const key of Object.keys(empty) as Array<keyof IdentityState>) {
    if (current[key] === undefined) (current as Record<string, unknown>)[key] = empty[key];
  }
  current.policy = { ...DEFAULT_SIGN_ON_POLICY, ...current.policy };
  state.domains.identity = current;
  return current as IdentityState;
}

/**
 * Lower-cased, trimmed email (identities are unique by it).
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The live identity (one whose member still exists) with this login email, or `undefined`. An
 * identity whose member was deleted is dropped, so the email can sign up again.
 */
export function findIdentityByEmail(state: EmulatorState, email: string): IdentityRecord | undefined {
  const wanted = normalizeEmail(email);
  const { identities } = identityState(state);
  for (const identity of Object.values(identities)) {
    if (normalizeEmail(identity.email) !== wanted) continue;
    if (getMember(state, identity.id)) return identity;
    delete identities[identity.id];
  }
  return undefined;
}

/**
 * The identity with this id (= member id) whose member still exists, or `undefined`.
 */
export function getIdentity(state: EmulatorState, id: string | undefined): IdentityRecord | undefined {
  if (!id) return undefined;
  const identity = identityState(state).identities[id];
  return identity && getMember(state, id) ? identity : undefined;
}

/**
 * The identity's status as the platform reports it, derived from its member (platform-rules §5.2).
 */
export function identityStatus(identity: IdentityRecord, member: Member | undefined): { name: string; reasons: string[] } {
  if (!member) return { name: 'DELETED', reasons: [] };
  switch (member.status) {
    case 'APPROVED':
      return { name: 'ACTIVE', reasons: [] };
    case 'PENDING':
      return {
        name: 'PENDING',
        reasons: identity.pendingReasons.length > 0 ? [...identity.pendingReasons] : ['PENDING_ADMIN_APPROVAL_REQUIRED'],
      };
    case 'BLOCKED':
    case 'OFFLINE':
      return { name: member.status, reasons: [] };
    default:
      return { name: 'UNKNOWN_STATUS', reasons: [] };
  }
}

const PROFILE_LISTS = ['emails', 'phones', 'labels', 'customFields', 'secondaryEmails', 'phonesV2', 'addresses'] as const;

// The profile as answered: its lists are always present (empty when there are none) and so is
// `privacyStatus` (the member's, else UNDEFINED), as the official declarations promise.
function profileView(profile: Record<string, unknown>, memberPrivacy: unknown): Record<string, unknown> {
  const out = clone(profile);
  for (const key of PROFILE_LISTS) if (!Array.isArray(out[key])) out[key] = [];
  if (out.privacyStatus === undefined || out.privacyStatus === null) {
    out.privacyStatus = memberPrivacy === 'PUBLIC' || memberPrivacy === 'PRIVATE' ? memberPrivacy : 'UNDEFINED';
  }
  return out;
}

/**
 * The identity as sent on the wire (`identity` of the sign-in responses).
 */
export function identityView(state: EmulatorState, identity: IdentityRecord): Record<string, unknown> {
  const member = getMember(state, identity.id);
  return {
    id: identity.id,
    revision: String(identity.revision),
    createdDate: identity.createdDate,
    updatedDate: identity.updatedDate,
    connections: [],
    identityProfile: profileView(identity.identityProfile, member?.privacyStatus),
    metadata: { tags: [] },
    email: { address: identity.email, isVerified: identity.emailVerified },
    status: identityStatus(identity, member),
    factors: identity.passwordHash ? [{ factorId: `${identity.id}-password`, type: 'PASSWORD', status: 'ACTIVE' }] : [],
  };
}

/**
 * Marks an identity changed (revision and `updatedDate`).
 */
export function touchIdentity(identity: IdentityRecord, now: Date): void {
  identity.revision += 1;
  identity.updatedDate = now.toISOString();
}

/**
 * Drops entries that expired over `graceMs` ago from a table of one-time secrets, so the state does
 * not grow without bound.
 */
export function purgeExpired<T extends { expiresAt: number }>(table: Record<string, T>, now: number, graceMs = 86_400_000): void {
  for (const [key, record] of Object.entries(table)) if (record.expiresAt < now - graceMs) delete table[key];
}
