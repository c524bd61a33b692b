import { PlatformError } from '../../../errors.js';
import type { RouteContext } from '../../../routing/types.js';
import { signIn, signUp, verifyEmailCode, type StateMachineResponse } from '../flows.js';
import { pendingVerificationEmail, resendEmailVerification } from '../secrets.js';
import type { RedirectSessionRecord } from '../types.js';
import { CSRF_FIELD, issueCsrfToken } from './csrf.js';
import { alertBox, escapeHtml } from './html.js';
import { sessionCookie, signInErrorText } from './session.js';

/*
 * Signing in on the way: the sign-in (or sign-up) form another domain's hosted page shows a visitor
 * (the checkouts show the order or the slot first, then this), posting to that page itself. The
 * page checks its anti-forgery token, then hands the form here; a signed-in visitor gets the hosted
 * sign-in cookie and goes back to the page as a member. The site's sign-on policy applies (email
 * code, owner approval); captcha does not, as on the hosted login page.
 */

/** The form actions the inline sign-in handles (`action` of the posted form). */
export const INLINE_SIGN_IN_ACTIONS: readonly string[] = ['login', 'signup', 'verify', 'resend'];

/** What the inline sign-in shows: the form's mode, or the email-code step, or the approval notice, with an error. */
export interface InlineSignInState {
  mode: 'login' | 'signup';
  email?: string;
  error?: string;
  /** The email-code step of a sign-in that needs it. */
  verify?: { stateToken: string; email: string; note?: string };
  /** The membership waits for the site owner's approval. */
  approval?: boolean;
}

/** Where the inline sign-in form posts and what it carries besides its own fields. */
export interface InlineSignInTarget {
  /** The hosted page's path (the form posts there). */
  action: string;
  /** The redirect session id (the `session` field). */
  sessionId: string;
  /** The page's anti-forgery token for a visitor (no member). */
  csrf: string;
  /** The page's URL with `?session=<id>`, for the link that switches between sign-in and sign-up. */
  pageUrl: string;
}

/**
 * The inline sign-in section: a labelled sign-in or sign-up form (or the email-code form, or the
 * approval notice), posting `session`, `csrf`, `action` and its fields to the hosted page.
 *
 * @example
 * ```ts
 * const html = inlineSignInForm({ action: '/_emulator/hosted/checkout', sessionId, csrf, pageUrl }, { mode: 'login' });
 * ```
 */
export function inlineSignInForm(target: InlineSignInTarget, state: InlineSignInState): string {
  const hidden = `<input type="hidden" name="session" value="${escapeHtml(target.sessionId)}">
<input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(target.csrf)}">`;
  const described = state.error ? ' aria-describedby="form-error" aria-invalid="true"' : '';
  if (state.approval) {
    return `<section aria-labelledby="sign-in-title"><h2 id="sign-in-title">Waiting for approval</h2>
<p>Your membership request was received. You can sign in once the site owner approves it.</p></section>`;
  }
  if (state.verify) {
    const { verify } = state;
    const outbox = `/_emulator/outbox/page?${new URLSearchParams({ to: verify.email }).toString()}`;
    return `<section aria-labelledby="sign-in-title"><h2 id="sign-in-title">Verify your email</h2>
${alertBox(state.error)}
<p>We emailed a 6-digit code to <strong>${escapeHtml(verify.email)}</strong>${verify.note ? ` (${escapeHtml(verify.note)})` : ''}.
The emulator keeps it in its <a href="${escapeHtml(outbox)}" target="_blank" rel="noopener">outbox</a>.</p>
<form method="post" action="${escapeHtml(target.action)}">
${hidden}
<input type="hidden" name="stateToken" value="${escapeHtml(verify.stateToken)}">
<label for="sign-in-code">Verification code</label>
<input id="sign-in-code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required${described}>
<div class="actions">
<button class="primary" type="submit" name="action" value="verify">Verify</button>
<button type="submit" name="action" value="resend" formnovalidate>Send a new code</button>
</div>
</form></section>`;
  }
  const signup = state.mode === 'signup';
  const other = new URL(target.pageUrl, 'http://emulator.invalid');
  if (signup) other.searchParams.delete('mode');
  else other.searchParams.set('mode', 'signup');
  const nickname = signup
    ? `<label for="sign-in-nickname">Display name <span>(optional)</span></label>
<input id="sign-in-nickname" name="nickname" type="text" autocomplete="nickname" maxlength="100">`
    : '';
  return `<section aria-labelledby="sign-in-title"><h2 id="sign-in-title">${signup ? 'Create an account' : 'Sign in'}</h2>
${alertBox(state.error)}
<form method="post" action="${escapeHtml(target.action)}">
${hidden}
<label for="sign-in-email">Email</label>
<input id="sign-in-email" name="email" type="email" autocomplete="email" required value="${escapeHtml(state.email ?? '')}"${described}>
<label for="sign-in-password">Password</label>
<input id="sign-in-password" name="password" type="password" autocomplete="${signup ? 'new-password' : 'current-password'}" required minlength="4" maxlength="100"${described}>
${nickname}
<div class="actions"><button class="primary" type="submit" name="action" value="${signup ? 'signup' : 'login'}">${signup ? 'Create account and continue' : 'Sign in and continue'}</button></div>
</form>
<p class="note">${signup ? 'Already a member?' : 'New here?'} <a href="${escapeHtml(other.pathname + other.search)}">${signup ? 'Sign in' : 'Create an account'}</a></p>
</section>`;
}

/**
 * A URL with query parameters set (a callback of the app: `bookingId`, `wixMemberLoggedIn`, ...).
 *
 * @example
 * ```ts
 * withParams('https://shop.example/thanks', { planOrderId: id }); // 'https://shop.example/thanks?planOrderId=…'
 * ```
 */
export function withParams(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

/**
 * How a hosted checkout asks a visitor to sign in: with the app's own login page when the session's
 * `callbacks.loginUrl` is an allowed target (a link to it, `wixMemberLoggedIn=false`), else with the
 * inline sign-in form (its anti-forgery token issued for a visitor of this browser). `headers` go on
 * the answer.
 *
 * @example
 * ```ts
 * const signIn = visitorSignIn(ctx, session, { action: HOSTED_CHECKOUT_PATH, loginUrl, mode: 'login' });
 * return withHeaders(htmlResponse(page(summary + signIn.html)), signIn.headers);
 * ```
 */
export function visitorSignIn(
  ctx: RouteContext,
  session: RedirectSessionRecord,
  options: { action: string; loginUrl?: string | undefined; state?: InlineSignInState },
): { html: string; headers: Record<string, string> } {
  if (options.loginUrl) {
    const href = withParams(options.loginUrl, { wixMemberLoggedIn: 'false' });
    return {
      html: `<section aria-labelledby="sign-in-title"><h2 id="sign-in-title">Sign in to continue</h2>
<p>Sign in on the site, then come back to this page.</p>
<p class="actions"><a class="button" href="${escapeHtml(href)}">Sign in</a></p></section>`,
      headers: {},
    };
  }
  const csrf = issueCsrfToken(ctx, session);
  const mode = ctx.query.get('mode') === 'signup' ? 'signup' : 'login';
  const pageUrl = `${options.action}?${new URLSearchParams({ session: session.id }).toString()}`;
  const html = inlineSignInForm({ action: options.action, sessionId: session.id, csrf: csrf.token, pageUrl }, options.state ?? { mode });
  return { html, headers: csrf.headers };
}

/** What {@link inlineSignIn} did: the visitor is now a member (set `headers` on the answer), or the form to show again. */
export type InlineSignInOutcome = { memberId: string; headers: Record<string, string> } | { state: InlineSignInState; status: number };

// A finished sign-in state: signed in, or the next step to show.
function settle(result: StateMachineResponse, email: string): InlineSignInOutcome {
  if (result.state === 'SUCCESS') return { memberId: result.memberId, headers: { 'set-cookie': sessionCookie(result.sessionToken!) } };
  if (result.state === 'REQUIRE_EMAIL_VERIFICATION')
    return { state: { mode: 'login', verify: { stateToken: result.stateToken!, email } }, status: 200 };
  return { state: { mode: 'login', approval: true }, status: 200 };
}

/**
 * Runs a posted inline sign-in form (`action` = `login` | `signup` | `verify` | `resend`, with
 * `email`, `password`, `nickname`, or `stateToken` and `code`): the sign-in flows of the hosted
 * login page, the site's sign-on policy included. The caller has checked the form's anti-forgery
 * token. A refusal (wrong password, taken email, wrong code) is the form again with its message.
 *
 * @example
 * ```ts
 * const outcome = inlineSignIn(ctx, form);
 * if ('memberId' in outcome) return redirectResponse(pageUrl, 303, outcome.headers);
 * ```
 */
export function inlineSignIn(ctx: RouteContext, form: Record<string, string>): InlineSignInOutcome {
  const flow = { state: ctx.state, now: ctx.clock.now(), emit: ctx.emit };
  const mode = form.action === 'signup' ? 'signup' : 'login';
  const email = (form.email ?? '').trim();
  const stateToken = form.stateToken ?? '';
  const verifying = form.action === 'verify' || form.action === 'resend';
  const pendingEmail = () => pendingVerificationEmail(ctx.state, stateToken);
  try {
    if (form.action === 'resend') {
      resendEmailVerification(ctx.state, stateToken, ctx.clock.now());
      return { state: { mode, verify: { stateToken, email: pendingEmail(), note: 'a new code was sent' } }, status: 200 };
    }
    if (form.action === 'verify') return settle(verifyEmailCode(flow, stateToken, form.code ?? ''), pendingEmail());
    const credentials = { loginId: { email }, password: form.password ?? '', profile: form.nickname ? { nickname: form.nickname } : {} };
    const result = mode === 'signup' ? signUp(flow, credentials, { captcha: false }) : signIn(flow, credentials, { captcha: false });
    return settle(result, email);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const state: InlineSignInState = verifying
      ? { mode, verify: { stateToken, email: pendingEmail() }, error: signInErrorText(error) }
      : { mode, email, error: signInErrorText(error) };
    return { state, status: error.status };
  }
}
