import type { Plan } from './types.js';
import { clone } from '../../state/clone.js';
import { assertSafeKey, getOwnPath, own, setOwn, setOwnPath } from '../../util/safe-keys.js';
import { isRecord } from '../../util/values.js';

/**
 * Applying an updatePlan PATCH: with a field mask, only the masked paths are copied; without one,
 * every field present in the body is (objects merged, arrays replaced, `null` clears). Read-only
 * fields are never written. Setting one pricing model clears the others (they are a one-of).
 */

const READ_ONLY = new Set(['id', 'archived', 'primary', 'hasOrders', 'createdDate', 'updatedDate', 'slug']);
const MODELS = ['subscription', 'singlePaymentForDuration', 'singlePaymentUnlimited'];

// Own properties only, and never a reserved key: a patch must not reach Object.prototype.
function merge(target: Record<string, any>, patch: Record<string, any>, at: string): void {
  for (const key of Object.keys(patch)) {
    assertSafeKey(key, `${at}.${key}`);
    const value = patch[key];
    const current = own(target, key);
    if (value === null) delete target[key];
    else if (isRecord(value) && isRecord(current)) merge(current, value, `${at}.${key}`);
    else setOwn(target, key, clone(value));
  }
}

function clearOtherModels(pricing: Record<string, any> | undefined, kept: string): void {
  if (!pricing) return;
  for (const model of MODELS) if (model !== kept) delete pricing[model];
}

/**
 * The plan after applying an update (a new object; the stored plan is not touched).
 */
export function applyPlanUpdate(plan: Plan, patch: Record<string, any>, mask: string[] | undefined): Plan {
  const next = clone(plan) as unknown as Record<string, any>;
  if (mask) {
    for (const path of mask) {
      const parts = path.split('.');
      if (READ_ONLY.has(parts[0]!)) continue;
      setOwnPath(next, parts, getOwnPath(patch, parts), 'mask', clone);
      if (parts[0] === 'pricing' && parts[1] && MODELS.includes(parts[1]) && getOwnPath(patch, parts) !== undefined)
        clearOtherModels(next.pricing, parts[1]);
    }
  } else {
    const writable = Object.fromEntries(Object.entries(patch).filter(([key]) => !READ_ONLY.has(key)));
    const patchModel = isRecord(writable.pricing)
      ? MODELS.find((m) => writable.pricing[m] !== undefined && writable.pricing[m] !== null)
      : undefined;
    merge(next, writable, 'plan');
    if (patchModel) clearOtherModels(next.pricing, patchModel);
  }
  return next as unknown as Plan;
}
