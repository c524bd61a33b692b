import type { Float } from '@frontdesk/core';
import type {
  AddressTag,
  DeliveryMethod,
  EmailTag,
  FactorStatus,
  FactorType,
  IdentityStatus,
  PendingReason,
  PhoneTag,
  PrivacyStatus,
  StateType,
  VerificationTarget,
} from './enums.js';

/*
 * The entities of the sign-in calls (seed section 3, "Identity"), their response bodies and the
 * options the calls take, as plain types. Field names are the wire names (`id`, `createdDate`);
 * timestamps are `Date`s and doubles `Float`s (`scripts/gen-wire.mjs` generates the decoding data in
 * wire.gen.ts from them). The redirect sessions' types are in redirect-types.ts.
 */

export type * from './redirect-types.js';

// ---------------------------------------------------------------------------------------------
// Identity

/** A scalar custom value: exactly one of its fields is set. */
export interface CustomScalarValue {
  strValue?: string;
  numValue?: number;
  /** A `Date` in results; when sending, a `Date` (converted to ISO text). */
  dateValue?: Date;
  boolValue?: boolean;
}

/** A list of scalar custom values. */
export interface CustomListValue {
  value?: CustomScalarValue[];
}

/** A map of scalar custom values by key. */
export interface CustomMapValue {
  value?: Record<string, CustomScalarValue>;
}

/**
 * A custom field's value: one of `strValue`, `numValue`, `dateValue` (a `Date`), `boolValue`, a
 * `listValue` or a `mapValue` of such values.
 */
export interface CustomValue extends CustomScalarValue {
  listValue?: CustomListValue;
  mapValue?: CustomMapValue;
}

/** A custom field of an identity profile (`name` is the extended field key without `custom.`). */
export interface CustomField {
  name?: string;
  value?: CustomValue;
}

/** A secondary email address with its tag. */
export interface SecondaryEmail {
  email?: string;
  tag?: EmailTag;
}

/** A phone number with its tag. */
export interface Phone {
  countryCode?: string | null;
  phone?: string;
  tag?: PhoneTag;
}

/** The coordinates of an identity's address. */
export interface AddressLocation {
  latitude?: Float;
  longitude?: Float;
}

/**
 * An identity's postal address, with the wire names (as member and booking addresses): the official
 * SDK's `addressLine1`, `formatted` and `location` are `addressLine`, `formattedAddress` and
 * `geocode` on the wire (see {@link IdentityAddressInput}).
 */
export interface IdentityAddress {
  country?: string | null;
  subdivision?: string | null;
  city?: string | null;
  postalCode?: string | null;
  addressLine?: string | null;
  addressLine2?: string | null;
  /** Set by the platform. */
  formattedAddress?: string | null;
  /** Set by the platform. */
  geocode?: AddressLocation;
}

/**
 * An address to send: an {@link IdentityAddress}; the official SDK's names are accepted too and sent
 * as the wire names (`addressLine1` as `addressLine`, `formatted` as `formattedAddress`, `location`
 * as `geocode`). The caller's object is not changed.
 */
export interface IdentityAddressInput extends IdentityAddress {
  /** The official SDK's name of `addressLine`. */
  addressLine1?: string | null;
  /** The official SDK's name of `formattedAddress`. */
  formatted?: string | null;
  /** The official SDK's name of `geocode`. */
  location?: AddressLocation;
}

/** An address with its tag, as held in `identityProfile.addresses`. */
export interface AddressWrapper {
  address?: IdentityAddress;
  tag?: AddressTag;
}

/**
 * The profile of a sign-in identity: names, picture, language, privacy, custom fields, emails,
 * phones and addresses.
 */
export interface IdentityProfile {
  firstName?: string | null;
  lastName?: string | null;
  nickname?: string | null;
  picture?: string | null;
  /** @deprecated Use `secondaryEmails`. */
  emails?: string[];
  /** @deprecated Use `phonesV2`. */
  phones?: string[];
  labels?: string[];
  language?: string | null;
  privacyStatus?: PrivacyStatus;
  customFields?: CustomField[];
  secondaryEmails?: SecondaryEmail[];
  phonesV2?: Phone[];
  addresses?: AddressWrapper[];
  company?: string | null;
  position?: string | null;
  /** `YYYY-MM-DD`; a local date, so it stays a string. */
  birthdate?: string | null;
  slug?: string | null;
  subscription?: boolean | null;
  vatId?: string | null;
}

/** A connection of an identity to an external identity provider. */
export interface IdpConnection {
  idpConnectionId?: string;
  idpUserId?: string;
}

/** A connection of an identity to an authenticator. */
export interface AuthenticatorConnection {
  authenticatorConnectionId?: string;
  reEnrollmentRequired?: boolean;
}

/** How an identity can authenticate: an identity-provider connection or an authenticator. */
export interface Connection {
  idpConnection?: IdpConnection;
  authenticatorConnection?: AuthenticatorConnection;
}

/** The status of an identity and, when `PENDING`, why. */
export interface IdentityStatusInfo {
  name?: IdentityStatus;
  reasons?: PendingReason[];
}

/** One of an identity's authentication factors. */
export interface Factor {
  factorId?: string;
  type?: FactorType;
  status?: FactorStatus;
}

/** The login email of an identity and whether it is verified. */
export interface IdentityEmail {
  address?: string;
  isVerified?: boolean;
}

/**
 * A sign-in identity, as returned by register, login, verification, recovery and sign-on. For site
 * members, `id` is the member id.
 */
export interface Identity {
  id?: string | null;
  revision?: string | null;
  createdDate?: Date;
  updatedDate?: Date;
  connections?: Connection[];
  identityProfile?: IdentityProfile;
  metadata?: Record<string, unknown>;
  email?: IdentityEmail;
  status?: IdentityStatusInfo;
  factors?: Factor[];
}

// ---------------------------------------------------------------------------------------------
// Responses

/**
 * The server's answer to registerV2, loginV2, recover, verifyFactor and verifyDuringAuthentication:
 * the sign-in `state` with a `sessionToken` (SUCCESS) or a `stateToken` (a step is pending).
 */
export interface StateMachineResponse {
  state?: StateType;
  sessionToken?: string | null;
  stateToken?: string | null;
  identity?: Identity;
  additionalData?: Record<string, CustomValue>;
}

/** The answer to `signOn`: a session token for the member and their identity. */
export interface SignOnResponse {
  sessionToken?: string;
  identity?: Identity;
}

/** The answer to `startVerification`: the id of the verification just started. */
export interface StartVerificationResponse {
  verificationId?: string;
}

/** An answer with no fields (changePassword, the recovery emails). */
export type EmptyResponse = Record<string, never>;

// ---------------------------------------------------------------------------------------------
// Options of the sign-in calls

/**
 * Who signs in: the login email. The platform checks its format (a bad one is a field violation of
 * type `EMAIL`).
 */
export interface LoginId {
  email: string;
}

/** A custom field value to send (a {@link CustomValue}; `dateValue` is a `Date`). */
export type CustomValueInput = CustomValue;

/**
 * A profile to register or sign on with (an {@link IdentityProfile}; the platform sets
 * `formattedAddress` and `geocode`). Addresses may use the official SDK's names ({@link IdentityAddressInput}).
 */
export interface IdentityProfileInput extends Omit<IdentityProfile, 'addresses'> {
  addresses?: Array<Omit<AddressWrapper, 'address'> & { address?: IdentityAddressInput }>;
}

/** A reCAPTCHA token for the app's own site key. */
export interface ClientSiteKeyCaptcha {
  token?: string;
  siteKeyId?: string;
}

/**
 * A captcha token as the platform takes it: one of `Recaptcha` (visible widget), `InvisibleRecaptcha`,
 * `NoCaptcha` or a token for the app's own site key.
 */
export interface CaptchaToken {
  Recaptcha?: string;
  InvisibleRecaptcha?: string;
  NoCaptcha?: string;
  recaptchaForClientSiteKey?: ClientSiteKeyCaptcha;
}

/** Options of `registerV2`: the password, the profile, captcha tokens and client metadata. */
export interface RegisterV2Options {
  password?: string;
  profile?: IdentityProfileInput;
  captchaTokens?: CaptchaToken[];
  clientMetaData?: Record<string, unknown> | null;
}

/** Options of `loginV2`; `stateToken` continues a flow already in progress. */
export interface LoginV2Options {
  password?: string | null;
  captchaTokens?: CaptchaToken[];
  clientMetaData?: Record<string, unknown> | null;
  stateToken?: string | null;
}

/**
 * Options of `signOn`. `verifyEmail` (default false) marks the email verified; `mergeExistingContact`
 * (default true) links the member to the contact with the same email.
 */
export interface SignOnOptions {
  profile?: IdentityProfileInput;
  verifyEmail?: boolean;
  mergeExistingContact?: boolean;
}

/** Options of `loginCallback`: the flow's `state` and the login's `sessionToken`. */
export interface LoginCallbackOptions {
  state?: string;
  sessionToken?: string;
}

/** Options of `endSession`: where the platform sends the browser afterwards, and for which app. */
export interface EndSessionOptions {
  postLogoutRedirectUri?: string | null;
  clientId?: string | null;
}

/** A one-time code of a call, email, TOTP or recovery-code factor. */
export interface FactorCodeData {
  code?: string | null;
}

/** The data of an SMS factor: the code and how it was delivered. */
export interface SmsFactorData {
  code?: string | null;
  deliveryMethod?: DeliveryMethod;
  templateId?: string | null;
}

/** The data of a push factor. */
export interface PushFactorData {
  transactionId?: string | null;
}

/** The data of a WebAuthn factor. */
export interface WebauthnFactorData {
  challengeId?: string | null;
  credential?: string | null;
}

/** The data of a password factor. */
export interface PasswordFactorData {
  password?: string;
}

/** Options of `verifyFactor`: the `stateToken` of the pending step and the factor's data. */
export interface VerifyFactorOptions {
  stateToken?: string;
  rememberThisDevice?: boolean;
  smsData?: SmsFactorData;
  callData?: FactorCodeData;
  emailData?: FactorCodeData;
  totpData?: FactorCodeData;
  pushData?: PushFactorData;
  webauthnData?: WebauthnFactorData;
  recoveryCodeData?: FactorCodeData;
  passwordData?: PasswordFactorData;
}

// ---------------------------------------------------------------------------------------------
// Options of the recovery and verification calls

/**
 * Where the platform sends the member after a password reset or activation: `url` and the OAuth
 * `clientId` it is registered for.
 */
export interface RecoveryRedirect {
  url?: string;
  clientId?: string | null;
}

/** Options of `sendRecoveryEmail`: the email's language and where the reset link leads. */
export interface SendRecoveryEmailOptions {
  language?: string | null;
  redirect?: RecoveryRedirect;
}

/** The email options of `sendActivationEmail`. */
export interface ActivationEmailOptions {
  language?: string | null;
  redirect?: RecoveryRedirect;
}

/** Options of `sendActivationEmail`. */
export interface SendActivationEmailOptions {
  emailOptions?: ActivationEmailOptions;
}

/** Options of `recover`: the new password. */
export interface RecoverOptions {
  password?: string | null;
}

/** Options of `startVerification`: whose email gets a code. */
export interface StartVerificationOptions {
  identityId?: string | null;
  target?: VerificationTarget;
}

/** Options of `verifyDuringAuthentication`: the `stateToken` of the REQUIRE_EMAIL_VERIFICATION state. */
export interface VerifyDuringAuthenticationOptions {
  stateToken: string;
}
