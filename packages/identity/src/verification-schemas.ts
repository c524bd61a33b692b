import * as z from 'zod/mini';
import { VerificationTargetSchema } from './enums.js';

/*
 * Argument schemas of the recovery and verification calls (sendRecoveryEmail, recover,
 * sendActivationEmail, startVerification, verifyDuringAuthentication); the sign-in calls' are in
 * request-schemas.ts. Objects are loose: fields the platform accepts that are not listed still go out.
 */

const text = () => z.optional(z.nullable(z.string()));

/**
 * Where the platform sends the member after a password reset or activation: `url` and the OAuth
 * `clientId` it is registered for.
 *
 * @example
 * ```ts
 * const redirect: RecoveryRedirect = { url: 'https://shop.example/signed-in', clientId };
 * ```
 */
export const RecoveryRedirectSchema = z.looseObject({
  url: z.optional(z.string()),
  clientId: text(),
});
/**
 * Where the platform sends the member after a password reset or activation.
 *
 * @example
 * ```ts
 * const redirect: RecoveryRedirect = { url: 'https://shop.example/login', clientId };
 * ```
 */
export type RecoveryRedirect = z.input<typeof RecoveryRedirectSchema>;

/**
 * Options of `sendRecoveryEmail`.
 *
 * @example
 * ```ts
 * await sendRecoveryEmail(client, email, { language: 'en', redirect: { url, clientId } });
 * ```
 */
export const SendRecoveryEmailOptionsSchema = z.looseObject({
  language: text(),
  redirect: z.optional(RecoveryRedirectSchema),
});
/**
 * Options of `sendRecoveryEmail`.
 *
 * @example
 * ```ts
 * const options: SendRecoveryEmailOptions = { language: 'en' };
 * ```
 */
export type SendRecoveryEmailOptions = z.input<typeof SendRecoveryEmailOptionsSchema>;

/**
 * Options of `sendActivationEmail`.
 *
 * @example
 * ```ts
 * await sendActivationEmail(admin, identityId, { emailOptions: { language: 'en' } });
 * ```
 */
export const SendActivationEmailOptionsSchema = z.looseObject({
  emailOptions: z.optional(z.looseObject({ language: text(), redirect: z.optional(RecoveryRedirectSchema) })),
});
/**
 * Options of `sendActivationEmail`.
 *
 * @example
 * ```ts
 * const options: SendActivationEmailOptions = { emailOptions: { language: 'en' } };
 * ```
 */
export type SendActivationEmailOptions = z.input<typeof SendActivationEmailOptionsSchema>;

/**
 * Options of `recover`: the new password.
 *
 * @example
 * ```ts
 * await recover(client, recoveryToken, { password: 'a new password' });
 * ```
 */
export const RecoverOptionsSchema = z.looseObject({ password: text() });
/**
 * Options of `recover`.
 *
 * @example
 * ```ts
 * const options: RecoverOptions = { password: 'a new password' };
 * ```
 */
export type RecoverOptions = z.input<typeof RecoverOptionsSchema>;

/**
 * Options of `startVerification`.
 *
 * @example
 * ```ts
 * await startVerification(admin, { identityId, target: 'EMAIL' });
 * ```
 */
export const StartVerificationOptionsSchema = z.looseObject({
  identityId: text(),
  target: z.optional(VerificationTargetSchema),
});
/**
 * Options of `startVerification`.
 *
 * @example
 * ```ts
 * const options: StartVerificationOptions = { identityId, target: 'EMAIL' };
 * ```
 */
export type StartVerificationOptions = z.input<typeof StartVerificationOptionsSchema>;

/**
 * Options of `verifyDuringAuthentication`: the `stateToken` of the REQUIRE_EMAIL_VERIFICATION state.
 *
 * @example
 * ```ts
 * await verifyDuringAuthentication(client, '123456', { stateToken });
 * ```
 */
export const VerifyDuringAuthenticationOptionsSchema = z.looseObject({
  stateToken: z.string().check(z.minLength(1, 'must be a non-empty string')),
});
/**
 * Options of `verifyDuringAuthentication`.
 *
 * @example
 * ```ts
 * const options: VerifyDuringAuthenticationOptions = { stateToken };
 * ```
 */
export type VerifyDuringAuthenticationOptions = z.input<typeof VerifyDuringAuthenticationOptionsSchema>;
