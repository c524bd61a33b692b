/*
 * Enums, declared once: one list of values gives the constant object users write
 * (`PeriodUnit.MONTH`), the type (`PeriodUnit`, the union of the values) and, through `oneOf` in the
 * validation helpers, the argument validator with its readable message.
 */

/**
 * The constant object of an enum: each value under its own name.
 */
export type Enumeration<V extends string> = { readonly [K in V]: K };

/**
 * One value of an enum declared with {@link enumeration}: `EnumValue<typeof PeriodUnit>` is
 * `'DAY' | 'WEEK' | 'MONTH' | 'YEAR'`.
 *
 * @example
 * ```ts
 * export const PeriodUnit = enumeration(['DAY', 'WEEK', 'MONTH', 'YEAR']);
 * export type PeriodUnit = EnumValue<typeof PeriodUnit>;
 * ```
 */
export type EnumValue<E> = E extends Enumeration<infer V> ? V : never;

/**
 * Declares an enum from its one list of values: a frozen object with each value under its own name.
 * Its values (in order) are `Object.values(...)`; `oneOf(PeriodUnit)` validates an argument.
 *
 * @example
 * ```ts
 * export const PeriodUnit = enumeration(['DAY', 'WEEK', 'MONTH', 'YEAR']);
 * export type PeriodUnit = EnumValue<typeof PeriodUnit>;
 * const monthly = { count: 1, unit: PeriodUnit.MONTH };
 * ```
 */
// Pure: lets bundlers drop enums an app does not import.
/* @__NO_SIDE_EFFECTS__ */
export function enumeration<const V extends string>(values: readonly V[]): Enumeration<V> {
  const object: Record<string, string> = {};
  for (const value of values) object[value] = value;
  return Object.freeze(object) as Enumeration<V>;
}
