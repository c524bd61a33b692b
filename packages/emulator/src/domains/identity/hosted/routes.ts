import { failedPrecondition, notFound, PlatformError } from '../../../errors.js';
import { hashSecret } from '../../../ids.js';
import type { RouteContext, RouteHandler, RouteOptions } from '../../../routing/types.js';
import type { EmulatorState } from '../../../state/types.js';
import { getMember } from '../../members/api.js';
import type { DomainRegistrar } from '../../types.js';
import { recoverWithToken, signIn, signUp, verifyEmailCode, type FlowContext, type StateMachineResponse } from '../flows.js';
import { HOSTED_CONTINUE_PATH, HOSTED_LOGIN_PATH, HOSTED_LOGOUT_PATH } from '../redirect-builtins.js';
import { findRedirectSession } from '../redirect-sessions.js';
import {
  createSession,
  endMemberSessions,
  findSession,
  pendingVerificationEmail,
  recoveryTokenUsable,
  resendEmailVerification,
} from '../secrets.js';
import { identityState } from '../store.js';
import type { RedirectSessionRecord } from '../types.js';
import { allowedCallback } from '../redirect-targets.js';
import { authorizationError, authRequestOf, completeAuthorization, completePlainLogin } from './complete.js';
import { hostedContinuePage } from './continue.js';
import { checkCsrfToken, CSRF_FIELD, issueCsrfToken } from './csrf.js';
import { htmlResponse, readForm, redirectResponse } from './html.js';
import { CLEAR_SESSION_COOKIE, cookieToken, sessionCookie, signInErrorText } from './session.js';
import { approvalPage, loginPage, messagePage, RESET_PATH, resetPage, VERIFY_FORM_ACTION, verifyPage } from './pages.js';

const PUBLIC: RouteOptions = { roles: 'public' };
const RAW: RouteOptions = { roles: 'public', body: 'raw' };

function flowOf(ctx: RouteContext): FlowContext {
  return { state: ctx.state, now: ctx.clock.now(), emit: ctx.emit };
}

type Loaded = { session: RedirectSessionRecord } | { response: Response };

// The live, unused `auth` or `login` redirect session a hosted login page is for.
function loadLoginSession(ctx: RouteContext, id: string | null | undefined): Loaded {
  const siteName = ctx.state.site.name;
  const session = findRedirectSession(ctx.state, id, ctx.clock.now());
  if (!session || (session.kind !== 'auth' && session.kind !== 'login')) {
    return {
      response: htmlResponse(messagePage('Link expired', 'This sign-in link is invalid or has expired.', siteName), { status: 400 }),
    };
  }
  if (session.completedAt !== undefined) {
    return { response: htmlResponse(messagePage('Link used', 'This sign-in link was already used.', siteName), { status: 400 }) };
  }
  return { session };
}

// The member of a session-token hash (prompt none), if the session is live and the member approved.
function approvedMemberOfSession(state: EmulatorState, hash: string | undefined, now: Date): string | undefined {
  const session = hash ? identityState(state).sessions[hash] : undefined;
  if (!session || session.endedAt !== undefined || session.expiresAt <= now.getTime()) return undefined;
  return getMember(state, session.memberId)?.status === 'APPROVED' ? session.memberId : undefined;
}

// Where a finished sign-in goes: the app (auth), the post-flow URL (login), or the next step's page.
function afterSignIn(ctx: RouteContext, session: RedirectSessionRecord, result: StateMachineResponse, email: string): Response {
  const now = ctx.clock.now();
  const siteName = ctx.state.site.name;
  if (result.state === 'REQUIRE_EMAIL_VERIFICATION') {
    const csrf = issueCsrfToken(ctx, session);
    const page = verifyPage({ sessionId: session.id, csrf: csrf.token, stateToken: result.stateToken!, email, siteName });
    return htmlResponse(page, { headers: csrf.headers });
  }
  if (result.state === 'REQUIRE_OWNER_APPROVAL') {
    const csrf = issueCsrfToken(ctx, session);
    return htmlResponse(approvalPage({ sessionId: session.id, csrf: csrf.token, siteName }), { headers: csrf.headers });
  }
  const headers = { 'set-cookie': sessionCookie(result.sessionToken!) };
  if (authRequestOf(session)) return completeAuthorization(ctx.state, session, result.memberId, now, 303, headers);
  return completePlainLogin(ctx.state, session, now, 303, headers);
}

function cancel(ctx: RouteContext, session: RedirectSessionRecord, description: string): Response {
  const now = ctx.clock.now();
  if (authRequestOf(session)) return authorizationError(ctx.state, session, 'access_denied', description, now, 303);
  session.completedAt = now.getTime();
  // Only to a target registered for the session's client: never an open redirect.
  const target = allowedCallback(ctx.state, session, 'postFlowUrl');
  if (target) return redirectResponse(target, 303);
  return htmlResponse(messagePage('Sign-in cancelled', 'You can close this window.', ctx.state.site.name));
}

// A hosted form POST without this browser's anti-forgery token (another site's page, a script): changes nothing.
function forgedForm(ctx: RouteContext): Response {
  const text = 'This form was not sent from its page in this browser, or the page is too old. Go back, reload the page and try again.';
  return htmlResponse(messagePage('Form refused', text, ctx.state.site.name), { status: 403 });
}

/**
 * `GET /_emulator/hosted/login?session=<id>[&mode=signup]`: the page `fullUrl` of an `auth` or
 * `login` redirect session opens. With `prompt: 'none'` it answers at once: a code for the
 * member of the request's `sessionToken` (or of the hosted sign-in cookie), else `login_required`.
 */
export const hostedLoginPage: RouteHandler = (ctx) => {
  const loaded = loadLoginSession(ctx, ctx.query.get('session'));
  if ('response' in loaded) return loaded.response;
  const { session } = loaded;
  const request = authRequestOf(session);
  if (request?.prompt === 'none') {
    const now = ctx.clock.now();
    const cookie = cookieToken(ctx.request);
    const memberId =
      approvedMemberOfSession(ctx.state, request.sessionTokenHash, now) ??
      approvedMemberOfSession(ctx.state, cookie ? hashSecret(cookie) : undefined, now);
    ctx.store.markDirty();
    return memberId
      ? completeAuthorization(ctx.state, session, memberId, now)
      : authorizationError(ctx.state, session, 'login_required', 'The member is not signed in', now);
  }
  const mode = ctx.query.get('mode') === 'signup' ? 'signup' : 'login';
  const csrf = issueCsrfToken(ctx, session);
  const signedInAs = signedInEmail(ctx);
  const page = loginPage({
    sessionId: session.id,
    csrf: csrf.token,
    siteName: ctx.state.site.name,
    mode,
    ...(signedInAs ? { signedInAs } : {}),
  });
  return htmlResponse(page, { headers: csrf.headers });
};

// The login email of the approved member this browser is signed in as on the hosted pages (its cookie), if any.
function signedInEmail(ctx: RouteContext): string | undefined {
  const memberId = hostedSessionMember(ctx);
  return memberId ? getMember(ctx.state, memberId)?.loginEmail : undefined;
}

/** A posted login or verify form: its live login session and its fields, or the page to answer (expired session, forged form). */
async function readLoginForm(
  ctx: RouteContext,
): Promise<{ response: Response } | { form: Record<string, string>; session: RedirectSessionRecord }> {
  const form = await readForm(ctx.request);
  const loaded = loadLoginSession(ctx, form.session);
  if ('response' in loaded) return loaded;
  if (!checkCsrfToken(ctx, loaded.session, form[CSRF_FIELD])) return { response: forgedForm(ctx) };
  return { form, session: loaded.session };
}

/**
 * `POST /_emulator/hosted/login` (form: `session`, `csrf`, `email`, `password`, `nickname`, `action` =
 * `login` | `signup` | `cancel` | `pending`): signs in or up (the site policy applies; captcha
 * does not), then continues to the app, the verification code form or the approval notice. A POST
 * without the page's anti-forgery token for this browser is refused (403) and changes nothing.
 */
export const hostedLoginSubmit: RouteHandler = async (ctx) => {
  const submitted = await readLoginForm(ctx);
  if ('response' in submitted) return submitted.response;
  const { form, session } = submitted;
  if (form.action === 'cancel') return cancel(ctx, session, 'The user cancelled the sign-in');
  if (form.action === 'pending') return cancel(ctx, session, "The membership is waiting for the site owner's approval");
  if (form.action === 'continue') return continueAsSignedIn(ctx, session);
  const mode = form.action === 'signup' ? 'signup' : 'login';
  const email = (form.email ?? '').trim();
  const credentials = { loginId: { email }, password: form.password ?? '', profile: form.nickname ? { nickname: form.nickname } : {} };
  try {
    const flow = flowOf(ctx);
    const result = mode === 'signup' ? signUp(flow, credentials, { captcha: false }) : signIn(flow, credentials, { captcha: false });
    return afterSignIn(ctx, session, result, email);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const csrf = issueCsrfToken(ctx, session);
    const siteName = ctx.state.site.name;
    const page = loginPage({ sessionId: session.id, csrf: csrf.token, siteName, mode, email, error: signInErrorText(error) });
    return htmlResponse(page, { status: error.status, headers: csrf.headers });
  }
};

// "Continue as <member>": completes the sign-in as the member of this browser's hosted sign-in
// cookie (signed in earlier on these pages, or by the dashboard's "sign in as"), else shows the form again.
function continueAsSignedIn(ctx: RouteContext, session: RedirectSessionRecord): Response {
  const memberId = hostedSessionMember(ctx);
  const now = ctx.clock.now();
  if (memberId) {
    ctx.store.markDirty();
    if (authRequestOf(session)) return completeAuthorization(ctx.state, session, memberId, now, 303);
    return completePlainLogin(ctx.state, session, now, 303);
  }
  const csrf = issueCsrfToken(ctx, session);
  const error = 'You are no longer signed in here: sign in again.';
  const page = loginPage({ sessionId: session.id, csrf: csrf.token, siteName: ctx.state.site.name, mode: 'login', error });
  return htmlResponse(page, { status: 401, headers: csrf.headers });
}

/**
 * `POST /_emulator/hosted/verify` (form: `session`, `csrf`, `stateToken`, `code`, `action` = `verify` |
 * `resend` | `cancel`): the email code step of the hosted pages (anti-forgery token as the login form).
 */
export const hostedVerifySubmit: RouteHandler = async (ctx) => {
  const submitted = await readLoginForm(ctx);
  if ('response' in submitted) return submitted.response;
  const { form, session } = submitted;
  if (form.action === 'cancel') return cancel(ctx, session, 'The user cancelled the sign-in');
  const stateToken = form.stateToken ?? '';
  const email = pendingVerificationEmail(ctx.state, stateToken);
  const page = (extra: { error?: string; note?: string }, status = 200) => {
    const csrf = issueCsrfToken(ctx, session);
    const html = verifyPage({ sessionId: session.id, csrf: csrf.token, stateToken, email, siteName: ctx.state.site.name, ...extra });
    return htmlResponse(html, { status, headers: csrf.headers });
  };
  try {
    if (form.action === 'resend') {
      resendEmailVerification(ctx.state, stateToken, ctx.clock.now());
      return page({ note: 'a new code was sent' });
    }
    return afterSignIn(ctx, session, verifyEmailCode(flowOf(ctx), stateToken, form.code ?? ''), email);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return page({ error: signInErrorText(error) }, error.status);
  }
};

/**
 * `GET /_emulator/hosted/logout?session=<id>` (a `logout` redirect session): revokes the tokens
 * that created the session (a member's were revoked already when it was created), ends the
 * member's sessions and the hosted cookie, then redirects to `callbacks.postFlowUrl` when it is an
 * allowed target of the session's client (or shows "signed out").
 */
export const hostedLogoutPage: RouteHandler = (ctx) => {
  const now = ctx.clock.now();
  const session = findRedirectSession(ctx.state, ctx.query.get('session'), now);
  if (session?.kind !== 'logout') {
    return htmlResponse(messagePage('Link expired', 'This sign-out link is invalid or has expired.', ctx.state.site.name), { status: 400 });
  }
  endBrowserSession(ctx, now);
  if (session.caller.familyId) ctx.services.tokens.revokeFamily(session.caller.familyId);
  if (session.caller.memberId) endMemberSessions(ctx.state, session.caller.memberId, now);
  session.completedAt = now.getTime();
  ctx.store.markDirty();
  const target = allowedCallback(ctx.state, session, 'postFlowUrl');
  const headers = { 'set-cookie': CLEAR_SESSION_COOKIE };
  if (target) return redirectResponse(target, 302, headers);
  return htmlResponse(messagePage('Signed out', 'You are signed out.', ctx.state.site.name), { headers });
};

/**
 * Ends the hosted pages' cookie session of this browser, if any (logout pages).
 */
export function endBrowserSession(ctx: RouteContext, now: Date): void {
  const session = findSession(ctx.state, cookieToken(ctx.request), now);
  if (session) endMemberSessions(ctx.state, session.memberId, now);
}

/**
 * The approved member signed in on this browser through the hosted pages (the `fd_session`
 * cookie), or `undefined`. Other domains' hosted pages (e.g. a checkout) use it.
 */
export function hostedSessionMember(ctx: RouteContext): string | undefined {
  const token = cookieToken(ctx.request);
  return approvedMemberOfSession(ctx.state, token ? hashSecret(token) : undefined, ctx.clock.now());
}

/**
 * Signs a browser in on the hosted pages as a member, as the hosted login page does when the member
 * signs in there: a new sign-in session whose token goes in the hosted pages' cookie. Returns the
 * `Set-Cookie` value to answer with. Only an APPROVED member can sign in (428
 * `INVALID_MEMBER_STATUS` otherwise; 404 `NOT_FOUND` for an unknown one).
 */
export function browserSignIn(state: EmulatorState, memberId: string, now: Date): string {
  const member = getMember(state, memberId);
  if (!member) throw notFound('Member not found', 'NOT_FOUND', { memberId });
  if (member.status !== 'APPROVED') {
    throw failedPrecondition('INVALID_MEMBER_STATUS', `A ${member.status} member cannot sign in: approve them first`, {
      memberId,
      status: member.status,
    });
  }
  return sessionCookie(createSession(state, memberId, now));
}

/**
 * `GET /_emulator/hosted/reset?recoveryToken=…`: the page of a recovery or activation email sent
 * without a redirect URL. `POST` sets the password (as `recover`).
 */
export const hostedResetPage: RouteHandler = (ctx) => {
  const token = ctx.query.get('recoveryToken') ?? '';
  const siteName = ctx.state.site.name;
  if (!recoveryTokenUsable(ctx.state, token, ctx.clock.now())) {
    return htmlResponse(messagePage('Link expired', 'This link is invalid, expired or was already used.', siteName), { status: 400 });
  }
  return htmlResponse(resetPage({ recoveryToken: token, siteName }));
};

/**
 * `POST /_emulator/hosted/reset` (form: `recoveryToken`, `password`).
 */
export const hostedResetSubmit: RouteHandler = async (ctx) => {
  const form = await readForm(ctx.request);
  const siteName = ctx.state.site.name;
  try {
    const result = recoverWithToken(flowOf(ctx), form.recoveryToken, form.password);
    const text = result.state === 'SUCCESS' ? 'Your password was changed. You can sign in with it now.' : 'Your password was changed.';
    return htmlResponse(messagePage('Password changed', text, siteName));
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.body.details.validationError) {
      return htmlResponse(resetPage({ recoveryToken: form.recoveryToken ?? '', siteName, error: signInErrorText(error) }), { status: 400 });
    }
    return htmlResponse(messagePage('Link expired', signInErrorText(error), siteName), { status: error.status });
  }
};

/**
 * Registers the hosted pages under `/_emulator/hosted/` (no credentials; no site may frame them,
 * except the `web_message` result page, which only its app's registered origin may frame).
 */
export function registerHostedPages(domain: DomainRegistrar): void {
  domain.route('GET', HOSTED_LOGIN_PATH, hostedLoginPage, PUBLIC);
  domain.route('POST', HOSTED_LOGIN_PATH, hostedLoginSubmit, RAW);
  domain.route('POST', VERIFY_FORM_ACTION, hostedVerifySubmit, RAW);
  domain.route('GET', HOSTED_LOGOUT_PATH, hostedLogoutPage, PUBLIC);
  domain.route('GET', HOSTED_CONTINUE_PATH, hostedContinuePage, PUBLIC);
  domain.route('GET', RESET_PATH, hostedResetPage, PUBLIC);
  domain.route('POST', RESET_PATH, hostedResetSubmit, RAW);
}
