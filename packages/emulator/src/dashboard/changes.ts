import type { StateStore } from '../state/store.js';

// One counter per store, subscribed on first use (an emulator's store lives as long as the emulator).
const counters = new WeakMap<StateStore, { count: number }>();

function counterOf(store: StateStore): { count: number } {
  let counter = counters.get(store);
  if (!counter) {
    const created = { count: 0 };
    store.onChange(() => {
      created.count += 1;
    });
    counters.set(store, created);
    counter = created;
  }
  return counter;
}

/**
 * The dashboard's change counter: how many times the state changed (every write request, reset,
 * import and clock move marks it changed) or a request the Requests view shows was recorded, since
 * the dashboard first asked. A page polls it and reloads its data when the number differs from the
 * one it saw; the number itself means nothing else.
 */
export function changeCount(store: StateStore): number {
  return counterOf(store).count;
}

/**
 * Moves the change counter without a state change (a request was recorded).
 */
export function noteChange(store: StateStore): void {
  counterOf(store).count += 1;
}
