import * as z from 'zod/mini';
import { defineCall, type PlatformCall } from '@frontdesk/core';
import { idSchema, recoverOptionsSchema, sendActivationEmailOptionsSchema, sendRecoveryEmailOptionsSchema } from './inputs.js';
import { refreshUnlessIdentityCode } from './refresh-policy.js';
import type { EmptyResponse, RecoverOptions, SendActivationEmailOptions, SendRecoveryEmailOptions, StateMachineResponse } from './types.js';
import { EmptyResponseWire, StateMachineResponseWire } from './wire.gen.js';

/* Password recovery and account activation (wire.md rows 107-109). */

/**
 * Emails a one-time password-reset link (`POST /_api/iam/recovery/v1/send-email`). The platform
 * answers the same whether or not the email belongs to a member. `sendPasswordResetEmail(client,
 * email, redirectUri)` fills in the redirect for you.
 *
 * @example
 * ```ts
 * await sendRecoveryEmail(client, 'ada@example.com', { redirect: { url: 'https://shop.example/', clientId } });
 * ```
 * @function
 */
export const sendRecoveryEmail: PlatformCall<[email: string, options?: SendRecoveryEmailOptions], EmptyResponse> =
  /* @__PURE__ */ defineCall({
    name: 'sendRecoveryEmail',
    method: 'POST',
    path: '/_api/iam/recovery/v1/send-email',
    args: [
      { name: 'email', placement: 'field' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () =>
      process.env.NODE_ENV === 'production' ? undefined : { email: z.string(), options: z.optional(sendRecoveryEmailOptionsSchema()) },
    refreshOnUnauthorized: refreshUnlessIdentityCode,
    response: EmptyResponseWire,
  });

/**
 * Emails an activation link that turns a contact into an active member
 * (`POST /_api/iam/recovery/v1/activation-email`). For apps and the site owner.
 *
 * @example
 * ```ts
 * await sendActivationEmail(admin, identityId, { emailOptions: { language: 'en' } });
 * ```
 * @function
 */
export const sendActivationEmail: PlatformCall<[identityId: string, options?: SendActivationEmailOptions], EmptyResponse> =
  /* @__PURE__ */ defineCall({
    name: 'sendActivationEmail',
    method: 'POST',
    path: '/_api/iam/recovery/v1/activation-email',
    args: [
      { name: 'identityId', placement: 'field' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () =>
      process.env.NODE_ENV === 'production'
        ? undefined
        : { identityId: idSchema(), options: z.optional(sendActivationEmailOptionsSchema()) },
    refreshOnUnauthorized: refreshUnlessIdentityCode,
    response: EmptyResponseWire,
  });

/**
 * Sets a new password with the one-time token from the recovery email
 * (`POST /_api/iam/recovery/v1/recover`) and returns the sign-in state (`SUCCESS` with a
 * `sessionToken`, or `REQUIRE_OWNER_APPROVAL`).
 *
 * @example
 * ```ts
 * const { state, sessionToken } = await recover(client, recoveryToken, { password: 'a new password' });
 * ```
 * @function
 */
export const recover: PlatformCall<[recoveryToken: string, options?: RecoverOptions], StateMachineResponse> = /* @__PURE__ */ defineCall({
  name: 'recover',
  method: 'POST',
  path: '/_api/iam/recovery/v1/recover',
  args: [
    { name: 'recoveryToken', placement: 'field' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () =>
    process.env.NODE_ENV === 'production' ? undefined : { recoveryToken: idSchema(), options: z.optional(recoverOptionsSchema()) },
  refreshOnUnauthorized: refreshUnlessIdentityCode,
  response: StateMachineResponseWire,
});
