import { createHash, randomBytes } from 'node:crypto';
import { DEMO_CLIENT_ID, type Emulator } from '../../src/index.js';
import { postJson, visitorTokens } from '../helpers.js';

export const APP_ORIGIN = 'http://localhost:3000';
export const REDIRECT_URI = `${APP_ORIGIN}/callback`;

/** A fresh PKCE pair (verifier of 43 characters). */
export function pkce(): { codeVerifier: string; codeChallenge: string } {
  const codeVerifier = randomBytes(32).toString('base64url');
  return { codeVerifier, codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url') };
}

/** The body of a JSON response, typed loosely. */
export async function body(response: Response): Promise<Record<string, any>> {
  return (await response.json()) as Record<string, any>;
}

/** A visitor access token's headers. */
export async function visitor(emulator: Emulator): Promise<Record<string, string>> {
  return { authorization: (await visitorTokens(emulator)).access_token };
}

/** POSTs to an identity route as a visitor. */
export async function callAsVisitor(emulator: Emulator, path: string, payload: unknown): Promise<Response> {
  return postJson(emulator, path, payload, await visitor(emulator));
}

export const REGISTER = '/_api/iam/authentication/v2/register';
export const LOGIN = '/_api/iam/authentication/v2/login';
export const REDIRECT_SESSION = '/_api/redirects-api/v1/redirect-session';

/** registerV2 as a visitor. */
export function register(emulator: Emulator, email: string, password = 'S3cret-Passw0rd', extra: Record<string, unknown> = {}) {
  return callAsVisitor(emulator, REGISTER, { loginId: { email }, password, ...extra });
}

/** loginV2 as a visitor. */
export function login(emulator: Emulator, email: string, password: string, extra: Record<string, unknown> = {}) {
  return callAsVisitor(emulator, LOGIN, { loginId: { email }, password, ...extra });
}

/** The application error code of an error response. */
export async function errorCode(response: Response): Promise<string | undefined> {
  return (await body(response)).details?.applicationError?.code;
}

/** Creates an `auth` redirect session; returns the session and the PKCE pair used. */
export async function authSession(
  emulator: Emulator,
  options: { responseMode?: string; prompt?: string; sessionToken?: string; state?: string; redirectUri?: string } = {},
) {
  const pair = pkce();
  const response = await callAsVisitor(emulator, REDIRECT_SESSION, {
    auth: {
      authRequest: {
        redirectUri: options.redirectUri ?? REDIRECT_URI,
        clientId: DEMO_CLIENT_ID,
        codeChallenge: pair.codeChallenge,
        codeChallengeMethod: 'S256',
        responseMode: options.responseMode ?? 'fragment',
        responseType: 'code',
        scope: 'offline_access',
        state: options.state ?? 'state-123',
        ...(options.sessionToken ? { sessionToken: options.sessionToken } : {}),
      },
      prompt: options.prompt ?? 'login',
    },
  });
  if (response.status !== 200) throw new Error(`redirect session failed: ${response.status} ${await response.text()}`);
  const { redirectSession } = await body(response);
  return { redirectSession, ...pair, id: redirectSession.id as string, fullUrl: redirectSession.fullUrl as string };
}

/** Submits the hosted login form. */
export function submitForm(emulator: Emulator, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return emulator.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Exchanges an authorization code at the token endpoint. */
export function exchangeCode(emulator: Emulator, fields: { code: string; codeVerifier: string; redirectUri?: string; clientId?: string }) {
  return postJson(emulator, '/oauth2/token', {
    clientId: fields.clientId ?? DEMO_CLIENT_ID,
    grantType: 'authorization_code',
    redirectUri: fields.redirectUri ?? REDIRECT_URI,
    code: fields.code,
    codeVerifier: fields.codeVerifier,
  });
}

/** The `code`/`state`/`error` parameters of a redirect Location (fragment or query). */
export function callbackParams(location: string, mode: 'fragment' | 'query' = 'fragment'): Record<string, string> {
  const url = new URL(location);
  const params = mode === 'query' ? url.searchParams : new URLSearchParams(url.hash.slice(1));
  return Object.fromEntries(params);
}
