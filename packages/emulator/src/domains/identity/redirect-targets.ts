import type { EmulatorState, OAuthClientRecord } from '../../state/types.js';
import type { RedirectSessionRecord } from './types.js';

// Where the browser may be sent (platform-rules §7.7, "allowed redirect URIs of the OAuth app"):
//
// - a URI that receives an authorization code (`authRequest.redirectUri`, and the token exchange)
//   must be one of the client's registered redirect URIs, compared as parsed URLs, no prefix or
//   wildcard;
// - a `web_message` result is posted only to the origin of that registered URI;
// - every other browser redirect (logout, `postFlowUrl`, `thankYouPageUrl`, the cancel of the hosted
//   login, recovery links) carries no secret of the app, so it may go to a registered URI or to
//   another page of a registered URI's http(s) origin (the app's own pages, e.g. `/plans/<slug>`);
// - a client with no registered URI gets no redirect at all.

function parse(value: unknown): URL | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

const BLOCKED_SCHEMES = ['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:'];

function isHttp(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

/**
 * Why `value` cannot be registered as a redirect URI, or `undefined` when it can: an absolute URL
 * (http, https, or an app's own scheme), without a fragment or user info (RFC 6749 §3.1.2).
 */
export function redirectUriProblem(value: unknown): string | undefined {
  const url = parse(value);
  if (!url) return 'must be an absolute URL';
  if (BLOCKED_SCHEMES.includes(url.protocol)) return 'must not be a script, data or file URL';
  if (isHttp(url) && url.hostname === '') return 'must have a host';
  if (url.hash !== '' || (value as string).includes('#')) return 'must not have a fragment';
  if (url.username !== '' || url.password !== '') return 'must not carry user info';
  return undefined;
}

/**
 * A redirect URI in the form it is compared in (the parsed URL's `href`: `http://127.0.0.1:5173` and
 * `http://127.0.0.1:5173/` are the same URI), or `undefined` when it cannot be registered.
 */
export function normalizeRedirectUri(value: unknown): string | undefined {
  return redirectUriProblem(value) === undefined ? new URL(value as string).href : undefined;
}

/**
 * Whether `uri` is one of the client's registered redirect URIs (exact match of the parsed URLs).
 * Only such a URI may receive an authorization code. A client without registered URIs matches none.
 */
export function isRegisteredRedirectUri(client: OAuthClientRecord | undefined, uri: unknown): boolean {
  const wanted = normalizeRedirectUri(uri);
  if (!client || !wanted) return false;
  return client.redirectUris.some((registered) => normalizeRedirectUri(registered) === wanted);
}

/**
 * Whether `origin` (`scheme://host[:port]`) is the origin of one of the client's registered http(s)
 * redirect URIs: where a `web_message` result may be posted, and which site may frame that page.
 */
export function isRegisteredOrigin(client: OAuthClientRecord | undefined, origin: unknown): boolean {
  const wanted = parse(origin);
  if (!client || !wanted || !isHttp(wanted)) return false;
  return client.redirectUris.some((registered) => {
    const url = parse(normalizeRedirectUri(registered));
    return url !== undefined && isHttp(url) && url.origin === wanted.origin;
  });
}

/**
 * Whether the browser may be sent to `target` for one of `clients` (logout, post-flow, thank-you,
 * cancel and recovery links): a registered redirect URI, or a page on the http(s) origin of one.
 * With no client, or clients without registered URIs, nothing is allowed.
 */
export function isAllowedRedirectTarget(clients: readonly OAuthClientRecord[], target: unknown): boolean {
  const url = parse(target);
  if (!url || BLOCKED_SCHEMES.includes(url.protocol) || url.username !== '' || url.password !== '') return false;
  return clients.some((client) => (isHttp(url) ? isRegisteredOrigin(client, url.origin) : isRegisteredRedirectUri(client, target)));
}

/**
 * Who a browser redirect is for, to check its target: the client named by the request (`clientId`)
 * when there is one, else the client of the caller's token, else (an owner's API key, or no
 * credentials) every client of the site. An unknown client id allows nothing.
 */
export function redirectClients(
  state: EmulatorState,
  options: { clientId?: unknown; callerClientId?: string | undefined },
): OAuthClientRecord[] {
  const { clientId, callerClientId } = options;
  if (clientId !== undefined && clientId !== null && clientId !== '') return state.oauthClients.filter((c) => c.id === clientId);
  if (callerClientId) return state.oauthClients.filter((c) => c.id === callerClientId);
  return [...state.oauthClients];
}

/**
 * The client id a redirect session names: `auth.authRequest.clientId` or `logout.clientId`.
 */
export function intentClientId(kind: string, intent: Record<string, unknown>): unknown {
  if (kind === 'auth') {
    const request = intent.authRequest;
    return typeof request === 'object' && request !== null ? (request as Record<string, unknown>).clientId : undefined;
  }
  return intent.clientId;
}

/**
 * The clients whose registered URIs a redirect session's callbacks must match (see {@link redirectClients}).
 */
export function sessionRedirectClients(state: EmulatorState, session: RedirectSessionRecord): OAuthClientRecord[] {
  return redirectClients(state, { clientId: intentClientId(session.kind, session.intent), callerClientId: session.caller.clientId });
}

/**
 * A callback of a redirect session (`postFlowUrl`, `thankYouPageUrl`, ...) when the browser may
 * still be sent there (its client's registration may have changed since), else `undefined`.
 */
export function allowedCallback(state: EmulatorState, session: RedirectSessionRecord, name: string): string | undefined {
  const target = session.callbacks[name];
  return typeof target === 'string' && isAllowedRedirectTarget(sessionRedirectClients(state, session), target) ? target : undefined;
}

/**
 * The text of the validation error for a target that is not registered.
 */
export const NOT_REGISTERED =
  "is not a registered redirect URI of the OAuth client (or a page on a registered URI's origin): " +
  'register it with POST /_emulator/oauth-clients/{clientId}/redirect-uris';
