import * as z from 'zod/mini';
import { defineCall, type PlatformCall, type RawHttpResponse } from '@frontdesk/core';
import type { FactorType } from './enums.js';
import {
  endSessionOptionsSchema,
  factorTypeSchema,
  idSchema,
  loginCallbackOptionsSchema,
  loginIdSchema,
  loginV2OptionsSchema,
  registerV2OptionsSchema,
  signOnOptionsSchema,
  verifyFactorOptionsSchema,
  profileEncoding,
} from './inputs.js';
import { refreshUnlessIdentityCode } from './refresh-policy.js';
import type {
  EmptyResponse,
  EndSessionOptions,
  LoginCallbackOptions,
  LoginId,
  LoginV2Options,
  RegisterV2Options,
  SignOnOptions,
  SignOnResponse,
  StateMachineResponse,
  VerifyFactorOptions,
} from './types.js';
import { EmptyResponseWire, RawHttpResponseWire, SignOnResponseWire, StateMachineResponseWire } from './wire.gen.js';

/*
 * The authentication calls (wire.md rows 100-106). Most apps use the flows (`register`, `login`,
 * `processVerification`) instead: they map the server's states and error codes to a `LoginState`.
 */

/**
 * Registers a new member with an email and password (`POST /_api/iam/authentication/v2/register`).
 * Returns the server's sign-in state: `SUCCESS` with a `sessionToken`, `REQUIRE_EMAIL_VERIFICATION`
 * with a `stateToken`, or `REQUIRE_OWNER_APPROVAL`. Errors are thrown as they come (use `register()`
 * for a result with an `errorCode`).
 *
 * @example
 * ```ts
 * const { state, stateToken } = await registerV2(client, { email: 'ada@example.com' }, { password: 'correct horse' });
 * ```
 */
export const registerV2: PlatformCall<[loginId: LoginId, options?: RegisterV2Options], StateMachineResponse> = /* @__PURE__ */ defineCall({
  name: 'registerV2',
  method: 'POST',
  path: '/_api/iam/authentication/v2/register',
  args: [
    { name: 'loginId', placement: 'field' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () =>
    process.env.NODE_ENV === 'production' ? undefined : { loginId: loginIdSchema(), options: z.optional(registerV2OptionsSchema()) },
  encode: { options: { profile: profileEncoding } },
  refreshOnUnauthorized: refreshUnlessIdentityCode,
  response: StateMachineResponseWire,
});

/**
 * Logs a member in with an email and password (`POST /_api/iam/authentication/v2/login`). Returns the
 * server's sign-in state; a `SUCCESS` carries the `sessionToken` to exchange for member tokens.
 *
 * @example
 * ```ts
 * const { state, sessionToken } = await loginV2(client, { email: 'ada@example.com' }, { password: 'correct horse' });
 * ```
 */
export const loginV2: PlatformCall<[loginId: LoginId, options?: LoginV2Options], StateMachineResponse> = /* @__PURE__ */ defineCall({
  name: 'loginV2',
  method: 'POST',
  path: '/_api/iam/authentication/v2/login',
  args: [
    { name: 'loginId', placement: 'field' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () =>
    process.env.NODE_ENV === 'production' ? undefined : { loginId: loginIdSchema(), options: z.optional(loginV2OptionsSchema()) },
  refreshOnUnauthorized: refreshUnlessIdentityCode,
  response: StateMachineResponseWire,
});

/**
 * Changes the signed-in member's password (`POST /_api/iam/authentication/v2/change-password`). The
 * member's session stays valid.
 *
 * @example
 * ```ts
 * await changePassword(memberClient, 'a much better password');
 * ```
 * @function
 */
export const changePassword: PlatformCall<[newPassword: string], EmptyResponse> = /* @__PURE__ */ defineCall({
  name: 'changePassword',
  method: 'POST',
  path: '/_api/iam/authentication/v2/change-password',
  args: [{ name: 'newPassword', placement: 'field' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { newPassword: idSchema() }),
  refreshOnUnauthorized: refreshUnlessIdentityCode,
  response: EmptyResponseWire,
});

/**
 * The platform's login callback (`GET /_api/iam/authentication/v1/callback?state&sessionToken`): what
 * its hosted login page calls when a login completes; answers the sign-in state of the session
 * (`SUCCESS` with the identity). Apps rarely need it.
 *
 * @example
 * ```ts
 * await loginCallback(client, { state, sessionToken });
 * ```
 * @function
 */
export const loginCallback: PlatformCall<[options?: LoginCallbackOptions], StateMachineResponse> = /* @__PURE__ */ defineCall({
  name: 'loginCallback',
  method: 'GET',
  path: '/_api/iam/authentication/v1/callback',
  args: [{ name: 'options', placement: 'spread' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(loginCallbackOptionsSchema()) }),
  refreshOnUnauthorized: refreshUnlessIdentityCode,
  response: StateMachineResponseWire,
});

/**
 * Signs a member on without credentials, creating or updating the member
 * (`POST /_api/iam/authentication/v2/sign-on`). For trusted server code only: the platform allows it
 * to apps and the site owner. Returns a `sessionToken` and the identity.
 *
 * @example
 * ```ts
 * const admin = createClient({ auth: apiKey({ apiKey: process.env.API_KEY!, siteId }) });
 * const { sessionToken, identity } = await signOn(admin, { email: 'ada@example.com' }, { verifyEmail: true });
 * ```
 * @function
 */
export const signOn: PlatformCall<[loginId: LoginId, options?: SignOnOptions], SignOnResponse> = /* @__PURE__ */ defineCall({
  name: 'signOn',
  method: 'POST',
  path: '/_api/iam/authentication/v2/sign-on',
  args: [
    { name: 'loginId', placement: 'field' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () =>
    process.env.NODE_ENV === 'production' ? undefined : { loginId: loginIdSchema(), options: z.optional(signOnOptionsSchema()) },
  encode: { options: { profile: profileEncoding } },
  refreshOnUnauthorized: refreshUnlessIdentityCode,
  response: SignOnResponseWire,
});

/**
 * Ends the member's platform session (`GET /_api/iam/authentication/v1/logout`), the official
 * `authentication.logout`. The platform answers with a page or a redirect, not JSON: the result is
 * the raw response (`statusCode`, `headers`, `body` as text; a redirect to `postLogoutRedirectUri` is
 * not followed). In a browser, prefer `logout(client, { postFlowUrl })`: it also forgets the tokens
 * Frontdesk holds and returns the URL that clears the platform's cookies.
 *
 * @example
 * ```ts
 * const { statusCode, headers } = await endSession(memberClient, { postLogoutRedirectUri: 'https://shop.example/', clientId });
 * statusCode; // 302, with a `location` header
 * ```
 * @function
 */
export const endSession: PlatformCall<[options?: EndSessionOptions], RawHttpResponse> = /* @__PURE__ */ defineCall({
  name: 'endSession',
  method: 'GET',
  path: '/_api/iam/authentication/v1/logout',
  args: [{ name: 'options', placement: 'spread' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(endSessionOptionsSchema()) }),
  refreshOnUnauthorized: refreshUnlessIdentityCode,
  raw: true,
  response: RawHttpResponseWire,
});

/**
 * Verifies one authentication factor of a pending sign-in step
 * (`POST /_api/iam/authentication/v2/{factorType}/verify`) and returns the next sign-in state. Like the
 * official `authentication.verify`, the factor type goes both in the path and in the body.
 *
 * @example
 * ```ts
 * const next = await verifyFactor(client, 'EMAIL', { stateToken, emailData: { code: '123456' } });
 * ```
 * @function
 */
export const verifyFactor: PlatformCall<[factorType: FactorType, options?: VerifyFactorOptions], StateMachineResponse> =
  /* @__PURE__ */ defineCall({
    name: 'verifyFactor',
    method: 'POST',
    path: '/_api/iam/authentication/v2/{factorType}/verify',
    args: [
      { name: 'factorType', placement: 'path' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () =>
      process.env.NODE_ENV === 'production'
        ? undefined
        : { factorType: factorTypeSchema(), options: z.optional(verifyFactorOptionsSchema()) },
    payload: ({ factorType, options }) => ({ factorType, ...(options as VerifyFactorOptions | undefined) }),
    refreshOnUnauthorized: refreshUnlessIdentityCode,
    response: StateMachineResponseWire,
  });
