import type { EmulatorState } from './types.js';
import { clone } from './clone.js';

/**
 * Holds the live state and tells persistence when it changed. Route handlers may mutate
 * `ctx.state` directly: the dispatcher marks the state dirty after every non-GET request.
 * Code outside a request (tests, CLI) should use {@link StateStore.mutate}.
  *
  * @example
  * ```ts
  * emulator.store.mutate((state) => { state.site.name = 'Yoga Loft'; });
  * ```
 */
export interface StateStore {
  /** The live state object (mutable). */
  readonly data: EmulatorState;
  /** Runs `fn` on the live state and marks it dirty; returns what `fn` returns. */
  mutate<T>(fn: (state: EmulatorState) => T): T;
  /** Marks the state changed (schedules a persistence write). */
  markDirty(): void;
  /** Replaces the whole state (used by `reset()`). */
  replace(next: EmulatorState): void;
  /** A deep copy of the state. */
  snapshot(): EmulatorState;
  /** Subscribes to changes; returns an unsubscribe function. */
  onChange(listener: () => void): () => void;
  /** Returns the next value of a named counter (1, 2, ...). */
  nextSequence(name: string): number;
}

/**
 * Creates a store around an initial state.
 *
 * @example
 * ```ts
 * const store = createStateStore(initialState);
 * store.mutate((s) => { s.site.name = 'Yoga'; });
 * ```
 */
export function createStateStore(initial: EmulatorState): StateStore {
  let data = initial;
  const listeners = new Set<() => void>();
  const markDirty = () => {
    for (const listener of listeners) listener();
  };
  return {
    get data() {
      return data;
    },
    mutate(fn) {
      try {
        return fn(data);
      } finally {
        markDirty();
      }
    },
    markDirty,
    replace(next) {
      data = next;
      markDirty();
    },
    snapshot: () => clone(data),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    nextSequence(name) {
      const value = (data.sequences[name] ?? 0) + 1;
      data.sequences[name] = value;
      markDirty();
      return value;
    },
  };
}
