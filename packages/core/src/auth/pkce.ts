import pkceChallenge, { generateChallenge } from 'pkce-challenge';
import { InputError } from '../errors/input-error.js';

/** What a redirect sign-in needs to remember between leaving and coming back. */
export interface OAuthData {
  /** Random, unguessable; checked on return (CSRF protection) and the key of the stored flow. */
  state: string;
  /** The PKCE secret; sent only to the token endpoint. */
  codeVerifier: string;
  /** `base64url(sha256(codeVerifier))`, sent with the authorization request. */
  codeChallenge: string;
  /** Where the platform sends the browser back. */
  redirectUri: string;
  /** Where the app wants to go after signing in ('' when none). */
  originalUri: string;
}

const VERIFIER_CHARSET = /^[A-Za-z0-9\-._~]+$/;

/**
 * Creates PKCE data (S256): a verifier of `length` characters (43 to 128, default 43) from the RFC 7636
 * alphabet, its challenge, and a random state.
 *
 * @example
 * ```ts
 * const data = await createOAuthData('https://shop.example/callback');
 * ```
 */
export async function createOAuthData(redirectUri: string, originalUri = '', length = 43): Promise<OAuthData> {
  if (!Number.isInteger(length) || length < 43 || length > 128) {
    throw new InputError([{ argument: 'length', path: [], message: 'Expected a length between 43 and 128' }]);
  }
  const { code_verifier: codeVerifier, code_challenge: codeChallenge } = await pkceChallenge(length);
  if (!VERIFIER_CHARSET.test(codeVerifier)) throw new Error('PKCE verifier outside the RFC 7636 alphabet');
  const { code_verifier: state } = await pkceChallenge(43);
  return { state, codeVerifier, codeChallenge, redirectUri, originalUri };
}

/**
 * The S256 challenge of a verifier: `base64url(sha256(verifier))`, no padding.
 *
 * @example
 * ```ts
 * await s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'); // 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
 * ```
 */
export function s256Challenge(verifier: string): Promise<string> {
  return generateChallenge(verifier, 'S256');
}
