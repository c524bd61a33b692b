/**
 * A deep copy of a value taken from (or going into) the emulator's state. Every copy in the emulator
 * goes through here rather than `structuredClone` directly, so the state can be observed (for the
 * write journal) without each caller knowing how.
 *
 * @example
 * ```ts
 * const next = clone(plan);
 * next.name = 'Gold+'; // the stored plan is unchanged
 * ```
 */
export function clone<T>(value: T): T {
  return structuredClone(value);
}
