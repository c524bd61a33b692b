import * as z from 'zod/mini';
import { timestampInput } from '@frontdesk/core';
import {
  AddressTagSchema,
  DeliveryMethodSchema,
  EmailTagSchema,
  PhoneTagSchema,
  PrivacyStatusSchema,
} from './enums.js';

/*
 * Argument schemas of the sign-in calls. They validate and convert (dates to ISO text) before anything
 * is sent. Objects are loose: fields the platform accepts that are not listed here still go out.
 */

const text = () => z.optional(z.nullable(z.string()));

/**
 * Who signs in: the login email. The platform checks its format (a bad one is a field violation of
 * type `EMAIL`).
 *
 * @example
 * ```ts
 * await loginV2(client, { email: 'ada@example.com' }, { password });
 * ```
 */
export const LoginIdSchema = z.looseObject({ email: z.string() });
/**
 * Who signs in.
 *
 * @example
 * ```ts
 * const loginId: LoginId = { email: 'ada@example.com' };
 * ```
 */
export type LoginId = z.input<typeof LoginIdSchema>;

const CustomScalarInputSchema = z.looseObject({
  strValue: z.optional(z.string()),
  numValue: z.optional(z.number()),
  dateValue: z.optional(timestampInput()),
  boolValue: z.optional(z.boolean()),
});

/**
 * A custom field value to send: `dateValue` takes a `Date` or an ISO string.
 *
 * @example
 * ```ts
 * const value: CustomValueInput = { dateValue: new Date('1990-05-01') };
 * ```
 */
export const CustomValueInputSchema = z.looseObject({
  ...CustomScalarInputSchema.shape,
  listValue: z.optional(z.looseObject({ value: z.optional(z.array(CustomScalarInputSchema)) })),
  mapValue: z.optional(z.looseObject({ value: z.optional(z.record(z.string(), CustomScalarInputSchema)) })),
});
/**
 * A custom field value to send.
 *
 * @example
 * ```ts
 * const value: CustomValueInput = { dateValue: '2026-03-01T00:00:00.000Z' };
 * ```
 */
export type CustomValueInput = z.input<typeof CustomValueInputSchema>;

/**
 * A profile to register or sign on with.
 *
 * @example
 * ```ts
 * const profile: IdentityProfileInput = { firstName: 'Ada', customFields: [{ name: 'plan', value: { strValue: 'gold' } }] };
 * ```
 */
export const IdentityProfileInputSchema = z.looseObject({
  firstName: text(),
  lastName: text(),
  nickname: text(),
  picture: text(),
  labels: z.optional(z.array(z.string())),
  language: text(),
  privacyStatus: z.optional(PrivacyStatusSchema),
  customFields: z.optional(
    z.array(z.looseObject({ name: z.optional(z.string()), value: z.optional(CustomValueInputSchema) })),
  ),
  secondaryEmails: z.optional(z.array(z.looseObject({ email: z.optional(z.string()), tag: z.optional(EmailTagSchema) }))),
  phonesV2: z.optional(
    z.array(z.looseObject({ countryCode: text(), phone: z.optional(z.string()), tag: z.optional(PhoneTagSchema) })),
  ),
  addresses: z.optional(
    z.array(
      z.looseObject({
        address: z.optional(
          z.looseObject({
            country: text(),
            subdivision: text(),
            city: text(),
            postalCode: text(),
            addressLine1: text(),
            addressLine2: text(),
          }),
        ),
        tag: z.optional(AddressTagSchema),
      }),
    ),
  ),
  company: text(),
  position: text(),
  birthdate: text(),
  slug: text(),
  subscription: z.optional(z.nullable(z.boolean())),
  vatId: text(),
});
/**
 * A profile to register or sign on with.
 *
 * @example
 * ```ts
 * const profile: IdentityProfileInput = { firstName: 'Ada', privacyStatus: 'PRIVATE' };
 * ```
 */
export type IdentityProfileInput = z.input<typeof IdentityProfileInputSchema>;

/**
 * A captcha token as the platform takes it: one of `Recaptcha` (visible widget), `InvisibleRecaptcha`,
 * `NoCaptcha` or a token for the app's own site key.
 *
 * @example
 * ```ts
 * await registerV2(client, { email }, { password, captchaTokens: [{ Recaptcha: widgetToken }] });
 * ```
 */
export const CaptchaTokenSchema = z.looseObject({
  Recaptcha: z.optional(z.string()),
  InvisibleRecaptcha: z.optional(z.string()),
  NoCaptcha: z.optional(z.string()),
  recaptchaForClientSiteKey: z.optional(z.looseObject({ token: z.optional(z.string()), siteKeyId: z.optional(z.string()) })),
});
/**
 * A captcha token as the platform takes it.
 *
 * @example
 * ```ts
 * const token: CaptchaToken = { InvisibleRecaptcha: widgetToken };
 * ```
 */
export type CaptchaToken = z.input<typeof CaptchaTokenSchema>;

const clientMetaData = () => z.optional(z.nullable(z.record(z.string(), z.unknown())));

/**
 * Options of `registerV2`.
 *
 * @example
 * ```ts
 * await registerV2(client, { email }, { password: 'correct horse', profile: { firstName: 'Ada' } });
 * ```
 */
export const RegisterV2OptionsSchema = z.looseObject({
  password: z.optional(z.string()),
  profile: z.optional(IdentityProfileInputSchema),
  captchaTokens: z.optional(z.array(CaptchaTokenSchema)),
  clientMetaData: clientMetaData(),
});
/**
 * Options of `registerV2`.
 *
 * @example
 * ```ts
 * const options: RegisterV2Options = { password: 'correct horse', profile: { firstName: 'Ada' } };
 * ```
 */
export type RegisterV2Options = z.input<typeof RegisterV2OptionsSchema>;

/**
 * Options of `loginV2`; `stateToken` continues a flow already in progress.
 *
 * @example
 * ```ts
 * await loginV2(client, { email }, { password });
 * ```
 */
export const LoginV2OptionsSchema = z.looseObject({
  password: text(),
  captchaTokens: z.optional(z.array(CaptchaTokenSchema)),
  clientMetaData: clientMetaData(),
  stateToken: text(),
});
/**
 * Options of `loginV2`.
 *
 * @example
 * ```ts
 * const options: LoginV2Options = { password: 'correct horse' };
 * ```
 */
export type LoginV2Options = z.input<typeof LoginV2OptionsSchema>;

/**
 * Options of `signOn`. `verifyEmail` (default false) marks the email verified; `mergeExistingContact`
 * (default true) links the member to the contact with the same email.
 *
 * @example
 * ```ts
 * await signOn(admin, { email }, { verifyEmail: true, profile: { nickname: 'ada' } });
 * ```
 */
export const SignOnOptionsSchema = z.looseObject({
  profile: z.optional(IdentityProfileInputSchema),
  verifyEmail: z.optional(z.boolean()),
  mergeExistingContact: z.optional(z.boolean()),
});
/**
 * Options of `signOn`.
 *
 * @example
 * ```ts
 * const options: SignOnOptions = { verifyEmail: true };
 * ```
 */
export type SignOnOptions = z.input<typeof SignOnOptionsSchema>;

/**
 * Options of `loginCallback`.
 *
 * @example
 * ```ts
 * await loginCallback(client, { state, sessionToken });
 * ```
 */
export const LoginCallbackOptionsSchema = z.looseObject({
  state: z.optional(z.string()),
  sessionToken: z.optional(z.string()),
});
/**
 * Options of `loginCallback`.
 *
 * @example
 * ```ts
 * const options: LoginCallbackOptions = { state, sessionToken };
 * ```
 */
export type LoginCallbackOptions = z.input<typeof LoginCallbackOptionsSchema>;

/**
 * Options of `endSession`.
 *
 * @example
 * ```ts
 * await endSession(client, { postLogoutRedirectUri: 'https://shop.example/', clientId });
 * ```
 */
export const EndSessionOptionsSchema = z.looseObject({
  postLogoutRedirectUri: text(),
  clientId: text(),
});
/**
 * Options of `endSession`.
 *
 * @example
 * ```ts
 * const options: EndSessionOptions = { postLogoutRedirectUri: 'https://shop.example/' };
 * ```
 */
export type EndSessionOptions = z.input<typeof EndSessionOptionsSchema>;

const code = () => z.optional(z.looseObject({ code: text() }));

/**
 * Options of `verifyFactor`: the `stateToken` of the pending step and the factor's data.
 *
 * @example
 * ```ts
 * await verifyFactor(client, 'EMAIL', { stateToken, emailData: { code: '123456' } });
 * ```
 */
export const VerifyFactorOptionsSchema = z.looseObject({
  stateToken: z.optional(z.string()),
  rememberThisDevice: z.optional(z.boolean()),
  smsData: z.optional(z.looseObject({ code: text(), deliveryMethod: z.optional(DeliveryMethodSchema), templateId: text() })),
  callData: code(),
  emailData: code(),
  totpData: code(),
  pushData: z.optional(z.looseObject({ transactionId: text() })),
  webauthnData: z.optional(z.looseObject({ challengeId: text(), credential: text() })),
  recoveryCodeData: code(),
  passwordData: z.optional(z.looseObject({ password: z.optional(z.string()) })),
});
/**
 * Options of `verifyFactor`.
 *
 * @example
 * ```ts
 * const options: VerifyFactorOptions = { stateToken, emailData: { code: '123456' } };
 * ```
 */
export type VerifyFactorOptions = z.input<typeof VerifyFactorOptionsSchema>;
