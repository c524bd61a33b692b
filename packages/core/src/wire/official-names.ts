/**
 * The official SDK names three fields differently from the wire (`_id`, `_createdDate`,
 * `_updatedDate`) and renames them at every depth of a request. Frontdesk's own types use the wire
 * names; code written for the official SDK passes the other spelling, which the platform would
 * ignore. Every call's arguments go through {@link toWireNames} first, so both spellings send the
 * same request.
 */
const OFFICIAL_TO_WIRE: ReadonlyMap<string, string> = new Map([
  ['_id', 'id'],
  ['_createdDate', 'createdDate'],
  ['_updatedDate', 'updatedDate'],
]);

/**
 * Subtrees that hold the caller's own data (custom field namespaces): their keys are the caller's,
 * never renamed.
 */
const OWN_DATA = new Set(['extendedFields', 'namespaceData']);

/** Deeper than any entity; stops a walk of a cyclic value (which could not be sent anyway). */
const MAX_DEPTH = 64;

/**
 * `value` with the official SDK's `_id`, `_createdDate` and `_updatedDate` keys renamed to the wire
 * names `id`, `createdDate` and `updatedDate`, at any depth. When both spellings are present the wire
 * name wins and the other is dropped. Copy-on-write: the caller's objects are never changed, and
 * `value` itself comes back when there is nothing to rename. Only plain objects and arrays are
 * walked (a `Date` or a class instance is left as it is); `extendedFields` and `namespaceData` are
 * the caller's data and are left as written.
 *
 * @example
 * ```ts
 * toWireNames({ location: { _id: 'bl-1', locationType: 'BUSINESS' } });
 * // { location: { id: 'bl-1', locationType: 'BUSINESS' } }
 * ```
 */
export function toWireNames<T>(value: T): T {
  return rename(value, 0) as T;
}

function rename(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const item = rename(value[index], depth + 1);
      if (item !== value[index]) {
        copy ??= value.slice();
        copy[index] = item;
      }
    }
    return copy ?? value;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(record)) {
    const wireName = OFFICIAL_TO_WIRE.get(key);
    if (wireName !== undefined) {
      copy ??= { ...record };
      if (!Object.hasOwn(record, wireName)) copy[wireName] = rename(record[key], depth + 1);
      delete copy[key];
      continue;
    }
    if (OWN_DATA.has(key)) continue;
    const item = rename(record[key], depth + 1);
    if (item !== record[key]) {
      copy ??= { ...record };
      copy[key] = item;
    }
  }
  return copy ?? value;
}
