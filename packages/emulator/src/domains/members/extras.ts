import type { EmulatorState } from '../../state/types.js';
import { membersState } from './store.js';
import type { BulkJob, CustomFieldDefinition, DeletionRecord, DeletionStatus, MemberRole } from './types.js';
import { clone } from '../../state/clone.js';
import { own } from '../../util/safe-keys.js';

/**
 * The members domain's collections beside `members`, each created on first use.
 */
export interface MembersExtras {
  roles: Record<string, MemberRole[]>;
  deletions: Record<string, DeletionRecord>;
  jobs: Record<string, BulkJob>;
  customFields: Record<string, CustomFieldDefinition>;
  memberBlocks: Record<string, string[]>;
}

/**
 * The profile custom fields every site starts with: one CUSTOM field of each type, plus the CONTACT
 * and SYSTEM fields the member entity has as its own properties.
 */
export const DEFAULT_CUSTOM_FIELDS: readonly CustomFieldDefinition[] = [
  { key: 'custom.website', name: 'Website', fieldType: 'URL', fieldOrigin: 'CUSTOM', defaultPrivacy: 'PUBLIC' },
  {
    key: 'custom.instagram',
    name: 'Instagram',
    fieldType: 'SOCIAL',
    socialType: 'INSTAGRAM',
    fieldOrigin: 'CUSTOM',
    defaultPrivacy: 'PUBLIC',
  },
  { key: 'custom.favorite-class', name: 'Favorite class', fieldType: 'TEXT', fieldOrigin: 'CUSTOM', defaultPrivacy: 'PUBLIC' },
  { key: 'custom.shoe-size', name: 'Shoe size', fieldType: 'NUMBER', fieldOrigin: 'CUSTOM', defaultPrivacy: 'PRIVATE' },
  { key: 'custom.member-since', name: 'Member since', fieldType: 'DATE', fieldOrigin: 'CUSTOM', defaultPrivacy: 'PRIVATE' },
  { key: 'birthdate', name: 'Birth date', fieldType: 'DATE', fieldOrigin: 'CONTACT', defaultPrivacy: 'PRIVATE' },
  { key: 'company', name: 'Company', fieldType: 'TEXT', fieldOrigin: 'CONTACT', defaultPrivacy: 'PRIVATE' },
  { key: 'jobTitle', name: 'Position', fieldType: 'TEXT', fieldOrigin: 'CONTACT', defaultPrivacy: 'PRIVATE' },
  { key: 'title', name: 'Title', fieldType: 'TEXT', fieldOrigin: 'SYSTEM', defaultPrivacy: 'PUBLIC' },
];

/**
 * The extra collections of the members state (created when missing; custom fields start with
 * {@link DEFAULT_CUSTOM_FIELDS}).
 */
export function membersExtras(state: EmulatorState): MembersExtras {
  const s = membersState(state);
  s.roles ??= {};
  s.deletions ??= {};
  s.jobs ??= {};
  s.customFields ??= Object.fromEntries(DEFAULT_CUSTOM_FIELDS.map((field) => [field.key, clone(field)]));
  s.memberBlocks ??= {};
  return s as MembersExtras & typeof s;
}

/**
 * The custom field definitions, read without creating the extras tables (the defaults when the state
 * has none yet): validating a request must not change the state.
 */
export function customFieldDefinitions(state: EmulatorState): Readonly<Record<string, CustomFieldDefinition>> {
  return membersState(state).customFields ?? Object.fromEntries(DEFAULT_CUSTOM_FIELDS.map((field) => [field.key, field]));
}

/**
 * A member's site roles (default `['MEMBER']`).
 */
export function memberRoles(state: EmulatorState, memberId: string): MemberRole[] {
  const roles = own(membersState(state).roles, memberId);
  return roles && roles.length > 0 ? [...roles] : ['MEMBER'];
}

/** Days a deleted member stays in the trash, then in DELETED before it is pending purge. */
export const TRASH_DAYS = 30;
export const PURGE_AFTER_DAYS = 60;

/**
 * The deletion status of a deleted member at `now`: TRASH for {@link TRASH_DAYS} days, DELETED
 * until {@link PURGE_AFTER_DAYS} days, then PENDING_PURGE.
 */
export function deletionStatus(record: Pick<DeletionRecord, 'deletedDate'>, now: Date): DeletionStatus {
  const days = (now.getTime() - Date.parse(record.deletedDate)) / 86_400_000;
  if (Number.isNaN(days)) return 'UNKNOWN';
  if (days < TRASH_DAYS) return 'TRASH';
  if (days < PURGE_AFTER_DAYS) return 'DELETED';
  return 'PENDING_PURGE';
}

/**
 * Whether one of the two members blocked the other (member-to-member block).
 */
export function blockedBetween(state: EmulatorState, a: string, b: string): boolean {
  const blocks = membersState(state).memberBlocks ?? {};
  return Boolean(own(blocks, a)?.includes(b) || own(blocks, b)?.includes(a));
}
