/*
 * Compact per-call response data: which fields of a response are dates and which are floats, as
 * dotted paths (arrays traversed implicitly, `*` for every value of a map). Domain packages do not
 * write these by hand: `scripts/gen-wire.mjs` generates them from the entity types (`Date` fields and
 * `Float` fields), and `npm test` checks that the generated files are current.
 */

/** Where a response has timestamps and floats, as paths (arrays traversed implicitly, `*` for map values). */
export interface WirePaths {
  dates: string[][];
  floats: string[][];
}

/**
 * A number the platform sends as a double: on the wire it may also be a numeric string or one of
 * `"NaN"`, `"Infinity"`, `"-Infinity"`, which Frontdesk decodes to a `number`. Entity types mark
 * such fields `Float` so that the generator lists them.
 */
export type Float = number;

/**
 * How a response body of type `T` is decoded: the paths of its date and float fields. `T` is only
 * carried for the types (`defineCall` infers the call's result from it).
 */
export interface WireShape<T = unknown> extends WirePaths {
  /** The body's type, for inference only (never set at run time). */
  readonly __body?: T;
  /** Marks a shape (as opposed to any other object). */
  readonly wire: true;
}

/**
 * Declares how a response body of type `T` is decoded, from the dotted paths of its date fields and
 * its float fields. Generated into each package's `src/wire.gen.ts`; pure, so unused ones are
 * dropped from bundles.
 *
 * A shape may also be composed from the shapes of the entities it nests: `nested` maps the dotted
 * path of a field (arrays traversed implicitly, `*` for every value of a map) to that field's shape,
 * whose paths are put under the prefix. This happens once, here: the shape holds the flattened,
 * deduplicated and sorted paths, so decoding reads them exactly as if they had been listed one by one.
 *
 * @param dates - The dotted paths of the date fields (ISO text, decoded to `Date`).
 * @param floats - The dotted paths of the float fields (decoded to `number`).
 * @param nested - The shapes of nested entities, by the dotted path of the field that holds them.
 * @example
 * ```ts
 * export const GetPlanResponseWire = wire<GetPlanResponse>(['plan.createdDate', 'plan.updatedDate']);
 *
 * // Composed: the paths of BookingWire under `booking` and under every `bookings` item.
 * const BookingWire = wire<Booking>(['createdDate', 'startDate'], ['contactDetails.fullAddress.geocode.latitude']);
 * export const BookingsResponseWire = wire<BookingsResponse>(['pagingMetadata.cursorDate'], [], {
 *   booking: BookingWire,
 *   bookings: BookingWire,
 * });
 * // BookingsResponseWire's dates: booking.createdDate, booking.startDate, bookings.createdDate, ...
 * ```
 */
// Pure: lets bundlers drop shapes an app does not use.
/* @__NO_SIDE_EFFECTS__ */
export function wire<T>(
  dates: readonly string[],
  floats: readonly string[] = [],
  nested?: Readonly<Record<string, WireShape>>,
): WireShape<T> {
  if (nested === undefined) {
    return { wire: true, dates: dates.map((path) => path.split('.')), floats: floats.map((path) => path.split('.')) };
  }
  const allDates = new Set(dates);
  const allFloats = new Set(floats);
  for (const [prefix, shape] of Object.entries(nested)) {
    for (const path of shape.dates) allDates.add(`${prefix}.${path.join('.')}`);
    for (const path of shape.floats) allFloats.add(`${prefix}.${path.join('.')}`);
  }
  return {
    wire: true,
    dates: [...allDates].sort().map((path) => path.split('.')),
    floats: [...allFloats].sort().map((path) => path.split('.')),
  };
}

/**
 * Whether a value is a {@link WireShape} (a zod schema is not: `wireShapeOf` turns one into a shape).
 *
 * @example
 * ```ts
 * isWireShape(wire(['plan.createdDate'])); // true
 * ```
 */
export function isWireShape(value: unknown): value is WireShape {
  return typeof value === 'object' && value !== null && (value as { wire?: unknown }).wire === true;
}

/**
 * The date and float paths of a generated {@link WireShape}. (For a zod response schema of your own,
 * `wireShapeOf(schema)` finds its `timestamp()` and `float()` fields and returns a shape.)
 *
 * @example
 * ```ts
 * wirePaths(GetPlanResponseWire).dates; // [['plan', 'createdDate'], ['plan', 'updatedDate']]
 * ```
 */
export function wirePaths(shape: WireShape): WirePaths {
  return shape;
}
