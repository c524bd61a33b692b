import { validationError } from '../../errors.js';
import { decodeCursor, encodeCursor, pageWithCursors } from '../../query/cursor.js';
import { PAGE_SIZES, readPageSize } from '../../query/paging.js';
import { valuesAt } from '../../query/filter.js';
import { matchesFilter, sortEntities } from '../../query/entity-query.js';
import { isRecord } from '../../util/values.js';

/*
 * searchServices (platform-rules §1.6): filter, free-text search on `name`, cursor paging and
 * aggregations VALUE, RANGE, SCALAR, DATE_HISTOGRAM and NESTED.
 */

const KINDS = ['VALUE', 'RANGE', 'SCALAR', 'DATE_HISTOGRAM', 'NESTED'] as const;
const KEY_OF: Record<string, string> = {
  VALUE: 'value',
  RANGE: 'range',
  SCALAR: 'scalar',
  DATE_HISTOGRAM: 'dateHistogram',
  NESTED: 'nested',
};
const INTERVALS = ['YEAR', 'MONTH', 'WEEK', 'DAY', 'HOUR', 'MINUTE', 'SECOND'];

const bad = (field: string, description: string) => validationError([{ field, description, violatedRule: 'VALIDATION' }]);
const asString = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function textMatches(item: unknown, search: unknown): boolean {
  if (!isRecord(search) || typeof search.expression !== 'string' || search.expression.trim() === '') return true;
  if (search.expression.length > 200) throw bad('search.search.expression', 'must be at most 200 characters');
  const terms = search.expression.toLowerCase().split(/\s+/).filter(Boolean);
  const name = String(valuesAt(item, 'name')[0] ?? '').toLowerCase();
  const words = name.split(/[^a-z0-9]+/).filter(Boolean);
  const hit = (term: string) =>
    name.includes(term) || (search.fuzzy === true && words.some((w) => w.startsWith(term.slice(0, Math.max(3, term.length - 1)))));
  return search.mode === 'AND' ? terms.every(hit) : terms.some(hit);
}

function truncateDate(iso: string, interval: string): string {
  const d = new Date(iso);
  const parts = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()];
  if (interval === 'WEEK') {
    const day = (d.getUTCDay() + 6) % 7;
    return new Date(Date.UTC(parts[0]!, parts[1]!, parts[2]! - day)).toISOString();
  }
  const keep = { YEAR: 1, MONTH: 2, DAY: 3, HOUR: 4, MINUTE: 5, SECOND: 6 }[interval] ?? 3;
  const [y, m = 0, day = 1, h = 0, min = 0, s = 0] = parts.slice(0, keep);
  return new Date(Date.UTC(y!, m, keep >= 3 ? day : 1, h, min, s)).toISOString();
}

interface Spec {
  name: string;
  type: (typeof KINDS)[number];
  fieldPath: string;
  options: Record<string, any>;
}

function readSpec(raw: unknown, path: string, nested: boolean): Spec {
  if (!isRecord(raw)) throw bad(path, 'must be an object');
  const type = raw.type ?? KINDS.find((k) => raw[KEY_OF[k]!] !== undefined);
  if (!KINDS.includes(type) || (nested && type === 'NESTED'))
    throw bad(`${path}.type`, `must be one of ${(nested ? KINDS.slice(0, 4) : KINDS).join(', ')}`);
  if (type !== 'NESTED' && typeof raw.fieldPath !== 'string') throw bad(`${path}.fieldPath`, 'is required');
  const options = isRecord(raw[KEY_OF[type]!]) ? raw[KEY_OF[type]!] : {};
  if (type === 'SCALAR' && !['COUNT_DISTINCT', 'MIN', 'MAX'].includes(options.type))
    throw bad(`${path}.scalar.type`, 'must be COUNT_DISTINCT, MIN or MAX');
  if (type === 'DATE_HISTOGRAM' && !INTERVALS.includes(options.interval))
    throw bad(`${path}.dateHistogram.interval`, `must be one of ${INTERVALS.join(', ')}`);
  if (type === 'RANGE' && (!Array.isArray(options.buckets) || options.buckets.length === 0 || options.buckets.length > 50))
    throw bad(`${path}.range.buckets`, 'must hold 1-50 buckets');
  if (type === 'VALUE' && options.limit !== undefined && (!Number.isInteger(options.limit) || options.limit < 1 || options.limit > 250))
    throw bad(`${path}.value.limit`, 'must be 1-250');
  return {
    name: typeof raw.name === 'string' ? raw.name : `${type.toLowerCase()}-${raw.fieldPath ?? 'nested'}`,
    type,
    fieldPath: raw.fieldPath ?? '',
    options,
  };
}

// The bucket of items without a value, named after the type of the first value among `items`.
// Worked out once per list and path: asking per item would rescan the list for every item.
const missingBuckets = new WeakMap<unknown[], Map<string, string>>();
const missingBucket = (items: unknown[], path: string): string => {
  let byPath = missingBuckets.get(items);
  if (!byPath) missingBuckets.set(items, (byPath = new Map()));
  let bucket = byPath.get(path);
  if (bucket === undefined) {
    const sample = items.map((item) => valuesAt(item, path)).find((values) => values.length > 0)?.[0];
    bucket = typeof sample === 'number' ? '0' : typeof sample === 'boolean' ? 'false' : 'N/A';
    byPath.set(path, bucket);
  }
  return bucket;
};

// Bucket keys of one item for a bucketing aggregation.
function keysOf(item: unknown, spec: Spec, items: unknown[]): string[] {
  const values = valuesAt(item, spec.fieldPath);
  if (spec.type === 'DATE_HISTOGRAM')
    return values
      .filter((v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)))
      .map((v) => truncateDate(v as string, spec.options.interval));
  if (spec.type === 'RANGE') {
    const n = values.find((v) => typeof v === 'number') as number | undefined;
    if (n === undefined) return [];
    const index = (spec.options.buckets as Array<{ from?: number; to?: number }>).findIndex(
      (b) => (b.from === undefined || b.from === null || n >= b.from) && (b.to === undefined || b.to === null || n < b.to),
    );
    return index < 0 ? [] : [String(index)];
  }
  if (values.length === 0)
    return spec.options.missingValues === 'INCLUDE'
      ? [spec.options.includeOptions?.addToBucket ?? missingBucket(items, spec.fieldPath)]
      : [];
  return [...new Set(values.map(asString))];
}

function valueResults(items: unknown[], spec: Spec): Array<{ value: string; count: number }> {
  const counts = new Map<string, number>();
  for (const item of items) for (const key of keysOf(item, spec, items)) counts.set(key, (counts.get(key) ?? 0) + 1);
  const results = [...counts].map(([value, count]) => ({ value, count }));
  const byValue = spec.options.sortType === 'VALUE';
  const sign = (spec.options.sortDirection ?? (byValue ? 'ASC' : 'DESC')) === 'ASC' ? 1 : -1;
  results.sort((a, b) => (byValue ? a.value.localeCompare(b.value) * sign : (a.count - b.count) * sign || a.value.localeCompare(b.value)));
  return results.slice(0, spec.options.limit ?? 10);
}

function rangeResults(items: unknown[], spec: Spec): Array<{ from?: number; to?: number; count: number }> {
  const buckets = spec.options.buckets as Array<{ from?: number; to?: number }>;
  const counts = buckets.map(() => 0);
  for (const item of items) for (const key of keysOf(item, spec, items)) counts[Number(key)]! += 1;
  return buckets.map((b, i) => ({
    ...(b.from !== undefined ? { from: b.from } : {}),
    ...(b.to !== undefined ? { to: b.to } : {}),
    count: counts[i]!,
  }));
}

function scalarValue(items: unknown[], spec: Spec): number {
  const values = items.flatMap((item) => valuesAt(item, spec.fieldPath));
  if (spec.options.type === 'COUNT_DISTINCT') return new Set(values.map(asString)).size;
  const numbers = values
    .map((v) => (typeof v === 'string' && /^\d{4}-/.test(v) ? Date.parse(v) : Number(v)))
    .filter((n) => !Number.isNaN(n));
  if (numbers.length === 0) return 0;
  return spec.options.type === 'MIN' ? Math.min(...numbers) : Math.max(...numbers);
}

function dateResults(items: unknown[], spec: Spec): Array<{ value: string; count: number }> {
  const counts = new Map<string, number>();
  for (const item of items) for (const key of keysOf(item, spec, items)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([value, count]) => ({ value, count }));
}

function nestedResults(items: unknown[], raw: Record<string, any>, path: string): Array<{ results: Record<string, unknown> }> {
  const levels = (Array.isArray(raw.nested?.nestedAggregations) ? raw.nested.nestedAggregations : []).map((n: unknown, i: number) =>
    readSpec(n, `${path}.nested.nestedAggregations[${i}]`, true),
  ) as Spec[];
  if (levels.length < 2 || levels.length > 10) throw bad(`${path}.nested.nestedAggregations`, 'must hold 2-10 levels');
  const out: Array<{ results: Record<string, unknown> }> = [];
  const walk = (subset: unknown[], depth: number, acc: Record<string, unknown>) => {
    const level = levels[depth];
    if (!level) {
      out.push({ results: acc });
      return;
    }
    if (level.type === 'SCALAR') {
      walk(subset, depth + 1, { ...acc, [level.name]: { scalar: { value: scalarValue(subset, level) } } });
      return;
    }
    const keys =
      level.type === 'RANGE'
        ? rangeResults(subset, level).map((_, i) => String(i))
        : level.type === 'DATE_HISTOGRAM'
          ? dateResults(subset, level).map((r) => r.value)
          : valueResults(subset, level).map((r) => r.value);
    // Each item's buckets, in one pass over the subset (not one pass per bucket).
    const buckets = new Map<string, unknown[]>();
    for (const item of subset) {
      for (const key of new Set(keysOf(item, level, items))) {
        let bucket = buckets.get(key);
        if (!bucket) buckets.set(key, (bucket = []));
        bucket.push(item);
      }
    }
    for (const key of keys) {
      const inBucket = buckets.get(key) ?? [];
      if (inBucket.length === 0) continue;
      let entry: unknown;
      if (level.type === 'RANGE') {
        const b = level.options.buckets[Number(key)];
        entry = {
          range: { ...(b.from !== undefined ? { from: b.from } : {}), ...(b.to !== undefined ? { to: b.to } : {}), count: inBucket.length },
        };
      } else entry = { [level.type === 'DATE_HISTOGRAM' ? 'dateHistogram' : 'value']: { value: key, count: inBucket.length } };
      walk(inBucket, depth + 1, { ...acc, [level.name]: entry });
    }
  };
  walk(items, 0, {});
  return out;
}

/**
 * The `aggregationData` of a search over the matching items.
 */
export function aggregate(items: unknown[], aggregations: unknown): { results: unknown[] } {
  if (aggregations === undefined || aggregations === null) return { results: [] };
  if (!Array.isArray(aggregations) || aggregations.length > 10) throw bad('search.aggregations', 'must be at most 10 aggregations');
  const names = new Set<string>();
  const results = aggregations.map((raw, i) => {
    const path = `search.aggregations[${i}]`;
    const spec = readSpec(raw, path, false);
    if (names.has(spec.name)) throw bad(`${path}.name`, 'must be unique');
    names.add(spec.name);
    const base = { name: spec.name, type: spec.type, ...(spec.fieldPath ? { fieldPath: spec.fieldPath } : {}) };
    switch (spec.type) {
      case 'VALUE':
        return { ...base, values: { results: valueResults(items, spec) } };
      case 'RANGE':
        return { ...base, ranges: { results: rangeResults(items, spec) } };
      case 'SCALAR':
        return { ...base, scalar: { type: spec.options.type, value: scalarValue(items, spec) } };
      case 'DATE_HISTOGRAM':
        return { ...base, dateHistogram: { results: dateResults(items, spec) } };
      default:
        return { ...base, nested: { results: nestedResults(items, raw as Record<string, any>, path) } };
    }
  });
  return { results };
}

/**
 * Runs a search: `{filter, sort, search, aggregations, cursorPaging}`. Aggregations cover every match,
 * not just the page.
 */
export function runSearch<T>(
  all: T[],
  rawSearch: unknown,
): { items: T[]; pagingMetadata: Record<string, unknown>; aggregationData: { results: unknown[] } } {
  let search: Record<string, any> = isRecord(rawSearch) ? rawSearch : {};
  const paging = isRecord(search.cursorPaging) ? search.cursorPaging : {};
  let offset = 0;
  if (typeof paging.cursor === 'string' && paging.cursor) {
    const decoded = decodeCursor<{ offset: number; search: Record<string, unknown> }>(paging.cursor, {
      field: 'search.cursorPaging.cursor',
      description: 'is not a cursor of this search',
      violatedRule: 'VALIDATION',
    });
    offset = decoded.offset;
    search = { ...search, ...decoded.search };
  }
  const limit = readPageSize(paging.limit, 'search.cursorPaging.limit', PAGE_SIZES.searchServices);
  const matching = sortEntities(
    all.filter((item) => matchesFilter(item, search.filter, 'search.filter') && textMatches(item, search.search)),
    search.sort,
    'createdDate',
    'search.sort',
  );
  const carry = { filter: search.filter, sort: search.sort, search: search.search };
  return {
    ...pageWithCursors(matching, offset, limit, (at) => encodeCursor({ offset: at, search: carry })),
    aggregationData: aggregate(matching, search.aggregations),
  };
}
