import { applicationError, permissionDenied, validationError } from '../../errors.js';
import type { RouteContext, RouteHandler, RouteOptions } from '../../routing/types.js';
import { emailViolations, getMember, updateMember } from '../members/api.js';
import type { DomainRegistrar } from '../types.js';
import { IdentityErrorCode, identityError } from './errors.js';
import { createIdentity, setPassword, signIn, signUp, succeed, verifyEmailCode, wire, type FlowContext } from './flows.js';
import { endBrowserSession } from './hosted/routes.js';
import { CLEAR_SESSION_COOKIE } from './hosted/session.js';
import { htmlPage, htmlResponse, redirectResponse } from './hosted/html.js';
import { callerTokenFamily, safeRedirectUrl } from './redirect-sessions.js';
import { isAllowedRedirectTarget, NOT_REGISTERED, redirectClients } from './redirect-targets.js';
import { endMemberSessions, endOtherSessions, findSession } from './secrets.js';
import { findIdentityByEmail, getIdentity, identityView, touchIdentity } from './store.js';
import { clone } from '../../state/clone.js';

const ANYONE: RouteOptions = { roles: ['visitor', 'member', 'owner'] };

function flowOf(ctx: RouteContext): FlowContext {
  return { state: ctx.state, now: ctx.clock.now(), emit: ctx.emit };
}

/**
 * `POST /_api/iam/authentication/v2/register` (registerV2) `{ loginId: { email }, password,
 * profile?, captchaTokens? }` → `{ state, sessionToken? | stateToken?, identity }`.
 */
export const registerV2: RouteHandler = (ctx) => wire(signUp(flowOf(ctx), ctx.input, { captcha: true }));

/**
 * `POST /_api/iam/authentication/v2/login` (loginV2) `{ loginId: { email }, password, captchaTokens? }`.
 */
export const loginV2: RouteHandler = (ctx) => wire(signIn(flowOf(ctx), ctx.input, { captcha: true }));

/**
 * `POST /_api/iam/authentication/v2/change-password` `{ newPassword }`: the calling member's
 * password. The session that changed it stays valid (platform-rules §7.5); the member's other
 * sessions end: their access and refresh tokens are revoked and their session tokens (and hosted
 * sign-in cookies) end. Answers `{}`.
 */
export const changePassword: RouteHandler = (ctx) => {
  const identity = ctx.caller.role === 'member' ? getIdentity(ctx.state, ctx.caller.memberId) : undefined;
  if (!identity) throw permissionDenied('Changing the password needs a member session');
  setPassword(flowOf(ctx), identity, ctx.input.newPassword, 'newPassword');
  endOtherSessions(ctx.state, identity.id, ctx.clock.now(), callerTokenFamily(ctx));
  return {};
};

/**
 * `GET /_api/iam/authentication/v1/callback?state&sessionToken` (loginCallback): checks the
 * session token and answers `{ state: 'SUCCESS', sessionToken, identity }`; an invalid or ended
 * session → 401 `-19984`.
 */
export const loginCallback: RouteHandler = (ctx) => {
  const session = findSession(ctx.state, ctx.input.sessionToken, ctx.clock.now());
  const identity = session ? getIdentity(ctx.state, session.memberId) : undefined;
  const member = identity ? getMember(ctx.state, identity.id) : undefined;
  if (!identity || !member) throw identityError(IdentityErrorCode.INVALID_SESSION);
  if (member.status !== 'APPROVED') throw identityError(IdentityErrorCode.ACCESS_DENIED);
  return { state: 'SUCCESS', sessionToken: ctx.input.sessionToken as string, identity: identityView(ctx.state, identity) };
};

/**
 * `POST /_api/iam/authentication/v2/sign-on` (signOn, owner) `{ loginId: { email }, profile?,
 * verifyEmail?, mergeExistingContact? }`: creates (APPROVED, no password) or updates the member,
 * and answers `{ sessionToken, identity }` without a state machine. A blocked member → `-19980`.
 */
export const signOn: RouteHandler = (ctx) => {
  const flow = flowOf(ctx);
  const email = ctx.input.loginId?.email;
  const violations = emailViolations(email, 'loginId.email');
  if (violations.length > 0) throw validationError(violations);
  const profile = ctx.input.profile && typeof ctx.input.profile === 'object' ? (ctx.input.profile as Record<string, unknown>) : undefined;
  const verify = ctx.input.verifyEmail === true;
  let identity = findIdentityByEmail(ctx.state, email as string);
  if (!identity) {
    identity = createIdentity(flow, {
      email: email as string,
      emailVerified: verify,
      ...(profile ? { profile } : {}),
      status: 'APPROVED',
    }).identity;
  } else if (profile || verify) {
    if (profile) identity.identityProfile = { ...identity.identityProfile, ...clone(profile) };
    if (verify) identity.emailVerified = true;
    touchIdentity(identity, flow.now);
    const existing = getMember(ctx.state, identity.id)!;
    const nickname = typeof profile?.nickname === 'string' ? profile.nickname : undefined;
    updateMember(
      ctx.state,
      existing,
      { ...(verify ? { loginEmailVerified: true } : {}), ...(nickname ? { profile: { ...existing.profile, nickname } } : {}) },
      flow.now,
      ctx.emit,
    );
  }
  const member = getMember(ctx.state, identity.id)!;
  if (member.status === 'BLOCKED' || member.status === 'OFFLINE') throw identityError(IdentityErrorCode.ACCESS_DENIED);
  if (member.status === 'PENDING') {
    // A trusted sign-on approves the member (the app vouches for the email).
    identity.pendingReasons = [];
    updateMember(ctx.state, member, { status: 'APPROVED' }, flow.now, ctx.emit);
  }
  const { sessionToken } = succeed(flow, identity, member);
  return { sessionToken, identity: identityView(ctx.state, identity) };
};

/**
 * `GET /_api/iam/authentication/v1/logout?postLogoutRedirectUri&clientId` (endSession): ends the
 * browser's hosted session (cookie) and, with a member token, that member's sessions and tokens;
 * then 302 to `postLogoutRedirectUri`, or 200 with an HTML page. The redirect target must be an
 * allowed target of `clientId` (else of the token's client, else of one of the site's clients):
 * anything else is a 400 that changes nothing, so the endpoint is no open redirect.
 */
export const endSession: RouteHandler = (ctx) => {
  const now = ctx.clock.now();
  const target = ctx.input.postLogoutRedirectUri;
  if (target !== undefined && !safeRedirectUrl(target)) {
    ctx.fail.validation([{ field: 'postLogoutRedirectUri', description: 'must be an absolute URL', data: {} }]);
  }
  if (target !== undefined) {
    const callerClientId = ctx.caller.role === 'member' || ctx.caller.role === 'visitor' ? ctx.caller.clientId : undefined;
    const clientId = ctx.input.clientId;
    if (clientId !== undefined && clientId !== '' && !ctx.services.tokens.client(clientId)) {
      ctx.fail.validation([{ field: 'clientId', description: 'must be a known OAuth client id', data: {} }]);
    }
    if (!isAllowedRedirectTarget(redirectClients(ctx.state, { clientId, callerClientId }), target)) {
      ctx.fail.validation([{ field: 'postLogoutRedirectUri', description: NOT_REGISTERED, data: {} }]);
    }
  }
  endBrowserSession(ctx, now);
  if (ctx.caller.role === 'member') {
    endMemberSessions(ctx.state, ctx.caller.memberId, now);
    const familyId = callerTokenFamily(ctx);
    if (familyId) ctx.services.tokens.revokeFamily(familyId);
  }
  ctx.store.markDirty();
  const headers = { 'set-cookie': CLEAR_SESSION_COOKIE };
  if (typeof target === 'string') return redirectResponse(target, 302, headers);
  return htmlResponse(htmlPage('Signed out', '<p>You are signed out.</p>'), { headers });
};

const FACTOR_TYPES = ['PASSWORD', 'SMS', 'CALL', 'EMAIL', 'TOTP', 'PUSH', 'WEBAUTHN', 'RECOVERY_CODE'];

/**
 * `POST /_api/iam/authentication/v2/{factorType}/verify` (verifyFactor) `{ stateToken, emailData:
 * { code } }`: the emulator verifies the EMAIL factor (as verifyDuringAuthentication); other
 * factors answer 400 `UNIMPLEMENTED_FEATURE`.
 */
export const verifyFactor: RouteHandler = (ctx) => {
  const factorType = (ctx.params.factorType ?? '').toUpperCase();
  if (!FACTOR_TYPES.includes(factorType)) {
    ctx.fail.validation([{ field: 'factorType', description: `must be one of ${FACTOR_TYPES.join(', ')}`, data: {} }]);
  }
  if (factorType !== 'EMAIL') throw applicationError(400, 'UNIMPLEMENTED_FEATURE', `The emulator does not verify ${factorType} factors`);
  return wire(verifyEmailCode(flowOf(ctx), ctx.input.stateToken, ctx.input.emailData?.code));
};

/**
 * Registers the authentication routes (wire rows 100-106).
 */
export function registerAuthenticationRoutes(domain: DomainRegistrar): void {
  domain.route('POST', '/_api/iam/authentication/v2/register', registerV2, ANYONE);
  domain.route('POST', '/_api/iam/authentication/v2/login', loginV2, ANYONE);
  domain.route('POST', '/_api/iam/authentication/v2/change-password', changePassword, { roles: ['member'] });
  domain.route('GET', '/_api/iam/authentication/v1/callback', loginCallback, ANYONE);
  domain.route('POST', '/_api/iam/authentication/v2/sign-on', signOn, { roles: ['owner'] });
  // Browsers navigate here (no Authorization header), so anyone may call it.
  domain.route('GET', '/_api/iam/authentication/v1/logout', endSession, { roles: 'public' });
  domain.route('POST', '/_api/iam/authentication/v2/{factorType}/verify', verifyFactor, ANYONE);
}
