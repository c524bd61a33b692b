import * as z from 'zod/mini';
import { addressInput, nonEmptyString, oneOf, timestampInput } from '@frontdesk/core';
import { DeliveryMethod, FactorType, PrivacyStatus, VerificationTarget } from './enums.js';
import type {
  CaptchaToken,
  CustomValueInput,
  EndSessionOptions,
  IdentityProfileInput,
  LoginCallbackOptions,
  LoginId,
  LoginV2Options,
  RecoverOptions,
  RecoveryRedirect,
  RegisterV2Options,
  SendActivationEmailOptions,
  SendRecoveryEmailOptions,
  SignOnOptions,
  StartVerificationOptions,
  VerifyDuringAuthenticationOptions,
  VerifyFactorOptions,
} from './types.js';

/*
 * Argument validators of the sign-in, recovery and verification calls (internal: not exported from
 * the package). They check ids, required fields, enums and top-level option types, and convert the
 * custom fields' dates to ISO text before anything is sent. Objects are loose: fields the platform
 * accepts that are not listed here still go out, and deep bodies (a profile's emails, phones and
 * addresses, a factor's data) are left to the platform to validate.
 */

/**
 * Types a validator by the argument it takes (the object types of types.ts), so that the calls'
 * parameters read as those types rather than as the validators' inferred shapes.
 */
export function validates<T>(schema: z.core.$ZodType): z.ZodMiniType<unknown, T> {
  return schema as unknown as z.ZodMiniType<unknown, T>;
}

const text = () => z.optional(z.nullable(z.string()));
const clientMetaData = () => z.optional(z.nullable(z.record(z.string(), z.unknown())));
/** A deep body the platform validates: an object, its fields unchecked here. */
const body = () => z.optional(z.looseObject({}));

/** `loginId`: the login email is required (the platform checks its format). */
export const LoginIdSchema = validates<LoginId>(z.looseObject({ email: z.string() }));

const CustomScalarInputSchema = z.looseObject({
  strValue: z.optional(z.string()),
  numValue: z.optional(z.number()),
  dateValue: z.optional(timestampInput()),
  boolValue: z.optional(z.boolean()),
});

/** A custom field value: its `dateValue`s (also in lists and maps) go out as ISO text. */
export const CustomValueInputSchema = validates<CustomValueInput>(
  z.looseObject({
    ...CustomScalarInputSchema.shape,
    listValue: z.optional(z.looseObject({ value: z.optional(z.array(CustomScalarInputSchema)) })),
    mapValue: z.optional(z.looseObject({ value: z.optional(z.record(z.string(), CustomScalarInputSchema)) })),
  }),
);

// The official SDK's address names renamed to the wire's (core's addressInput).
const AddressWrapperInputSchema = z.looseObject({ address: z.optional(addressInput()) });

/** A profile: its scalar fields, privacy status and custom fields; emails, phones and addresses shallowly. */
export const IdentityProfileInputSchema = validates<IdentityProfileInput>(
  z.looseObject({
    firstName: text(),
    lastName: text(),
    nickname: text(),
    picture: text(),
    labels: z.optional(z.array(z.string())),
    language: text(),
    privacyStatus: z.optional(oneOf(PrivacyStatus)),
    customFields: z.optional(z.array(z.looseObject({ name: z.optional(z.string()), value: z.optional(CustomValueInputSchema) }))),
    secondaryEmails: z.optional(z.array(z.looseObject({}))),
    phonesV2: z.optional(z.array(z.looseObject({}))),
    addresses: z.optional(z.array(AddressWrapperInputSchema)),
    company: text(),
    position: text(),
    birthdate: text(),
    slug: text(),
    subscription: z.optional(z.nullable(z.boolean())),
    vatId: text(),
  }),
);

/** A captcha token: one of the token strings. */
export const CaptchaTokenSchema = validates<CaptchaToken>(
  z.looseObject({
    Recaptcha: z.optional(z.string()),
    InvisibleRecaptcha: z.optional(z.string()),
    NoCaptcha: z.optional(z.string()),
    recaptchaForClientSiteKey: body(),
  }),
);

/** Options of `registerV2`. */
export const RegisterV2OptionsSchema = validates<RegisterV2Options>(
  z.looseObject({
    password: z.optional(z.string()),
    profile: z.optional(IdentityProfileInputSchema),
    captchaTokens: z.optional(z.array(CaptchaTokenSchema)),
    clientMetaData: clientMetaData(),
  }),
);

/** Options of `loginV2`. */
export const LoginV2OptionsSchema = validates<LoginV2Options>(
  z.looseObject({
    password: text(),
    captchaTokens: z.optional(z.array(CaptchaTokenSchema)),
    clientMetaData: clientMetaData(),
    stateToken: text(),
  }),
);

/** Options of `signOn`. */
export const SignOnOptionsSchema = validates<SignOnOptions>(
  z.looseObject({
    profile: z.optional(IdentityProfileInputSchema),
    verifyEmail: z.optional(z.boolean()),
    mergeExistingContact: z.optional(z.boolean()),
  }),
);

/** Options of `loginCallback`. */
export const LoginCallbackOptionsSchema = validates<LoginCallbackOptions>(
  z.looseObject({ state: z.optional(z.string()), sessionToken: z.optional(z.string()) }),
);

/** Options of `endSession`. */
export const EndSessionOptionsSchema = validates<EndSessionOptions>(z.looseObject({ postLogoutRedirectUri: text(), clientId: text() }));

/** The factor type of `verifyFactor`: one of {@link FactorType}. */
export const FactorTypeSchema = oneOf(FactorType);

/** Options of `verifyFactor`: the state token and the SMS delivery method; the factors' data shallowly. */
export const VerifyFactorOptionsSchema = validates<VerifyFactorOptions>(
  z.looseObject({
    stateToken: z.optional(z.string()),
    rememberThisDevice: z.optional(z.boolean()),
    smsData: z.optional(z.looseObject({ deliveryMethod: z.optional(oneOf(DeliveryMethod)) })),
    callData: body(),
    emailData: body(),
    totpData: body(),
    pushData: body(),
    webauthnData: body(),
    recoveryCodeData: body(),
    passwordData: body(),
  }),
);

/** A non-empty id or token (`must be a non-empty string`). */
export const IdSchema = nonEmptyString();

/** Where the member lands after a reset or activation: checked as strictly as before (strings). */
export const RecoveryRedirectSchema = validates<RecoveryRedirect>(z.looseObject({ url: z.optional(z.string()), clientId: text() }));

/** Options of `sendRecoveryEmail`. */
export const SendRecoveryEmailOptionsSchema = validates<SendRecoveryEmailOptions>(
  z.looseObject({ language: text(), redirect: z.optional(RecoveryRedirectSchema) }),
);

/** Options of `sendActivationEmail`. */
export const SendActivationEmailOptionsSchema = validates<SendActivationEmailOptions>(
  z.looseObject({
    emailOptions: z.optional(z.looseObject({ language: text(), redirect: z.optional(RecoveryRedirectSchema) })),
  }),
);

/** Options of `recover`. */
export const RecoverOptionsSchema = validates<RecoverOptions>(z.looseObject({ password: text() }));

/** Options of `startVerification`. */
export const StartVerificationOptionsSchema = validates<StartVerificationOptions>(
  z.looseObject({ identityId: text(), target: z.optional(oneOf(VerificationTarget)) }),
);

/** Options of `verifyDuringAuthentication`: the state token is required. */
export const VerifyDuringAuthenticationOptionsSchema = validates<VerifyDuringAuthenticationOptions>(
  z.looseObject({ stateToken: nonEmptyString() }),
);
