/**
 * `@frontdesk/react/identity`: the sign-in flows: `mutationOptions` builders (`identityMutations`)
 * and the hooks that register, log in, verify, reset passwords, start the hosted login and log out.
 * Needs `@frontdesk/identity` installed beside `@frontdesk/react` and `@frontdesk/core`.
 *
 * @packageDocumentation
 */

export {
  identityMutations,
  type LoginRedirectVariables,
  type LogoutVariables,
  type RecoverPasswordVariables,
  type SendPasswordResetVariables,
  type VerifyEmailVariables,
} from './mutations.js';
export {
  useChangePassword,
  useLogin,
  useRecoverPassword,
  useRegister,
  useResendVerificationCode,
  useSendPasswordReset,
  useVerifyEmail,
  useLoginRedirect,
  useLogout,
  type SignInHookOptions,
} from './mutation-hooks.js';
