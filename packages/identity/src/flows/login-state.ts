import { enumeration, type Tokens } from '@frontdesk/core';
import type { Identity, StateMachineResponse } from '../types.js';

const LOGIN_STATES = ['INITIAL', 'SUCCESS', 'FAILURE', 'EMAIL_VERIFICATION_REQUIRED', 'OWNER_APPROVAL_REQUIRED'] as const;

/**
 * Where a sign-in stands, as the flows (`register`, `login`, `processVerification`) report it.
 *
 * @example
 * ```ts
 * const result = await login(client, { email, password });
 * if (result.loginState === LoginState.EMAIL_VERIFICATION_REQUIRED) showCodeForm(result);
 * ```
 */
export const LoginState = /* @__PURE__ */ enumeration(LOGIN_STATES);
/** One of {@link LoginState}. */
export type LoginState = (typeof LOGIN_STATES)[number];

/**
 * Why a sign-in failed, for the UI to branch on: the platform's numeric identity codes (-19971
 * `missingCaptchaToken`, -19970 `invalidCaptchaToken`, -19995 `emailAlreadyExists`, -19976
 * `invalidPassword`, -19973 `resetPassword`) and an invalid email.
 */
export type LoginErrorCode =
  | 'invalidEmail'
  | 'invalidPassword'
  | 'resetPassword'
  | 'missingCaptchaToken'
  | 'emailAlreadyExists'
  | 'invalidCaptchaToken';

/** Nothing has happened yet. */
export interface InitialState {
  loginState: 'INITIAL';
}

/**
 * Signed in. `data.sessionToken` is the platform session; `tokens` are the member tokens when the
 * flow completed the sign-in (they are then stored in `client.auth` too).
 */
export interface SuccessState {
  loginState: 'SUCCESS';
  data: { sessionToken: string };
  /** The member's identity, when the server sent it (`identity.id` is the member id). */
  identity?: Identity | undefined;
  /** The member tokens, when the flow completed the sign-in. */
  tokens?: Tokens | undefined;
}

/**
 * The sign-in was refused. `error` is readable text for the user; `errorCode` is set for the cases a
 * UI handles specially; `platformCode` is the platform's own code (`-19976`, `VERIFICATION_FAILED`...).
 */
export interface FailureState {
  loginState: 'FAILURE';
  error: string;
  errorCode?: LoginErrorCode | undefined;
  platformCode?: string | undefined;
  requestId?: string | undefined;
}

/**
 * A code was emailed; pass this value (it is plain JSON: persist it across a reload if you like) to
 * `processVerification` with the code.
 *
 * @example
 * ```ts
 * sessionStorage.setItem('pending-signin', JSON.stringify(result));
 * ```
 */
export interface EmailVerificationRequiredState {
  loginState: 'EMAIL_VERIFICATION_REQUIRED';
  data: { stateToken: string };
}

/**
 * Registered, but the site owner must approve the member before they can log in.
 */
export interface OwnerApprovalRequiredState {
  loginState: 'OWNER_APPROVAL_REQUIRED';
  identity?: Identity | undefined;
}

/**
 * The result of a sign-in flow (the official SDK's `StateMachine`).
 *
 * @example
 * ```ts
 * switch (result.loginState) {
 *   case 'SUCCESS': return goTo('/account');
 *   case 'EMAIL_VERIFICATION_REQUIRED': return askForCode(result);
 *   case 'OWNER_APPROVAL_REQUIRED': return showWaitingForApproval();
 *   case 'FAILURE': return showError(result.error);
 * }
 * ```
 */
export type StateMachine = InitialState | SuccessState | FailureState | EmailVerificationRequiredState | OwnerApprovalRequiredState;

/**
 * The text of a FAILURE for a server state the flows do not handle (MFA, missing fields, ...) and
 * for `processVerification` without a pending verification.
 *
 * @example
 * ```ts
 * if (result.loginState === 'FAILURE' && result.error === UNKNOWN_STATE_ERROR) restartSignIn();
 * ```
 */
export const UNKNOWN_STATE_ERROR = 'Unknown _state';

/**
 * Maps the server's sign-in state to a client state: SUCCESS (with its session token),
 * REQUIRE_OWNER_APPROVAL, REQUIRE_EMAIL_VERIFICATION (with its state token); anything else is a
 * FAILURE 'Unknown _state'.
 */
export function toLoginState(response: StateMachineResponse): StateMachine {
  const identity = response.identity;
  switch (response.state) {
    case 'SUCCESS':
      if (response.sessionToken) {
        return { loginState: 'SUCCESS', data: { sessionToken: response.sessionToken }, ...(identity ? { identity } : {}) };
      }
      break;
    case 'REQUIRE_OWNER_APPROVAL':
      return { loginState: 'OWNER_APPROVAL_REQUIRED', ...(identity ? { identity } : {}) };
    case 'REQUIRE_EMAIL_VERIFICATION':
      if (response.stateToken) return { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: response.stateToken } };
      break;
    default:
      break;
  }
  return { loginState: 'FAILURE', error: UNKNOWN_STATE_ERROR };
}

/*
 * The state a pending email verification left behind, per client credentials (the official SDK keeps
 * one `_state` per strategy and never clears it; a stale token is then re-sent). Keyed by `client.auth`
 * so `client.with(...)` copies share it.
 */
const pending = new WeakMap<object, EmailVerificationRequiredState>();

function keyOf(client: { auth: unknown }): object {
  return typeof client.auth === 'object' && client.auth !== null ? client.auth : client;
}

/** The saved pending verification of this client, if any. */
export function savedState(client: { auth: unknown }): EmailVerificationRequiredState | undefined {
  return pending.get(keyOf(client));
}

/** Saves a pending verification, or forgets the saved one when the flow moved on. */
export function rememberState(client: { auth: unknown }, state: StateMachine): void {
  if (state.loginState === 'EMAIL_VERIFICATION_REQUIRED') pending.set(keyOf(client), state);
  else pending.delete(keyOf(client));
}
