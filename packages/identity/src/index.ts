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
export { getAuthUrl, type AuthUrl, type AuthUrlOptions, type IdentityProvider } from './flows/get-auth-url.js';
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
  AttachPagesStatus,
  CallbackType,
  DeliveryMethod,
  EmailTag,
  FactorStatus,
  FactorType,
  IdentityStatus,
  IdentityType,
  MembersAccountSection,
  PendingReason,
  PhoneTag,
  PrivacyStatus,
  Prompt,
  RedirectStatus,
  StateType,
  TenantType,
  VerificationTarget,
} from './enums.js';

// Entities, responses and options
export type {
  ActivationEmailOptions,
  AddressLocation,
  AddressWrapper,
  AuthenticatorConnection,
  CaptchaToken,
  ClientSiteKeyCaptcha,
  Connection,
  CustomField,
  CustomListValue,
  CustomMapValue,
  CustomScalarValue,
  CustomValue,
  CustomValueInput,
  EmptyResponse,
  EndSessionOptions,
  Factor,
  FactorCodeData,
  Identity,
  IdentityAddress,
  IdentityAddressInput,
  IdentityEmail,
  IdentityProfile,
  IdentityProfileInput,
  IdentityStatusInfo,
  IdpConnection,
  LoginCallbackOptions,
  LoginId,
  LoginV2Options,
  PasswordFactorData,
  Phone,
  PushFactorData,
  RecoverOptions,
  RecoveryRedirect,
  RegisterV2Options,
  SecondaryEmail,
  SendActivationEmailOptions,
  SendRecoveryEmailOptions,
  SignOnOptions,
  SignOnResponse,
  SmsFactorData,
  StartVerificationOptions,
  StartVerificationResponse,
  StateMachineResponse,
  VerifyDuringAuthenticationOptions,
  VerifyFactorOptions,
  WebauthnFactorData,
} from './types.js';
/** A raw HTTP answer (of `endSession`): the status, the headers and the body as text. */
export type { RawHttpResponse } from '@frontdesk/core';

// Redirect sessions
export type {
  AuthIntent,
  AuthorizeRequest,
  BookingsBookIntent,
  BookingsCheckoutIntent,
  CreateRedirectSessionOptions,
  CreateRedirectSessionResponse,
  EcomCheckoutIntent,
  EcomOrderPaymentRequestIntent,
  EventsCheckoutIntent,
  LogoutIntent,
  MemberAccountPageIntent,
  PaidPlansCheckoutIntent,
  RedirectCallbacks,
  RedirectPreferences,
  RedirectSession,
  RedirectUrlDetails,
  StoresProductIntent,
} from './types.js';
