import type { Service } from './types.js';
import { clone } from '../../state/clone.js';
import { assertSafeKey, getOwnPath, own, setOwn, setOwnPath } from '../../util/safe-keys.js';
import { isRecord } from '../../util/values.js';

/*
 * Partial service updates: a field mask (paths) or a deep merge. Read-only fields and `locations`
 * (changed only by setServiceLocations) are never taken from the patch.
 */

const READ_ONLY = new Set([
  'id',
  'revision',
  'createdDate',
  'updatedDate',
  'appId',
  'createdByAppId',
  'mainSlug',
  'supportedSlugs',
  'urls',
  'locations',
  'addOnGroups',
  'staffMemberDetails',
  'type',
]);
const READ_ONLY_PATHS = new Set(['payment.pricingPlanIds', 'schedule.id', 'schedule.availabilityConstraints.durations']);

// Own properties only, and never a reserved key: a patch must not reach Object.prototype.
function merge(target: Record<string, any>, patch: Record<string, any>, prefix: string): void {
  for (const key of Object.keys(patch)) {
    const path = prefix ? `${prefix}.${key}` : key;
    assertSafeKey(key, `service.${path}`);
    if (READ_ONLY_PATHS.has(path)) continue;
    const value = patch[key];
    const current = own(target, key);
    if (value === null) delete target[key];
    else if (isRecord(value) && isRecord(current)) merge(current, value, path);
    else setOwn(target, key, clone(value));
  }
}

/**
 * The service after a patch (not validated, not saved).
 */
export function applyServiceUpdate(service: Service, patch: Record<string, any>, mask: string[] | undefined): Service {
  const next = clone(service) as unknown as Record<string, any>;
  if (mask) {
    for (const path of mask) {
      const parts = path.split('.');
      if (READ_ONLY.has(parts[0]!) || READ_ONLY_PATHS.has(path)) continue;
      setOwnPath(next, parts, getOwnPath(patch, parts), 'mask', clone);
    }
  } else {
    merge(next, Object.fromEntries(Object.entries(patch).filter(([key]) => !READ_ONLY.has(key))), '');
  }
  if (isRecord(next.bookingPolicy)) next.bookingPolicy = { id: next.bookingPolicy.id };
  const constraints = next.schedule?.availabilityConstraints;
  if (isRecord(constraints) && Array.isArray(constraints.sessionDurations))
    constraints.durations = constraints.sessionDurations.map((minutes: number) => ({ minutes }));
  return next as unknown as Service;
}
