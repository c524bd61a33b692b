import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { FieldViolation } from '../../errors.js';

const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/**
 * Hashes a password with scrypt and a random salt: `scrypt$N$r$p$<salt>$<hash>` (base64url).
 */
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/**
 * Checks a password against a {@link hashPassword} string (constant time). `false` for a missing or malformed hash.
 */
export function verifyPassword(password: string, stored: string | undefined): boolean {
  const parts = stored?.split('$');
  if (parts?.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Password length limits (platform-rules §7.2: printable ASCII, 4 to 100 characters).
 */
export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 100;

/**
 * The violations of the site's password rules (empty when the password is acceptable).
 */
export function passwordViolations(password: unknown, field: string): FieldViolation[] {
  if (typeof password !== 'string' || password === '') {
    return [{ field, description: 'is required', violatedRule: 'REQUIRED_FIELD', data: {} }];
  }
  if (password.length < PASSWORD_MIN) {
    return [
      { field, description: `must be at least ${PASSWORD_MIN} characters`, ruleName: 'VALUE_TOO_SHORT', data: { min: PASSWORD_MIN } },
    ];
  }
  if (password.length > PASSWORD_MAX) {
    return [{ field, description: `must be at most ${PASSWORD_MAX} characters`, ruleName: 'VALUE_TOO_LONG', data: { max: PASSWORD_MAX } }];
  }
  if (!/^[\x20-\x7e]+$/.test(password)) {
    return [{ field, description: 'must contain printable ASCII characters only', ruleName: 'VALUE_DID_NOT_MATCH', data: {} }];
  }
  return [];
}
