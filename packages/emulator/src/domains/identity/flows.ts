import { validationError } from '../../errors.js';
import type { EmulatorState } from '../../state/types.js';
import {
  createMember,
  emailViolations,
  type EmitFn,
  getMember,
  type Member,
  type MemberContact,
  type MemberPrivacyStatus,
  recordLogin,
  updateMember,
} from '../members/api.js';
import { checkCaptcha, IdentityErrorCode, identityError } from './errors.js';
import { hashPassword, passwordViolations, verifyPassword } from './passwords.js';
import { consumeEmailVerification, consumeRecoveryToken, createSession, endOtherSessions, startEmailVerification } from './secrets.js';
import { findIdentityByEmail, identityState, identityView, touchIdentity } from './store.js';
import type { IdentityRecord, PendingReason } from './types.js';
import { clone } from '../../state/clone.js';

/**
 * What the sign-in flows need: the state, the time, and where member events go.
 */
export interface FlowContext {
  state: EmulatorState;
  now: Date;
  emit?: EmitFn;
}

/**
 * The platform's `StateMachineResponse` (seed-spec §4 "Sign-in").
 */
export interface StateMachineResponse {
  state: 'SUCCESS' | 'REQUIRE_OWNER_APPROVAL' | 'REQUIRE_EMAIL_VERIFICATION';
  sessionToken?: string;
  stateToken?: string;
  identity: Record<string, unknown>;
  /** The member the response is about (not sent on the wire). */
  memberId: string;
}

/**
 * The wire body of a state machine response (without the internal `memberId`).
 */
export function wire(response: StateMachineResponse): Omit<StateMachineResponse, 'memberId'> {
  const { memberId: _memberId, ...body } = response;
  return body;
}

/**
 * Completes a sign-in: a new session token, `lastLoginDate`, state SUCCESS.
 */
export function succeed(flow: FlowContext, identity: IdentityRecord, member: Member): StateMachineResponse {
  recordLogin(member, flow.now);
  const sessionToken = createSession(flow.state, member.id, flow.now);
  return { state: 'SUCCESS', sessionToken, identity: identityView(flow.state, identity), memberId: member.id };
}

// The state of an identity that passed its credential check.
function continueSignIn(flow: FlowContext, identity: IdentityRecord, member: Member): StateMachineResponse {
  if (member.status === 'BLOCKED' || member.status === 'OFFLINE') throw identityError(IdentityErrorCode.ACCESS_DENIED);
  if (member.status === 'PENDING') {
    if (identity.pendingReasons.includes('PENDING_EMAIL_VERIFICATION_REQUIRED')) {
      const stateToken = startEmailVerification(flow.state, identity, flow.now);
      return { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken, identity: identityView(flow.state, identity), memberId: member.id };
    }
    return { state: 'REQUIRE_OWNER_APPROVAL', identity: identityView(flow.state, identity), memberId: member.id };
  }
  return succeed(flow, identity, member);
}

function pick(profile: Record<string, unknown>, key: string): string | undefined {
  const value = profile[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function contactFrom(profile: Record<string, unknown>): MemberContact {
  const contact: MemberContact = {};
  for (const key of ['firstName', 'lastName', 'birthdate', 'company'] as const) {
    const value = pick(profile, key);
    if (value) contact[key] = value;
  }
  const jobTitle = pick(profile, 'position');
  if (jobTitle) contact.jobTitle = jobTitle;
  const phones = Array.isArray(profile.phonesV2)
    ? profile.phonesV2.map((p) => (p as { phone?: unknown })?.phone).filter((p): p is string => typeof p === 'string')
    : [];
  if (phones.length > 0) contact.phones = phones;
  if (Array.isArray(profile.addresses)) {
    contact.addresses = profile.addresses.map(
      (a) => ((a as { address?: Record<string, unknown> })?.address ?? {}) as Record<string, unknown>,
    );
  }
  return contact;
}

function nicknameFrom(profile: Record<string, unknown>): string | undefined {
  const full = [pick(profile, 'firstName'), pick(profile, 'lastName')].filter(Boolean).join(' ');
  return pick(profile, 'nickname') ?? (full || undefined);
}

/**
 * What a new identity is made of.
 */
export interface NewIdentityInput {
  email: string;
  password?: string;
  profile?: Record<string, unknown>;
  emailVerified?: boolean;
  pendingReasons?: PendingReason[];
  /** Default: APPROVED without pending reasons, else PENDING. */
  status?: Member['status'];
  privacyStatus?: MemberPrivacyStatus;
}

/**
 * Creates an identity and its member (same id), without any policy or captcha check; emits `member_created`.
 */
export function createIdentity(flow: FlowContext, input: NewIdentityInput): { identity: IdentityRecord; member: Member } {
  const profile = clone(input.profile ?? {});
  const pendingReasons = input.pendingReasons ?? [];
  const privacy = input.privacyStatus ?? (profile.privacyStatus === 'PUBLIC' ? 'PUBLIC' : undefined);
  const nickname = nicknameFrom(profile);
  // Hashed before anything is stored: a password that cannot be hashed leaves no half-made member.
  const passwordHash = input.password !== undefined ? hashPassword(input.password) : undefined;
  const member = createMember(
    flow.state,
    {
      loginEmail: input.email.trim(),
      loginEmailVerified: input.emailVerified ?? false,
      status: input.status ?? (pendingReasons.length > 0 ? 'PENDING' : 'APPROVED'),
      contact: contactFrom(profile),
      profile: nickname ? { nickname } : {},
      ...(privacy ? { privacyStatus: privacy } : {}),
    },
    flow.now,
    flow.emit,
  );
  const at = flow.now.toISOString();
  const identity: IdentityRecord = {
    id: member.id,
    email: member.loginEmail,
    emailVerified: input.emailVerified ?? false,
    ...(passwordHash !== undefined ? { passwordHash } : {}),
    pendingReasons,
    identityProfile: profile,
    revision: 1,
    createdDate: at,
    updatedDate: at,
  };
  identityState(flow.state).identities[identity.id] = identity;
  return { identity, member };
}

/**
 * The register/login body (`{ loginId: { email }, password, profile?, captchaTokens? }`).
 */
export interface CredentialsInput {
  loginId?: { email?: unknown };
  password?: unknown;
  profile?: unknown;
  captchaTokens?: unknown;
}

/**
 * registerV2 (platform-rules §7.2): captcha, email format, password rules, duplicate email
 * (`-19995`), then SUCCESS, REQUIRE_EMAIL_VERIFICATION or REQUIRE_OWNER_APPROVAL per the policy.
 */
export function signUp(flow: FlowContext, input: CredentialsInput, options: { captcha: boolean }): StateMachineResponse {
  const ids = identityState(flow.state);
  if (options.captcha) checkCaptcha(ids.captchaRequired, input.captchaTokens);
  const email = input.loginId?.email;
  const violations = [...emailViolations(email, 'loginId.email'), ...passwordViolations(input.password, 'password')];
  if (violations.length > 0) throw validationError(violations);
  if (findIdentityByEmail(flow.state, email as string)) throw identityError(IdentityErrorCode.EMAIL_EXISTS);
  const { requireEmailVerification, requireOwnerApproval } = ids.policy;
  const pendingReasons: PendingReason[] = [];
  if (requireEmailVerification) pendingReasons.push('PENDING_EMAIL_VERIFICATION_REQUIRED');
  if (requireOwnerApproval) pendingReasons.push('PENDING_ADMIN_APPROVAL_REQUIRED');
  const profile = input.profile && typeof input.profile === 'object' ? (input.profile as Record<string, unknown>) : {};
  const { identity, member } = createIdentity(flow, {
    email: email as string,
    password: input.password as string,
    profile,
    pendingReasons,
  });
  return continueSignIn(flow, identity, member);
}

/**
 * loginV2 (platform-rules §7.4): captcha, unknown email (`-19999`), password to reset (`-19973`),
 * wrong password (`-19976`), blocked (`-19980`), then the pending states or SUCCESS.
 */
export function signIn(flow: FlowContext, input: CredentialsInput, options: { captcha: boolean }): StateMachineResponse {
  if (options.captcha) checkCaptcha(identityState(flow.state).captchaRequired, input.captchaTokens);
  const email = input.loginId?.email;
  const violations = emailViolations(email, 'loginId.email');
  if (violations.length > 0) throw validationError(violations);
  const identity = findIdentityByEmail(flow.state, email as string);
  const member = identity ? getMember(flow.state, identity.id) : undefined;
  if (!identity || !member) throw identityError(IdentityErrorCode.UNKNOWN_ACCOUNT);
  if (identity.passwordResetRequired || !identity.passwordHash) throw identityError(IdentityErrorCode.RESET_PASSWORD);
  if (typeof input.password !== 'string' || !verifyPassword(input.password, identity.passwordHash)) {
    throw identityError(IdentityErrorCode.WRONG_PASSWORD);
  }
  return continueSignIn(flow, identity, member);
}

/**
 * Marks the identity's email verified (member too) and, when nothing else is pending, approves the member.
 */
export function markEmailVerified(flow: FlowContext, identity: IdentityRecord): void {
  const member = getMember(flow.state, identity.id);
  identity.emailVerified = true;
  identity.pendingReasons = identity.pendingReasons.filter((r) => r !== 'PENDING_EMAIL_VERIFICATION_REQUIRED');
  touchIdentity(identity, flow.now);
  if (!member) return;
  const change: Partial<Member> = { loginEmailVerified: true };
  if (member.status === 'PENDING' && identity.pendingReasons.length === 0) change.status = 'APPROVED';
  updateMember(flow.state, member, change, flow.now, flow.emit);
}

/**
 * verifyDuringAuthentication (platform-rules §7.3): checks the code of a REQUIRE_EMAIL_VERIFICATION
 * state token, marks the email verified, then continues (owner approval or SUCCESS).
 */
export function verifyEmailCode(flow: FlowContext, stateToken: unknown, code: unknown): StateMachineResponse {
  if (typeof code !== 'string' || !/^\d{6}$/.test(code.trim())) {
    throw validationError([{ field: 'code', description: 'must be 6 digits', ruleName: 'VALUE_DID_NOT_MATCH', data: {} }]);
  }
  const identity = consumeEmailVerification(flow.state, stateToken, code, flow.now);
  const member = getMember(flow.state, identity.id);
  if (!member) throw identityError(IdentityErrorCode.UNKNOWN_ACCOUNT);
  markEmailVerified(flow, identity);
  return continueSignIn(flow, identity, member);
}

/**
 * Sets a new password (after the site's rules) and clears "must reset".
 */
export function setPassword(flow: FlowContext, identity: IdentityRecord, password: unknown, field: string): void {
  const violations = passwordViolations(password, field);
  if (violations.length > 0) throw validationError(violations);
  identity.passwordHash = hashPassword(password as string);
  delete identity.passwordResetRequired;
  touchIdentity(identity, flow.now);
}

/**
 * The state after a password recovery or activation: the email is proven (verified), then
 * blocked → `-19980`, pending approval → REQUIRE_OWNER_APPROVAL, else SUCCESS.
 */
export function afterRecovery(flow: FlowContext, identity: IdentityRecord): StateMachineResponse {
  const member = getMember(flow.state, identity.id);
  if (!member) throw identityError(IdentityErrorCode.UNKNOWN_ACCOUNT);
  if (!identity.emailVerified || identity.pendingReasons.includes('PENDING_EMAIL_VERIFICATION_REQUIRED')) markEmailVerified(flow, identity);
  return continueSignIn(flow, identity, member);
}

/**
 * recover (platform-rules §7.5): checks the new password, uses up the recovery or activation
 * token (`-19972` unknown or expired, 429 when used), sets the password, ends every session of the
 * member (session tokens, access and refresh tokens: whoever knew the old password is out), then
 * {@link afterRecovery} (which starts the one new session).
 */
export function recoverWithToken(flow: FlowContext, recoveryToken: unknown, password: unknown): StateMachineResponse {
  const violations = passwordViolations(password, 'password');
  if (violations.length > 0) throw validationError(violations);
  const record = consumeRecoveryToken(flow.state, recoveryToken, flow.now);
  const identity = identityState(flow.state).identities[record.identityId];
  if (!identity || !getMember(flow.state, identity.id)) throw identityError(IdentityErrorCode.RECOVERY_TOKEN_INVALID);
  setPassword(flow, identity, password, 'password');
  endOtherSessions(flow.state, identity.id, flow.now);
  return afterRecovery(flow, identity);
}
