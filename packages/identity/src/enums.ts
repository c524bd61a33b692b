import * as z from 'zod/mini';

/** `{ A: 'A', B: 'B' }` from `['A', 'B']`, frozen. */
function constants<const T extends readonly string[]>(values: T): { readonly [K in T[number]]: K } {
  return Object.freeze(Object.fromEntries(values.map((value) => [value, value]))) as { readonly [K in T[number]]: K };
}

const IDENTITY_TYPES = ['UNKNOWN', 'ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP'] as const;
/**
 * Who a caller is: an anonymous visitor, a site member, a site user (the owner or a collaborator, the
 * value carries the platform's brand prefix) or an app.
 *
 * @example
 * ```ts
 * if (event.identity.identityType === IdentityType.MEMBER) notifyMember(event.identity.memberId);
 * ```
 */
export const IdentityType = constants(IDENTITY_TYPES);
/** One of {@link IdentityType}. */
export type IdentityType = (typeof IDENTITY_TYPES)[number];
/** Schema of {@link IdentityType}. @example `z.parse(IdentityTypeSchema, 'MEMBER')` */
export const IdentityTypeSchema = z.enum(IDENTITY_TYPES);

const IDENTITY_STATUSES = ['UNKNOWN_STATUS', 'PENDING', 'ACTIVE', 'DELETED', 'BLOCKED', 'OFFLINE'] as const;
/**
 * The status of a sign-in identity. Only `ACTIVE` identities can log in; `PENDING` ones wait for an email
 * verification or the owner's approval (see {@link PendingReason}).
 *
 * @example
 * ```ts
 * if (identity.status?.name === IdentityStatus.PENDING) showPendingNotice();
 * ```
 */
export const IdentityStatus = constants(IDENTITY_STATUSES);
/** One of {@link IdentityStatus}. */
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];
/** Schema of {@link IdentityStatus}. @example `z.parse(IdentityStatusSchema, 'ACTIVE')` */
export const IdentityStatusSchema = z.enum(IDENTITY_STATUSES);

const PENDING_REASONS = [
  'UNKNOWN_REASON',
  'PENDING_ADMIN_APPROVAL_REQUIRED',
  'PENDING_EMAIL_VERIFICATION_REQUIRED',
  'PENDING_REQUIRED_FIELDS_MISSING',
] as const;
/**
 * Why an identity is `PENDING`.
 *
 * @example
 * ```ts
 * identity.status?.reasons?.includes(PendingReason.PENDING_EMAIL_VERIFICATION_REQUIRED);
 * ```
 */
export const PendingReason = constants(PENDING_REASONS);
/** One of {@link PendingReason}. */
export type PendingReason = (typeof PENDING_REASONS)[number];
/** Schema of {@link PendingReason}. @example `z.parse(PendingReasonSchema, 'PENDING_ADMIN_APPROVAL_REQUIRED')` */
export const PendingReasonSchema = z.enum(PENDING_REASONS);

const TENANT_TYPES = ['UNKNOWN_TENANT_TYPE', 'ACCOUNT', 'SITE', 'ROOT'] as const;
/**
 * Where an identity lives: a platform account, a site (members), or the root tenant.
 *
 * @example
 * ```ts
 * if (token.tenantType === TenantType.SITE) console.log('a site member');
 * ```
 */
export const TenantType = constants(TENANT_TYPES);
/** One of {@link TenantType}. */
export type TenantType = (typeof TENANT_TYPES)[number];
/** Schema of {@link TenantType}. @example `z.parse(TenantTypeSchema, 'SITE')` */
export const TenantTypeSchema = z.enum(TENANT_TYPES);

const FACTOR_TYPES = ['PASSWORD', 'SMS', 'CALL', 'EMAIL', 'TOTP', 'PUSH', 'WEBAUTHN', 'RECOVERY_CODE'] as const;
/**
 * An authentication factor, as used by `verifyFactor(client, factorType, ...)`.
 *
 * @example
 * ```ts
 * await verifyFactor(client, FactorType.EMAIL, { stateToken, emailData: { code } });
 * ```
 */
export const FactorType = constants(FACTOR_TYPES);
/** One of {@link FactorType}. */
export type FactorType = (typeof FACTOR_TYPES)[number];
/** Schema of {@link FactorType}. @example `z.parse(FactorTypeSchema, 'TOTP')` */
export const FactorTypeSchema = z.enum(FACTOR_TYPES);

const FACTOR_STATUSES = ['INACTIVE', 'ACTIVE', 'REQUIRE_REENROLL'] as const;
/**
 * The status of one of an identity's factors.
 *
 * @example
 * ```ts
 * const usable = identity.factors?.filter((f) => f.status === FactorStatus.ACTIVE);
 * ```
 */
export const FactorStatus = constants(FACTOR_STATUSES);
/** One of {@link FactorStatus}. */
export type FactorStatus = (typeof FACTOR_STATUSES)[number];
/** Schema of {@link FactorStatus}. @example `z.parse(FactorStatusSchema, 'ACTIVE')` */
export const FactorStatusSchema = z.enum(FACTOR_STATUSES);

const EMAIL_TAGS = ['UNTAGGED', 'MAIN', 'HOME', 'WORK'] as const;
/**
 * The tag of a secondary email address.
 *
 * @example
 * ```ts
 * profile.secondaryEmails = [{ email: 'me@work.example', tag: EmailTag.WORK }];
 * ```
 */
export const EmailTag = constants(EMAIL_TAGS);
/** One of {@link EmailTag}. */
export type EmailTag = (typeof EMAIL_TAGS)[number];
/** Schema of {@link EmailTag}. @example `z.parse(EmailTagSchema, 'WORK')` */
export const EmailTagSchema = z.enum(EMAIL_TAGS);

const PHONE_TAGS = ['UNTAGGED', 'MAIN', 'HOME', 'MOBILE', 'WORK', 'FAX'] as const;
/**
 * The tag of a phone number.
 *
 * @example
 * ```ts
 * profile.phonesV2 = [{ countryCode: 'US', phone: '5551234567', tag: PhoneTag.MOBILE }];
 * ```
 */
export const PhoneTag = constants(PHONE_TAGS);
/** One of {@link PhoneTag}. */
export type PhoneTag = (typeof PHONE_TAGS)[number];
/** Schema of {@link PhoneTag}. @example `z.parse(PhoneTagSchema, 'MOBILE')` */
export const PhoneTagSchema = z.enum(PHONE_TAGS);

const ADDRESS_TAGS = ['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING'] as const;
/**
 * The tag of an address.
 *
 * @example
 * ```ts
 * profile.addresses = [{ tag: AddressTag.HOME, address: { city: 'Lisbon', country: 'PT' } }];
 * ```
 */
export const AddressTag = constants(ADDRESS_TAGS);
/** One of {@link AddressTag}. */
export type AddressTag = (typeof ADDRESS_TAGS)[number];
/** Schema of {@link AddressTag}. @example `z.parse(AddressTagSchema, 'HOME')` */
export const AddressTagSchema = z.enum(ADDRESS_TAGS);

const PRIVACY_STATUSES = ['UNDEFINED', 'PUBLIC', 'PRIVATE'] as const;
/**
 * Whether a member's profile is visible to other members (identity side; members use `UNKNOWN`).
 *
 * @example
 * ```ts
 * await register(client, { email, password, profile: { privacyStatus: PrivacyStatus.PRIVATE } });
 * ```
 */
export const PrivacyStatus = constants(PRIVACY_STATUSES);
/** One of {@link PrivacyStatus}. */
export type PrivacyStatus = (typeof PRIVACY_STATUSES)[number];
/** Schema of {@link PrivacyStatus}. @example `z.parse(PrivacyStatusSchema, 'PUBLIC')` */
export const PrivacyStatusSchema = z.enum(PRIVACY_STATUSES);

const STATE_TYPES = [
  'UNKNOWN_STATE',
  'SUCCESS',
  'REQUIRE_OWNER_APPROVAL',
  'REQUIRE_EMAIL_VERIFICATION',
  'STATUS_CHECK',
  'REQUIRE_MFA',
  'MFA_CHALLENGE',
  'REQUIRE_FIRST_FACTOR',
  'REQUIRE_MISSING_FIELDS',
] as const;
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
export const StateType = constants(STATE_TYPES);
/** One of {@link StateType}. */
export type StateType = (typeof STATE_TYPES)[number];
/** Schema of {@link StateType}. @example `z.parse(StateTypeSchema, 'SUCCESS')` */
export const StateTypeSchema = z.enum(STATE_TYPES);

const CALLBACK_TYPES = ['UNKNOWN', 'LOGOUT', 'CHECKOUT', 'AUTHORIZE'] as const;
/**
 * What a callback URL of a redirect session is used for.
 *
 * @example
 * ```ts
 * const kind: CallbackType = CallbackType.LOGOUT;
 * ```
 */
export const CallbackType = constants(CALLBACK_TYPES);
/** One of {@link CallbackType}. */
export type CallbackType = (typeof CALLBACK_TYPES)[number];
/** Schema of {@link CallbackType}. @example `z.parse(CallbackTypeSchema, 'AUTHORIZE')` */
export const CallbackTypeSchema = z.enum(CALLBACK_TYPES);

const REDIRECT_STATUSES = ['UNKNOWN', 'SUCCESS', 'ERROR'] as const;
/**
 * The outcome of a redirects operation (attaching page templates).
 *
 * @example
 * ```ts
 * if (response.status === RedirectStatus.ERROR) console.warn('templates not attached');
 * ```
 */
export const RedirectStatus = constants(REDIRECT_STATUSES);
/** One of {@link RedirectStatus}. */
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
/** Schema of {@link RedirectStatus}. @example `z.parse(RedirectStatusSchema, 'SUCCESS')` */
export const RedirectStatusSchema = z.enum(REDIRECT_STATUSES);

const ATTACH_PAGES_STATUSES = ['UNKNOWN', 'SUCCESS', 'NO_ACTION', 'ERROR'] as const;
/**
 * The outcome of attaching the hosted pages to a site (`NO_ACTION`: the site was already published).
 *
 * @example
 * ```ts
 * if (response.status === AttachPagesStatus.NO_ACTION) console.log('already published');
 * ```
 */
export const AttachPagesStatus = constants(ATTACH_PAGES_STATUSES);
/** One of {@link AttachPagesStatus}. */
export type AttachPagesStatus = (typeof ATTACH_PAGES_STATUSES)[number];
/** Schema of {@link AttachPagesStatus}. @example `z.parse(AttachPagesStatusSchema, 'NO_ACTION')` */
export const AttachPagesStatusSchema = z.enum(ATTACH_PAGES_STATUSES);

const PROMPTS = ['login', 'none'] as const;
/**
 * The authorization prompt: `login` shows the hosted login page; `none` signs in silently (with a
 * `sessionToken` or an existing platform session) or fails.
 *
 * @example
 * ```ts
 * await getAuthUrl(client, oauthData, { prompt: Prompt.none });
 * ```
 */
export const Prompt = constants(PROMPTS);
/** One of {@link Prompt}. */
export type Prompt = (typeof PROMPTS)[number];
/** Schema of {@link Prompt}. @example `z.parse(PromptSchema, 'login')` */
export const PromptSchema = z.enum(PROMPTS);

const RESPONSE_MODES = ['fragment', 'query', 'web_message'] as const;
/** Schema of the authorization `responseMode`. @example `z.parse(ResponseModeSchema, 'query')` */
export const ResponseModeSchema = z.enum(RESPONSE_MODES);

const ACCOUNT_SECTIONS = ['ACCOUNT_INFO', 'BOOKINGS', 'ORDERS', 'SUBSCRIPTIONS', 'EVENTS'] as const;
/**
 * A section of the hosted member account page.
 *
 * @example
 * ```ts
 * const section: MembersAccountSection = MembersAccountSection.BOOKINGS;
 * ```
 */
export const MembersAccountSection = constants(ACCOUNT_SECTIONS);
/** One of {@link MembersAccountSection}. */
export type MembersAccountSection = (typeof ACCOUNT_SECTIONS)[number];
/** Schema of {@link MembersAccountSection}. @example `z.parse(MembersAccountSectionSchema, 'ORDERS')` */
export const MembersAccountSectionSchema = z.enum(ACCOUNT_SECTIONS);

const VERIFICATION_TARGETS = ['EMAIL'] as const;
/**
 * Where `startVerification` sends a code. Only `EMAIL` exists.
 *
 * @example
 * ```ts
 * await startVerification(client, { identityId, target: VerificationTarget.EMAIL });
 * ```
 */
export const VerificationTarget = constants(VERIFICATION_TARGETS);
/** One of {@link VerificationTarget}. */
export type VerificationTarget = (typeof VERIFICATION_TARGETS)[number];
/** Schema of {@link VerificationTarget}. @example `z.parse(VerificationTargetSchema, 'EMAIL')` */
export const VerificationTargetSchema = z.enum(VERIFICATION_TARGETS);

const DELIVERY_METHODS = ['SMS', 'WHATSAPP'] as const;
/**
 * How an SMS factor's code is delivered.
 *
 * @example
 * ```ts
 * await verifyFactor(client, 'SMS', { stateToken, smsData: { code, deliveryMethod: DeliveryMethod.SMS } });
 * ```
 */
export const DeliveryMethod = constants(DELIVERY_METHODS);
/** One of {@link DeliveryMethod}. */
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
/** Schema of {@link DeliveryMethod}. @example `z.parse(DeliveryMethodSchema, 'SMS')` */
export const DeliveryMethodSchema = z.enum(DELIVERY_METHODS);
