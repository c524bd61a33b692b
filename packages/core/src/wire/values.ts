import type { WirePaths } from './shape.js';

/*
 * Wire values: how dates and floats look on the wire, both ways. Requests send dates as ISO text
 * with milliseconds and `Z`, and the special doubles as strings (the encoders of wire/encoders.ts);
 * responses are decoded at the paths of a call's generated wire shape (wire/shape.ts), so a date field
 * is spelled in one place only.
 */

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

/**
 * Converts, in place, the timestamp and float fields of a freshly parsed body, at the paths of a
 * wire shape (a generated one, or `wireShapeOf(schema)` for a zod schema of your own). Lenient: a
 * value that does not parse is left as it is (calls use the strict `decodeResponseValues` instead).
 *
 * @example
 * ```ts
 * const body = decodeWireValues(JSON.parse(text), GetPlanResponseWire);
 * ```
 */
export function decodeWireValues<T>(body: T, shape: WirePaths): T {
  const { dates, floats } = shape;
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
