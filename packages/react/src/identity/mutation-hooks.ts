'use client';

import type { UseMutationResult } from '@tanstack/react-query';
import type { FrontdeskClient, FrontdeskError } from '@frontdesk/core';
import type { SignInOptions, StateMachine } from '@frontdesk/identity';
import type { FrontdeskMutationOptions } from '../build.js';
import { mutationHook, redirectingMutationHook, useFrontdeskMutation, type MutationHookOptions } from '../hooks.js';
import { identityMutations } from './mutations.js';

/** Options of the sign-in hooks: the mutation options, and how a SUCCESS completes (`signIn`). */
export type SignInHookOptions<TVariables> = MutationHookOptions<StateMachine, TVariables> & {
  /** What a SUCCESS does (default `'auto'`: member tokens through a hidden frame in a browser). */
  signIn?: SignInOptions;
};

/** The hook of a sign-in step: the `signIn` option goes to its builder, the rest to the mutation. */
function signInHook<TVariables>(
  build: (client: FrontdeskClient<any>, signIn?: SignInOptions) => FrontdeskMutationOptions<StateMachine, TVariables>,
) {
  return (options?: SignInHookOptions<TVariables>): UseMutationResult<StateMachine, FrontdeskError, TVariables> => {
    const { signIn, ...rest } = options ?? {};
    return useFrontdeskMutation((client) => build(client, signIn), rest);
  };
}

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
export const useRegister = /* @__PURE__ */ signInHook(identityMutations.register);

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
export const useLogin = /* @__PURE__ */ signInHook(identityMutations.login);

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
export const useVerifyEmail = /* @__PURE__ */ signInHook(identityMutations.verifyEmail);

/**
 * Emails a password-reset link (`sendPasswordResetEmail`).
 *
 * @example
 * ```tsx
 * const { mutate, isSuccess } = useSendPasswordReset();
 * mutate({ email, redirectUri: `${location.origin}/login` });
 * ```
 */
export const useSendPasswordReset = /* @__PURE__ */ mutationHook(identityMutations.sendPasswordReset);

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
export const useResendVerificationCode = /* @__PURE__ */ mutationHook(identityMutations.resendVerificationCode);

/**
 * Changes the signed-in member's password (`changePassword`).
 *
 * @example
 * ```tsx
 * const { mutate, isSuccess } = useChangePassword();
 * mutate(newPassword);
 * ```
 */
export const useChangePassword = /* @__PURE__ */ mutationHook(identityMutations.changePassword);

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
export const useRecoverPassword = /* @__PURE__ */ mutationHook(identityMutations.recoverPassword);

/**
 * Starts the hosted login: creates and stores the PKCE flow data, creates the authorization URL
 * (`getAuthUrl`) and sends the browser there, unless `navigate` says otherwise.
 *
 * @example
 * ```tsx
 * const { mutate, isPending } = useLoginRedirect();
 * <button onClick={() => mutate({ redirectUri: `${location.origin}/callback`, originalUri: '/account' })}>Sign in</button>
 * ```
 */
export const useLoginRedirect = /* @__PURE__ */ redirectingMutationHook(identityMutations.loginRedirect, (result) => result.authUrl);

/**
 * Logs the member out (`logout`): the tokens are forgotten, the member's queries are cancelled and
 * removed from the cache, and the browser goes to the platform's logout page (which ends the platform
 * session and returns to `postFlowUrl`), unless `navigate` says otherwise.
 *
 * @example
 * ```tsx
 * const { mutate } = useLogout();
 * <button onClick={() => mutate({ postFlowUrl: '/' })}>Sign out</button>
 * ```
 */
export const useLogout = /* @__PURE__ */ redirectingMutationHook(identityMutations.logout, (result) => result.logoutUrl);
