import * as z from 'zod/mini';
import { defineCall, type PlatformCall } from '@frontdesk/core';
import { idSchema, startVerificationOptionsSchema, verifyDuringAuthenticationOptionsSchema } from './inputs.js';
import { refreshUnlessIdentityCode } from './refresh-policy.js';
import type {
  StartVerificationOptions,
  StartVerificationResponse,
  StateMachineResponse,
  VerifyDuringAuthenticationOptions,
} from './types.js';
import { StartVerificationResponseWire, StateMachineResponseWire } from './wire.gen.js';

/* Email verification codes (wire.md rows 110-112). */

/**
 * Sends a fresh verification code to an identity's email (`POST /_api/iam/verification/v1/start`), the
 * official `verification.start`. Returns the `verificationId`.
 *
 * @example
 * ```ts
 * const { verificationId } = await startVerification(admin, { identityId, target: 'EMAIL' });
 * ```
 * @function
 */
export const startVerification: PlatformCall<[options?: StartVerificationOptions], StartVerificationResponse> = /* @__PURE__ */ defineCall({
  name: 'startVerification',
  method: 'POST',
  path: '/_api/iam/verification/v1/start',
  args: [{ name: 'options', placement: 'spread' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { options: z.optional(startVerificationOptionsSchema()) }),
  refreshOnUnauthorized: refreshUnlessIdentityCode,
  response: StartVerificationResponseWire,
});

/**
 * Checks the 6-character code emailed during registration or login
 * (`POST /_api/iam/verification/v1/auth/verify`) and returns the next sign-in state.
 * `processVerification(client, { code }, state)` wraps it with the state bookkeeping.
 *
 * @example
 * ```ts
 * const next = await verifyDuringAuthentication(client, '123456', { stateToken });
 * ```
 * @function
 */
export const verifyDuringAuthentication: PlatformCall<[code: string, options: VerifyDuringAuthenticationOptions], StateMachineResponse> =
  /* @__PURE__ */ defineCall({
    name: 'verifyDuringAuthentication',
    method: 'POST',
    path: '/_api/iam/verification/v1/auth/verify',
    args: [
      { name: 'code', placement: 'field' },
      { name: 'options', placement: 'spread' },
    ],
    inputs: () =>
      process.env.NODE_ENV === 'production' ? undefined : { code: z.string(), options: verifyDuringAuthenticationOptionsSchema() },
    refreshOnUnauthorized: refreshUnlessIdentityCode,
    response: StateMachineResponseWire,
  });

/**
 * Sends a new code for a pending email verification (`POST /_api/iam/verification/v1/auth/resend`);
 * the `stateToken` stays the same.
 *
 * @example
 * ```ts
 * await resendDuringAuthentication(client, pending.data.stateToken);
 * ```
 * @function
 */
export const resendDuringAuthentication: PlatformCall<[stateToken: string], StateMachineResponse> = /* @__PURE__ */ defineCall({
  name: 'resendDuringAuthentication',
  method: 'POST',
  path: '/_api/iam/verification/v1/auth/resend',
  args: [{ name: 'stateToken', placement: 'field' }],
  inputs: () => (process.env.NODE_ENV === 'production' ? undefined : { stateToken: idSchema() }),
  refreshOnUnauthorized: refreshUnlessIdentityCode,
  response: StateMachineResponseWire,
});
