/**
 * The marker that carries a `Date` through JSON: `{ "$frontdeskDate": "<ISO>" }`.
 *
 * @example
 * ```ts
 * serializeDates(new Date(0)); // { [DATE_MARKER]: '1970-01-01T00:00:00.000Z' }
 * ```
 */
export const DATE_MARKER = '$frontdeskDate';

/**
 * Returns a JSON-safe copy of `data` with every `Date` (at any depth of plain objects and arrays)
 * replaced by `{ $frontdeskDate: iso }`. Used as `serializeData` when dehydrating, so `Date` fields
 * survive the trip from the server to the browser.
 *
 * @example
 * ```ts
 * serializeDates({ createdDate: new Date(0) }); // { createdDate: { $frontdeskDate: '1970-01-01T00:00:00.000Z' } }
 * ```
 */
export function serializeDates(data: unknown): unknown {
  if (data instanceof Date) return { [DATE_MARKER]: Number.isNaN(data.getTime()) ? null : data.toISOString() };
  if (Array.isArray(data)) return data.map(serializeDates);
  if (isPlainObject(data)) {
    // fromEntries defines own properties, so a `__proto__` key stays data.
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, serializeDates(value)]));
  }
  return data;
}

/**
 * The inverse of {@link serializeDates}: turns every `{ $frontdeskDate: iso }` back into a `Date`.
 * Used as `deserializeData` when hydrating.
 *
 * @example
 * ```ts
 * deserializeDates({ createdDate: { $frontdeskDate: '1970-01-01T00:00:00.000Z' } }); // { createdDate: Date }
 * ```
 */
export function deserializeDates(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(deserializeDates);
  if (isPlainObject(data)) {
    const keys = Object.keys(data);
    if (keys.length === 1 && keys[0] === DATE_MARKER) {
      const iso = data[DATE_MARKER];
      return new Date(typeof iso === 'string' ? iso : Number.NaN);
    }
    return Object.fromEntries(keys.map((key) => [key, deserializeDates(data[key])]));
  }
  return data;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
