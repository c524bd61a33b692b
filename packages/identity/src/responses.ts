import * as z from 'zod/mini';
import { StateTypeSchema } from './enums.js';
import { CustomValueSchema, IdentitySchema } from './schemas.js';

/*
 * Response shapes of the sign-in calls themselves (the entities they carry are in schemas.ts).
 */

const text = () => z.optional(z.nullable(z.string()));

/**
 * The server's answer to registerV2, loginV2, recover, verifyFactor and verifyDuringAuthentication:
 * the sign-in `state` with a `sessionToken` (SUCCESS) or a `stateToken` (a step is pending).
 *
 * @example
 * ```ts
 * const response = await loginV2(client, { email }, { password });
 * if (response.state === 'SUCCESS') await getMemberTokensForDirectLogin(client, response.sessionToken!);
 * ```
 */
export const StateMachineResponseSchema = z.looseObject({
  state: z.optional(StateTypeSchema),
  sessionToken: text(),
  stateToken: text(),
  identity: z.optional(IdentitySchema),
  additionalData: z.optional(z.record(z.string(), CustomValueSchema)),
});
/**
 * The server's sign-in state.
 *
 * @example
 * ```ts
 * const response: StateMachineResponse = await loginV2(client, { email }, { password });
 * ```
 */
export type StateMachineResponse = z.infer<typeof StateMachineResponseSchema>;

/**
 * The answer to `signOn`: a session token for the member and their identity.
 *
 * @example
 * ```ts
 * const { sessionToken, identity } = await signOn(admin, { email: 'ada@example.com' }, { verifyEmail: true });
 * ```
 */
export const SignOnResponseSchema = z.looseObject({
  sessionToken: z.optional(z.string()),
  identity: z.optional(IdentitySchema),
});
/**
 * The answer to `signOn`.
 *
 * @example
 * ```ts
 * const { sessionToken }: SignOnResponse = await signOn(admin, { email });
 * ```
 */
export type SignOnResponse = z.infer<typeof SignOnResponseSchema>;

/**
 * The answer to `startVerification`.
 *
 * @example
 * ```ts
 * const { verificationId } = await startVerification(admin, { identityId, target: 'EMAIL' });
 * ```
 */
export const StartVerificationResponseSchema = z.looseObject({
  verificationId: z.optional(z.string()),
});
/**
 * The answer to `startVerification`.
 *
 * @example
 * ```ts
 * const { verificationId }: StartVerificationResponse = await startVerification(admin, { identityId });
 * ```
 */
export type StartVerificationResponse = z.infer<typeof StartVerificationResponseSchema>;

/**
 * An answer with no fields (changePassword, the recovery emails).
 *
 * @example
 * ```ts
 * await changePassword(memberClient, 'a new password'); // {}
 * ```
 */
export const EmptyResponseSchema = z.object({});
/**
 * An answer with no fields.
 *
 * @example
 * ```ts
 * const nothing: EmptyResponse = await changePassword(client, 'new password');
 * ```
 */
export type EmptyResponse = z.infer<typeof EmptyResponseSchema>;

/**
 * A raw HTTP answer (of `endSession`, whose platform answer is a page or a redirect): the status, the
 * headers and the body as text.
 *
 * @example
 * ```ts
 * const { statusCode, headers } = await endSession(client, { postLogoutRedirectUri });
 * const location = headers.find((h) => h.key === 'location')?.value;
 * ```
 */
export const RawHttpResponseSchema = z.object({
  statusCode: z.number(),
  headers: z.array(z.object({ key: z.string(), value: z.string() })),
  body: z.string(),
});
/**
 * A raw HTTP answer.
 *
 * @example
 * ```ts
 * const response: RawHttpResponse = await endSession(client);
 * ```
 */
export type RawHttpResponse = z.infer<typeof RawHttpResponseSchema>;
