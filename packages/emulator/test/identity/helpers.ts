import { createHash, randomBytes } from 'node:crypto';
import { DEMO_CLIENT_ID, type Emulator } from '../../src/index.js';
import { postJson, visitorTokens } from '../helpers.js';

export const APP_ORIGIN = 'http://localhost:3000';
export const REDIRECT_URI = `${APP_ORIGIN}/callback`;

/**
 * Registers redirect URIs for an OAuth client (the demo client by default), keeping the ones it has:
 * the emulator sends codes only to registered URIs, and other redirects only to their origins.
 * `emulator.reset()` forgets them: register again after it.
 */
export function registerRedirectUris(emulator: Emulator, redirectUris: readonly string[], clientId = DEMO_CLIENT_ID): void {
  const client = emulator.state.oauthClients.find((c) => c.id === clientId);
  const known = client?.redirectUris ?? [];
  emulator.services.upsertOAuthClient({
    id: clientId,
    ...(client ? { name: client.name } : {}),
    redirectUris: [...known, ...redirectUris.filter((uri) => !known.includes(uri))],
  });
}

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

/**
 * Creates an `auth` redirect session; returns the session and the PKCE pair used. The redirect URI
 * (default {@link REDIRECT_URI}) is registered for the demo client first, unless `register: false`.
 */
export async function authSession(
  emulator: Emulator,
  options: { responseMode?: string; prompt?: string; sessionToken?: string; state?: string; redirectUri?: string; register?: boolean } = {},
) {
  if (options.register !== false) registerRedirectUris(emulator, [options.redirectUri ?? REDIRECT_URI]);
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

/** POSTs a form as is (no anti-forgery token unless `fields` has one): what a forged POST looks like. */
export function postForm(emulator: Emulator, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return emulator.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The `name=value` pairs of a response's `Set-Cookie` headers. */
export function setCookies(response: Response): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const index = pair.indexOf('=');
    cookies[pair.slice(0, index).trim()] = pair.slice(index + 1);
  }
  return cookies;
}

/**
 * A browser's cookie jar for the hosted pages: keeps what they set (a `Max-Age=0` cookie is
 * dropped) and sends it back.
 */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  /** Remembers the response's cookies; returns the response. */
  take(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      if (/max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(index + 1));
    }
    return response;
  }

  /** `headers` with the jar's cookies added to theirs (a `cookie` header of `headers` is kept). */
  with(headers: Record<string, string> = {}): Record<string, string> {
    const parts = [...this.cookies].map(([name, value]) => `${name}=${value}`);
    if (headers.cookie) parts.push(headers.cookie);
    return parts.length ? { ...headers, cookie: parts.join('; ') } : headers;
  }
}

/** The anti-forgery token in a hosted page's form. */
export function csrfOf(html: string): string {
  const found = /name="csrf" value="([^"]+)"/.exec(html);
  if (!found) throw new Error(`no csrf field in the page: ${html.slice(0, 300)}`);
  return found[1]!;
}

/**
 * Submits a hosted form as the browser does: opens the session's page first (`GET`, `page` or the
 * hosted login of `fields.session`), then POSTs `fields` with that page's anti-forgery token and
 * the browser's cookies (`jar`, a fresh one by default). Returns the POST's response.
 */
export async function submitForm(
  emulator: Emulator,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  options: { jar?: CookieJar; page?: string } = {},
) {
  const jar = options.jar ?? new CookieJar();
  let csrf = fields.csrf;
  if (csrf === undefined) {
    const page = options.page ?? `/_emulator/hosted/login?session=${encodeURIComponent(fields.session ?? '')}`;
    const response = jar.take(await emulator.fetch(page, { headers: jar.with(headers) }));
    // A page without a form (a used or unknown session): the POST goes without a token, and is answered as such.
    csrf = /name="csrf" value="([^"]+)"/.exec(await response.text())?.[1];
  }
  return jar.take(await postForm(emulator, path, { ...fields, ...(csrf !== undefined ? { csrf } : {}) }, jar.with(headers)));
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
