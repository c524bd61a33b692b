import type { EmulatorState } from './types.js';
import { clone } from './clone.js';

/**
 * Holds the live state. Route handlers may mutate `ctx.state` directly; code outside a request
 * (tests, CLI) should use {@link StateStore.mutate}. With a `dataDir`, every change is recorded and
 * written to the data folder's journal before the request that made it is answered (see
 * `docs/emulator.md`, "The data folder").
 *
 * @example
 * ```ts
 * emulator.store.mutate((state) => { state.site.name = 'Yoga Loft'; });
 * ```
 */
export interface StateStore {
  /** The live state object (mutable). */
  readonly data: EmulatorState;
  /**
   * Runs `fn` on the live state and marks it dirty; returns what `fn` returns. Inside a route
   * handler, the changes `fn` makes are kept even when the handler fails afterwards (e.g. a code
   * used up by a failed attempt), where other changes of a failing handler are undone.
   */
  mutate<T>(fn: (state: EmulatorState) => T): T;
  /** Tells change listeners the state changed. */
  markDirty(): void;
  /** Replaces the whole state (used by `reset()`). */
  replace(next: EmulatorState): void;
  /** A deep copy of the state. */
  snapshot(): EmulatorState;
  /** Subscribes to changes; returns an unsubscribe function. */
  onChange(listener: () => void): () => void;
  /** Returns the next value of a named counter (1, 2, ...). */
  nextSequence(name: string): number;
  /**
   * How the dispatcher runs a route handler for a request with this method. Without a `dataDir` it
   * just calls `run`. With one, handlers run one at a time; a failing non-GET handler's changes are
   * undone; and the result is returned only once the changes are durable (a 503 `UNAVAILABLE`
   * platform error when they could not be stored, and then nothing changed).
   */
  transaction<T>(method: string, run: () => T | Promise<T>): Promise<T>;
  /** Resolves once every change made so far is stored (at once without a `dataDir`). */
  flush(): Promise<void>;
}

/**
 * Creates an in-memory store around an initial state (no `dataDir`: nothing is tracked or written).
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
    transaction: async (_method, run) => run(),
    flush: async () => undefined,
  };
}
