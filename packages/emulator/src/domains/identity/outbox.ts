import { newId } from '../../ids.js';
import type { StateStore } from '../../state/store.js';
import type { EmulatorState } from '../../state/types.js';
import { identityState, normalizeEmail } from './store.js';
import type { OutboxMessage } from './types.js';
import { clone } from '../../state/clone.js';

const OUTBOX_LIMIT = 500;

/**
 * Records an email the platform would have sent (most recent last; the oldest go past 500).
 */
export function sendEmail(state: EmulatorState, message: Omit<OutboxMessage, 'id' | 'sentAt'>, now: Date): OutboxMessage {
  const record: OutboxMessage = { id: newId(), ...message, sentAt: now.toISOString() };
  const { outbox } = identityState(state);
  outbox.push(record);
  if (outbox.length > OUTBOX_LIMIT) outbox.splice(0, outbox.length - OUTBOX_LIMIT);
  return record;
}

/**
 * The messages sent to `to` (case-insensitive), or all of them; oldest first.
 */
export function outboxMessages(state: EmulatorState, to?: string): OutboxMessage[] {
  const all = identityState(state).outbox;
  const wanted = to ? normalizeEmail(to) : undefined;
  return clone(wanted ? all.filter((m) => normalizeEmail(m.to) === wanted) : all);
}

/**
 * The test outbox: the verification codes, recovery and activation links the emulator "emailed".
 * Also over HTTP: `GET /_emulator/outbox?to=`, `GET /_emulator/outbox/page` (HTML), `DELETE /_emulator/outbox`.
 *
 * @example
 * ```ts
 * const { code } = emulator.outbox.latest('dana@example.com')!;
 * ```
 */
export class Outbox {
  readonly #store: StateStore;

  constructor(store: StateStore) {
    this.#store = store;
  }

  /**
   * Every message (or those to one address), oldest first.
   */
  all(to?: string): OutboxMessage[] {
    return outboxMessages(this.#store.data, to);
  }

  /**
   * The most recent message (to one address, when given), or `undefined`.
   */
  latest(to?: string): OutboxMessage | undefined {
    return this.all(to).at(-1);
  }

  /**
   * Empties the outbox.
   */
  clear(): void {
    this.#store.mutate((state) => {
      identityState(state).outbox = [];
    });
  }
}
