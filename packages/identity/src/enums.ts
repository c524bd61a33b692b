import { enumeration, type EnumValue } from '@frontdesk/core';

/** The value sets this package shares with others, declared once in core. */
export { AccountSection as MembersAccountSection, AddressTag, EmailTag, IdentityType, PhoneTag } from '@frontdesk/core';

/*
 * The identity enums: one list of values each, giving the constant object and the type (`oneOf(X)`
 * in the inputs files validates arguments).
 */

/**
 * The status of a sign-in identity. Only `ACTIVE` identities can log in; `PENDING` ones wait for an email
 * verification or the owner's approval (see {@link PendingReason}).
 *
 * @example
 * ```ts
 * if (identity.status?.name === IdentityStatus.PENDING) showPendingNotice();
 * ```
 */
export const IdentityStatus = /* @__PURE__ */ enumeration(['UNKNOWN_STATUS', 'PENDING', 'ACTIVE', 'DELETED', 'BLOCKED', 'OFFLINE']);
/** One of {@link IdentityStatus}. */
export type IdentityStatus = EnumValue<typeof IdentityStatus>;

/**
 * Why an identity is `PENDING`.
 *
 * @example
 * ```ts
 * identity.status?.reasons?.includes(PendingReason.PENDING_EMAIL_VERIFICATION_REQUIRED);
 * ```
 */
export const PendingReason = /* @__PURE__ */ enumeration([
  'UNKNOWN_REASON',
  'PENDING_ADMIN_APPROVAL_REQUIRED',
  'PENDING_EMAIL_VERIFICATION_REQUIRED',
  'PENDING_REQUIRED_FIELDS_MISSING',
]);
/** One of {@link PendingReason}. */
export type PendingReason = EnumValue<typeof PendingReason>;

/**
 * Where an identity lives: a platform account, a site (members), or the root tenant.
 *
 * @example
 * ```ts
 * if (token.tenantType === TenantType.SITE) console.log('a site member');
 * ```
 */
export const TenantType = /* @__PURE__ */ enumeration(['UNKNOWN_TENANT_TYPE', 'ACCOUNT', 'SITE', 'ROOT']);
/** One of {@link TenantType}. */
export type TenantType = EnumValue<typeof TenantType>;

/**
 * An authentication factor, as used by `verifyFactor(client, factorType, ...)`.
 *
 * @example
 * ```ts
 * await verifyFactor(client, FactorType.EMAIL, { stateToken, emailData: { code } });
 * ```
 */
export const FactorType = /* @__PURE__ */ enumeration(['PASSWORD', 'SMS', 'CALL', 'EMAIL', 'TOTP', 'PUSH', 'WEBAUTHN', 'RECOVERY_CODE']);
/** One of {@link FactorType}. */
export type FactorType = EnumValue<typeof FactorType>;

/**
 * The status of one of an identity's factors.
 *
 * @example
 * ```ts
 * const usable = identity.factors?.filter((f) => f.status === FactorStatus.ACTIVE);
 * ```
 */
export const FactorStatus = /* @__PURE__ */ enumeration(['INACTIVE', 'ACTIVE', 'REQUIRE_REENROLL']);
/** One of {@link FactorStatus}. */
export type FactorStatus = EnumValue<typeof FactorStatus>;

/**
 * Whether a member's profile is visible to other members (identity side; members use `UNKNOWN`).
 *
 * @example
 * ```ts
 * await register(client, { email, password, profile: { privacyStatus: PrivacyStatus.PRIVATE } });
 * ```
 */
export const PrivacyStatus = /* @__PURE__ */ enumeration(['UNDEFINED', 'PUBLIC', 'PRIVATE']);
/** One of {@link PrivacyStatus}. */
export type PrivacyStatus = EnumValue<typeof PrivacyStatus>;

/**
 * The server's sign-in state (`state` of registerV2, loginV2, recover and verifyDuringAuthentication).
 * The flows turn it into a {@link LoginState}.
 *
 * @example
 * ```ts
 * const { state, stateToken } = await loginV2(client, { email }, { password });
 * if (state === StateType.REQUIRE_EMAIL_VERIFICATION) askForCode(stateToken);
 * ```
 */
export const StateType = /* @__PURE__ */ enumeration([
  'UNKNOWN_STATE',
  'SUCCESS',
  'REQUIRE_OWNER_APPROVAL',
  'REQUIRE_EMAIL_VERIFICATION',
  'STATUS_CHECK',
  'REQUIRE_MFA',
  'MFA_CHALLENGE',
  'REQUIRE_FIRST_FACTOR',
  'REQUIRE_MISSING_FIELDS',
]);
/** One of {@link StateType}. */
export type StateType = EnumValue<typeof StateType>;

/**
 * What a callback URL of a redirect session is used for.
 *
 * @example
 * ```ts
 * const kind: CallbackType = CallbackType.LOGOUT;
 * ```
 */
export const CallbackType = /* @__PURE__ */ enumeration(['UNKNOWN', 'LOGOUT', 'CHECKOUT', 'AUTHORIZE']);
/** One of {@link CallbackType}. */
export type CallbackType = EnumValue<typeof CallbackType>;

/**
 * The outcome of a redirects operation (attaching page templates).
 *
 * @example
 * ```ts
 * if (response.status === RedirectStatus.ERROR) console.warn('templates not attached');
 * ```
 */
export const RedirectStatus = /* @__PURE__ */ enumeration(['UNKNOWN', 'SUCCESS', 'ERROR']);
/** One of {@link RedirectStatus}. */
export type RedirectStatus = EnumValue<typeof RedirectStatus>;

/**
 * The outcome of attaching the hosted pages to a site (`NO_ACTION`: the site was already published).
 *
 * @example
 * ```ts
 * if (response.status === AttachPagesStatus.NO_ACTION) console.log('already published');
 * ```
 */
export const AttachPagesStatus = /* @__PURE__ */ enumeration(['UNKNOWN', 'SUCCESS', 'NO_ACTION', 'ERROR']);
/** One of {@link AttachPagesStatus}. */
export type AttachPagesStatus = EnumValue<typeof AttachPagesStatus>;

/**
 * The authorization prompt: `login` shows the hosted login page; `none` signs in silently (with a
 * `sessionToken` or an existing platform session) or fails.
 *
 * @example
 * ```ts
 * await getAuthUrl(client, oauthData, { prompt: Prompt.none });
 * ```
 */
export const Prompt = /* @__PURE__ */ enumeration(['login', 'none']);
/** One of {@link Prompt}. */
export type Prompt = EnumValue<typeof Prompt>;

/**
 * Where `startVerification` sends a code. Only `EMAIL` exists.
 *
 * @example
 * ```ts
 * await startVerification(client, { identityId, target: VerificationTarget.EMAIL });
 * ```
 */
export const VerificationTarget = /* @__PURE__ */ enumeration(['EMAIL']);
/** One of {@link VerificationTarget}. */
export type VerificationTarget = EnumValue<typeof VerificationTarget>;

/**
 * How an SMS factor's code is delivered.
 *
 * @example
 * ```ts
 * await verifyFactor(client, 'SMS', { stateToken, smsData: { code, deliveryMethod: DeliveryMethod.SMS } });
 * ```
 */
export const DeliveryMethod = /* @__PURE__ */ enumeration(['SMS', 'WHATSAPP']);
/** One of {@link DeliveryMethod}. */
export type DeliveryMethod = EnumValue<typeof DeliveryMethod>;
