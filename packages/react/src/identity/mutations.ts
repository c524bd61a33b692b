import { generateOAuthData, type FrontdeskClient, type OAuthApi } from '@frontdesk/core';
import {
  changePassword,
  getAuthUrl,
  login,
  logout,
  processVerification,
  recover,
  register,
  resendDuringAuthentication,
  sendPasswordResetEmail,
  type AuthUrl,
  type AuthUrlOptions,
  type LoginParams,
  type RegisterParams,
  type SignInOptions,
  type StateMachine,
} from '@frontdesk/identity';
import { defineMutation, mutationKey, type FrontdeskMutationOptions, type MutationBuilder } from '../build.js';
import { clearMemberQueries } from '../cache.js';
import { scopeOf } from '../scope.js';

const DOMAIN = 'identity';

/** The variables of `useVerifyEmail`: the emailed code, and the pending state when it was persisted. */
export interface VerifyEmailVariables {
  code: string;
  /** The `EMAIL_VERIFICATION_REQUIRED` result of register/login (default: the last one this client saw). */
  state?: StateMachine;
}

/** The variables of `useSendPasswordReset`. */
export interface SendPasswordResetVariables {
  email: string;
  /** Where the platform sends the member after the reset (an allowed redirect URI of the OAuth app). */
  redirectUri: string;
}

/** The variables of `useLoginRedirect`. */
export interface LoginRedirectVariables extends AuthUrlOptions {
  /** Where the hosted login returns with `code` and `state` (your callback page). */
  redirectUri: string;
  /** The page to come back to afterwards (same origin or allow-listed), kept in the flow data. */
  originalUri?: string;
}

/** The variables of `useRecoverPassword`: the token of the reset link, and the new password. */
export interface RecoverPasswordVariables {
  recoveryToken: string;
  password: string;
}

/** The variables of `useLogout`. */
export interface LogoutVariables {
  /** Where the platform's logout page sends the browser afterwards (same origin or allow-listed). */
  postFlowUrl: string;
}

const oauthClient = (client: FrontdeskClient<any>) => client as FrontdeskClient<OAuthApi>;

/**
 * `mutationOptions` builders for the sign-in flows of `@frontdesk/identity`. A completed sign-in or a
 * logout changes the client's identity; `<FrontdeskProvider>` then moves the query keys to the new
 * scope and removes the previous member's queries.
 *
 * @example
 * ```ts
 * const { mutateAsync } = useMutation(identityMutations.login(client, { complete: 'direct' }));
 * const result = await mutateAsync({ email, password });
 * ```
 */
export const identityMutations = {
  /** `register(params)`: the sign-in state (`SUCCESS`, `EMAIL_VERIFICATION_REQUIRED`...). */
  register: (client: FrontdeskClient<any>, signIn?: SignInOptions): FrontdeskMutationOptions<StateMachine, RegisterParams> => ({
    mutationKey: mutationKey(client, DOMAIN, 'register'),
    mutationFn: (params) => register(client, params, signIn),
    retry: false,
  }),
  /** `login(params)`: the sign-in state. */
  login: (client: FrontdeskClient<any>, signIn?: SignInOptions): FrontdeskMutationOptions<StateMachine, LoginParams> => ({
    mutationKey: mutationKey(client, DOMAIN, 'login'),
    mutationFn: (params) => login(client, params, signIn),
    retry: false,
  }),
  /** `processVerification({ code }, state)`: the sign-in state after the emailed code. */
  verifyEmail: (client: FrontdeskClient<any>, signIn?: SignInOptions): FrontdeskMutationOptions<StateMachine, VerifyEmailVariables> => ({
    mutationKey: mutationKey(client, DOMAIN, 'processVerification'),
    mutationFn: ({ code, state }) => processVerification(client, { code }, state, signIn),
    retry: false,
  }),
  /** `sendPasswordResetEmail(email, redirectUri)`. */
  sendPasswordReset: (client: FrontdeskClient<any>): FrontdeskMutationOptions<void, SendPasswordResetVariables> => ({
    mutationKey: mutationKey(client, DOMAIN, 'sendPasswordResetEmail'),
    mutationFn: ({ email, redirectUri }) => sendPasswordResetEmail(oauthClient(client), email, redirectUri),
    retry: false,
  }),
  /** `generateOAuthData` + `getAuthUrl`: the hosted login's URL (PKCE flow data is stored per state). */
  loginRedirect: (client: FrontdeskClient<any>): FrontdeskMutationOptions<AuthUrl, LoginRedirectVariables> => ({
    mutationKey: mutationKey(client, DOMAIN, 'getAuthUrl'),
    mutationFn: async ({ redirectUri, originalUri, ...options }) => {
      const oauth = oauthClient(client);
      const data = await generateOAuthData(oauth, redirectUri, originalUri);
      return getAuthUrl(oauth, data, options);
    },
    retry: false,
  }),
  /** `changePassword(newPassword)`: the signed-in member's password (the session stays valid). */
  changePassword: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: changePassword,
    args: (newPassword: string) => [newPassword] as const,
  }) as MutationBuilder<typeof changePassword, string>,
  /** `recover(recoveryToken, { password })`: sets a new password from a reset link; the platform's sign-in state. */
  recoverPassword: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: recover,
    args: ({ recoveryToken, password }: RecoverPasswordVariables) => [recoveryToken, { password }] as const,
  }) as MutationBuilder<typeof recover, RecoverPasswordVariables>,
  /** `resendDuringAuthentication(stateToken)`: emails a new verification code for a pending sign-in. */
  resendVerificationCode: /* @__PURE__ */ defineMutation({
    domain: DOMAIN,
    call: resendDuringAuthentication,
    args: (stateToken: string) => [stateToken] as const,
  }) as MutationBuilder<typeof resendDuringAuthentication, string>,
  /**
   * `logout(params)`: forgets the tokens, then removes (and cancels) the member's queries at once, and
   * resolves with the platform's `logoutUrl`.
   */
  logout: (client: FrontdeskClient<any>): FrontdeskMutationOptions<{ logoutUrl: string }, LogoutVariables> => ({
    mutationKey: mutationKey(client, DOMAIN, 'logout'),
    mutationFn: (params) => logout(oauthClient(client), params),
    retry: false,
    // The provider does this on the `signed-out` event too; doing it here also covers apps without it.
    onSettled: (_data, _error, _variables, _result, context) => clearMemberQueries(context.client, scopeOf(client)),
  }),
};
