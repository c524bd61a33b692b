import type { AuthChangeEvent, FrontdeskClient, TokenRole } from '@frontdesk/core';

/**
 * The key scope shared by everyone who is not a signed-in member (no tokens yet, or visitor tokens).
 * Nothing a visitor can read in these domains is private to that visitor, so one scope serves them all
 * and the first visitor-token request does not change every key.
 *
 * @example
 * ```ts
 * scopeOf(visitorClient); // 'visitor'
 * ```
 */
export const VISITOR_SCOPE = 'visitor';

/** The part of `client.auth` that reports a changing identity (`oauth()`, or a look-alike strategy). */
export interface IdentityAuth {
  identityScope(): string;
  role(): TokenRole;
  loggedIn(): boolean;
  ready(): Promise<void>;
  onChange(listener: (event: AuthChangeEvent) => void): () => void;
}

/**
 * The identity-aware auth API of a client (`oauth()`), or `undefined` for API keys, static tokens and
 * clients without auth.
 *
 * @example
 * ```ts
 * identityAuthOf(client)?.loggedIn();
 * ```
 */
export function identityAuthOf(client: FrontdeskClient<any>): IdentityAuth | undefined {
  const auth = client.auth as Partial<IdentityAuth> | undefined;
  if (
    auth &&
    typeof auth.identityScope === 'function' &&
    typeof auth.role === 'function' &&
    typeof auth.onChange === 'function' &&
    typeof auth.ready === 'function'
  ) {
    return auth as IdentityAuth;
  }
  return undefined;
}

/**
 * The identity scope that goes into every query key (position 1): `member:<session>` for a signed-in
 * member (a new session id on every sign-in, so two members, or the same member twice, never share
 * keys), `visitor` for visitors, `owner:<siteId>` for an API key, `static` for a static token and
 * `anonymous` without auth.
 *
 * @example
 * ```ts
 * const key = ['frontdesk', scopeOf(client), 'plans', 'detail', planId];
 * ```
 */
export function scopeOf(client: FrontdeskClient<any>): string {
  const identity = identityAuthOf(client);
  if (identity) return keyScope(identity.identityScope(), identity.role());
  const auth = client.auth as { kind?: unknown; siteId?: unknown } | undefined;
  if (auth === undefined || auth === null) return 'anonymous';
  if (auth.kind === 'apiKey') return `owner:${String(auth.siteId)}`;
  if (auth.kind === 'staticToken') return 'static';
  return typeof auth.kind === 'string' ? auth.kind : 'custom';
}

/** Maps the token manager's identity scope to the key scope. */
function keyScope(identityScope: string, role: TokenRole): string {
  return role === 'member' ? identityScope : VISITOR_SCOPE;
}

/**
 * True for a scope that holds one member's private data (removed when that member leaves).
 *
 * @example
 * ```ts
 * isMemberScope('member:Xy3'); // true
 * isMemberScope('visitor'); // false
 * ```
 */
export function isMemberScope(scope: unknown): scope is string {
  return typeof scope === 'string' && scope.startsWith('member:');
}

const readyAuths = new WeakSet<object>();

/**
 * Whether the client's stored identity has been loaded (always true without `oauth()`). Until then
 * the scope is not known: hooks wait instead of fetching under a scope that may be wrong.
 *
 * @example
 * ```ts
 * if (!isIdentityReady(client)) await whenIdentityReady(client);
 * ```
 */
export function isIdentityReady(client: FrontdeskClient<any>): boolean {
  const identity = identityAuthOf(client);
  if (!identity || readyAuths.has(identity)) return true;
  // Tokens are only ever set after the stored ones were read.
  if (identity.role() !== 'none') {
    readyAuths.add(identity);
    return true;
  }
  return false;
}

/**
 * Resolves once the client's stored identity has been loaded (`client.auth.ready()` for `oauth()`),
 * and remembers it for {@link isIdentityReady}. Await it on the server before building query options.
 *
 * @example
 * ```ts
 * await whenIdentityReady(client);
 * const options = planQueries.detail(client, planId); // the right scope
 * ```
 */
export function whenIdentityReady(client: FrontdeskClient<any>): Promise<void> {
  const identity = identityAuthOf(client);
  if (!identity) return Promise.resolve();
  return identity.ready().then(() => {
    readyAuths.add(identity);
  });
}
