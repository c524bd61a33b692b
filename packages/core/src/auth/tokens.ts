import { InputError } from '../errors/input-error.js';
import { isRecord } from '../is-record.js';

/** Who a refresh token belongs to: nobody yet, an anonymous visitor, or a signed-in member. */
export type TokenRole = 'none' | 'visitor' | 'member';

/** An access token and its expiry in **seconds** since the epoch. */
export interface AccessToken {
  value: string;
  expiresAt: number;
}

/** A refresh token and the role it grants. */
export interface RefreshToken {
  value: string;
  role: TokenRole;
}

/** The token pair the token manager keeps. */
export interface Tokens {
  accessToken: AccessToken;
  refreshToken: RefreshToken;
}

/** No tokens: role `none`. */
export const EMPTY_TOKENS: Tokens = /* @__PURE__ */ Object.freeze({
  accessToken: /* @__PURE__ */ Object.freeze({ value: '', expiresAt: 0 }),
  refreshToken: /* @__PURE__ */ Object.freeze({ value: '', role: 'none' as TokenRole }),
}) as Tokens;

/** Above this, an `expiresAt` is in milliseconds, not seconds (year 5138 in seconds). */
const MILLISECONDS_THRESHOLD = 1e11;

/**
 * Checks a token pair given by the app; throws an `InputError` that says what is wrong (an
 * `expiresAt` in milliseconds included). Returns a copy.
 */
export function checkTokens(tokens: unknown, argument = 'tokens'): Tokens {
  const problem = describeProblem(tokens);
  if (problem) throw new InputError([{ argument, path: problem.path, message: problem.message }]);
  const t = tokens as Tokens;
  return {
    accessToken: { value: t.accessToken.value, expiresAt: t.accessToken.expiresAt },
    refreshToken: { value: t.refreshToken.value, role: t.refreshToken.role },
  };
}

/** Parses stored tokens; anything corrupt or implausible is discarded (undefined), never thrown. */
export function parseStoredTokens(text: string | null | undefined): Tokens | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return describeProblem(value) ? undefined : checkTokens(value);
  } catch {
    return undefined;
  }
}

function describeProblem(tokens: unknown): { path: string[]; message: string } | undefined {
  if (!isRecord(tokens)) return { path: [], message: 'must be { accessToken, refreshToken }' };
  const access = tokens['accessToken'];
  const refresh = tokens['refreshToken'];
  if (!isRecord(access)) return { path: ['accessToken'], message: 'must be { value, expiresAt }' };
  if (typeof access['value'] !== 'string') return { path: ['accessToken', 'value'], message: 'must be a string' };
  const expiresAt = access['expiresAt'];
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt) || expiresAt < 0) {
    return { path: ['accessToken', 'expiresAt'], message: 'must be seconds since the epoch' };
  }
  if (expiresAt > MILLISECONDS_THRESHOLD) {
    return {
      path: ['accessToken', 'expiresAt'],
      message: 'looks like milliseconds; expiresAt is in seconds since the epoch (divide by 1000)',
    };
  }
  if (!isRecord(refresh)) return { path: ['refreshToken'], message: 'must be { value, role }' };
  if (typeof refresh['value'] !== 'string') return { path: ['refreshToken', 'value'], message: 'must be a string' };
  if (refresh['role'] !== 'none' && refresh['role'] !== 'visitor' && refresh['role'] !== 'member') {
    return { path: ['refreshToken', 'role'], message: "must be 'none', 'visitor' or 'member'" };
  }
  return undefined;
}
