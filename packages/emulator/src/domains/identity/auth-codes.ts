import { createHash, timingSafeEqual } from 'node:crypto';
import { hashSecret, newSecret } from '../../ids.js';
import type { EmulatorState } from '../../state/types.js';
import { identityState, purgeExpired } from './store.js';
import type { AuthCodeRecord } from './types.js';

/**
 * Authorization codes are usable for 10 minutes, once.
 */
export const AUTH_CODE_TTL_MS = 10 * 60 * 1000;

/**
 * RFC 7636 §4.1: 43 to 128 characters of `[A-Za-z0-9-._~]`.
 */
export const CODE_VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

/**
 * An S256 challenge: 43 base64url characters (a SHA-256 digest, no padding).
 */
export const CODE_CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The S256 code challenge of a PKCE verifier: `base64url(SHA-256(verifier))`.
 */
export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/**
 * Whether `verifier` is well formed and matches the stored S256 `challenge` (constant time).
 */
export function verifyPkce(verifier: string, challenge: string): boolean {
  if (!CODE_VERIFIER_PATTERN.test(verifier)) return false;
  const actual = Buffer.from(s256Challenge(verifier));
  const expected = Buffer.from(challenge);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Issues an authorization code for a signed-in member (stored by hash, bound to the client,
 * redirect URI and PKCE challenge).
 */
export function issueAuthCode(state: EmulatorState, input: Omit<AuthCodeRecord, 'expiresAt' | 'usedAt' | 'familyId'>, now: Date): string {
  const code = newSecret('fd_ac_');
  const { authCodes } = identityState(state);
  purgeExpired(authCodes, now.getTime());
  authCodes[hashSecret(code)] = { ...input, expiresAt: now.getTime() + AUTH_CODE_TTL_MS };
  return code;
}

/**
 * The stored record of an authorization code, or `undefined`.
 */
export function findAuthCode(state: EmulatorState, code: string): AuthCodeRecord | undefined {
  return identityState(state).authCodes[hashSecret(code)];
}
