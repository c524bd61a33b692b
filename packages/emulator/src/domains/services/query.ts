import { validationError } from '../../errors.js';
import { createFilter, readSort, sortBy } from '../../query/filter.js';

/*
 * The services filter language (platform-rules §1.6): dotted field paths, `$eq $ne $lt $lte $gt $gte
 * $in $nin $exists $startsWith` (case-insensitive), `$hasSome`/`$hasAll` on array fields, `$and $or $not`.
 * `id` also answers to `_id`; dates compare as instants. The evaluator is the emulator's shared one
 * (query/filter.ts); this file adds the services' extra operators and defaults.
 */

const isObject = (value: unknown): value is Record<string, any> => typeof value === 'object' && value !== null && !Array.isArray(value);

export { compareValues, valuesAt } from '../../query/filter.js';

const servicesFilter = createFilter({ extraOperators: ['$hasSome', '$hasAll'] });

/**
 * Whether an entity matches a filter.
 *
 * @example
 * ```ts
 * matchesFilter(service, { type: 'CLASS', 'category.id': { $in: [id] } }); // boolean
 * ```
 */
export function matchesFilter(entity: unknown, filter: unknown, path = 'filter'): boolean {
  return servicesFilter(entity, filter, path);
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
  const keys = readSort(sort, path, (name) => name || defaultField);
  return sortBy(items, keys.length > 0 ? keys : [{ path: defaultField, sign: 1 }]);
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
