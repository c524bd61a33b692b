import type { StateStore } from '../state/store.js';
import { attachedTo } from '../util/attached.js';

// One counter per store, subscribed on first use (an emulator's store lives as long as the emulator).
const counterOf = attachedTo((store: StateStore) => {
  const counter = { count: 0 };
  store.onChange(() => {
    counter.count += 1;
  });
  return counter;
});

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
