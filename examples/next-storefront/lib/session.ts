import { cookies, headers } from 'next/headers';
import {
  cookieStorage,
  createClient,
  memoryStorage,
  oauth,
  type CookieOptions,
  type FrontdeskClient,
  type OAuthApi,
  type TokenStorage,
} from '@frontdesk/core';
import { BASE_URL, CLIENT_ID, SESSION_MAX_AGE_SECONDS } from './config';

/*
 * The session lives on the server's side of the browser: the member's tokens (and the sign-in's PKCE
 * data between /login and /callback) are in HTTP-only, SameSite=Lax cookies that only the server
 * reads. The browser's own code never gets a member token: member pages are Server Components, and
 * what changes the member's data (checkout, sign-out) posts a form to a route handler. The browser's
 * TanStack client only reads public data, with anonymous visitor tokens of its own.
 */

/** What `cookieStorage` needs of a cookie jar: Next's `cookies()` and `NextRequest.cookies` both fit. */
export interface CookieJar {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options: Partial<CookieOptions>): unknown;
  delete(options: { name: string; path: string }): unknown;
}

/** The cookie attributes: `Secure` when the store is served over https. */
export function sessionCookieOptions(origin: string): Partial<CookieOptions> {
  return { path: '/', sameSite: 'lax', httpOnly: true, secure: origin.startsWith('https:'), maxAge: SESSION_MAX_AGE_SECONDS };
}

/**
 * The session's token storage in `jar`. Server Components cannot set cookies: there `writable` is
 * false and a renewal stays in memory for the request (the proxy renews ahead, so it does not happen).
 */
export function sessionStorage(jar: CookieJar, origin: string, writable: boolean): TokenStorage {
  // Next's cookie jars encode and decode values themselves: the adapter hands them the plain text.
  return cookieStorage({
    get: (name) => {
      const value = jar.get(name)?.value;
      return value === undefined ? undefined : encodeURIComponent(value);
    },
    set: (name, value, options) => {
      if (writable) jar.set(name, decodeURIComponent(value), options);
    },
    remove: (name, options) => {
      if (writable) jar.delete({ name, path: options.path });
    },
    options: sessionCookieOptions(origin),
  });
}

/** A client of the session stored in `jar` (tokens and sign-in flow data in the same cookies). */
export function sessionClient(jar: CookieJar, origin: string, writable: boolean): FrontdeskClient<OAuthApi> {
  const storage = sessionStorage(jar, origin, writable);
  return createClient({
    baseUrl: BASE_URL,
    auth: oauth({ clientId: CLIENT_ID, storage, flowStorage: storage, allowedRedirectOrigins: [origin] }),
  });
}

/**
 * The store's origin as the browser sees it: APP_ORIGIN when set (behind a proxy you trust, set it),
 * else the request's Host. (Next's `request.nextUrl` may say `localhost` for 127.0.0.1.)
 */
export function originOf(requestHeaders: Headers): string {
  if (process.env.APP_ORIGIN) return process.env.APP_ORIGIN.replace(/\/$/, '');
  const proto = requestHeaders.get('x-forwarded-proto') ?? 'http';
  return `${proto}://${requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? '127.0.0.1'}`;
}

/** {@link originOf} in a Server Component. */
export async function requestOrigin(): Promise<string> {
  return originOf(await headers());
}

/** The member's session in a Server Component (read-only cookies). */
export async function readSession(): Promise<{ client: FrontdeskClient<OAuthApi>; loggedIn: boolean }> {
  const client = sessionClient(await cookies(), await requestOrigin(), false);
  await client.auth.ready();
  return { client, loggedIn: client.auth.loggedIn() };
}

/** The session in a route handler, where cookies can be written (sign-in, checkout, sign-out). */
export async function writableSession(origin: string): Promise<FrontdeskClient<OAuthApi>> {
  const client = sessionClient(await cookies(), origin, true);
  await client.auth.ready();
  return client;
}

let visitor: FrontdeskClient<OAuthApi> | undefined;

/**
 * The server's own anonymous visitor, for public data (the plans): one for the whole server, not per
 * request, since nothing it reads depends on who is asking.
 */
export function publicClient(): FrontdeskClient<OAuthApi> {
  visitor ??= createClient({ baseUrl: BASE_URL, auth: oauth({ clientId: CLIENT_ID, storage: memoryStorage() }) });
  return visitor;
}

/**
 * A same-origin check for the route handlers that change something (POST): a form on another site
 * cannot sign the member out or start a checkout (SameSite=Lax already keeps the cookie off such
 * posts; this also refuses them outright).
 */
export function isSameOrigin(request: Request, origin: string): boolean {
  const from = request.headers.get('origin');
  return from === null ? request.headers.get('sec-fetch-site') !== 'cross-site' : from === origin;
}

/** Only a path of this store: no other origin, no `//host` or backslash tricks. */
export function safePath(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return '/';
  return value;
}
