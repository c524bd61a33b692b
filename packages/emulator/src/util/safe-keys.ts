import { validationError, type PlatformError } from '../errors.js';
import { isRecord } from './values.js';

/*
 * Keys from requests (JSON keys, dotted query keys, field-mask paths, ids used to look entities up)
 * are data. Written or read with `obj[key]` on a plain object, three of them reach the prototype
 * chain instead: `__proto__` (the prototype itself), `constructor` (the `Object` function) and
 * `prototype` (its prototype object, one step further). Everything here keeps them out.
 */

/**
 * The key names the emulator refuses in request data (400 INVALID_ARGUMENT naming the field).
 */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Whether a key is one of {@link RESERVED_KEYS}.
 */
export function isReservedKey(key: string): boolean {
  return RESERVED_KEYS.has(key);
}

/**
 * The 400 validation error (INVALID_ARGUMENT) for a reserved key at `field`.
 */
export function reservedKeyError(field: string): PlatformError {
  return validationError([
    {
      field,
      description: 'uses a reserved name (__proto__, constructor and prototype are not accepted as field names)',
      violatedRule: 'RESERVED_NAME',
    },
  ]);
}

/**
 * Throws a 400 validation error naming `field` when `key` is reserved; returns the key otherwise.
 */
export function assertSafeKey(key: string, field: string): string {
  if (isReservedKey(key)) throw reservedKeyError(field);
  return key;
}

/**
 * The most parts a dotted path (a field-mask entry) may have: the nesting limit of a JSON body.
 */
export const MAX_PATH_PARTS = 64;

/**
 * Checks every segment of a dotted path (a field-mask entry): no reserved key, at most
 * {@link MAX_PATH_PARTS} parts. Returns the segments; throws a 400 naming `field` otherwise.
 */
export function safePath(path: string, field: string): string[] {
  const parts = path.split('.');
  if (parts.length > MAX_PATH_PARTS) {
    throw validationError([{ field, description: `has a path of more than ${MAX_PATH_PARTS} parts`, violatedRule: 'MAX_DEPTH' }]);
  }
  for (const part of parts) assertSafeKey(part, field);
  return parts;
}

/**
 * An own property of a record, or `undefined`: a lookup by a key from a request that can never
 * return something inherited (`map['constructor']` is the `Object` function, `map['__proto__']`
 * `Object.prototype`).
 */
export function own<T>(record: Readonly<Record<string, T>> | undefined | null, key: unknown): T | undefined {
  if (record === undefined || record === null || typeof key !== 'string') return undefined;
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * Sets an own, enumerable data property, whatever the key (`__proto__` included): never a setter,
 * never the prototype.
 */
export function setOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * The value at a dotted path (already split), reading own properties only: `undefined` when any step
 * is missing or not an object.
 */
export function getOwnPath(source: unknown, path: readonly string[]): unknown {
  let node = source;
  for (const key of path) node = isRecord(node) ? own(node, key) : undefined;
  return node;
}

/**
 * Sets (a copy of) `value` at a field-mask path, creating the objects on the way as own properties;
 * `undefined` or `null` deletes the field. Every key is checked with {@link assertSafeKey} (reported
 * on `field`), so a mask can never reach `Object.prototype`.
 */
export function setOwnPath(
  target: Record<string, any>,
  path: readonly string[],
  value: unknown,
  field: string,
  copy: <T>(value: T) => T,
): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    assertSafeKey(key, field);
    const next = own(node, key);
    if (isRecord(next)) node = next;
    else {
      const child = {};
      setOwn(node, key, child);
      node = child;
    }
  }
  const leaf = assertSafeKey(path[path.length - 1]!, field);
  if (value === undefined || value === null) delete node[leaf];
  else setOwn(node, leaf, copy(value));
}
