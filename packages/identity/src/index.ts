/**
 * `@frontdesk/identity`: visitor and member sign-in. The platform's identity calls (register, login,
 * verification, recovery, redirect sessions) and the flows built on them (`register`, `login`,
 * `processVerification`, hosted login with `getAuthUrl`, direct login, external login, `logout`).
 *
 * @packageDocumentation
 */

// Calls (wire.md rows 99-112)
export { createRedirectSession } from './redirects.js';
export { changePassword, endSession, loginCallback, loginV2, registerV2, signOn, verifyFactor } from './authentication.js';
export { recover, sendActivationEmail, sendRecoveryEmail } from './recovery.js';
export { resendDuringAuthentication, startVerification, verifyDuringAuthentication } from './verification.js';

// Flows
export { register, type RegisterParams } from './flows/register.js';
export { login, type LoginParams } from './flows/login.js';
export { processVerification, type VerificationInputs } from './flows/process-verification.js';
export { sendPasswordResetEmail } from './flows/send-password-reset-email.js';
export { logout, type LogoutParams } from './flows/logout.js';
export { getAuthUrl, type AuthUrl, type AuthUrlOptions } from './flows/get-auth-url.js';
export { getMemberTokensForDirectLogin, DIRECT_LOGIN_TIMEOUT_MS, type DirectLoginOptions } from './flows/direct-login.js';
export {
  getMemberTokensForExternalLogin,
  getMemberTokensForExternalLoginWithSession,
  getMemberTokensForSession,
  type ExternalLoginOptions,
} from './flows/external-login.js';
export type { Completion, SignInOptions } from './flows/complete.js';
export {
  LoginState,
  UNKNOWN_STATE_ERROR,
  type EmailVerificationRequiredState,
  type FailureState,
  type InitialState,
  type LoginErrorCode,
  type OwnerApprovalRequiredState,
  type StateMachine,
  type SuccessState,
} from './flows/login-state.js';
export { IDENTITY_ERROR_CODES } from './flows/failures.js';

// Captcha
export { CAPTCHA_INVISIBLE_SITE_KEY, CAPTCHA_VISIBLE_SITE_KEY, type CaptchaTokens } from './captcha.js';

// Enums
export {
  AddressTag,
  AddressTagSchema,
  AttachPagesStatus,
  AttachPagesStatusSchema,
  CallbackType,
  CallbackTypeSchema,
  DeliveryMethod,
  DeliveryMethodSchema,
  EmailTag,
  EmailTagSchema,
  FactorStatus,
  FactorStatusSchema,
  FactorType,
  FactorTypeSchema,
  IdentityStatus,
  IdentityStatusSchema,
  IdentityType,
  IdentityTypeSchema,
  MembersAccountSection,
  MembersAccountSectionSchema,
  PendingReason,
  PendingReasonSchema,
  PhoneTag,
  PhoneTagSchema,
  PrivacyStatus,
  PrivacyStatusSchema,
  Prompt,
  PromptSchema,
  RedirectStatus,
  RedirectStatusSchema,
  ResponseModeSchema,
  StateType,
  StateTypeSchema,
  TenantType,
  TenantTypeSchema,
  VerificationTarget,
  VerificationTargetSchema,
} from './enums.js';

// Response schemas
export {
  AddressWrapperSchema,
  ConnectionSchema,
  CustomFieldSchema,
  CustomValueSchema,
  FactorSchema,
  IdentityAddressSchema,
  IdentityProfileSchema,
  IdentitySchema,
  IdentityStatusInfoSchema,
  PhoneSchema,
  SecondaryEmailSchema,
  type AddressWrapper,
  type Connection,
  type CustomField,
  type CustomValue,
  type Factor,
  type Identity,
  type IdentityAddress,
  type IdentityProfile,
  type IdentityStatusInfo,
  type Phone,
  type SecondaryEmail,
} from './schemas.js';
export {
  EmptyResponseSchema,
  RawHttpResponseSchema,
  SignOnResponseSchema,
  StartVerificationResponseSchema,
  StateMachineResponseSchema,
  type EmptyResponse,
  type RawHttpResponse,
  type SignOnResponse,
  type StartVerificationResponse,
  type StateMachineResponse,
} from './responses.js';

// Request schemas
export {
  CaptchaTokenSchema,
  CustomValueInputSchema,
  EndSessionOptionsSchema,
  IdentityProfileInputSchema,
  LoginCallbackOptionsSchema,
  LoginIdSchema,
  LoginV2OptionsSchema,
  RegisterV2OptionsSchema,
  SignOnOptionsSchema,
  VerifyFactorOptionsSchema,
  type CaptchaToken,
  type CustomValueInput,
  type EndSessionOptions,
  type IdentityProfileInput,
  type LoginCallbackOptions,
  type LoginId,
  type LoginV2Options,
  type RegisterV2Options,
  type SignOnOptions,
  type VerifyFactorOptions,
} from './request-schemas.js';
export {
  RecoverOptionsSchema,
  RecoveryRedirectSchema,
  SendActivationEmailOptionsSchema,
  SendRecoveryEmailOptionsSchema,
  StartVerificationOptionsSchema,
  VerifyDuringAuthenticationOptionsSchema,
  type RecoverOptions,
  type RecoveryRedirect,
  type SendActivationEmailOptions,
  type SendRecoveryEmailOptions,
  type StartVerificationOptions,
  type VerifyDuringAuthenticationOptions,
} from './verification-schemas.js';

// Redirect sessions
export {
  AuthorizeRequestSchema,
  CreateRedirectSessionOptionsSchema,
  CreateRedirectSessionResponseSchema,
  RedirectCallbacksSchema,
  RedirectPreferencesSchema,
  RedirectSessionSchema,
  type AuthorizeRequest,
  type CreateRedirectSessionOptions,
  type CreateRedirectSessionResponse,
  type RedirectCallbacks,
  type RedirectPreferences,
  type RedirectSession,
} from './redirect-schemas.js';
