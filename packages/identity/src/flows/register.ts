import type { FrontdeskClient } from '@frontdesk/core';
import { registerV2 } from '../authentication.js';
import { toWireCaptchaTokens, type CaptchaTokens } from '../captcha.js';
import type { IdentityProfileInput } from '../types.js';
import { settleSignIn, type SignInOptions } from './complete.js';
import { registerFailure } from './failures.js';
import { requireStrings } from './params.js';
import type { StateMachine } from './login-state.js';

/**
 * What `register` takes.
 */
export interface RegisterParams {
  email: string;
  password: string;
  /** Names, custom fields, addresses... of the new member. */
  profile?: IdentityProfileInput | undefined;
  /** Captcha widget tokens, when the site requires a captcha. */
  captchaTokens?: CaptchaTokens | undefined;
}

/**
 * Registers a member with an email and password and reports where the sign-in stands:
 * - `SUCCESS`: signed in (in a browser with an `oauth()` client the member tokens are fetched and
 *   stored too, see `options.complete`);
 * - `EMAIL_VERIFICATION_REQUIRED`: a code was emailed; call `processVerification`;
 * - `OWNER_APPROVAL_REQUIRED`: the site owner must approve the member first;
 * - `FAILURE` with `error` and, for `invalidEmail`, `emailAlreadyExists`, `missingCaptchaToken` and
 *   `invalidCaptchaToken`, an `errorCode`.
 *
 * Network errors, timeouts and server failures are thrown as typed errors, not reported as FAILURE.
 *
 * @example
 * ```ts
 * const result = await register(client, { email: 'ada@example.com', password: 'correct horse', profile: { firstName: 'Ada' } });
 * if (result.loginState === 'FAILURE' && result.errorCode === 'emailAlreadyExists') showLoginInstead();
 * ```
 */
export async function register(client: FrontdeskClient<any>, params: RegisterParams, options?: SignInOptions): Promise<StateMachine> {
  requireStrings(params, ['email', 'password']);
  const captchaTokens = toWireCaptchaTokens(params.captchaTokens);
  const send = () =>
    registerV2(
      client,
      { email: params.email },
      {
        password: params.password,
        ...(params.profile !== undefined ? { profile: params.profile } : {}),
        ...(captchaTokens ? { captchaTokens } : {}),
      },
    );
  return settleSignIn(client, send, registerFailure, options);
}
