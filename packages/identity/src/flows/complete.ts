import { AuthFlowError, type ApiError, type FrontdeskClient, type OAuthApi, type Tokens } from '@frontdesk/core';
import type { StateMachineResponse } from '../types.js';
import { getMemberTokensForDirectLogin, type DirectLoginOptions } from './direct-login.js';
import { hasDom, isOAuthApi } from './environment.js';
import { getMemberTokensForSession, type ExternalLoginOptions } from './external-login.js';
import { isSignInRefusal } from './failures.js';
import { rememberState, toLoginState, type FailureState, type StateMachine, type SuccessState } from './login-state.js';

/**
 * What a flow does with a SUCCESS (`options.complete` of `register`, `login`, `processVerification`):
 * - `'auto'` (default): `'direct'` in a browser with an `oauth()` client, else `'none'`;
 * - `'direct'`: exchange the session for member tokens in a hidden frame (`getMemberTokensForDirectLogin`);
 * - `'none'`: stop at the `sessionToken` (server code that keeps the session itself);
 * - `{ apiKey }`: exchange the session for member tokens with the admin API key (server only);
 * - a function: your own exchange; the tokens it returns are put on the result.
 *
 * @example
 * ```ts
 * await login(client, { email, password }, { complete: { apiKey: process.env.FRONTDESK_API_KEY! } });
 * ```
 */
export type Completion =
  | 'auto'
  | 'direct'
  | 'none'
  | ({ apiKey: string } & ExternalLoginOptions)
  | ((success: SuccessState) => Promise<Tokens | undefined | void>);

/**
 * Options of the sign-in flows.
 *
 * @example
 * ```ts
 * await login(client, { email, password }, { complete: 'direct', directLogin: { timeoutMs: 30_000 } });
 * ```
 */
export interface SignInOptions {
  /** What to do with a SUCCESS (see {@link Completion}). Default `'auto'`. */
  complete?: Completion | undefined;
  /** Options of the direct login (`signal`, `timeoutMs`), when it runs. */
  directLogin?: DirectLoginOptions | undefined;
}

/** Completes a SUCCESS to member tokens as `options.complete` says; other states pass through. */
export async function completeSignIn(
  client: FrontdeskClient<unknown>,
  state: StateMachine,
  options: SignInOptions = {},
): Promise<StateMachine> {
  if (state.loginState !== 'SUCCESS') return state;
  const complete = options.complete ?? 'auto';
  let tokens: Tokens | undefined;
  if (typeof complete === 'function') {
    tokens = (await complete(state)) ?? undefined;
  } else if (typeof complete === 'object' && complete !== null) {
    const memberId = state.identity?.id;
    if (!memberId) {
      throw new AuthFlowError('The sign-in answer has no identity id, so its session cannot be exchanged for member tokens', {
        code: 'missing_identity',
      });
    }
    const { apiKey, ...external } = complete;
    tokens = await getMemberTokensForSession(client, memberId, state.data.sessionToken, apiKey, external);
  } else {
    const direct = complete === 'direct' || (complete === 'auto' && hasDom() && isOAuthApi(client.auth));
    if (!direct) return state;
    tokens = await getMemberTokensForDirectLogin(client as FrontdeskClient<OAuthApi>, state.data.sessionToken, options.directLogin);
  }
  return tokens ? { ...state, tokens } : state;
}

/**
 * Settles one sign-in call (`login`, `register`): its answer becomes the sign-in state, a refusal
 * becomes the FAILURE that `failure` makes of it (anything else is thrown), the state is remembered
 * for `processVerification`, and a SUCCESS is completed as `options.complete` says.
 */
export async function settleSignIn(
  client: FrontdeskClient<unknown>,
  send: () => Promise<StateMachineResponse>,
  failure: (error: ApiError) => FailureState,
  options?: SignInOptions,
): Promise<StateMachine> {
  let state: StateMachine;
  try {
    state = toLoginState(await send());
  } catch (error) {
    if (!isSignInRefusal(error)) throw error;
    state = failure(error);
  }
  rememberState(client, state);
  return completeSignIn(client, state, options);
}
