import { isRecord } from '../is-record.js';
import { encodeFloat, toWireTimestamp } from './values.js';

/*
 * Encoders: how one argument value goes on the wire. A call declares them at the paths of its
 * arguments (`encode: { options: { startDate: wireTimestamp } }`), and every build runs them, the
 * production ones included: they are what makes the request, not checks. An encoder returns the wire
 * value (`undefined` leaves the field out), or an {@link Unencodable} when the value cannot be sent
 * at all, which rejects the call with an `InputError` before anything is sent.
 */

/**
 * What an encoder returns for a value it cannot encode: the `InputError` message (`must be a number`)
 * and, when the problem is inside the value, the path to it.
 *
 * @example
 * ```ts
 * const wireSlug = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : new Unencodable('must be a string'));
 * ```
 */
export class Unencodable {
  /** The readable problem, e.g. `must be a valid Date or an ISO-8601 date-time string`. */
  readonly message: string;
  /** The path inside the value, empty for the value itself. */
  readonly path: (string | number)[];
  constructor(message: string, path: (string | number)[] = []) {
    this.message = message;
    this.path = path;
  }
}

/** How one argument value goes on the wire: the wire value, or an {@link Unencodable}. */
export type Encoder = (value: unknown) => unknown;

const DATE_MESSAGE = 'must be a valid Date or an ISO-8601 date-time string';

/**
 * A request timestamp: a `Date` or an ISO-8601 string goes out as `2026-03-01T09:00:00.000Z`;
 * anything else cannot be encoded.
 *
 * @example
 * ```ts
 * wireTimestamp(new Date(Date.UTC(2026, 2, 1, 9))); // '2026-03-01T09:00:00.000Z'
 * wireTimestamp('2026-03-01T10:00:00+01:00'); // '2026-03-01T09:00:00.000Z'
 * wireTimestamp('next week'); // an Unencodable
 * ```
 */
export function wireTimestamp(value: unknown): unknown {
  const wire = value instanceof Date || typeof value === 'string' ? toWireTimestamp(value) : undefined;
  return wire ?? new Unencodable(DATE_MESSAGE);
}

/**
 * A request float: a finite number goes out as it is, `NaN` and `±Infinity` as the strings the
 * platform expects; anything but a number cannot be encoded.
 *
 * @example
 * ```ts
 * wireFloat(1.5); // 1.5
 * wireFloat(Infinity); // 'Infinity'
 * ```
 */
export function wireFloat(value: unknown): unknown {
  return typeof value === 'number' ? encodeFloat(value) : new Unencodable('must be a number');
}

/*
 * Addresses go out with the wire names (`addressLine`, `formattedAddress`, `geocode`). The official
 * SDK's names for the same fields (`addressLine1`, `formatted`, `location`) are accepted too and
 * renamed (a wire name given as well wins).
 */
const ADDRESS_ALIASES = [
  ['addressLine1', 'addressLine'],
  ['formatted', 'formattedAddress'],
  ['location', 'geocode'],
] as const;

/**
 * An address (service locations, booking contacts, identity profiles): an object sent with the
 * platform's field names, the official SDK's `addressLine1`, `formatted` and `location` renamed to
 * `addressLine`, `formattedAddress` and `geocode`, whose `latitude` and `longitude` are floats
 * ({@link wireFloat}). The caller's object is copied, never changed; the rest of the address is the
 * platform's to check.
 *
 * @example
 * ```ts
 * wireAddress({ addressLine1: '1 Main St', location: { latitude: 52.5 } });
 * // { addressLine: '1 Main St', geocode: { latitude: 52.5 } }
 * ```
 */
export function wireAddress(value: unknown): unknown {
  if (!isRecord(value)) return new Unencodable('must be an object');
  const address: Record<string, unknown> = { ...value };
  for (const [official, wireName] of ADDRESS_ALIASES) {
    if (!(official in address)) continue;
    if (address[wireName] === undefined) address[wireName] = address[official];
    delete address[official];
  }
  const geocode = address['geocode'];
  if (geocode === undefined) return address;
  if (!isRecord(geocode)) return new Unencodable('must be an object', ['geocode']);
  const coordinates: Record<string, unknown> = { ...geocode };
  for (const key of ['latitude', 'longitude']) {
    if (coordinates[key] === undefined) continue;
    const float = wireFloat(coordinates[key]);
    if (float instanceof Unencodable) return new Unencodable(float.message, ['geocode', key]);
    coordinates[key] = float;
  }
  address['geocode'] = coordinates;
  return address;
}
