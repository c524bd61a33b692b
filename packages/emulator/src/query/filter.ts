import { validationError } from '../errors.js';
import { own } from '../util/safe-keys.js';
import { isRecord } from '../util/values.js';

/*
 * The platform's query language, once for every domain (platform-rules §1.5, §1.6): a filter maps
 * field paths to a value (equality) or to operators (`$eq $ne $lt $lte $gt $gte $in $nin $exists
 * $startsWith`, plus `$hasSome $hasAll` where a domain allows them), combined with `$and $or $not`;
 * sorting is `[{ fieldName, order }]`. Dates compare as instants (ISO strings or `{ $date }`),
 * strings with `localeCompare`, `$startsWith` ignores case. A domain says which fields it knows and
 * what, if anything, it adds (see {@link createFilter}).
 */

const DATE = /^\d{4}-\d{2}-\d{2}T/;
const ALIASES: Record<string, string> = { _id: 'id', _createdDate: 'createdDate', _updatedDate: 'updatedDate' };
const OPERATORS = ['$eq', '$ne', '$lt', '$lte', '$gt', '$gte', '$in', '$nin', '$exists', '$startsWith'];

/**
 * The values at a dotted path; arrays along the way are flattened (`locations.business.id`), and
 * `null`/`undefined` are no value. `_id`, `_createdDate` and `_updatedDate` read `id`,
 * `createdDate` and `updatedDate`.
 */
export function valuesAt(entity: unknown, path: string): unknown[] {
  let nodes: unknown[] = [entity];
  for (const key of path.split('.').map((k) => own(ALIASES, k) ?? k)) {
    nodes = nodes.flatMap((node) => {
      // Own properties only: a filter on `constructor.name` must not read the Object function.
      const next = isRecord(node) ? own(node, key) : undefined;
      if (next === undefined || next === null) return [];
      return Array.isArray(next) ? next : [next];
    });
  }
  return nodes;
}

function normalize(value: unknown): unknown {
  if (isRecord(value) && '$date' in value) value = value.$date;
  if (typeof value === 'string' && DATE.test(value)) {
    const ms = Date.parse(value);
    if (!Number.isNaN(ms)) return ms;
  }
  return value;
}

/**
 * Orders two values as the query language does: no value first, dates as instants, strings with
 * `localeCompare`.
 */
export function compareValues(a: unknown, b: unknown): number {
  a = normalize(a);
  b = normalize(b);
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b);
  // Objects and arrays are never coerced (a request's `{ "toString": 1 }` would throw): they sort after
  // every plain value, and among themselves by their JSON.
  const aObject = typeof a === 'object';
  const bObject = typeof b === 'object';
  if (aObject || bObject) {
    if (!aObject) return -1;
    if (!bObject) return 1;
    const [x, y] = [JSON.stringify(a), JSON.stringify(b)];
    return x === y ? 0 : x < y ? -1 : 1;
  }
  return (a as number) < (b as number) ? -1 : 1;
}

const filterError = (field: string, description: string) => validationError([{ field, description, violatedRule: 'FILTER' }]);

/** What a domain's filter knows: see {@link createFilter}. */
export interface FilterOptions {
  /**
   * The path to read for a filter's field name; throws (a validation error naming `at`) for a field
   * the domain does not filter on. Default: every path, as written.
   */
  field?: (name: string, at: string) => string;
  /** Operators beyond the common ten (services: `$hasSome`, `$hasAll`). */
  extraOperators?: readonly ('$hasSome' | '$hasAll')[];
  /** A value `$exists` counts as absent besides no value (members: the empty string). */
  absent?: (value: unknown) => boolean;
}

/** A domain's filter: whether `entity` matches `filter`; `at` names the filter in errors. */
export type Filter = (entity: unknown, filter: unknown, at?: string) => boolean;

function isOperators(condition: unknown): condition is Record<string, unknown> {
  return (
    isRecord(condition) &&
    !('$date' in condition) &&
    Object.keys(condition).length > 0 &&
    Object.keys(condition).every((k) => k.startsWith('$'))
  );
}

/**
 * A domain's filter evaluator. A plain value is equality; operators apply to a field's values
 * (several for array fields: `$eq`, `$in`, `$hasSome` match when any value does; ranges compare
 * the first); `{ $eq: null }` matches a field with no value. Unknown fields and operators, and
 * non-array `$in`/`$nin`/`$hasSome`/`$hasAll`/`$and`/`$or`, are validation errors.
 */
export function createFilter(options: FilterOptions = {}): Filter {
  const operators = new Set([...OPERATORS, ...(options.extraOperators ?? [])]);
  const field = options.field ?? ((name: string) => name);
  const absent = options.absent;

  const matchField = (values: unknown[], condition: unknown, at: string): boolean => {
    const eq = (v: unknown) => values.some((actual) => compareValues(actual, v) === 0);
    if (!isOperators(condition)) return eq(condition);
    return Object.entries(condition).every(([op, arg]) => {
      if (!operators.has(op)) throw filterError(`${at}.${op}`, 'is not a supported operator');
      const list = () => {
        if (!Array.isArray(arg)) throw filterError(`${at}.${op}`, 'must be an array');
        return arg;
      };
      const first = values[0];
      switch (op) {
        case '$eq':
          return arg === null ? values.length === 0 : eq(arg);
        case '$ne':
          return !eq(arg);
        case '$lt':
          return first !== undefined && compareValues(first, arg) < 0;
        case '$lte':
          return first !== undefined && compareValues(first, arg) <= 0;
        case '$gt':
          return first !== undefined && compareValues(first, arg) > 0;
        case '$gte':
          return first !== undefined && compareValues(first, arg) >= 0;
        case '$exists':
          return values.some((v) => !absent?.(v)) === Boolean(arg);
        case '$startsWith':
          return typeof arg === 'string' && values.some((v) => typeof v === 'string' && v.toLowerCase().startsWith(arg.toLowerCase()));
        case '$in':
        case '$hasSome':
          return list().some(eq);
        case '$nin':
          return !list().some(eq);
        default:
          return list().every(eq); // $hasAll
      }
    });
  };

  const matches: Filter = (entity, filter, at = 'query.filter') => {
    if (filter === undefined || filter === null) return true;
    if (!isRecord(filter)) throw filterError(at, 'must be an object');
    return Object.entries(filter).every(([name, condition]) => {
      if (name === '$and' || name === '$or') {
        if (!Array.isArray(condition)) throw filterError(`${at}.${name}`, 'must be an array');
        const results = condition.map((sub, i) => matches(entity, sub, `${at}.${name}[${i}]`));
        return name === '$and' ? results.every(Boolean) : results.some(Boolean);
      }
      if (name === '$not') return !matches(entity, condition, `${at}.$not`);
      return matchField(valuesAt(entity, field(name, `${at}.${name}`)), condition, `${at}.${name}`);
    });
  };
  return matches;
}

/** One sort key read by {@link readSort}: a path and its direction. */
export interface SortKey {
  path: string;
  /** 1 for ASC, -1 for DESC. */
  sign: 1 | -1;
}

/**
 * Reads `[{ fieldName, order }]` (order ASC by default). `field` maps a field name to the path to
 * read, throwing for a field the domain does not sort on (default: any path).
 */
export function readSort(sort: unknown, at: string, field: (name: string, at: string) => string = (name) => name): SortKey[] {
  if (sort === undefined || sort === null) return [];
  if (!Array.isArray(sort))
    throw validationError([{ field: at, description: 'must be an array of { fieldName, order }', violatedRule: 'FORMAT' }]);
  return sort.map((entry, i) => {
    const name = entry?.fieldName ?? '';
    // Never `String(object)`: a request's `{ "toString": 1 }` would throw.
    if (typeof name !== 'string') {
      throw validationError([{ field: `${at}[${i}].fieldName`, description: 'must be a string', violatedRule: 'FORMAT' }]);
    }
    const path = field(name, `${at}[${i}].fieldName`);
    const order = entry?.order ?? 'ASC';
    if (order !== 'ASC' && order !== 'DESC')
      throw validationError([{ field: `${at}[${i}].order`, description: 'must be ASC or DESC', violatedRule: 'ENUM' }]);
    return { path, sign: order === 'DESC' ? -1 : 1 };
  });
}

/**
 * A sorted copy of `items` by `keys` (each compares a field's first value); ties keep their order.
 */
export function sortBy<T>(items: readonly T[], keys: readonly SortKey[]): T[] {
  if (keys.length === 0) return [...items];
  return [...items].sort((a, b) => {
    for (const { path, sign } of keys) {
      const diff = compareValues(valuesAt(a, path)[0], valuesAt(b, path)[0]);
      if (diff !== 0) return diff * sign;
    }
    return 0;
  });
}
