import { createFilter, readSort, sortBy } from './filter.js';
import { PAGE_SIZES, readOffsetPaging } from './paging.js';

/*
 * The filter language of the services and bookings queries (platform-rules §1.6): dotted field paths,
 * `$eq $ne $lt $lte $gt $gte $in $nin $exists $startsWith` (case-insensitive), `$hasSome`/`$hasAll` on
 * array fields, `$and $or $not`. `id` also answers to `_id`; dates compare as instants. The evaluator is
 * the emulator's shared one (filter.ts); this file adds the extra operators and defaults.
 */

const servicesFilter = createFilter({ extraOperators: ['$hasSome', '$hasAll'] });

/**
 * Whether an entity matches a filter.
 */
export function matchesFilter(entity: unknown, filter: unknown, path = 'filter'): boolean {
  return servicesFilter(entity, filter, path);
}

/**
 * Sorts entities by `[{fieldName, order}]` (stable; `defaultField` ASC when no sort is given).
 */
export function sortEntities<T>(items: T[], sort: unknown, defaultField: string, path = 'query.sort'): T[] {
  const keys = readSort(sort, path, (name) => name || defaultField);
  return sortBy(items, keys.length > 0 ? keys : [{ path: defaultField, sign: 1 }]);
}

/**
 * Offset paging of a services query: `{offset, limit}` (default limit `defaultLimit`, at most 100;
 * `PAGE_SIZES.queryServices`).
 */
export function readPaging(paging: unknown, defaultLimit: number, path = 'query.paging'): { offset: number; limit: number } {
  return readOffsetPaging(paging, path, { ...PAGE_SIZES.queryServices, default: defaultLimit });
}
