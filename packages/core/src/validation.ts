import * as z from 'zod/mini';
import type { Enumeration } from './enums.js';
import { type Encoder, Unencodable, wireAddress, wireFloat, wireTimestamp } from './wire/encoders.js';
import { type WireImage, wireImage } from './wire/image.js';

/*
 * Argument schemas (zod/mini), in one place. The domain packages build theirs from these helpers
 * inside their development-only `inputs` (a production build drops them). Each reads as the
 * `InputError` messages users see: `is required`, `must be a non-empty string`, `must be one of A, B`.
 * The `*Input()` helpers are for schemas given to `arg.*` in calls declared outside the packages:
 * their output is the wire form (the same encoders as a declaration's `encode`).
 */

/**
 * A string with at least one character (ids, names): `must be a non-empty string` otherwise.
 *
 * @example
 * ```ts
 * const Options = z.object({ planId: nonEmptyString() });
 * ```
 */
// Pure: lets bundlers drop validators an app does not use.
/* @__NO_SIDE_EFFECTS__ */
export function nonEmptyString(): z.ZodMiniString<string> {
  return z.string().check(z.minLength(1, 'must be a non-empty string'));
}

/**
 * One of an enum's values (declared with `enumeration`): `must be one of A, B, C` otherwise.
 *
 * @example
 * ```ts
 * const Options = z.object({ unit: z.optional(oneOf(PeriodUnit)) });
 * ```
 */
// Pure: lets bundlers drop validators an app does not use.
/* @__NO_SIDE_EFFECTS__ */
export function oneOf<V extends string>(values: Enumeration<V>): z.ZodMiniType<V, V> {
  const list = Object.values(values) as [V, ...V[]];
  return z.enum(list, {
    error: (issue) => (issue.input === undefined ? 'is required' : `must be one of ${list.join(', ')}`),
  }) as unknown as z.ZodMiniType<V, V>;
}

/**
 * A strict options object: a key it does not know is an `InputError` naming it with its path and the
 * nearest key it knows (`has unknown option(s): sort ("query.sort" is not an option of queryMembers;
 * did you mean "query.sorting"?)`), so a misspelt option is not silently dropped.
 *
 * @example
 * ```ts
 * const GetOrderOptions = strictOptions({ fieldSet: z.optional(oneOf(FieldSet)) });
 * ```
 */
// Pure: lets bundlers drop validators an app does not use.
/* @__NO_SIDE_EFFECTS__ */
export function strictOptions<T extends z.core.$ZodLooseShape>(shape: T): z.ZodMiniObject<T, z.core.$strict> {
  return z.strictObject(shape);
}

/** A schema whose output is `encoder`'s wire form; what the encoder cannot encode is the issue. */
function encodedBy(encoder: Encoder) {
  return z.pipe(
    z.unknown(),
    z.transform((value: unknown, ctx) => {
      const wire = value === undefined ? new Unencodable('is required') : encoder(value);
      if (!(wire instanceof Unencodable)) return wire;
      ctx.issues.push({ code: 'custom', input: value, message: wire.message, path: wire.path });
      return z.NEVER;
    }),
  );
}

/**
 * A request timestamp: accepts a `Date` or an ISO-8601 string and sends `2026-03-01T09:00:00.000Z`;
 * anything unparsable is an input error before sending (the schema form of `wireTimestamp`).
 *
 * @example
 * ```ts
 * const Options = z.object({ startDate: z.optional(timestampInput()) });
 * ```
 */
// Pure: lets bundlers drop validators an app does not use.
/* @__NO_SIDE_EFFECTS__ */
export function timestampInput(): z.ZodMiniType<string, Date | string> {
  return encodedBy(wireTimestamp) as unknown as z.ZodMiniType<string, Date | string>;
}

/**
 * A request float: finite numbers go as numbers; `NaN` and `±Infinity` go as the strings the platform
 * expects (the schema form of `wireFloat`).
 *
 * @example
 * ```ts
 * const Geocode = z.object({ latitude: floatInput(), longitude: floatInput() });
 * ```
 */
// Pure: lets bundlers drop validators an app does not use.
/* @__NO_SIDE_EFFECTS__ */
export function floatInput(): z.ZodMiniType<number | 'NaN' | 'Infinity' | '-Infinity', number> {
  return encodedBy(wireFloat) as unknown as z.ZodMiniType<number | 'NaN' | 'Infinity' | '-Infinity', number>;
}

/**
 * An address argument (service locations, booking contacts, identity profiles): an object sent with
 * the platform's field names, the official SDK's `addressLine1`, `formatted` and `location` renamed
 * to `addressLine`, `formattedAddress` and `geocode`; geocode coordinates are floats (the schema form
 * of `wireAddress`).
 *
 * @example
 * ```ts
 * const Location = z.looseObject({ address: z.optional(addressInput()) });
 * // { addressLine1: '1 Main St' } goes out as { addressLine: '1 Main St' }
 * ```
 */
// Pure: lets bundlers drop validators an app does not use.
/* @__NO_SIDE_EFFECTS__ */
export function addressInput(): z.ZodMiniType<Record<string, unknown>, Record<string, unknown>> {
  return encodedBy(wireAddress) as unknown as z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>;
}

/**
 * An image argument: an object in the platform's shape (sent as given), or an official SDK image
 * string, converted by `toWireImage`. A string that is not an image is an `InputError` before
 * anything is sent; an empty string leaves the field out (the schema form of `wireImage`).
 *
 * @example
 * ```ts
 * const MediaItem = z.looseObject({ image: z.optional(imageInput()) });
 * // { image: 'wix:image://v1/<id>/room.jpg#originWidth=800&originHeight=600' }
 * // goes out as { image: { id: '<id>', width: 800, height: 600, altText: 'room.jpg', ... } }
 * ```
 */
// Pure: lets bundlers drop validators an app does not use.
/* @__NO_SIDE_EFFECTS__ */
export function imageInput(): z.ZodMiniType<WireImage | undefined, WireImage | string> {
  return encodedBy(wireImage) as unknown as z.ZodMiniType<WireImage | undefined, WireImage | string>;
}
