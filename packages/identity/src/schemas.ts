import * as z from 'zod/mini';
import { float, timestamp } from '@frontdesk/core';
import {
  AddressTagSchema,
  EmailTagSchema,
  FactorStatusSchema,
  FactorTypeSchema,
  IdentityStatusSchema,
  PendingReasonSchema,
  PhoneTagSchema,
  PrivacyStatusSchema,
} from './enums.js';

/*
 * Response shapes of the sign-in calls (seed section 3, "Identity"). Field names are the wire names
 * (`id`, `createdDate`); timestamps are `Date`s in results. Entities are loose objects: fields the
 * platform adds later pass through untouched.
 */

const text = () => z.optional(z.nullable(z.string()));

/** A scalar custom value: exactly one of its fields is set. */
const CustomScalarSchema = z.looseObject({
  strValue: z.optional(z.string()),
  numValue: z.optional(z.number()),
  dateValue: z.optional(timestamp()),
  boolValue: z.optional(z.boolean()),
});

/**
 * A custom field's value: one of `strValue`, `numValue`, `dateValue` (a `Date`), `boolValue`, a
 * `listValue` or a `mapValue` of such values.
 *
 * @example
 * ```ts
 * const birthday = identity.identityProfile?.customFields?.find((f) => f.name === 'birthday')?.value?.dateValue;
 * ```
 */
export const CustomValueSchema = z.looseObject({
  ...CustomScalarSchema.shape,
  listValue: z.optional(z.looseObject({ value: z.optional(z.array(CustomScalarSchema)) })),
  mapValue: z.optional(z.looseObject({ value: z.optional(z.record(z.string(), CustomScalarSchema)) })),
});
/**
 * A custom field's value.
 *
 * @example
 * ```ts
 * const value: CustomValue = { numValue: 42 };
 * ```
 */
export type CustomValue = z.infer<typeof CustomValueSchema>;

/**
 * A custom field of an identity profile (`name` is the extended field key without `custom.`).
 *
 * @example
 * ```ts
 * const field: CustomField = { name: 'shoeSize', value: { numValue: 42 } };
 * ```
 */
export const CustomFieldSchema = z.looseObject({
  name: z.optional(z.string()),
  value: z.optional(CustomValueSchema),
});
/**
 * A custom field of an identity profile.
 *
 * @example
 * ```ts
 * const fields: CustomField[] = profile.customFields ?? [];
 * ```
 */
export type CustomField = z.infer<typeof CustomFieldSchema>;

/**
 * A secondary email address with its tag.
 *
 * @example
 * ```ts
 * const work = profile.secondaryEmails?.find((e) => e.tag === 'WORK')?.email;
 * ```
 */
export const SecondaryEmailSchema = z.looseObject({
  email: z.optional(z.string()),
  tag: z.optional(EmailTagSchema),
});
/**
 * A secondary email address.
 *
 * @example
 * ```ts
 * const email: SecondaryEmail = { email: 'ada@work.example', tag: 'WORK' };
 * ```
 */
export type SecondaryEmail = z.infer<typeof SecondaryEmailSchema>;

/**
 * A phone number with its tag.
 *
 * @example
 * ```ts
 * const mobile = profile.phonesV2?.find((p) => p.tag === 'MOBILE')?.phone;
 * ```
 */
export const PhoneSchema = z.looseObject({
  countryCode: text(),
  phone: z.optional(z.string()),
  tag: z.optional(PhoneTagSchema),
});
/**
 * A phone number.
 *
 * @example
 * ```ts
 * const phone: Phone = { countryCode: 'US', phone: '5551234567', tag: 'MOBILE' };
 * ```
 */
export type Phone = z.infer<typeof PhoneSchema>;

/**
 * An identity's postal address (the identity side uses `addressLine1`/`addressLine2`, `formatted` and
 * `location`, unlike member and booking addresses).
 *
 * @example
 * ```ts
 * const city = profile.addresses?.[0]?.address?.city;
 * ```
 */
export const IdentityAddressSchema = z.looseObject({
  country: text(),
  subdivision: text(),
  city: text(),
  postalCode: text(),
  addressLine1: text(),
  addressLine2: text(),
  formatted: text(),
  location: z.optional(z.looseObject({ latitude: z.optional(float()), longitude: z.optional(float()) })),
});
/**
 * An identity's postal address.
 *
 * @example
 * ```ts
 * const address: IdentityAddress = { city: 'Lisbon', country: 'PT' };
 * ```
 */
export type IdentityAddress = z.infer<typeof IdentityAddressSchema>;

/**
 * An address with its tag, as held in `identityProfile.addresses`.
 *
 * @example
 * ```ts
 * const home = profile.addresses?.find((a) => a.tag === 'HOME')?.address;
 * ```
 */
export const AddressWrapperSchema = z.looseObject({
  address: z.optional(IdentityAddressSchema),
  tag: z.optional(AddressTagSchema),
});
/**
 * An address with its tag.
 *
 * @example
 * ```ts
 * const home: AddressWrapper | undefined = profile.addresses?.find((a) => a.tag === 'HOME');
 * ```
 */
export type AddressWrapper = z.infer<typeof AddressWrapperSchema>;

/**
 * The profile of a sign-in identity: names, picture, language, privacy, custom fields, emails,
 * phones and addresses.
 *
 * @example
 * ```ts
 * const name = [identity.identityProfile?.firstName, identity.identityProfile?.lastName].filter(Boolean).join(' ');
 * ```
 */
export const IdentityProfileSchema = z.looseObject({
  firstName: text(),
  lastName: text(),
  nickname: text(),
  picture: text(),
  /** @deprecated Use `secondaryEmails`. */
  emails: z.optional(z.array(z.string())),
  /** @deprecated Use `phonesV2`. */
  phones: z.optional(z.array(z.string())),
  labels: z.optional(z.array(z.string())),
  language: text(),
  privacyStatus: z.optional(PrivacyStatusSchema),
  customFields: z.optional(z.array(CustomFieldSchema)),
  secondaryEmails: z.optional(z.array(SecondaryEmailSchema)),
  phonesV2: z.optional(z.array(PhoneSchema)),
  addresses: z.optional(z.array(AddressWrapperSchema)),
  company: text(),
  position: text(),
  /** `YYYY-MM-DD`; a local date, so it stays a string. */
  birthdate: text(),
  slug: text(),
  subscription: z.optional(z.nullable(z.boolean())),
  vatId: text(),
});
/**
 * The profile of a sign-in identity.
 *
 * @example
 * ```ts
 * const profile: IdentityProfile | undefined = identity.identityProfile;
 * ```
 */
export type IdentityProfile = z.infer<typeof IdentityProfileSchema>;

/**
 * How an identity can authenticate: an identity-provider connection or an authenticator.
 *
 * @example
 * ```ts
 * const social = identity.connections?.some((c) => c.idpConnection);
 * ```
 */
export const ConnectionSchema = z.looseObject({
  idpConnection: z.optional(z.looseObject({ idpConnectionId: z.optional(z.string()), idpUserId: z.optional(z.string()) })),
  authenticatorConnection: z.optional(
    z.looseObject({ authenticatorConnectionId: z.optional(z.string()), reEnrollmentRequired: z.optional(z.boolean()) }),
  ),
});
/**
 * How an identity can authenticate.
 *
 * @example
 * ```ts
 * const connections: Connection[] = identity.connections ?? [];
 * ```
 */
export type Connection = z.infer<typeof ConnectionSchema>;

/**
 * The status of an identity and, when `PENDING`, why.
 *
 * @example
 * ```ts
 * if (identity.status?.reasons?.includes('PENDING_ADMIN_APPROVAL_REQUIRED')) showWaitingForApproval();
 * ```
 */
export const IdentityStatusInfoSchema = z.looseObject({
  name: z.optional(IdentityStatusSchema),
  reasons: z.optional(z.array(PendingReasonSchema)),
});
/**
 * The status of an identity.
 *
 * @example
 * ```ts
 * const status: IdentityStatusInfo | undefined = identity.status;
 * ```
 */
export type IdentityStatusInfo = z.infer<typeof IdentityStatusInfoSchema>;

/**
 * One of an identity's authentication factors.
 *
 * @example
 * ```ts
 * const hasTotp = identity.factors?.some((f) => f.type === 'TOTP' && f.status === 'ACTIVE');
 * ```
 */
export const FactorSchema = z.looseObject({
  factorId: z.optional(z.string()),
  type: z.optional(FactorTypeSchema),
  status: z.optional(FactorStatusSchema),
});
/**
 * One of an identity's authentication factors.
 *
 * @example
 * ```ts
 * const factors: Factor[] = identity.factors ?? [];
 * ```
 */
export type Factor = z.infer<typeof FactorSchema>;

/**
 * A sign-in identity, as returned by register, login, verification, recovery and sign-on. For site
 * members, `id` is the member id.
 *
 * @example
 * ```ts
 * const { identity } = await signOn(admin, { email: 'ada@example.com' });
 * identity?.createdDate instanceof Date; // true
 * ```
 */
export const IdentitySchema = z.looseObject({
  id: text(),
  revision: text(),
  createdDate: z.optional(timestamp()),
  updatedDate: z.optional(timestamp()),
  connections: z.optional(z.array(ConnectionSchema)),
  identityProfile: z.optional(IdentityProfileSchema),
  metadata: z.optional(z.looseObject({})),
  email: z.optional(z.looseObject({ address: z.optional(z.string()), isVerified: z.optional(z.boolean()) })),
  status: z.optional(IdentityStatusInfoSchema),
  factors: z.optional(z.array(FactorSchema)),
});
/**
 * A sign-in identity.
 *
 * @example
 * ```ts
 * const identity: Identity | undefined = (await loginV2(client, { email }, { password })).identity;
 * ```
 */
export type Identity = z.infer<typeof IdentitySchema>;
