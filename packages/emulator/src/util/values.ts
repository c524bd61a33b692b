/*
 * Request values are never coerced with `String(x)`, `Number(x)` or a template literal when they may
 * be objects: JSON can carry `{ "toString": 1 }` or `{ "valueOf": [] }`, and coercing such an object
 * throws a TypeError (a 500) instead of the validation error the value deserves.
 */

/**
 * A request value as text, for messages and comparisons: strings as they are, anything else as its
 * JSON (`undefined` as `'undefined'`). Never calls a method of the value.
 */
export function display(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    // A value JSON cannot write (a BigInt, a cycle): never from a parsed request.
    return Object.prototype.toString.call(value);
  }
}

/**
 * A request value as a number: numbers as they are, numeric strings parsed, anything else `NaN`
 * (objects are not coerced).
 */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() === '' ? Number.NaN : Number(value);
  if (typeof value === 'boolean') return Number(value);
  return Number.NaN;
}

/**
 * Whether a value is a JSON object: not `null`, not an array.
 */
export function isRecord(value: unknown): value is Record<string, any> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
