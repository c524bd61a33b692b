import { notFound, validationError } from '../../errors.js';
import type { RouteContext, RouteHandler, RouteOptions } from '../../routing/types.js';
import type { DomainRegistrar } from '../types.js';
import { recoverWithToken, verifyEmailCode, wire, type FlowContext } from './flows.js';
import { emailViolations } from '../members/api.js';
import { safeRedirectUrl } from './redirect-sessions.js';
import { isAllowedRedirectTarget, NOT_REGISTERED, redirectClients } from './redirect-targets.js';
import { resendEmailVerification, sendRecoveryLink, startOwnerVerification } from './secrets.js';
import { findIdentityByEmail, getIdentity } from './store.js';
import type { IdentityRecord } from './types.js';

const ANYONE: RouteOptions = { roles: ['visitor', 'member', 'owner'] };

function flowOf(ctx: RouteContext): FlowContext {
  return { state: ctx.state, now: ctx.clock.now(), emit: ctx.emit };
}

function origin(ctx: RouteContext): string {
  return new URL(ctx.request.url).origin;
}

// The emailed link carries a one-time recovery token: it may only point at the app's own pages
// (an allowed target of `redirect.clientId`, else of the caller's client), never at another site.
function redirectUrl(ctx: RouteContext, redirect: unknown, field: string): string | undefined {
  if (redirect === undefined || redirect === null) return undefined;
  const url = (redirect as { url?: unknown }).url;
  if (url === undefined || url === '') return undefined;
  if (!safeRedirectUrl(url, true)) throw validationError([{ field, description: 'must be an absolute http(s) URL', data: {} }]);
  const clientId = (redirect as { clientId?: unknown }).clientId;
  if (clientId !== undefined && clientId !== null && !ctx.services.tokens.client(clientId)) {
    throw validationError([{ field: field.replace(/url$/, 'clientId'), description: 'must be a known OAuth client id', data: {} }]);
  }
  const callerClientId = ctx.caller.role === 'visitor' || ctx.caller.role === 'member' ? ctx.caller.clientId : undefined;
  if (!isAllowedRedirectTarget(redirectClients(ctx.state, { clientId, callerClientId }), url)) {
    throw validationError([{ field, description: NOT_REGISTERED, data: {} }]);
  }
  return url;
}

// Emails a recovery or activation link to the identity, back to `redirectUrl` when given.
function emailLink(ctx: RouteContext, identity: IdentityRecord, purpose: 'recovery' | 'activation', redirectUrl: string | undefined): void {
  sendRecoveryLink(ctx.state, identity, { purpose, origin: origin(ctx), ...(redirectUrl ? { redirectUrl } : {}) }, ctx.clock.now());
}

/**
 * `POST /_api/iam/recovery/v1/send-email` (sendRecoveryEmail) `{ email, language?, redirect?: {
 * url, clientId } }`: emails a one-time link (3 hours) to `redirect.url` with a `recoveryToken`
 * parameter (or to the hosted reset page); `redirect.url` must be an allowed target of the client.
 * Always `{}`: it does not reveal whether the email exists.
 */
export const sendRecoveryEmail: RouteHandler = (ctx) => {
  const violations = emailViolations(ctx.input.email, 'email');
  if (violations.length > 0) throw validationError(violations);
  const url = redirectUrl(ctx, ctx.input.redirect, 'redirect.url');
  const identity = findIdentityByEmail(ctx.state, ctx.input.email as string);
  if (identity) emailLink(ctx, identity, 'recovery', url);
  return {};
};

/**
 * `POST /_api/iam/recovery/v1/activation-email` (sendActivationEmail, owner) `{ identityId,
 * emailOptions?: { language?, redirect?: { url, clientId } } }`: emails an activation link (set a
 * password; the email counts as verified). Unknown identity → 404.
 */
export const sendActivationEmail: RouteHandler = (ctx) => {
  const identity = getIdentity(ctx.state, typeof ctx.input.identityId === 'string' ? ctx.input.identityId : undefined);
  if (!identity) throw notFound('Identity not found', 'NOT_FOUND', { identityId: ctx.input.identityId ?? null });
  const url = redirectUrl(ctx, ctx.input.emailOptions?.redirect, 'emailOptions.redirect.url');
  emailLink(ctx, identity, 'activation', url);
  return {};
};

/**
 * `POST /_api/iam/recovery/v1/recover` (recover) `{ recoveryToken, password }` → a state machine
 * response (SUCCESS + sessionToken, or REQUIRE_OWNER_APPROVAL). Bad or expired token → 400
 * `-19972`; a used one → 429.
 */
export const recover: RouteHandler = (ctx) => wire(recoverWithToken(flowOf(ctx), ctx.input.recoveryToken, ctx.input.password));

/**
 * `POST /_api/iam/verification/v1/start` (startVerification, owner) `{ identityId, target: 'EMAIL' }`:
 * emails a 6-digit code; answers `{ verificationId }`.
 */
export const startVerification: RouteHandler = (ctx) => {
  if (ctx.input.target !== undefined && ctx.input.target !== 'EMAIL') {
    ctx.fail.validation([{ field: 'target', description: 'must be EMAIL', data: {} }]);
  }
  const identity = getIdentity(ctx.state, typeof ctx.input.identityId === 'string' ? ctx.input.identityId : undefined);
  if (!identity) throw notFound('Identity not found', 'NOT_FOUND', { identityId: ctx.input.identityId ?? null });
  return { verificationId: startOwnerVerification(ctx.state, identity, ctx.clock.now()) };
};

/**
 * `POST /_api/iam/verification/v1/auth/verify` (verifyDuringAuthentication) `{ code, stateToken }`:
 * wrong or expired → 400 `VERIFICATION_FAILED`; else REQUIRE_OWNER_APPROVAL or SUCCESS + sessionToken.
 */
export const verifyDuringAuthentication: RouteHandler = (ctx) => wire(verifyEmailCode(flowOf(ctx), ctx.input.stateToken, ctx.input.code));

/**
 * `POST /_api/iam/verification/v1/auth/resend` (resendDuringAuthentication) `{ stateToken }`:
 * emails a new code (the previous one stops working). Answers `{}`.
 */
export const resendDuringAuthentication: RouteHandler = (ctx) => {
  resendEmailVerification(ctx.state, ctx.input.stateToken, ctx.clock.now());
  return {};
};

/**
 * Registers the recovery and verification routes (wire rows 107-112).
 */
export function registerRecoveryRoutes(domain: DomainRegistrar): void {
  domain.route('POST', '/_api/iam/recovery/v1/send-email', sendRecoveryEmail, ANYONE);
  domain.route('POST', '/_api/iam/recovery/v1/activation-email', sendActivationEmail, { roles: ['owner'] });
  domain.route('POST', '/_api/iam/recovery/v1/recover', recover, ANYONE);
  domain.route('POST', '/_api/iam/verification/v1/start', startVerification, { roles: ['owner'] });
  domain.route('POST', '/_api/iam/verification/v1/auth/verify', verifyDuringAuthentication, ANYONE);
  domain.route('POST', '/_api/iam/verification/v1/auth/resend', resendDuringAuthentication, ANYONE);
}
