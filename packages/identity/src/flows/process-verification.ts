import { InputError, type FrontdeskClient } from '@frontdesk/core';
import { verifyDuringAuthentication } from '../verification.js';
import { completeSignIn, type SignInOptions } from './complete.js';
import { isSignInRefusal, verificationFailure } from './failures.js';
import { rememberState, savedState, toLoginState, UNKNOWN_STATE_ERROR, type StateMachine } from './login-state.js';

/**
 * The code the member received (`verificationCode` is the official SDK's name for it).
 */
export type VerificationInputs = { code: string } | { verificationCode: string };

/**
 * Continues a sign-in that is waiting for the emailed code: `state` is the
 * `EMAIL_VERIFICATION_REQUIRED` result of `register` or `login` (pass it back after a reload; without
 * it, the last one this client saw is used). From any other state the result is FAILURE
 * `'Unknown _state'`. A wrong code is a FAILURE too (the pending state is kept, so the member can
 * retry); a SUCCESS completes like `login` does.
 *
 * @example
 * ```ts
 * const pending = await register(client, { email, password });
 * if (pending.loginState === 'EMAIL_VERIFICATION_REQUIRED') {
 *   sessionStorage.setItem('pending', JSON.stringify(pending));
 *   // ... after the member typed the code, maybe after a reload:
 *   const result = await processVerification(client, { code }, JSON.parse(sessionStorage.getItem('pending')!));
 * }
 * ```
 */
export async function processVerification(
  client: FrontdeskClient<any>,
  inputs: VerificationInputs,
  state?: StateMachine,
  options?: SignInOptions,
): Promise<StateMachine> {
  const record = (inputs ?? {}) as { code?: unknown; verificationCode?: unknown };
  const code = record.code ?? record.verificationCode;
  if (typeof code !== 'string') {
    throw new InputError([{ argument: 'inputs', path: ['code'], message: code === undefined ? 'is required' : 'must be a string' }]);
  }
  const current = state ?? savedState(client);
  const stateToken = current?.loginState === 'EMAIL_VERIFICATION_REQUIRED' ? current.data?.stateToken : undefined;
  if (typeof stateToken !== 'string' || stateToken === '') {
    return { loginState: 'FAILURE', error: UNKNOWN_STATE_ERROR };
  }
  let next: StateMachine;
  try {
    next = toLoginState(await verifyDuringAuthentication(client, code, { stateToken }));
  } catch (error) {
    if (!isSignInRefusal(error)) throw error;
    // Keep the pending state: the member may type the code again.
    return verificationFailure(error);
  }
  rememberState(client, next);
  return completeSignIn(client, next, options);
}
