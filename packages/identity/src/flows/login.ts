import type { FrontdeskClient } from '@frontdesk/core';
import { loginV2 } from '../authentication.js';
import { toWireCaptchaTokens, type CaptchaTokens } from '../captcha.js';
import { settleSignIn, type SignInOptions } from './complete.js';
import { loginFailure } from './failures.js';
import type { StateMachine } from './login-state.js';
import { requireStrings } from './params.js';

/**
 * What `login` takes.
 */
export interface LoginParams {
  email: string;
  password: string;
  /** Captcha widget tokens, when the site requires a captcha. */
  captchaTokens?: CaptchaTokens | undefined;
}

/**
 * Logs a member in with an email and password and reports where the sign-in stands: `SUCCESS` (in a
 * browser with an `oauth()` client the member tokens are fetched and stored too, see
 * `options.complete`), `EMAIL_VERIFICATION_REQUIRED`, `OWNER_APPROVAL_REQUIRED`, or `FAILURE` with an
 * `errorCode`: `invalidPassword`, `resetPassword`, `missingCaptchaToken`, `invalidCaptchaToken`, else
 * `invalidEmail`.
 *
 * Network errors, timeouts and server failures are thrown as typed errors, not reported as FAILURE.
 *
 * @example
 * ```ts
 * const result = await login(client, { email: 'ada@example.com', password: 'correct horse' });
 * if (result.loginState === 'SUCCESS') console.log(client.auth.loggedIn()); // true in a browser
 * ```
 *
 * @example Server code that keeps the platform session itself
 * ```ts
 * const result = await login(client, { email, password }, { complete: 'none' });
 * if (result.loginState === 'SUCCESS') session.set('sessionToken', result.data.sessionToken);
 * ```
 */
export async function login(client: FrontdeskClient<any>, params: LoginParams, options?: SignInOptions): Promise<StateMachine> {
  requireStrings(params, ['email', 'password']);
  const captchaTokens = toWireCaptchaTokens(params.captchaTokens);
  const send = () => loginV2(client, { email: params.email }, { password: params.password, ...(captchaTokens ? { captchaTokens } : {}) });
  return settleSignIn(client, send, loginFailure, options);
}
