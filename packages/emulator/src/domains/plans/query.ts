import { validationError } from '../../errors.js';
import type { PublicPlan } from './types.js';

/**
 * The query language of queryPublicPlans (platform-rules §1.5, §1.6): filter on `id`, `primary`,
 * `createdDate`, `updatedDate`, `slug` with `$eq $ne $lt $lte $gt $gte $in $nin $exists $startsWith`
 * and `$and $or $not`; sort on the same fields; offset paging.
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
const DATES = new Set<keyof PublicPlan>(['createdDate', 'updatedDate']);
const OPERATORS = new Set(['$eq', '$ne', '$lt', '$lte', '$gt', '$gte', '$in', '$nin', '$exists', '$startsWith']);

type Scalar = string | number | boolean | undefined;

function field(name: string, path: string): keyof PublicPlan {
  const key = FIELDS[name];
  if (!key) throw validationError([{ field: path, description: `"${name}" is not a filterable field (id, primary, createdDate, updatedDate, slug)`, violatedRule: 'FILTER' }]);
  return key;
}

function normalize(key: keyof PublicPlan, value: unknown): Scalar {
  if (value && typeof value === 'object' && '$date' in (value as object)) value = (value as { $date: unknown }).$date;
  if (DATES.has(key) && typeof value === 'string') {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? value : ms;
  }
  return value as Scalar;
}

function compare(a: Scalar, b: Scalar): number {
  if (a === b) return 0;
  if (a === undefined) return -1;
  if (b === undefined) return 1;
  return a < b ? -1 : 1;
}

function matchCondition(plan: PublicPlan, key: keyof PublicPlan, condition: unknown, path: string): boolean {
  const actual = normalize(key, plan[key]);
  const isOperators = condition !== null && typeof condition === 'object' && !Array.isArray(condition) && !('$date' in condition) &&
    Object.keys(condition).every((k) => k.startsWith('$'));
  if (!isOperators) return compare(actual, normalize(key, condition)) === 0;
  return Object.entries(condition as Record<string, unknown>).every(([op, operand]) => {
    if (!OPERATORS.has(op)) throw validationError([{ field: `${path}.${op}`, description: 'is not a supported operator', violatedRule: 'FILTER' }]);
    const value = normalize(key, operand);
    switch (op) {
      case '$eq': return compare(actual, value) === 0;
      case '$ne': return compare(actual, value) !== 0;
      case '$lt': return actual !== undefined && compare(actual, value) < 0;
      case '$lte': return actual !== undefined && compare(actual, value) <= 0;
      case '$gt': return actual !== undefined && compare(actual, value) > 0;
      case '$gte': return actual !== undefined && compare(actual, value) >= 0;
      case '$exists': return (actual !== undefined) === Boolean(operand);
      case '$startsWith': return typeof actual === 'string' && typeof operand === 'string' && actual.toLowerCase().startsWith(operand.toLowerCase());
      default: {
        if (!Array.isArray(operand)) throw validationError([{ field: `${path}.${op}`, description: 'must be an array', violatedRule: 'FILTER' }]);
        const found = operand.some((item) => compare(actual, normalize(key, item)) === 0);
        return op === '$in' ? found : !found;
      }
    }
  });
}

/**
 * Whether a plan matches a query filter.
 *
 * @example
 * ```ts
 * matchesFilter(plan, { $or: [{ primary: true }, { slug: { $startsWith: 'gold' } }] }); // boolean
 * ```
 */
export function matchesFilter(plan: PublicPlan, filter: unknown, path = 'query.filter'): boolean {
  if (filter === undefined || filter === null) return true;
  if (typeof filter !== 'object' || Array.isArray(filter)) throw validationError([{ field: path, description: 'must be an object', violatedRule: 'FILTER' }]);
  return Object.entries(filter as Record<string, unknown>).every(([name, condition]) => {
    if (name === '$and' || name === '$or') {
      if (!Array.isArray(condition)) throw validationError([{ field: `${path}.${name}`, description: 'must be an array', violatedRule: 'FILTER' }]);
      const results = condition.map((sub, i) => matchesFilter(plan, sub, `${path}.${name}[${i}]`));
      return name === '$and' ? results.every(Boolean) : results.some(Boolean);
    }
    if (name === '$not') return !matchesFilter(plan, condition, `${path}.$not`);
    return matchCondition(plan, field(name, `${path}.${name}`), condition, `${path}.${name}`);
  });
}

/**
 * Sorts plans by the query's `sort` (`[{ fieldName, order }]`, ASC by default); without sort, the
 * input (dashboard) order is kept.
 *
 * @example
 * ```ts
 * sortPlans(plans, [{ fieldName: 'createdDate', order: 'DESC' }]);
 * ```
 */
export function sortPlans<T extends PublicPlan>(plans: T[], sort: unknown): T[] {
  if (sort === undefined || sort === null) return plans;
  if (!Array.isArray(sort)) throw validationError([{ field: 'query.sort', description: 'must be an array of { fieldName, order }', violatedRule: 'FORMAT' }]);
  const keys = sort.map((entry, i) => {
    const key = field(String(entry?.fieldName ?? ''), `query.sort[${i}].fieldName`);
    const order = entry?.order ?? 'ASC';
    if (order !== 'ASC' && order !== 'DESC') throw validationError([{ field: `query.sort[${i}].order`, description: 'must be ASC or DESC', violatedRule: 'ENUM' }]);
    return { key, sign: order === 'DESC' ? -1 : 1 };
  });
  return [...plans].sort((a, b) => {
    for (const { key, sign } of keys) {
      const diff = compare(normalize(key, a[key]), normalize(key, b[key]));
      if (diff !== 0) return diff * sign;
    }
    return 0;
  });
}
