import { validationError } from '../../errors.js';
import type { Service } from './types.js';
import { clone } from '../../state/clone.js';
import { assertSafeKey, getOwnPath, own, safePath, setOwn, setOwnPath } from '../../util/safe-keys.js';

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
const isObject = (value: unknown): value is Record<string, any> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The field mask of an update (`mask` or `fieldMask`, comma-joined or a list), without a `service.` prefix.
 *
 * @example
 * ```ts
 * readMask({ mask: 'name,tagLine' }); // ['name', 'tagLine']
 * ```
 */
export function readMask(...sources: Array<Record<string, unknown> | undefined>): string[] | undefined {
  for (const source of sources) {
    const raw = source?.mask ?? source?.fieldMask;
    if (raw === undefined || raw === null || raw === '') continue;
    const list =
      typeof raw === 'string'
        ? raw.split(',')
        : Array.isArray(raw)
          ? raw
          : isObject(raw) && Array.isArray(raw.paths)
            ? raw.paths
            : undefined;
    if (!list || list.some((p) => typeof p !== 'string'))
      throw validationError([{ field: 'mask', description: 'must be a comma-joined list of field paths', violatedRule: 'FORMAT' }]);
    const paths = list.map((p: string) => p.trim().replace(/^service\./, '')).filter(Boolean);
    for (const path of paths) safePath(path, 'mask');
    if (paths.length > 0) return paths;
  }
  return undefined;
}

// Own properties only, and never a reserved key: a patch must not reach Object.prototype.
function merge(target: Record<string, any>, patch: Record<string, any>, prefix: string): void {
  for (const key of Object.keys(patch)) {
    const path = prefix ? `${prefix}.${key}` : key;
    assertSafeKey(key, `service.${path}`);
    if (READ_ONLY_PATHS.has(path)) continue;
    const value = patch[key];
    const current = own(target, key);
    if (value === null) delete target[key];
    else if (isObject(value) && isObject(current)) merge(current, value, path);
    else setOwn(target, key, clone(value));
  }
}

/**
 * The service after a patch (not validated, not saved).
 *
 * @example
 * ```ts
 * const next = applyServiceUpdate(service, { name: 'New' }, ['name']);
 * ```
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
  if (isObject(next.bookingPolicy)) next.bookingPolicy = { id: next.bookingPolicy.id };
  const constraints = next.schedule?.availabilityConstraints;
  if (isObject(constraints) && Array.isArray(constraints.sessionDurations))
    constraints.durations = constraints.sessionDurations.map((minutes: number) => ({ minutes }));
  return next as unknown as Service;
}
