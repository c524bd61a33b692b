import * as z from 'zod/mini';
import { arg, defineCall } from '@frontdesk/core';
import { StartVerificationOptionsSchema, VerifyDuringAuthenticationOptionsSchema } from './verification-schemas.js';
import { StartVerificationResponseSchema, StateMachineResponseSchema } from './responses.js';
import { refreshUnlessIdentityCode } from './refresh-policy.js';

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
export const startVerification = defineCall({
  name: 'startVerification',
  method: 'POST',
  path: '/_api/iam/verification/v1/start',
  args: [arg.spread('options', z.optional(StartVerificationOptionsSchema))],
  refreshOnUnauthorized: refreshUnlessIdentityCode,
  response: StartVerificationResponseSchema,
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
export const verifyDuringAuthentication = defineCall({
  name: 'verifyDuringAuthentication',
  method: 'POST',
  path: '/_api/iam/verification/v1/auth/verify',
  args: [arg.field('code', z.string()), arg.spread('options', VerifyDuringAuthenticationOptionsSchema)],
  refreshOnUnauthorized: refreshUnlessIdentityCode,
  response: StateMachineResponseSchema,
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
export const resendDuringAuthentication = defineCall({
  name: 'resendDuringAuthentication',
  method: 'POST',
  path: '/_api/iam/verification/v1/auth/resend',
  args: [arg.field('stateToken', z.string().check(z.minLength(1, 'must be a non-empty string')))],
  refreshOnUnauthorized: refreshUnlessIdentityCode,
  response: StateMachineResponseSchema,
});
