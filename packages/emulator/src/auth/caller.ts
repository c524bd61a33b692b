import { createHash } from 'node:crypto';
import type { Caller, Role, RouteOptions } from '../routing/types.js';
import { permissionDenied, unauthenticated, type PlatformError } from '../errors.js';
import type { StateStore } from '../state/store.js';
import { findApiKey } from './api-keys.js';
import type { TokenService } from './tokens.js';

/**
 * The resolved caller, and why it is anonymous when credentials were given but not accepted.
 */
export interface CallerResolution {
  caller: Caller;
  /** Set when the caller is anonymous: what was missing or wrong (never the credential itself). */
  problem?: string;
}

/**
 * Resolves the caller from the request headers (platform-rules §0.3):
 * - `Authorization: <api key>` with a matching `wix-site-id` → `owner`;
 * - `Authorization: <access token>` → `visitor` or `member`, while the token is valid on the emulator clock;
 * - anything else → `anonymous`, with a `problem`.
 * A `Bearer ` prefix is tolerated; `<access token>,<api key>` (the `authorized_client` grant's and
 * signOn's form) resolves to the owner, without `wix-site-id` when the access token is valid.
 */
export function resolveCaller(headers: Headers, store: StateStore, tokens: TokenService): CallerResolution {
  const header = headers
    .get('authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim();
  if (!header) return { caller: { role: 'anonymous' }, problem: 'Missing Authorization header' };
  const parts = header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  let problem = 'Unknown access token or API key';
  for (const part of parts) {
    const key = findApiKey(store, part);
    if (!key) continue;
    // The external-login form `<access token>,<api key>` sends no wix-site-id: the site's own
    // valid access token next to the key stands in for it.
    const tokenVouches = parts.some((other) => other !== part && tokens.lookupAccess(other).status === 'valid');
    const siteId = headers.get('wix-site-id') ?? (tokenVouches ? key.siteId : null);
    if (!siteId || siteId !== key.siteId || siteId !== store.data.site.id) {
      return { caller: { role: 'anonymous' }, problem: 'The wix-site-id header is missing or does not match the API key' };
    }
    // The owner's account: the wix-account-id header, else the site's account.
    const accountId = headers.get('wix-account-id') ?? store.data.site.accountId;
    return { caller: { role: 'owner', siteId, apiKeyId: key.id, ...(accountId ? { accountId } : {}) } };
  }
  for (const part of parts) {
    const found = tokens.lookupAccess(part);
    if (found.status === 'valid') {
      const { record } = found;
      if (record.role === 'member' && record.memberId) {
        return { caller: { role: 'member', memberId: record.memberId, visitorId: record.visitorId, clientId: record.clientId } };
      }
      return { caller: { role: 'visitor', visitorId: record.visitorId, clientId: record.clientId } };
    }
    if (found.status === 'expired') problem = 'Access token expired';
    if (found.status === 'revoked') problem = 'Access token was revoked';
  }
  return { caller: { role: 'anonymous' }, problem };
}

/**
 * Checks a resolved caller against a route's `roles`: returns the error to answer with (401 when
 * there is no valid credential, 403 when the role is not allowed), or `undefined` when allowed.
 */
export function authorize(resolution: CallerResolution, options: Pick<RouteOptions, 'roles'>): PlatformError | undefined {
  if (options.roles === 'public') return undefined;
  const { caller } = resolution;
  if (caller.role === 'anonymous') return unauthenticated(resolution.problem);
  if (!options.roles.includes(caller.role as Role)) {
    return permissionDenied(`The ${caller.role} role may not call this method`);
  }
  return undefined;
}

/**
 * The `wixUserId` of an owner caller (webhook identity, `createdBy`): an id like the platform's (a
 * UUID), never the API key's name. The caller's account id (the `wix-account-id` header, else the
 * site's account), else a stable UUID derived from the API key id.
 */
export function wixUserIdOf(caller: { accountId?: string | undefined; apiKeyId: string }): string {
  if (caller.accountId) return caller.accountId;
  const hex = createHash('sha256').update(`wix-user:${caller.apiKeyId}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
