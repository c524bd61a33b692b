import { invalidArgument } from './errors.js';
import { fromBase64Url } from './ids.js';
import { checkJsonLimits, MAX_JSON_DEPTH, MAX_STRING_LENGTH, stringTooLong, tooDeep } from './util/limits.js';
import { isReservedKey, reservedKeyError, setOwn } from './util/safe-keys.js';

/**
 * Options of {@link decodeQuery}.
 *
 * @example
 * ```ts
 * decodeQuery(params, { arrays: ['fieldsets'] });
 * ```
 */
export interface DecodeQueryOptions {
  /**
   * Dotted keys that always decode to an array, even when the key appears once
   * (`fieldsets=FULL` → `{ fieldsets: ['FULL'] }`).
   */
  arrays?: readonly string[];
  /**
   * A `__proto__`, `constructor` or `prototype` part in a key (or a key of `.r`): `'keep'` (default)
   * stores it as an ordinary own property, never a prototype; `'refuse'` throws a 400 naming the key,
   * as the emulator's routes do with every payload.
   */
  reservedKeys?: 'keep' | 'refuse';
}

/**
 * A decoded query: nested objects of strings and string arrays, or whatever JSON `.r` carried.
 */
export type DecodedQuery = Record<string, unknown>;

type Tree = Record<string, unknown>;

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function setPath(root: Tree, path: readonly string[], value: unknown): void {
  let node = root;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i]!;
    const next = Object.hasOwn(node, key) ? node[key] : undefined;
    if (isTree(next)) {
      node = next;
    } else {
      // A nested key wins over a scalar at the same path (`a=1&a.b=2` → `{a: {b: '2'}}`), whatever the order.
      const child: Tree = {};
      setOwn(node, key, child);
      node = child;
    }
  }
  const leaf = path[path.length - 1]!;
  const existing = Object.hasOwn(node, leaf) ? node[leaf] : undefined;
  if (!isTree(existing)) setOwn(node, leaf, value);
}

function decodeComplex(encoded: string, reservedKeys: 'keep' | 'refuse'): Tree {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(encoded));
  } catch {
    throw invalidArgument('The ".r" query parameter is not base64url-encoded JSON');
  }
  checkJsonLimits(parsed, { what: 'The ".r" query parameter', reservedKeys });
  if (!isTree(parsed)) throw invalidArgument('The ".r" query parameter must encode a JSON object');
  return parsed;
}

// The input limits of a JSON body, for a dotted key and its values (see util/limits.ts).
function checkEntry(key: string, path: readonly string[], values: readonly string[], refuseReserved: boolean): void {
  if (key.length > MAX_STRING_LENGTH) throw stringTooLong(`${key.slice(0, 40)}…`);
  if (path.length > MAX_JSON_DEPTH) throw tooDeep('A query-string key');
  if (refuseReserved && path.some(isReservedKey)) throw reservedKeyError(key);
  if (values.some((value) => value.length > MAX_STRING_LENGTH)) throw stringTooLong(key);
}

/**
 * Decodes a GET/DELETE query string into the request payload: the inverse of the SDK's encoder
 * (spec `wire.md`, "Query strings").
 *
 * - repeated keys become arrays (`planIds=a&planIds=b` → `{ planIds: ['a', 'b'] }`), and so does any
 *   key listed in `options.arrays`, even with one value;
 * - dotted keys become nested objects (`paging.limit=10` → `{ paging: { limit: '10' } }`);
 * - the `.r` parameter carries the whole payload as base64url JSON (no padding) and is returned
 *   parsed, with its JSON types; other parameters next to it are decoded as above and `.r` wins.
 *
 * Plain values stay strings: the route decides what is a number or a boolean. A `.r` that is not
 * base64url JSON of an object throws a 400 {@link PlatformError}, and so does input over the limits
 * of a JSON body (util/limits.ts): a value or key over 65,536 characters, a key of more than 64 dotted
 * parts (or a `.r` nested deeper), and with `reservedKeys: 'refuse'` a `__proto__`, `constructor`
 * or `prototype` part in a key.
 *
 * @example
 * ```ts
 * decodeQuery(new URLSearchParams('fieldsets=FULL&paging.limit=10'), { arrays: ['fieldsets'] });
 * // { fieldsets: ['FULL'], paging: { limit: '10' } }
 * ```
 */
export function decodeQuery(params: URLSearchParams, options: DecodeQueryOptions = {}): DecodedQuery {
  const arrays = new Set(options.arrays ?? []);
  const result: Tree = {};
  const seen = new Set<string>();
  for (const key of params.keys()) {
    if (seen.has(key) || key === '.r') continue;
    seen.add(key);
    const values = params.getAll(key);
    const path = key.split('.');
    checkEntry(key, path, values, options.reservedKeys === 'refuse');
    setPath(result, path, values.length > 1 || arrays.has(key) ? values : values[0]);
  }
  const complex = params.get('.r');
  if (complex === null) return result;
  const payload = decodeComplex(complex, options.reservedKeys ?? 'keep');
  for (const key of Object.keys(payload)) setOwn(result, key, payload[key]);
  return result;
}
