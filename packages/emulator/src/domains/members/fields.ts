import { validationError, type FieldViolation } from '../../errors.js';
import { newId } from '../../ids.js';
import type { EmulatorState } from '../../state/types.js';
import { customFieldDefinitions } from './extras.js';
import type { CustomFieldDefinition, Member, MemberContact, MemberPrivacyStatus, MemberProfile } from './types.js';
import { clone } from '../../state/clone.js';
import { own } from '../../util/safe-keys.js';
import { display, isRecord } from '../../util/values.js';

/*
 * The writable member fields of createMember and updateMember (platform-rules §5.2): only the fields
 * sent change; `""` (or null) clears a text field; phones, emails and addresses replace the whole
 * array and an empty array is ignored; custom fields are checked against their definitions (only
 * defined keys are kept; URL and SOCIAL values must be http(s) URLs: `INVALID_CUSTOM_FIELD_URL`).
 * Read-only fields (id, loginEmail, status, contactId, activityStatus, slug, dates) are ignored.
 */

const CONTACT_TEXT = ['firstName', 'lastName', 'birthdate', 'company', 'jobTitle'] as const;
const PROFILE_TEXT = ['nickname', 'title'] as const;

/**
 * What a create or update sets: the next `contact`, `profile` and `privacyStatus` (only the keys
 * that were sent).
 */
export type MemberChange = Partial<Pick<Member, 'contact' | 'profile' | 'privacyStatus'>>;

function isUrl(value: unknown): boolean {
  if (typeof value !== 'string' || !/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

function customValue(def: CustomFieldDefinition, value: unknown, at: string, violations: FieldViolation[]): unknown {
  switch (def.fieldType) {
    case 'URL':
    case 'SOCIAL':
      if (isUrl(value)) return value;
      violations.push({
        field: at,
        description: 'must be a valid URL',
        ruleName: 'INVALID_CUSTOM_FIELD_URL',
        data: { fields: { [def.key]: display(value) } },
      });
      return undefined;
    case 'NUMBER': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n === 'number' && Number.isFinite(n)) return n;
      violations.push({ field: at, description: 'must be a number', violatedRule: 'FORMAT', data: {} });
      return undefined;
    }
    case 'DATE':
      if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value))) return value.slice(0, 10);
      violations.push({ field: at, description: 'must be a date (YYYY-MM-DD)', violatedRule: 'FORMAT', data: {} });
      return undefined;
    default:
      if (typeof value === 'string' || typeof value === 'number') return String(value);
      violations.push({ field: at, description: 'must be text', violatedRule: 'FORMAT', data: {} });
      return undefined;
  }
}

function applyCustomFields(
  state: EmulatorState,
  current: MemberContact['customFields'],
  sent: unknown,
  at: string,
  violations: FieldViolation[],
): Record<string, unknown> | undefined {
  if (!isRecord(sent)) {
    violations.push({ field: at, description: 'must be an object keyed by custom field key', violatedRule: 'FORMAT', data: {} });
    return undefined;
  }
  const definitions = customFieldDefinitions(state);
  const next: Record<string, unknown> = clone((current ?? {}) as Record<string, unknown>);
  for (const [key, entry] of Object.entries(sent)) {
    const def = own(definitions, key);
    if (!def) continue; // only fields added to the member profile exist
    const value = isRecord(entry) ? entry.value : entry;
    if (value === undefined || value === null || value === '') {
      delete next[key];
      continue;
    }
    const checked = customValue(def, value, `${at}.${key}.value`, violations);
    if (checked !== undefined) next[key] = { name: def.name, value: checked };
  }
  return next;
}

function applyText(
  target: Record<string, unknown>,
  sent: Record<string, unknown>,
  keys: readonly string[],
  at: string,
  violations: FieldViolation[],
): void {
  for (const key of keys) {
    if (!(key in sent) || sent[key] === undefined) continue;
    const value = sent[key];
    if (value === null || value === '') delete target[key];
    else if (typeof value === 'string') target[key] = value;
    else violations.push({ field: `${at}.${key}`, description: 'must be a string', violatedRule: 'FORMAT', data: {} });
  }
}

function applyStrings(
  target: Record<string, unknown>,
  sent: Record<string, unknown>,
  key: 'phones' | 'emails',
  at: string,
  violations: FieldViolation[],
): void {
  const value = sent[key];
  if (value === undefined || value === null) return;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item === '')) {
    violations.push({ field: `${at}.${key}`, description: 'must be a list of non-empty strings', violatedRule: 'FORMAT', data: {} });
    return;
  }
  if (key === 'emails' && value.some((email) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email as string))) {
    violations.push({ field: `${at}.emails`, description: 'must be valid email addresses', violatedRule: 'FORMAT', data: {} });
    return;
  }
  if (value.length > 0) target[key] = [...value]; // an empty array changes nothing (use the delete calls)
}

function applyAddresses(target: Record<string, unknown>, sent: Record<string, unknown>, at: string, violations: FieldViolation[]): void {
  const value = sent.addresses;
  if (value === undefined || value === null) return;
  if (!Array.isArray(value) || value.some((item) => !isRecord(item))) {
    violations.push({ field: `${at}.addresses`, description: 'must be a list of addresses', violatedRule: 'FORMAT', data: {} });
    return;
  }
  if (value.length > 0) {
    target.addresses = value.map((address) => ({
      ...clone(address as Record<string, unknown>),
      id: (address as { id?: unknown }).id || newId(),
    }));
  }
}

// A section of the member change (`contact`, `profile`) when sent: an object, else a FORMAT violation.
function sentSection(
  input: Record<string, any>,
  key: 'contact' | 'profile',
  at: string,
  violations: FieldViolation[],
): Record<string, any> | undefined {
  const sent = input[key];
  if (sent === undefined || sent === null) return undefined;
  if (isRecord(sent)) return sent;
  violations.push({ field: `${at}.${key}`, description: 'must be an object', violatedRule: 'FORMAT', data: {} });
  return undefined;
}

/**
 * Validates the writable fields of `input` (a member entity as sent) against `current`, and returns
 * the change to apply, or throws a validation error naming every bad field (`at` prefixes them).
 */
export function memberChange(state: EmulatorState, current: Pick<Member, 'contact' | 'profile'>, input: unknown, at: string): MemberChange {
  if (!isRecord(input)) throw validationError([{ field: at, description: 'is required', violatedRule: 'REQUIRED_FIELD', data: {} }]);
  const violations: FieldViolation[] = [];
  const change: MemberChange = {};
  const sentContact = sentSection(input, 'contact', at, violations);
  if (sentContact) {
    const contact = clone(current.contact) as Record<string, unknown>;
    applyText(contact, sentContact, CONTACT_TEXT, `${at}.contact`, violations);
    applyStrings(contact, sentContact, 'phones', `${at}.contact`, violations);
    applyStrings(contact, sentContact, 'emails', `${at}.contact`, violations);
    applyAddresses(contact, sentContact, `${at}.contact`, violations);
    if (sentContact.customFields !== undefined && sentContact.customFields !== null) {
      const fields = applyCustomFields(
        state,
        current.contact.customFields,
        sentContact.customFields,
        `${at}.contact.customFields`,
        violations,
      );
      if (fields && Object.keys(fields).length > 0) contact.customFields = fields;
      else delete contact.customFields;
    }
    change.contact = contact as MemberContact;
  }
  const sentProfile = sentSection(input, 'profile', at, violations);
  if (sentProfile) {
    const profile = clone(current.profile) as Record<string, unknown>;
    applyText(profile, sentProfile, PROFILE_TEXT, `${at}.profile`, violations);
    for (const key of ['photo', 'cover'] as const) {
      const value = sentProfile[key];
      if (value === null) delete profile[key];
      else if (isRecord(value)) profile[key] = clone(value);
      else if (value !== undefined)
        violations.push({ field: `${at}.profile.${key}`, description: 'must be an image object', violatedRule: 'FORMAT', data: {} });
    }
    change.profile = profile as MemberProfile;
  }
  const privacy = input.privacyStatus;
  if (privacy === 'PUBLIC' || privacy === 'PRIVATE') change.privacyStatus = privacy as MemberPrivacyStatus;
  else if (privacy !== undefined && privacy !== null && privacy !== 'UNKNOWN') {
    violations.push({ field: `${at}.privacyStatus`, description: 'must be PUBLIC or PRIVATE', violatedRule: 'ENUM', data: {} });
  }
  if (violations.length > 0) throw validationError(violations);
  return change;
}
