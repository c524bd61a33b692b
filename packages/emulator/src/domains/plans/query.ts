import { validationError } from '../../errors.js';
import { createFilter, readSort, sortBy } from '../../query/filter.js';
import type { PublicPlan } from './types.js';
import { own } from '../../util/safe-keys.js';

/**
 * The query language of queryPublicPlans (platform-rules §1.5, §1.6): filter on `id`, `primary`,
 * `createdDate`, `updatedDate`, `slug` with `$eq $ne $lt $lte $gt $gte $in $nin $exists $startsWith`
 * and `$and $or $not`; sort on the same fields; offset paging. The evaluator is the emulator's
 * shared one (query/filter.ts).
 */

const FIELDS: Record<string, keyof PublicPlan> = {
  id: 'id',
  _id: 'id',
  primary: 'primary',
  createdDate: 'createdDate',
  _createdDate: 'createdDate',
  updatedDate: 'updatedDate',
  _updatedDate: 'updatedDate',
  slug: 'slug',
};

function field(name: string, path: string): string {
  const key = own(FIELDS, name);
  if (!key)
    throw validationError([
      {
        field: path,
        description: `"${name}" is not a filterable field (id, primary, createdDate, updatedDate, slug)`,
        violatedRule: 'FILTER',
      },
    ]);
  return key;
}

const planFilter = createFilter({ field });

/**
 * Whether a plan matches a query filter.
 */
export function matchesFilter(plan: PublicPlan, filter: unknown, path = 'query.filter'): boolean {
  return planFilter(plan, filter, path);
}

/**
 * Sorts plans by the query's `sort` (`[{ fieldName, order }]`, ASC by default); without sort, the
 * input (dashboard) order is kept.
 */
export function sortPlans<T extends PublicPlan>(plans: T[], sort: unknown): T[] {
  return sortBy(plans, readSort(sort, 'query.sort', field));
}
