import * as z from 'zod/mini';
import { nonEmptyString, oneOf, wireAddress, wireTimestamp } from '@frontdesk/core';
import { DeliveryMethod, FactorType, PrivacyStatus, VerificationTarget } from './enums.js';

/*
 * The argument schemas of the sign-in, recovery and verification calls (internal), for their
 * development-only `inputs`: each is built when a call first runs, and a production build drops them
 * with zod. They check ids, required fields, enums and top-level option types. Objects are loose:
 * fields the platform accepts that are not listed here still go out, and deep bodies (a profile's
 * emails, phones and addresses, a factor's data) are left to the platform to validate. The profile's
 * encoding (below, every build) sends its custom fields' dates as ISO text and its addresses with the
 * wire names.
 */

const text = () => z.optional(z.nullable(z.string()));
const clientMetaData = () => z.optional(z.nullable(z.record(z.string(), z.unknown())));
/** A deep body the platform validates: an object, its fields unchecked here. */
const body = () => z.optional(z.looseObject({}));

/** `loginId`: the login email is required (the platform checks its format). */
export const loginIdSchema = () => z.looseObject({ email: z.string() });

const customScalarInputSchema = () =>
  z.looseObject({
    strValue: z.optional(z.string()),
    numValue: z.optional(z.number()),
    boolValue: z.optional(z.boolean()),
  });

/** A custom field value (its `dateValue`s are the encoding's, below). */
export const customValueInputSchema = () =>
  z.looseObject({
    ...customScalarInputSchema().shape,
    listValue: z.optional(z.looseObject({ value: z.optional(z.array(customScalarInputSchema())) })),
    mapValue: z.optional(z.looseObject({ value: z.optional(z.record(z.string(), customScalarInputSchema())) })),
  });

/** A profile: its scalar fields, privacy status and custom fields; emails, phones and addresses shallowly. */
export const identityProfileInputSchema = () =>
  z.looseObject({
    firstName: text(),
    lastName: text(),
    nickname: text(),
    picture: text(),
    labels: z.optional(z.array(z.string())),
    language: text(),
    privacyStatus: z.optional(oneOf(PrivacyStatus)),
    customFields: z.optional(z.array(z.looseObject({ name: z.optional(z.string()), value: z.optional(customValueInputSchema()) }))),
    secondaryEmails: z.optional(z.array(z.looseObject({}))),
    phonesV2: z.optional(z.array(z.looseObject({}))),
    addresses: z.optional(z.array(z.looseObject({}))),
    company: text(),
    position: text(),
    birthdate: text(),
    slug: text(),
    subscription: z.optional(z.nullable(z.boolean())),
    vatId: text(),
  });

/** A captcha token: one of the token strings. */
export const captchaTokenSchema = () =>
  z.looseObject({
    Recaptcha: z.optional(z.string()),
    InvisibleRecaptcha: z.optional(z.string()),
    NoCaptcha: z.optional(z.string()),
    recaptchaForClientSiteKey: body(),
  });

/** Options of `registerV2`. */
export const registerV2OptionsSchema = () =>
  z.looseObject({
    password: z.optional(z.string()),
    profile: z.optional(identityProfileInputSchema()),
    captchaTokens: z.optional(z.array(captchaTokenSchema())),
    clientMetaData: clientMetaData(),
  });

/** Options of `loginV2`. */
export const loginV2OptionsSchema = () =>
  z.looseObject({
    password: text(),
    captchaTokens: z.optional(z.array(captchaTokenSchema())),
    clientMetaData: clientMetaData(),
    stateToken: text(),
  });

/** Options of `signOn`. */
export const signOnOptionsSchema = () =>
  z.looseObject({
    profile: z.optional(identityProfileInputSchema()),
    verifyEmail: z.optional(z.boolean()),
    mergeExistingContact: z.optional(z.boolean()),
  });

/** Options of `loginCallback`. */
export const loginCallbackOptionsSchema = () => z.looseObject({ state: z.optional(z.string()), sessionToken: z.optional(z.string()) });

/** Options of `endSession`. */
export const endSessionOptionsSchema = () => z.looseObject({ postLogoutRedirectUri: text(), clientId: text() });

/** The factor type of `verifyFactor`: one of {@link FactorType}. */
export const factorTypeSchema = () => oneOf(FactorType);

/** Options of `verifyFactor`: the state token and the SMS delivery method; the factors' data shallowly. */
export const verifyFactorOptionsSchema = () =>
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
  });

/** A non-empty id or token (`must be a non-empty string`). */
export const idSchema = () => nonEmptyString();

/** Where the member lands after a reset or activation: checked as strictly as before (strings). */
export const recoveryRedirectSchema = () => z.looseObject({ url: z.optional(z.string()), clientId: text() });

/** Options of `sendRecoveryEmail`. */
export const sendRecoveryEmailOptionsSchema = () => z.looseObject({ language: text(), redirect: z.optional(recoveryRedirectSchema()) });

/** Options of `sendActivationEmail`. */
export const sendActivationEmailOptionsSchema = () =>
  z.looseObject({
    emailOptions: z.optional(z.looseObject({ language: text(), redirect: z.optional(recoveryRedirectSchema()) })),
  });

/** Options of `recover`. */
export const recoverOptionsSchema = () => z.looseObject({ password: text() });

/** Options of `startVerification`. */
export const startVerificationOptionsSchema = () => z.looseObject({ identityId: text(), target: z.optional(oneOf(VerificationTarget)) });

/** Options of `verifyDuringAuthentication`: the state token is required. */
export const verifyDuringAuthenticationOptionsSchema = () => z.looseObject({ stateToken: nonEmptyString() });

/** A custom field value's dates (also in lists and maps) go out as ISO text. */
const customValueEncoding = {
  dateValue: wireTimestamp,
  listValue: { value: { dateValue: wireTimestamp } },
  mapValue: { value: { '*': { dateValue: wireTimestamp } } },
};

/** A profile's wire form (every build): custom field dates as ISO text, addresses with the wire names. */
export const profileEncoding = { customFields: { value: customValueEncoding }, addresses: { address: wireAddress } };
