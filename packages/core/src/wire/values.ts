import * as z from 'zod/mini';
import { isWireShape } from './shape.js';

/*
 * Wire values. Entity (response) schemas mark their timestamp and float fields with `timestamp()` and
 * `float()`; Frontdesk walks a schema once to find those paths and converts exactly them in responses,
 * so a date field is spelled in one place only. Request (argument) schemas use `timestampInput()` and
 * `floatInput()`, which validate and produce the wire form.
 */

const TIMESTAMPS = new WeakSet<object>();
const FLOATS = new WeakSet<object>();

/**
 * A response timestamp: ISO text on the wire, a `Date` in Frontdesk's types and results.
 *
 * @example
 * ```ts
 * const PlanSchema = z.object({ id: z.string(), createdDate: z.optional(timestamp()) });
 * ```
 */
// Pure: lets bundlers drop declarations an app does not import.
/* @__NO_SIDE_EFFECTS__ */
export function timestamp(): z.ZodMiniDate {
  const schema = z.date();
  TIMESTAMPS.add(schema);
  return schema;
}

/**
 * A response float (e.g. geocode latitude): numeric strings and `"NaN"`, `"Infinity"`, `"-Infinity"`
 * on the wire become numbers.
 *
 * @example
 * ```ts
 * const GeocodeSchema = z.object({ latitude: z.optional(float()), longitude: z.optional(float()) });
 * ```
 */
// Pure: lets bundlers drop declarations an app does not import.
/* @__NO_SIDE_EFFECTS__ */
export function float(): z.ZodMiniNumber {
  const schema = z.number();
  FLOATS.add(schema);
  return schema;
}

/**
 * The ISO-8601 form the platform expects: milliseconds and `Z`.
 *
 * @example
 * ```ts
 * toWireTimestamp(new Date(Date.UTC(2026, 2, 1, 9))); // '2026-03-01T09:00:00.000Z'
 * toWireTimestamp('2026-03-01T10:00:00+01:00'); // '2026-03-01T09:00:00.000Z'
 * toWireTimestamp('next week'); // undefined
 * ```
 */
export function toWireTimestamp(value: Date | string): string | undefined {
  const date = value instanceof Date ? value : parseIsoTimestamp(value);
  if (!date || Number.isNaN(date.getTime())) return undefined;
  return date.toISOString();
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

function parseIsoTimestamp(value: string): Date | undefined {
  if (!ISO_TIMESTAMP.test(value.trim())) return undefined;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A request timestamp: accepts a `Date` or an ISO-8601 string and sends `2026-03-01T09:00:00.000Z`;
 * anything unparsable is an input error before sending.
 *
 * @example
 * ```ts
 * const Options = z.object({ startDate: z.optional(timestampInput()) });
 * ```
 */
// Pure: lets bundlers drop declarations an app does not import.
/* @__NO_SIDE_EFFECTS__ */
export function timestampInput() {
  return z.pipe(
    z.union([z.date(), z.string()]),
    z.transform((value: Date | string, ctx) => {
      const wire = toWireTimestamp(value);
      if (wire === undefined) {
        ctx.issues.push({
          code: 'custom',
          input: value,
          message: 'must be a valid Date or an ISO-8601 date-time string',
        });
        return z.NEVER;
      }
      return wire;
    }),
  );
}

/**
 * A request float: finite numbers go as numbers; `NaN` and `±Infinity` go as the strings the platform
 * expects.
 *
 * @example
 * ```ts
 * const Geocode = z.object({ latitude: floatInput(), longitude: floatInput() });
 * ```
 */
// Pure: lets bundlers drop declarations an app does not import.
/* @__NO_SIDE_EFFECTS__ */
export function floatInput() {
  // z.number() refuses NaN and ±Infinity, which the platform accepts as strings.
  const anyNumber = z.custom<number>((value) => typeof value === 'number', 'must be a number');
  return z.pipe(
    anyNumber,
    z.transform((value: number) => encodeFloat(value)),
  );
}

/**
 * `NaN`/`Infinity`/`-Infinity` become their wire strings; finite numbers are unchanged.
 *
 * @example
 * ```ts
 * encodeFloat(1.5); // 1.5
 * encodeFloat(Infinity); // 'Infinity'
 * ```
 */
export function encodeFloat(value: number): number | 'NaN' | 'Infinity' | '-Infinity' {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return 'Infinity';
  if (value === -Infinity) return '-Infinity';
  return value;
}

/**
 * Wire float -> number: numbers, numeric strings and the three special strings. Others unchanged.
 *
 * @example
 * ```ts
 * decodeFloat('12.5'); // 12.5
 * decodeFloat('NaN'); // NaN
 * decodeFloat('abc'); // 'abc' (left as it is)
 * ```
 */
export function decodeFloat(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value === 'NaN') return NaN;
  if (value === 'Infinity') return Infinity;
  if (value === '-Infinity') return -Infinity;
  const trimmed = value.trim();
  if (trimmed === '') return value;
  const n = Number(trimmed);
  return Number.isNaN(n) ? value : n;
}

/**
 * Wire timestamp -> `Date`. `null` and `""` become `undefined` (the field is removed); a value that
 * does not parse is left as it is, so nothing is silently lost.
 *
 * @example
 * ```ts
 * decodeTimestamp('2026-03-01T09:00:00.000Z'); // Date
 * decodeTimestamp(''); // undefined
 * ```
 */
export function decodeTimestamp(value: unknown): unknown {
  if (value === null || value === '') return undefined;
  if (typeof value === 'string') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value);
  return value;
}

/** Where a schema has timestamps and floats, as dotted paths (arrays traversed implicitly, `*` for map values). */
export interface WirePaths {
  dates: string[][];
  floats: string[][];
}

const PATHS_CACHE = new WeakMap<object, WirePaths>();

interface SchemaDef {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  element?: unknown;
  valueType?: unknown;
  options?: unknown[];
  in?: unknown;
  out?: unknown;
  getter?: () => unknown;
  left?: unknown;
  right?: unknown;
}

function defOf(schema: unknown): SchemaDef | undefined {
  return (schema as { _zod?: { def?: SchemaDef } } | undefined)?._zod?.def;
}

/**
 * Finds the timestamp and float fields of a response schema (memoised per schema).
 *
 * @example
 * ```ts
 * wirePaths(z.object({ plan: PlanSchema })).dates; // [['plan', 'createdDate'], ...]
 * ```
 */
export function wirePaths(schema: object): WirePaths {
  // A generated wire shape already is the paths.
  if (isWireShape(schema)) return schema;
  const cached = PATHS_CACHE.get(schema);
  if (cached) return cached;
  const result: WirePaths = { dates: [], floats: [] };
  const seen = new Set<string>();
  const walk = (node: unknown, path: string[], stack: Set<unknown>): void => {
    if (!node || typeof node !== 'object' || stack.has(node) || path.length > 24) return;
    if (TIMESTAMPS.has(node) || FLOATS.has(node)) {
      const key = (TIMESTAMPS.has(node) ? 'd:' : 'f:') + path.join('.');
      if (!seen.has(key)) {
        seen.add(key);
        (TIMESTAMPS.has(node) ? result.dates : result.floats).push(path);
      }
      return;
    }
    const def = defOf(node);
    if (!def) return;
    stack.add(node);
    switch (def.type) {
      case 'object':
        for (const [key, child] of Object.entries(def.shape ?? {})) walk(child, [...path, key], stack);
        break;
      case 'array':
        walk(def.element, path, stack);
        break;
      case 'record':
        walk(def.valueType, [...path, '*'], stack);
        break;
      case 'union':
        for (const option of def.options ?? []) walk(option, path, stack);
        break;
      case 'intersection':
        walk(def.left, path, stack);
        walk(def.right, path, stack);
        break;
      case 'pipe':
        walk(def.out, path, stack);
        break;
      case 'lazy':
        walk(def.getter?.(), path, stack);
        break;
      default:
        if (def.innerType) walk(def.innerType, path, stack);
    }
    stack.delete(node);
  };
  walk(schema, [], new Set());
  PATHS_CACHE.set(schema, result);
  return result;
}

/**
 * Converts, in place, the timestamp and float fields of a freshly parsed body. Lenient: a value that
 * does not parse is left as it is (calls use the strict `decodeResponseValues` instead).
 *
 * @example
 * ```ts
 * const body = decodeWireValues(JSON.parse(text), GetPlanResponseSchema);
 * ```
 */
export function decodeWireValues<T>(body: T, schema: object): T {
  const { dates, floats } = wirePaths(schema);
  for (const path of dates) convertAt(body, path, 0, decodeTimestamp, undefined);
  for (const path of floats) convertAt(body, path, 0, decodeFloat, undefined);
  return body;
}

/** What a strict converter returns for a value the field cannot hold. */
const INVALID: unique symbol = Symbol('invalid');
type Converter = (value: unknown) => unknown;
/** The keys and indexes from the body down to the value being converted. */
type Trail = (string | number)[];

/** A response date: ISO-8601 text (or epoch milliseconds); `null` and `""` mean absent. */
function strictTimestamp(value: unknown): unknown {
  if (value === null || value === '') return undefined;
  if (typeof value === 'string') {
    if (!ISO_TIMESTAMP.test(value)) return INVALID;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? INVALID : date;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value);
  return INVALID;
}

/** A response float: a number, a numeric string or one of the three special strings; `null` is kept. */
function strictFloat(value: unknown): unknown {
  if (typeof value === 'number' || value === null) return value;
  if (typeof value !== 'string') return INVALID;
  const decoded = decodeFloat(value);
  return typeof decoded === 'number' ? decoded : INVALID;
}

/**
 * Decodes, in place, the dates and floats of a call's response body, and says where the first value
 * is that is not what its field holds (`"plan.createdDate" is not a valid date`), or `undefined` when
 * all are. A date must be ISO-8601 text (`null` and `""` are removed); a float a number, a numeric
 * string, `"NaN"` or `"±Infinity"`. Values are never quoted: a hostile server could put anything there.
 */
export function decodeResponseValues(body: unknown, paths: WirePaths): string | undefined {
  const trail: Trail = [];
  for (const path of paths.dates) {
    if (!convertAt(body, path, 0, strictTimestamp, trail)) return `${formatTrail(trail)} is not a valid date`;
  }
  for (const path of paths.floats) {
    if (!convertAt(body, path, 0, strictFloat, trail)) return `${formatTrail(trail)} is not a number`;
  }
  return undefined;
}

/** `['services', 2, 'createdDate']` -> `"services[2].createdDate"`. */
function formatTrail(trail: Trail): string {
  let text = '';
  for (const part of trail) text += typeof part === 'number' ? `[${part}]` : text === '' ? part : `.${part}`;
  return `"${text}"`;
}

/**
 * Converts the values at `path` below `node` in place (arrays traversed implicitly, `*` for every key
 * of a map). With a `trail` (strict), stops at the first value `convert` calls INVALID and returns
 * `false`, the trail then leading to it; without one, such values are left as they are.
 */
function convertAt(node: unknown, path: readonly string[], index: number, convert: Converter, trail: Trail | undefined): boolean {
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      trail?.push(i);
      if (!convertAt(node[i], path, index, convert, trail)) return false;
      trail?.pop();
    }
    return true;
  }
  if (typeof node !== 'object' || node === null) return true;
  const record = node as Record<string, unknown>;
  const key = path[index]!;
  for (const k of key === '*' ? Object.keys(record) : [key]) {
    if (!Object.hasOwn(record, k)) continue;
    // Map keys come from the server: the trail names them `*`, never by their text.
    trail?.push(key);
    const value = record[k];
    if (index < path.length - 1) {
      if (!convertAt(value, path, index + 1, convert, trail)) return false;
    } else if (Array.isArray(value)) {
      const converted: unknown[] = [];
      for (let i = 0; i < value.length; i++) {
        const item = convert(value[i]);
        if (item === INVALID && trail) {
          trail.push(i);
          return false;
        }
        if (item !== undefined) converted.push(item === INVALID ? value[i] : item);
      }
      record[k] = converted;
    } else {
      const converted = convert(value);
      if (converted === INVALID) {
        if (trail) return false;
      } else if (converted === undefined) {
        delete record[k];
      } else {
        record[k] = converted;
      }
    }
    trail?.pop();
  }
  return true;
}
