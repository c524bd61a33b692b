import * as z from 'zod/mini';
import { timestamp } from '@frontdesk/core';
import {
  AddressTagSchema,
  CustomFieldOriginSchema,
  CustomFieldPrivacySchema,
  CustomFieldTypeSchema,
  EmailTagSchema,
  PhoneTagSchema,
  SocialTypeSchema,
} from './enums.js';
import { MemberAddressSchema } from './schemas.js';

/*
 * The member profile's companion entities (seed-spec section 3: custom fields, the About section,
 * badges, tagged phones, emails and addresses). The members calls do not return them inside
 * `Member`; they type what the site's profile settings and identity profiles carry, and what the
 * emulator keeps for its rules (custom field types decide which values `updateMember` accepts).
 */

/**
 * The definition of a member profile custom field: its key (as used in
 * `member.contact.customFields`), type, origin and default privacy.
 *
 * @example
 * ```ts
 * const website: CustomFieldDefinition = { key: 'custom.website', name: 'Website', fieldType: 'URL', fieldOrigin: 'CUSTOM', defaultPrivacy: 'PUBLIC' };
 * ```
 */
export const CustomFieldDefinitionSchema = z.looseObject({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  key: z.optional(z.string()),
  defaultPrivacy: z.optional(CustomFieldPrivacySchema),
  fieldType: z.optional(CustomFieldTypeSchema),
  socialType: z.optional(SocialTypeSchema),
  fieldOrigin: z.optional(CustomFieldOriginSchema),
  appliesTo: z.optional(z.enum(['ALL_MEMBERS', 'SELECTED_MEMBERS'])),
  section: z.optional(z.enum(['GENERAL', 'SOCIAL', 'DISPLAY_INFO', 'ADDRESS'])),
  createdDate: z.optional(timestamp()),
  updatedDate: z.optional(timestamp()),
  revision: z.optional(z.string()),
});
/** @see {@link CustomFieldDefinitionSchema} */
export type CustomFieldDefinition = z.infer<typeof CustomFieldDefinitionSchema>;

/**
 * A rich-text document (nodes of paragraphs, headings, images...), kept as the platform sends it.
 *
 * @example
 * ```ts
 * const about: RichContent = { nodes: [{ type: 'PARAGRAPH', nodes: [{ type: 'TEXT', textData: { text: 'Hi!' } }] }] };
 * ```
 */
export const RichContentSchema = z.looseObject({
  nodes: z.optional(z.array(z.looseObject({ type: z.optional(z.string()), id: z.optional(z.string()) }))),
  metadata: z.optional(z.looseObject({ version: z.optional(z.number()), createdTimestamp: z.optional(timestamp()), updatedTimestamp: z.optional(timestamp()) })),
  documentStyle: z.optional(z.looseObject({})),
});
/** @see {@link RichContentSchema} */
export type RichContent = z.infer<typeof RichContentSchema>;

/**
 * A member's "About" section: rich text on the profile page.
 *
 * @example
 * ```ts
 * const about: MemberAbout = { memberId, content: { nodes: [] } };
 * ```
 */
export const MemberAboutSchema = z.looseObject({
  id: z.optional(z.string()),
  revision: z.optional(z.string()),
  memberId: z.optional(z.string()),
  content: z.optional(RichContentSchema),
});
/** @see {@link MemberAboutSchema} */
export type MemberAbout = z.infer<typeof MemberAboutSchema>;

/**
 * A badge the site owner gives members (shown on their profile; may grant page permissions).
 *
 * @example
 * ```ts
 * const badge: MemberBadge = { title: 'Founding member', backgroundColor: '#796EFF', textColor: '#FFFFFF' };
 * ```
 */
export const MemberBadgeSchema = z.looseObject({
  id: z.optional(z.string()),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  backgroundColor: z.optional(z.string()),
  textColor: z.optional(z.string()),
  icon: z.optional(z.string()),
  permissionsEnabled: z.optional(z.boolean()),
  slug: z.optional(z.string()),
  createdDate: z.optional(timestamp()),
  updatedDate: z.optional(timestamp()),
});
/** @see {@link MemberBadgeSchema} */
export type MemberBadge = z.infer<typeof MemberBadgeSchema>;

/**
 * An email address with its tag (identity profiles).
 *
 * @example
 * ```ts
 * const email: TaggedEmail = { email: 'dana@work.example', tag: 'WORK' };
 * ```
 */
export const TaggedEmailSchema = z.looseObject({ email: z.optional(z.string()), tag: z.optional(EmailTagSchema) });
/** @see {@link TaggedEmailSchema} */
export type TaggedEmail = z.infer<typeof TaggedEmailSchema>;

/**
 * A phone number with its tag (identity profiles).
 *
 * @example
 * ```ts
 * const phone: TaggedPhone = { countryCode: 'IL', phone: '501234567', tag: 'MOBILE' };
 * ```
 */
export const TaggedPhoneSchema = z.looseObject({
  countryCode: z.optional(z.string()),
  phone: z.optional(z.string()),
  tag: z.optional(PhoneTagSchema),
});
/** @see {@link TaggedPhoneSchema} */
export type TaggedPhone = z.infer<typeof TaggedPhoneSchema>;

/**
 * An address with its tag (identity profiles).
 *
 * @example
 * ```ts
 * const home: TaggedAddress = { tag: 'HOME', address: { city: 'Lisbon', country: 'PT' } };
 * ```
 */
export const TaggedAddressSchema = z.looseObject({
  id: z.optional(z.string()),
  tag: z.optional(AddressTagSchema),
  address: z.optional(MemberAddressSchema),
});
/** @see {@link TaggedAddressSchema} */
export type TaggedAddress = z.infer<typeof TaggedAddressSchema>;
