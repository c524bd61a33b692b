import { CSRF_FIELD } from './csrf.js';
import { alertBox, escapeHtml, htmlPage } from './html.js';

/**
 * Where the hosted forms post: the login form, the email-code form, and the password reset page
 * (GET shows the form, POST sets the password).
 */
export const LOGIN_FORM_ACTION = '/_emulator/hosted/login';
export const VERIFY_FORM_ACTION = '/_emulator/hosted/verify';
export const RESET_PATH = '/_emulator/hosted/reset';

function csrfField(token: string): string {
  return `<input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(token)}">`;
}

function described(error: string | undefined): string {
  return error ? ' aria-describedby="form-error" aria-invalid="true"' : '';
}

/**
 * The hosted sign-in (or sign-up) form: labelled email and password fields, a primary submit
 * button and a cancel button (which returns `access_denied` to the app).
 */
export function loginPage(options: {
  sessionId: string;
  csrf: string;
  siteName: string;
  mode: 'login' | 'signup';
  email?: string;
  error?: string;
  /** The member this browser is signed in as on the hosted pages (the sign-in cookie), offered first. */
  signedInAs?: string;
}): string {
  const { sessionId, mode, error } = options;
  const signup = mode === 'signup';
  const other = new URLSearchParams({ session: sessionId, ...(signup ? {} : { mode: 'signup' }) }).toString();
  const nickname = signup
    ? `<label for="nickname">Display name <span>(optional)</span></label>
<input id="nickname" name="nickname" type="text" autocomplete="nickname" maxlength="100">`
    : '';
  const continueAs =
    options.signedInAs && !signup
      ? `<form method="post" action="${LOGIN_FORM_ACTION}" class="continue-as">
<input type="hidden" name="session" value="${escapeHtml(sessionId)}">
${csrfField(options.csrf)}
<p>You are signed in as <strong>${escapeHtml(options.signedInAs)}</strong>.</p>
<div class="actions"><button class="primary" type="submit" name="action" value="continue">Continue as ${escapeHtml(options.signedInAs)}</button></div>
</form>
<p class="note">Or sign in as someone else:</p>`
      : '';
  const body = `${alertBox(error)}
${continueAs}<form method="post" action="${LOGIN_FORM_ACTION}">
<input type="hidden" name="session" value="${escapeHtml(sessionId)}">
${csrfField(options.csrf)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(options.email ?? '')}"${described(error)}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="${signup ? 'new-password' : 'current-password'}" required minlength="4" maxlength="100"${described(error)}>
${nickname}
<div class="actions">
<button class="primary" type="submit" name="action" value="${signup ? 'signup' : 'login'}">${signup ? 'Create account' : 'Sign in'}</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>
<p class="note">${signup ? 'Already a member?' : 'New here?'} <a href="${LOGIN_FORM_ACTION}?${escapeHtml(other)}">${signup ? 'Sign in' : 'Create an account'}</a></p>`;
  return htmlPage(signup ? 'Create an account' : 'Sign in', body, { siteName: options.siteName });
}

/**
 * The "enter the code we emailed you" form of REQUIRE_EMAIL_VERIFICATION (the code is in the
 * emulator's outbox).
 */
export function verifyPage(options: {
  sessionId: string;
  csrf: string;
  stateToken: string;
  email: string;
  siteName: string;
  error?: string;
  note?: string;
}): string {
  const { error } = options;
  const outbox = `/_emulator/outbox/page?${new URLSearchParams({ to: options.email }).toString()}`;
  const body = `${alertBox(error)}
<p>We emailed a 6-digit code to <strong>${escapeHtml(options.email)}</strong>${options.note ? ` (${escapeHtml(options.note)})` : ''}.
The emulator keeps it in its <a href="${escapeHtml(outbox)}" target="_blank" rel="noopener">outbox</a>.</p>
<form method="post" action="${VERIFY_FORM_ACTION}">
<input type="hidden" name="session" value="${escapeHtml(options.sessionId)}">
${csrfField(options.csrf)}
<input type="hidden" name="stateToken" value="${escapeHtml(options.stateToken)}">
<label for="code">Verification code</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required${described(error)}>
<div class="actions">
<button class="primary" type="submit" name="action" value="verify">Verify</button>
<button type="submit" name="action" value="resend" formnovalidate>Send a new code</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`;
  return htmlPage('Verify your email', body, { siteName: options.siteName });
}

/**
 * The page shown when the membership waits for the site owner's approval.
 */
export function approvalPage(options: { sessionId: string; csrf: string; siteName: string }): string {
  const body = `<p>Your membership request was received. You can sign in once the site owner approves it.</p>
<form method="post" action="${LOGIN_FORM_ACTION}">
<input type="hidden" name="session" value="${escapeHtml(options.sessionId)}">
${csrfField(options.csrf)}
<div class="actions"><button class="primary" type="submit" name="action" value="pending" formnovalidate>Back to the site</button></div>
</form>`;
  return htmlPage('Waiting for approval', body, { siteName: options.siteName });
}

/**
 * The hosted "choose a new password" form of a recovery or activation link.
 */
export function resetPage(options: { recoveryToken: string; siteName: string; error?: string }): string {
  const { error } = options;
  const body = `${alertBox(error)}
<form method="post" action="${RESET_PATH}">
<input type="hidden" name="recoveryToken" value="${escapeHtml(options.recoveryToken)}">
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="4" maxlength="100"${described(error)}>
<div class="actions"><button class="primary" type="submit">Save password</button></div>
</form>`;
  return htmlPage('Choose a new password', body, { siteName: options.siteName });
}

/**
 * A page with a message only (errors of the hosted pages, "signed out", ...).
 */
export function messagePage(title: string, message: string, siteName?: string): string {
  return htmlPage(title, `<p>${escapeHtml(message)}</p>`, siteName ? { siteName } : {});
}
