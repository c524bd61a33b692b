import * as z from 'zod/mini';
import type { Enumeration } from './enums.js';
import { floatInput } from './wire/values.js';

/*
 * The argument validators every domain package uses, in one place (zod/mini). Each reads as the
 * `InputError` messages users see: `is required`, `must be a non-empty string`, `must be one of A, B`.
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

/*
 * Addresses go out with the wire names (`addressLine`, `formattedAddress`, `geocode`). The official
 * SDK's names for the same fields (`addressLine1`, `formatted`, `location`) are accepted too and
 * renamed (a wire name given as well wins); the caller's object is copied, never changed.
 */
const ADDRESS_ALIASES = [
  ['addressLine1', 'addressLine'],
  ['formatted', 'formattedAddress'],
  ['location', 'geocode'],
] as const;

function toWireAddress(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  if (!ADDRESS_ALIASES.some(([official]) => official in value)) return value;
  const address: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [official, wireName] of ADDRESS_ALIASES) {
    if (!(official in address)) continue;
    if (address[wireName] === undefined) address[wireName] = address[official];
    delete address[official];
  }
  return address;
}

/**
 * An address argument (service locations, booking contacts, identity profiles): an object sent with
 * the platform's field names, the official SDK's `addressLine1`, `formatted` and `location` renamed
 * to `addressLine`, `formattedAddress` and `geocode`; geocode coordinates are floats. The rest of the
 * address is the platform's to check.
 *
 * @example
 * ```ts
 * const Location = z.looseObject({ address: z.optional(addressInput()) });
 * // { addressLine1: '1 Main St' } goes out as { addressLine: '1 Main St' }
 * ```
 */
// Pure: lets bundlers drop validators an app does not use.
/* @__NO_SIDE_EFFECTS__ */
export function addressInput() {
  return z.pipe(
    z.transform(toWireAddress),
    z.looseObject({ geocode: z.optional(z.looseObject({ latitude: z.optional(floatInput()), longitude: z.optional(floatInput()) })) }),
  );
}

/** `has unknown option(s): a, b` for an object's unknown keys (instead of zod's "Invalid input"). */
function unknownOptions(issue: { code?: string; keys?: string[] }): string | undefined {
  return issue.code === 'unrecognized_keys' ? `has unknown option(s): ${(issue.keys ?? []).join(', ')}` : undefined;
}

/**
 * A strict options object: a key it does not know is an `InputError` reading
 * `has unknown option(s): a, b`, so a misspelt option is not silently dropped.
 *
 * @example
 * ```ts
 * const GetOrderOptions = strictOptions({ fieldSet: z.optional(oneOf(FieldSet)) });
 * ```
 */
// Pure: lets bundlers drop validators an app does not use.
/* @__NO_SIDE_EFFECTS__ */
export function strictOptions<T extends z.core.$ZodLooseShape>(shape: T): z.ZodMiniObject<T, z.core.$strict> {
  return z.strictObject(shape, { error: unknownOptions });
}
