import * as z from 'zod/mini';
import type { Enumeration } from './enums.js';

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
