import type { FieldViolation } from '../../errors.js';
import { validationError } from '../../errors.js';
import type { Member, MemberFieldset } from './types.js';
import { clone } from '../../state/clone.js';

const FIELDSETS: readonly MemberFieldset[] = ['PUBLIC', 'EXTENDED', 'FULL'];

const PUBLIC_FIELDS = ['id', 'contactId', 'createdDate', 'updatedDate', 'profile'] as const;
const EXTENDED_FIELDS = [...PUBLIC_FIELDS, 'loginEmail', 'status', 'privacyStatus', 'activityStatus'] as const;

/**
 * Reads the requested field sets from a decoded input: `fieldsets` (repeated or one value) and/or
 * `fieldSet`; at most 3; default `['PUBLIC']`. Throws a validation error for an unknown set.
 */
export function parseFieldsets(input: { fieldsets?: unknown; fieldSet?: unknown }): MemberFieldset[] {
  const raw = [input.fieldsets, input.fieldSet].flat().filter((v) => v !== undefined && v !== null && v !== '');
  const violations: FieldViolation[] = [];
  const sets: MemberFieldset[] = [];
  for (const value of raw) {
    if (typeof value === 'string' && (FIELDSETS as readonly string[]).includes(value)) sets.push(value as MemberFieldset);
    else violations.push({ field: 'fieldsets', description: `must be one of ${FIELDSETS.join(', ')}`, data: {} });
  }
  if (sets.length > 3) violations.push({ field: 'fieldsets', description: 'must have at most 3 items', data: {} });
  if (violations.length > 0) throw validationError(violations);
  return sets.length > 0 ? [...new Set(sets)] : ['PUBLIC'];
}

/**
 * The member as returned for the given field sets (their union): PUBLIC gives `id, contactId,
 * createdDate, updatedDate, profile` with the statuses as `UNKNOWN`; EXTENDED adds `loginEmail`,
 * `status`, `privacyStatus`, `activityStatus`; FULL is every field, with `contact.phones`, `emails` and
 * `addresses` always present (empty arrays when there are none, as on the platform).
 *
 * @example
 * ```ts
 * projectMember(member, ['PUBLIC']).status; // 'UNKNOWN'
 * ```
 */
export function projectMember(member: Member, fieldsets: readonly MemberFieldset[]): Record<string, unknown> {
  const copy = clone(member) as Record<string, unknown>;
  if (fieldsets.includes('FULL')) {
    // The platform always answers the contact lists (empty when there are none).
    const contact = (copy.contact ?? {}) as Record<string, unknown>;
    copy.contact = { ...contact, phones: contact.phones ?? [], emails: contact.emails ?? [], addresses: contact.addresses ?? [] };
    return copy;
  }
  const fields: readonly string[] = fieldsets.includes('EXTENDED') ? EXTENDED_FIELDS : PUBLIC_FIELDS;
  const out: Record<string, unknown> = { status: 'UNKNOWN', privacyStatus: 'UNKNOWN', activityStatus: 'UNKNOWN' };
  for (const field of fields) if (copy[field] !== undefined) out[field] = copy[field];
  return out;
}
