'use client';

import type { UseMutationResult } from '@tanstack/react-query';
import type { FrontdeskError } from '@frontdesk/core';
import type {
  changePassword,
  LoginParams,
  RegisterParams,
  resendDuringAuthentication,
  SignInOptions,
  StateMachine,
  StateMachineResponse,
} from '@frontdesk/identity';
import type { CallResult } from '../build.js';
import { useFrontdeskMutation, type MutationHookOptions } from '../hooks.js';
import {
  identityMutations,
  type RecoverPasswordVariables,
  type SendPasswordResetVariables,
  type VerifyEmailVariables,
} from './mutations.js';

/** Options of the sign-in hooks: the mutation options, and how a SUCCESS completes (`signIn`). */
export type SignInHookOptions<TVariables> = MutationHookOptions<StateMachine, TVariables> & {
  /** What a SUCCESS does (default `'auto'`: member tokens through a hidden frame in a browser). */
  signIn?: SignInOptions;
};

type SignInResult<TVariables> = UseMutationResult<StateMachine, FrontdeskError, TVariables>;

/**
 * Registers a member (`register`). The result is the sign-in state: `SUCCESS` (signed in),
 * `EMAIL_VERIFICATION_REQUIRED` (then {@link useVerifyEmail}), `OWNER_APPROVAL_REQUIRED` or `FAILURE`
 * with an `errorCode` such as `emailAlreadyExists`. Refusals are results, not errors.
 *
 * @example
 * ```tsx
 * const { mutateAsync } = useRegister();
 * const result = await mutateAsync({ email, password, profile: { nickname } });
 * if (result.loginState === 'EMAIL_VERIFICATION_REQUIRED') setPending(result);
 * ```
 */
export function useRegister(options?: SignInHookOptions<RegisterParams>): SignInResult<RegisterParams> {
  const { signIn, ...rest } = options ?? {};
  return useFrontdeskMutation((client) => identityMutations.register(client, signIn), rest);
}

/**
 * Logs a member in with email and password (`login`); see {@link useRegister} for the result.
 *
 * @example
 * ```tsx
 * const { mutate, data } = useLogin();
 * mutate({ email, password });
 * if (data?.loginState === 'FAILURE') showError(data.error);
 * ```
 */
export function useLogin(options?: SignInHookOptions<LoginParams>): SignInResult<LoginParams> {
  const { signIn, ...rest } = options ?? {};
  return useFrontdeskMutation((client) => identityMutations.login(client, signIn), rest);
}

/**
 * Finishes a sign-in that waits for the emailed code (`processVerification`). Pass the pending state
 * when you persisted it across a reload.
 *
 * @example
 * ```tsx
 * const { mutate } = useVerifyEmail();
 * mutate({ code, state: pending });
 * ```
 */
export function useVerifyEmail(options?: SignInHookOptions<VerifyEmailVariables>): SignInResult<VerifyEmailVariables> {
  const { signIn, ...rest } = options ?? {};
  return useFrontdeskMutation((client) => identityMutations.verifyEmail(client, signIn), rest);
}

/**
 * Emails a password-reset link (`sendPasswordResetEmail`).
 *
 * @example
 * ```tsx
 * const { mutate, isSuccess } = useSendPasswordReset();
 * mutate({ email, redirectUri: `${location.origin}/login` });
 * ```
 */
export function useSendPasswordReset(
  options?: MutationHookOptions<void, SendPasswordResetVariables>,
): UseMutationResult<void, FrontdeskError, SendPasswordResetVariables> {
  return useFrontdeskMutation(identityMutations.sendPasswordReset, options);
}

/**
 * Emails a new verification code for a sign-in waiting for one (`resendDuringAuthentication`), with
 * the `stateToken` of the `EMAIL_VERIFICATION_REQUIRED` result.
 *
 * @example
 * ```tsx
 * const { mutate } = useResendVerificationCode();
 * if (pending.loginState === 'EMAIL_VERIFICATION_REQUIRED') mutate(pending.data.stateToken);
 * ```
 */
export function useResendVerificationCode(
  options?: MutationHookOptions<CallResult<typeof resendDuringAuthentication>, string>,
): UseMutationResult<CallResult<typeof resendDuringAuthentication>, FrontdeskError, string> {
  return useFrontdeskMutation(identityMutations.resendVerificationCode, options);
}

/**
 * Changes the signed-in member's password (`changePassword`).
 *
 * @example
 * ```tsx
 * const { mutate, isSuccess } = useChangePassword();
 * mutate(newPassword);
 * ```
 */
export function useChangePassword(
  options?: MutationHookOptions<CallResult<typeof changePassword>, string>,
): UseMutationResult<CallResult<typeof changePassword>, FrontdeskError, string> {
  return useFrontdeskMutation(identityMutations.changePassword, options);
}

/**
 * Sets a new password from a password-reset link (`recover`): the token from the link and the new
 * password. The result is the platform's sign-in state (`SUCCESS` with a `sessionToken`, or
 * `REQUIRE_OWNER_APPROVAL`); sign in with the new password afterwards.
 *
 * @example
 * ```tsx
 * const { mutate } = useRecoverPassword();
 * mutate({ recoveryToken: new URL(location.href).searchParams.get('token')!, password });
 * ```
 */
export function useRecoverPassword(
  options?: MutationHookOptions<StateMachineResponse, RecoverPasswordVariables>,
): UseMutationResult<StateMachineResponse, FrontdeskError, RecoverPasswordVariables> {
  return useFrontdeskMutation(identityMutations.recoverPassword, options);
}
