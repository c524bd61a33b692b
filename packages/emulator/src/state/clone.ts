import { isStateProxy, unwrap } from './tracker.js';

// A copy of a plain value that holds state proxies somewhere inside (structuredClone refuses them).
function copyUnwrapping(value: unknown, seen: Map<object, unknown>): unknown {
  if (typeof value === 'function' || typeof value === 'symbol') return structuredClone(value); // throws, as it would have
  if (typeof value !== 'object' || value === null) return value;
  const raw = unwrap(value);
  const known = seen.get(raw);
  if (known !== undefined) return known;
  if (raw !== value) {
    const copy = clone(raw);
    seen.set(raw, copy);
    return copy;
  }
  const prototype = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return structuredClone(value);
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? new Array(value.length) : {};
  seen.set(value, copy);
  const source = value as Record<string, unknown>;
  for (const key of Object.keys(source)) (copy as Record<string, unknown>)[key] = copyUnwrapping(source[key], seen);
  return copy;
}

/**
 * A deep copy of a value taken from (or going into) the emulator's state. Every copy in the emulator
 * goes through here rather than `structuredClone` directly: with a `dataDir`, the state is observed
 * through proxies (for the write journal), which `structuredClone` refuses; this copies the objects
 * behind them.
 */
export function clone<T>(value: T): T {
  const target = isStateProxy(value) ? unwrap(value) : value;
  try {
    return structuredClone(target);
  } catch (error) {
    // A plain object or array holding state proxies (e.g. `{ ...plan, extra }` or `[plan]`).
    if (typeof target !== 'object' || target === null || (error as Error)?.name !== 'DataCloneError') throw error;
    return copyUnwrapping(target, new Map()) as T;
  }
}
