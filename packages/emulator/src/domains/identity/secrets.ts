import { randomInt } from 'node:crypto';
import { revokeMemberTokens } from '../../auth/tokens.js';
import { applicationError } from '../../errors.js';
import { hashSecret, newId, newSecret } from '../../ids.js';
import type { EmulatorState } from '../../state/types.js';
import { IdentityErrorCode, identityError } from './errors.js';
import { sendEmail } from './outbox.js';
import { identityState, purgeExpired } from './store.js';
import type { IdentityRecord, RecoveryRecord, SessionRecord } from './types.js';

/**
 * Lifetimes on the emulator clock: session tokens 24 hours (until a logout ends them), email codes
 * 15 minutes, their state token one hour, recovery and activation links 3 hours, once (platform-rules §7.5).
 */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const CODE_TTL_MS = 15 * 60 * 1000;
export const STATE_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RECOVERY_TTL_MS = 3 * 60 * 60 * 1000;

/**
 * Starts a sign-in session for a member; returns the session token (stored by hash).
 */
export function createSession(state: EmulatorState, memberId: string, now: Date): string {
  const token = newSecret('fd_st_');
  const { sessions } = identityState(state);
  purgeExpired(sessions, now.getTime());
  sessions[hashSecret(token)] = { memberId, createdAt: now.getTime(), expiresAt: now.getTime() + SESSION_TTL_MS };
  return token;
}

/**
 * The live session for a session token, or `undefined` (unknown, expired or ended).
 */
export function findSession(state: EmulatorState, token: unknown, now: Date): SessionRecord | undefined {
  if (typeof token !== 'string' || token === '') return undefined;
  const session = identityState(state).sessions[hashSecret(token)];
  if (!session || session.endedAt !== undefined || session.expiresAt <= now.getTime()) return undefined;
  return session;
}

/**
 * Ends every live session of a member (sign-out).
 */
export function endMemberSessions(state: EmulatorState, memberId: string, now: Date): void {
  for (const session of Object.values(identityState(state).sessions)) {
    if (session.memberId === memberId && session.endedAt === undefined) session.endedAt = now.getTime();
  }
}

/**
 * Ends a member's sessions after a password change or reset: every session token (and so the hosted
 * sign-in cookies) ends, and every access and refresh token is revoked except those of the family
 * `keepFamilyId` (the session that changed the password, which the platform keeps valid).
 */
export function endOtherSessions(state: EmulatorState, memberId: string, now: Date, keepFamilyId?: string): void {
  endMemberSessions(state, memberId, now);
  revokeMemberTokens(state.tokens, memberId, now.getTime(), keepFamilyId);
}

function sixDigits(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function emailCode(state: EmulatorState, identity: IdentityRecord, now: Date): string {
  const code = sixDigits();
  sendEmail(
    state,
    {
      to: identity.email,
      kind: 'verification-code',
      subject: 'Your verification code',
      text: `Your verification code is ${code}. It expires in 15 minutes.`,
      code,
    },
    now,
  );
  return code;
}

/**
 * Starts an email verification during sign-in: emails a 6-digit code and returns the state token
 * of `REQUIRE_EMAIL_VERIFICATION`.
 */
export function startEmailVerification(state: EmulatorState, identity: IdentityRecord, now: Date): string {
  const token = newSecret('fd_vt_');
  const { stateTokens } = identityState(state);
  purgeExpired(stateTokens, now.getTime());
  const code = emailCode(state, identity, now);
  stateTokens[hashSecret(token)] = { identityId: identity.id, codeHash: hashSecret(code), expiresAt: now.getTime() + STATE_TOKEN_TTL_MS };
  return token;
}

function verificationFailed(): never {
  throw applicationError(400, 'VERIFICATION_FAILED', 'The verification code is wrong or has expired');
}

/**
 * The email a pending sign-in's code was sent to (by its state token), or `''` for an unknown token.
 */
export function pendingVerificationEmail(state: EmulatorState, stateToken: unknown): string {
  const record = typeof stateToken === 'string' ? identityState(state).stateTokens[hashSecret(stateToken)] : undefined;
  return (record && identityState(state).identities[record.identityId]?.email) ?? '';
}

/**
 * Emails a new code for a state token (the previous code stops working).
 */
export function resendEmailVerification(state: EmulatorState, stateToken: unknown, now: Date): void {
  const record = typeof stateToken === 'string' ? identityState(state).stateTokens[hashSecret(stateToken)] : undefined;
  const identity = record ? identityState(state).identities[record.identityId] : undefined;
  if (!record || !identity || record.usedAt !== undefined || record.expiresAt <= now.getTime()) verificationFailed();
  record.codeHash = hashSecret(emailCode(state, identity, now));
  record.expiresAt = Math.max(record.expiresAt, now.getTime() + CODE_TTL_MS);
}

/**
 * Checks the code of a state token and uses the token up; returns the identity. A wrong code,
 * or an unknown, used or expired token → 400 `VERIFICATION_FAILED`.
 */
export function consumeEmailVerification(state: EmulatorState, stateToken: unknown, code: unknown, now: Date): IdentityRecord {
  const record = typeof stateToken === 'string' ? identityState(state).stateTokens[hashSecret(stateToken)] : undefined;
  const identity = record ? identityState(state).identities[record.identityId] : undefined;
  if (!record || !identity || record.usedAt !== undefined || record.expiresAt <= now.getTime()) verificationFailed();
  if (typeof code !== 'string' || hashSecret(code.trim()) !== record.codeHash) verificationFailed();
  record.usedAt = now.getTime();
  return identity;
}

/**
 * `startVerification`: emails a code to the identity and returns a verification id.
 */
export function startOwnerVerification(state: EmulatorState, identity: IdentityRecord, now: Date): string {
  const id = newId();
  const code = emailCode(state, identity, now);
  const { verifications } = identityState(state);
  purgeExpired(verifications, now.getTime());
  verifications[id] = { identityId: identity.id, codeHash: hashSecret(code), expiresAt: now.getTime() + CODE_TTL_MS };
  return id;
}

/**
 * Emails a one-time recovery (or activation) link: to `redirectUrl` with a `recoveryToken`
 * parameter, or to the emulator's hosted reset page on `origin` when there is no redirect URL.
 */
export function sendRecoveryLink(
  state: EmulatorState,
  identity: IdentityRecord,
  options: { purpose: RecoveryRecord['purpose']; redirectUrl?: string; origin: string },
  now: Date,
): void {
  const token = newSecret('fd_rc_');
  const { recoveryTokens } = identityState(state);
  purgeExpired(recoveryTokens, now.getTime());
  recoveryTokens[hashSecret(token)] = {
    identityId: identity.id,
    purpose: options.purpose,
    expiresAt: now.getTime() + RECOVERY_TTL_MS,
    ...(options.redirectUrl ? { redirectUrl: options.redirectUrl } : {}),
  };
  const link = new URL(options.redirectUrl ?? `${options.origin}/_emulator/hosted/reset`);
  link.searchParams.set('recoveryToken', token);
  const activation = options.purpose === 'activation';
  sendEmail(
    state,
    {
      to: identity.email,
      kind: options.purpose,
      subject: activation ? 'Activate your account' : 'Reset your password',
      text: `${activation ? 'Set a password to activate your account' : 'Choose a new password'}: ${link.href} (valid for 3 hours, once).`,
      link: link.href,
      token,
    },
    now,
  );
}

/**
 * Uses up a recovery or activation token. Unknown or expired → 400 `-19972`; already used → 429.
 */
export function consumeRecoveryToken(state: EmulatorState, token: unknown, now: Date): RecoveryRecord {
  const record = typeof token === 'string' && token !== '' ? identityState(state).recoveryTokens[hashSecret(token)] : undefined;
  if (!record || record.expiresAt <= now.getTime()) throw identityError(IdentityErrorCode.RECOVERY_TOKEN_INVALID);
  if (record.usedAt !== undefined) {
    throw identityError(IdentityErrorCode.RECOVERY_TOKEN_INVALID, 429, 'The recovery token was already used');
  }
  record.usedAt = now.getTime();
  return record;
}

/**
 * Whether a recovery token is usable now (for the hosted reset page, before asking for a password).
 */
export function recoveryTokenUsable(state: EmulatorState, token: unknown, now: Date): boolean {
  const record = typeof token === 'string' && token !== '' ? identityState(state).recoveryTokens[hashSecret(token)] : undefined;
  return Boolean(record && record.usedAt === undefined && record.expiresAt > now.getTime());
}
