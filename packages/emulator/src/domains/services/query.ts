import { validationError } from '../../errors.js';

/*
 * The services filter language (platform-rules §1.6): dotted field paths, `$eq $ne $lt $lte $gt $gte
 * $in $nin $exists $startsWith` (case-insensitive), `$hasSome`/`$hasAll` on array fields, `$and $or $not`.
 * `id` also answers to `_id`; dates compare as instants.
 */

type Value = unknown;
const isObject = (value: unknown): value is Record<string, any> => typeof value === 'object' && value !== null && !Array.isArray(value);
const DATE = /^\d{4}-\d{2}-\d{2}T/;
const ALIASES: Record<string, string> = { _id: 'id', _createdDate: 'createdDate', _updatedDate: 'updatedDate' };

/**
 * The values at a dotted path; arrays along the way are flattened (`locations.business.id`).
 *
 * @example
 * ```ts
 * valuesAt({ locations: [{ business: { id: 'a' } }] }, 'locations.business.id'); // ['a']
 * ```
 */
export function valuesAt(entity: unknown, path: string): Value[] {
  let nodes: Value[] = [entity];
  for (const key of path.split('.').map((k) => ALIASES[k] ?? k)) {
    nodes = nodes.flatMap((node) => {
      const next = isObject(node) ? node[key] : undefined;
      if (next === undefined || next === null) return [];
      return Array.isArray(next) ? next : [next];
    });
  }
  return nodes;
}

function norm(value: Value): Value {
  if (isObject(value) && '$date' in value) value = value.$date;
  if (typeof value === 'string' && DATE.test(value)) {
    const ms = Date.parse(value);
    if (!Number.isNaN(ms)) return ms;
  }
  return value;
}

/**
 * Orders two scalar values (undefined first).
 *
 * @example
 * ```ts
 * compareValues(1, 2); // -1
 * ```
 */
export function compareValues(a: Value, b: Value): number {
  a = norm(a);
  b = norm(b);
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b);
  return (a as number) < (b as number) ? -1 : 1;
}

function operand(condition: unknown): condition is Record<string, unknown> {
  return isObject(condition) && !('$date' in condition) && Object.keys(condition).length > 0 && Object.keys(condition).every((k) => k.startsWith('$'));
}

function matchField(values: Value[], condition: unknown, path: string): boolean {
  const eq = (v: Value) => values.some((actual) => compareValues(actual, v) === 0);
  if (!operand(condition)) return eq(condition);
  return Object.entries(condition).every(([op, arg]) => {
    const list = () => {
      if (!Array.isArray(arg)) throw validationError([{ field: `${path}.${op}`, description: 'must be an array', violatedRule: 'FILTER' }]);
      return arg;
    };
    const first = values[0];
    switch (op) {
      case '$eq': return arg === null ? values.length === 0 : eq(arg);
      case '$ne': return !eq(arg);
      case '$lt': return first !== undefined && compareValues(first, arg) < 0;
      case '$lte': return first !== undefined && compareValues(first, arg) <= 0;
      case '$gt': return first !== undefined && compareValues(first, arg) > 0;
      case '$gte': return first !== undefined && compareValues(first, arg) >= 0;
      case '$exists': return (values.length > 0) === Boolean(arg);
      case '$startsWith': return typeof arg === 'string' && values.some((v) => typeof v === 'string' && v.toLowerCase().startsWith(arg.toLowerCase()));
      case '$in': return list().some(eq);
      case '$nin': return !list().some(eq);
      case '$hasSome': return list().some(eq);
      case '$hasAll': return list().every(eq);
      default:
        throw validationError([{ field: `${path}.${op}`, description: 'is not a supported operator', violatedRule: 'FILTER' }]);
    }
  });
}

/**
 * Whether an entity matches a filter.
 *
 * @example
 * ```ts
 * matchesFilter(service, { type: 'CLASS', 'category.id': { $in: [id] } }); // boolean
 * ```
 */
export function matchesFilter(entity: unknown, filter: unknown, path = 'filter'): boolean {
  if (filter === undefined || filter === null) return true;
  if (!isObject(filter)) throw validationError([{ field: path, description: 'must be an object', violatedRule: 'FILTER' }]);
  return Object.entries(filter).every(([name, condition]) => {
    if (name === '$and' || name === '$or') {
      if (!Array.isArray(condition)) throw validationError([{ field: `${path}.${name}`, description: 'must be an array', violatedRule: 'FILTER' }]);
      const results = condition.map((sub, i) => matchesFilter(entity, sub, `${path}.${name}[${i}]`));
      return name === '$and' ? results.every(Boolean) : results.some(Boolean);
    }
    if (name === '$not') return !matchesFilter(entity, condition, `${path}.$not`);
    return matchField(valuesAt(entity, name), condition, `${path}.${name}`);
  });
}

/**
 * Sorts entities by `[{fieldName, order}]` (stable; `defaultField` ASC when no sort is given).
 *
 * @example
 * ```ts
 * sortEntities(services, [{ fieldName: 'name', order: 'DESC' }], 'createdDate');
 * ```
 */
export function sortEntities<T>(items: T[], sort: unknown, defaultField: string, path = 'query.sort'): T[] {
  const entries = sort === undefined || sort === null || (Array.isArray(sort) && sort.length === 0) ? [{ fieldName: defaultField, order: 'ASC' }] : sort;
  if (!Array.isArray(entries)) throw validationError([{ field: path, description: 'must be an array of { fieldName, order }', violatedRule: 'FORMAT' }]);
  const keys = entries.map((entry, i) => {
    const order = entry?.order ?? 'ASC';
    if (order !== 'ASC' && order !== 'DESC') throw validationError([{ field: `${path}[${i}].order`, description: 'must be ASC or DESC', violatedRule: 'ENUM' }]);
    return { field: String(entry?.fieldName ?? defaultField), sign: order === 'DESC' ? -1 : 1 };
  });
  return [...items].sort((a, b) => {
    for (const { field, sign } of keys) {
      const diff = compareValues(valuesAt(a, field)[0], valuesAt(b, field)[0]);
      if (diff !== 0) return diff * sign;
    }
    return 0;
  });
}

/**
 * Offset paging of a query: `{offset, limit}` (default limit `defaultLimit`, at most 100).
 *
 * @example
 * ```ts
 * const { offset, limit } = readPaging(query.paging, 100);
 * ```
 */
export function readPaging(paging: unknown, defaultLimit: number, path = 'query.paging'): { offset: number; limit: number } {
  const p = isObject(paging) ? paging : {};
  const limit = p.limit === undefined ? defaultLimit : Number(p.limit);
  const offset = p.offset === undefined ? 0 : Number(p.offset);
  if (!Number.isInteger(limit) || limit < 0 || limit > 100) throw validationError([{ field: `${path}.limit`, description: 'must be between 0 and 100', violatedRule: 'RANGE' }]);
  if (!Number.isInteger(offset) || offset < 0) throw validationError([{ field: `${path}.offset`, description: 'must be 0 or more', violatedRule: 'RANGE' }]);
  return { offset, limit };
}
