import { validationError, type FieldViolation } from '../../errors.js';
import { hashSecret, newId, newSecret } from '../../ids.js';
import type { RouteContext, RouteHandler } from '../../routing/types.js';
import type { EmulatorState } from '../../state/types.js';
import { KNOWN_REDIRECT_INTENTS, redirectSessionKinds } from './redirect-kinds.js';
import { intentClientId, isAllowedRedirectTarget, NOT_REGISTERED, redirectClients } from './redirect-targets.js';
import { endMemberSessions } from './secrets.js';
import { identityState, purgeExpired } from './store.js';
import type { RedirectSessionRecord } from './types.js';
import { clone } from '../../state/clone.js';
import { isRecord } from '../../util/values.js';

/**
 * Redirect sessions (their hosted pages) are usable for one hour.
 */
export const REDIRECT_SESSION_TTL_MS = 60 * 60 * 1000;

const NON_INTENT_KEYS = new Set(['callbacks', 'preferences', 'origin']);

/** The platform's intents that lead to parts of the platform the emulator does not model, and what they are. */
const UNMODELLED_INTENTS: Readonly<Record<string, string>> = {
  ecomCheckout: 'the eCommerce checkout',
  eventsCheckout: 'the Events checkout',
  storesProduct: 'a Stores product page',
  ecomOrderPaymentRequest: 'an eCommerce payment request page',
};

/**
 * Whether `value` is an absolute URL the hosted pages may send a browser to (not `javascript:`, `data:`, ...).
 * With `httpOnly`, only http(s).
 */
export function safeRedirectUrl(value: unknown, httpOnly = false): value is string {
  if (typeof value !== 'string' || value === '') return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (['javascript:', 'data:', 'vbscript:', 'file:', 'blob:'].includes(url.protocol)) return false;
  return !httpOnly || url.protocol === 'http:' || url.protocol === 'https:';
}

/**
 * The redirect session with this id while it has not expired, or `undefined`.
 */
export function findRedirectSession(state: EmulatorState, id: string | null | undefined, now: Date): RedirectSessionRecord | undefined {
  if (!id) return undefined;
  const session = identityState(state).redirectSessions[id];
  return session && session.expiresAt > now.getTime() ? session : undefined;
}

/**
 * The token family (one sign-in session's access and refresh tokens) of the access token the request
 * carries in `Authorization` (alone, or first of `<access token>,<api key>`), or `undefined`.
 */
export function callerTokenFamily(ctx: RouteContext): string | undefined {
  const header = ctx.request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  for (const part of header.split(',')) {
    const found = ctx.services.tokens.lookupAccess(part.trim());
    if (found.status === 'valid') return found.record.familyId;
  }
  return undefined;
}

// The caller's token family, so the logout page can revoke the tokens that created the session.
function callerOf(ctx: RouteContext): RedirectSessionRecord['caller'] {
  const { caller } = ctx;
  const record: RedirectSessionRecord['caller'] = { role: caller.role };
  if (caller.role === 'visitor' || caller.role === 'member') {
    record.visitorId = caller.visitorId;
    record.clientId = caller.clientId;
    const familyId = callerTokenFamily(ctx);
    if (familyId) record.familyId = familyId;
  }
  if (caller.role === 'member') record.memberId = caller.memberId;
  return record;
}

// Every callback must be a target the session's client registered (no open redirect through the hosted pages).
function callbackViolations(
  ctx: RouteContext,
  kind: string,
  intent: Record<string, unknown>,
  callbacks: Record<string, unknown>,
): FieldViolation[] {
  const callerClientId = ctx.caller.role === 'visitor' || ctx.caller.role === 'member' ? ctx.caller.clientId : undefined;
  const clients = redirectClients(ctx.state, { clientId: intentClientId(kind, intent), callerClientId });
  const violations: FieldViolation[] = [];
  for (const [name, value] of Object.entries(callbacks)) {
    if (value === undefined || value === null || value === '') continue;
    const field = `callbacks.${name}`;
    if (!safeRedirectUrl(value)) violations.push({ field, description: 'must be an absolute URL', data: {} });
    else if (!isAllowedRedirectTarget(clients, value)) violations.push({ field, description: NOT_REGISTERED, data: {} });
  }
  return violations;
}

/**
 * `POST /_api/redirects-api/v1/redirect-session` (createRedirectSession): the body has exactly one
 * intent (`auth`, `login`, `logout`, or a kind another domain registered, e.g. `paidPlansCheckout`)
 * plus `callbacks`, `preferences`, `origin`. Every callback URL must be an allowed target of the
 * client (`logout.clientId`, `auth.authRequest.clientId`, else the caller's token's; see
 * `isAllowedRedirectTarget`). A `logout` created with a member's token revokes that token's session
 * at once. Answers `{ redirectSession: { id, fullUrl, urlDetails:
 * { endpoint, searchParams }, sessionToken, shortUrl } }`; `fullUrl` is the emulator's hosted page on
 * the request's own origin.
 */
export const createRedirectSession: RouteHandler = async (ctx) => {
  const body = ctx.input as unknown;
  if (!isRecord(body)) throw validationError([{ field: 'body', description: 'must be an object', data: {} }]);
  const registry = redirectSessionKinds(ctx.services);
  const known = new Set<string>([...KNOWN_REDIRECT_INTENTS, ...registry.keys()]);
  const violations: FieldViolation[] = [];
  const intents: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (NON_INTENT_KEYS.has(key) || value === undefined || value === null) continue;
    if (known.has(key)) intents.push(key);
    else violations.push({ field: key, description: 'is not a redirect session intent', data: {} });
  }
  for (const key of ['callbacks', 'preferences'] as const) {
    if (body[key] !== undefined && body[key] !== null && !isRecord(body[key]))
      violations.push({ field: key, description: 'must be an object', data: {} });
  }
  if (violations.length > 0) throw validationError(violations);
  if (intents.length !== 1) {
    throw validationError([{ field: 'intent', description: `must be exactly one of ${[...known].join(', ')}`, data: {} }]);
  }
  const key = intents[0]!;
  const kind = registry.get(key);
  if (!kind) {
    const what = UNMODELLED_INTENTS[key] ?? 'a platform page';
    const description = `is an intent the platform serves (${what}) that the emulator does not model`;
    throw validationError([{ field: key, description, data: {} }]);
  }
  const intent = body[key];
  if (!isRecord(intent)) throw validationError([{ field: key, description: 'must be an object', data: {} }]);
  const callbacks = isRecord(body.callbacks) ? body.callbacks : {};
  const refused = callbackViolations(ctx, key, intent, callbacks);
  if (refused.length > 0) throw validationError(refused);

  const id = newId();
  const created = await kind.create({
    intent,
    body,
    sessionId: id,
    route: ctx,
    fail: (list) => {
      throw validationError(list.map((v) => ({ data: {}, ...v })));
    },
  });
  const now = ctx.clock.now().getTime();
  const sessionToken = newSecret('fd_rs_');
  const sessions = identityState(ctx.state).redirectSessions;
  purgeExpired(sessions, now);
  const caller = callerOf(ctx);
  if (key === 'logout' && caller.memberId) {
    // The SDK's logout() forgets the tokens but the browser may never open the logout page: the
    // member's session ends now, not when (if ever) the page is followed.
    if (caller.familyId) ctx.services.tokens.revokeFamily(caller.familyId);
    endMemberSessions(ctx.state, caller.memberId, ctx.clock.now());
  }
  sessions[id] = {
    id,
    kind: key,
    intent: clone(intent),
    callbacks: clone(callbacks),
    preferences: isRecord(body.preferences) ? clone(body.preferences) : {},
    ...(typeof body.origin === 'string' ? { origin: body.origin } : {}),
    caller,
    data: created.data ?? {},
    sessionTokenHash: hashSecret(sessionToken),
    createdAt: now,
    expiresAt: now + REDIRECT_SESSION_TTL_MS,
  };
  const url = new URL(created.path, new URL(ctx.request.url).origin);
  url.searchParams.set('session', id);
  return {
    redirectSession: {
      id,
      fullUrl: url.href,
      shortUrl: url.href,
      urlDetails: { endpoint: `${url.origin}${url.pathname}`, searchParams: { session: id } },
      sessionToken,
    },
  };
};
