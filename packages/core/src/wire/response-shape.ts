import { isRecord } from '../is-record.js';
import type { WirePaths } from './shape.js';
import { decodeResponseValues } from './values.js';

/*
 * Step 5 of a call: the checks every response passes before it is returned, from compact per-call
 * data only: is the body a JSON object, is the entity the call returns there, is a paged call's item
 * list a list; then step 6, its dates and floats decoded (wire/values.ts), which says whether each is
 * what it claims to be. Deliberately not a schema walk: entity types are plain TypeScript, and the
 * cost per call stays a few property reads plus the conversions the call does anyway.
 */

/** What a call's response must look like. */
export interface ResponseShape extends WirePaths {
  /** The key of the entity the call returns (`plan` for `getPlan`), which must hold an object (or an array). */
  unwrap?: string | undefined;
  /** The key of a paged call's items, which must hold an array when present. */
  items?: string | undefined;
}

/**
 * Checks a parsed response body against a call's shape, then decodes its dates and floats in place.
 * Returns what is wrong (`no "plan" in the body`, `the body is an array, not a JSON object`,
 * `"plan.createdDate" is not a valid date`), or `undefined`. Calls without `unwrap` accept `{}`, so a
 * `204` or an empty `200` is fine for calls that return nothing.
 */
export function checkResponse(body: unknown, shape: ResponseShape): string | undefined {
  if (!isRecord(body)) return `the body is ${describe(body)}, not a JSON object`;
  if (shape.unwrap !== undefined) {
    const entity = body[shape.unwrap];
    if (entity === undefined) return `no "${shape.unwrap}" in the body`;
    if (typeof entity !== 'object' || entity === null) return `"${shape.unwrap}" is ${describe(entity)}, not an object`;
  }
  if (shape.items !== undefined) {
    const items = body[shape.items];
    if (items !== undefined && items !== null && !Array.isArray(items)) return `"${shape.items}" is ${describe(items)}, not an array`;
  }
  return shape.dates.length === 0 && shape.floats.length === 0 ? undefined : decodeResponseValues(body, shape);
}

/** The kind of a JSON value, never the value itself (it may carry anything). */
function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return typeof value === 'undefined' ? 'nothing' : `a ${typeof value}`;
}
