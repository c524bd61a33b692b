import { statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { applicationError, type PlatformError } from '../errors.js';
import { clone } from './clone.js';
import { Journal } from './journal.js';
import { DataDirError, STATE_FILE, type DataDirContents } from './persistence.js';
import { snapshotChunks } from './snapshot.js';
import { writeFileAtomicSync, type StorageIo } from './storage-io.js';
import type { StateStore } from './store.js';
import { ChangeTracker, type ChangeWindow } from './tracker.js';
import type { EmulatorState } from './types.js';

/**
 * Options of {@link createDurableStateStore}.
 */
export interface DurableStoreOptions {
  dataDir: string;
  /** What `loadDataDir` found (the store starts from `initial`, built from `contents.state`). */
  contents: DataDirContents;
  io: StorageIo;
  /** Compact the journal into `state.json` once a journal file is this big (default: see `Journal`). */
  compactBytes?: number;
  /** Write failures (also answered as 503) and background errors. */
  onError(error: unknown): void;
}

/**
 * A {@link StateStore} whose changes are written to a data folder's journal before they are
 * acknowledged.
 */
export interface DurableStateStore extends StateStore {
  /** The change tracker behind `data` (for tests and diagnostics). */
  readonly tracker: ChangeTracker;
  /**
   * Writes the start-up snapshot when the folder needs one (new folder, a replayed journal, or
   * changes made while the emulator was set up, or `changed`), then starts the journal.
   */
  start(options: { changed: boolean }): void;
  /** Stores everything and writes the final `state.json` (rejects with a {@link DataDirError} when it cannot). */
  close(): Promise<void>;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

// First come, first served: resolves with the function that lets the next one in.
function createMutex(): { lock(): Promise<() => void> } {
  let last: Promise<void> = Promise.resolve();
  return {
    lock() {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const ready = last.then(() => release);
      last = last.then(() => released);
      return ready;
    },
  };
}

function errorCode(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code ?? (error instanceof Error ? error.message : String(error));
}

/**
 * The 503 a request gets when its change could not be stored (it was undone; nothing changed).
 */
export function storageUnavailable(error: unknown): PlatformError {
  return applicationError(
    503,
    'UNAVAILABLE',
    `The emulator could not store the change in its data folder (${errorCode(error)}), so nothing was changed. Try again.`,
    { reason: errorCode(error) },
  );
}

const noop = () => undefined;

/**
 * Creates the store of an emulator with a `dataDir`. `data` is a tracking proxy (see
 * {@link ChangeTracker}); route handlers run one at a time (`transaction`), each in its own change
 * window, committed as one journal entry once the handler has returned; the answer waits until the
 * entry is durable. Changes made outside requests (`mutate`, timers, tests) are committed with the
 * next request or on the next turn of the event loop.
 *
 * When the journal cannot store an entry, every change not yet durable is undone, newest first, so
 * the memory equals what is stored again, and each affected request is answered 503.
 */
export function createDurableStateStore(initial: EmulatorState, options: DurableStoreOptions): DurableStateStore {
  const { dataDir, contents, onError } = options;
  const listeners = new Set<() => void>();
  const mutex = createMutex();
  let journal: Journal | undefined;
  let requestOpen = false;
  let backgroundScheduled = false;
  // Staged windows whose entries are not durable yet, oldest first (their undo logs are kept till then).
  const pending: Array<{ window: ChangeWindow; durable: boolean }> = [];
  // Settles once every entry staged so far is durable (rejects when one could not be stored).
  let tail: Promise<void> = Promise.resolve();
  let rollback: Promise<void> | undefined;

  const tracker = new ChangeTracker(initial, () => {
    if (!requestOpen) scheduleBackground();
  });

  const markDirty = () => {
    for (const listener of listeners) listener();
  };

  function scheduleBackground(): void {
    if (backgroundScheduled) return;
    backgroundScheduled = true;
    setImmediate(() => {
      backgroundScheduled = false;
      // A request that started meanwhile committed these changes first (and owns the open window now).
      if (!requestOpen) stage(tracker.take()).catch(noop);
    });
  }

  function rollBack(error: unknown): Promise<void> {
    if (rollback) return rollback;
    const run = async () => {
      const release = await mutex.lock();
      try {
        tracker.undo(tracker.take(), 'all');
        for (let index = pending.length - 1; index >= 0; index--) tracker.undo(pending[index]!.window, 'all');
        pending.length = 0;
        tail = Promise.resolve();
        const message = `Could not store changes in ${dataDir} (${errorCode(error)}); they were undone and answered 503`;
        onError(new DataDirError(message, { cause: error }));
        journal?.resume();
      } finally {
        release();
      }
    };
    rollback = run().finally(() => {
      rollback = undefined;
    });
    return rollback;
  }

  // Commits a closed window: one journal entry with the current value of each place it touched.
  function stage(window: ChangeWindow): Promise<void> {
    const ops = journal ? tracker.encode(window) : undefined;
    if (ops === undefined || !journal) return tail;
    const record = { window, durable: false };
    pending.push(record);
    const durable = journal.append(ops).then(
      () => {
        record.durable = true;
        while (pending[0]?.durable) pending.shift();
      },
      async (error: unknown) => {
        await rollBack(error);
        throw storageUnavailable(error);
      },
    );
    durable.catch(noop);
    tail = durable;
    return durable;
  }

  async function settle<T>(outcome: Outcome<T>, durable: Promise<void>): Promise<T> {
    await durable;
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  async function read<T>(run: () => T | Promise<T>): Promise<T> {
    const release = await mutex.lock();
    const before = tracker.changes;
    let result: Promise<T>;
    try {
      // Only the synchronous part runs alone: a read that waits (e.g. for webhook deliveries) must
      // not hold up everything else.
      result = Promise.resolve(run());
    } catch (error) {
      result = Promise.reject(error);
    } finally {
      release();
    }
    let outcome: Outcome<T>;
    try {
      outcome = { ok: true, value: await result };
    } catch (error) {
      outcome = { ok: false, error };
    }
    // Reads may change the state lazily (expired entries, orders brought up to the clock): kept,
    // and stored before the answer like any change.
    if (tracker.changes !== before && !requestOpen) stage(tracker.take()).catch(noop);
    // Never answer with changes that might still be undone.
    return settle(outcome, tail);
  }

  async function write<T>(run: () => T | Promise<T>): Promise<T> {
    const release = await mutex.lock();
    let outcome: Outcome<T>;
    let durable: Promise<void>;
    requestOpen = true;
    try {
      // Changes made outside requests so far: their own entry, before this request's.
      stage(tracker.take()).catch(noop);
      try {
        outcome = { ok: true, value: await run() };
      } catch (error) {
        outcome = { ok: false, error };
      }
      const window = tracker.take();
      if (!outcome.ok) tracker.undo(window, 'failed');
      durable = stage(window);
    } finally {
      requestOpen = false;
      release();
    }
    return settle(outcome, durable);
  }

  const flush = async (): Promise<void> => {
    if (!journal) return;
    const release = await mutex.lock();
    try {
      stage(tracker.take()).catch(noop);
    } finally {
      release();
    }
    try {
      await tail;
    } finally {
      while (rollback) await rollback;
      await journal.settled();
    }
  };

  return {
    tracker,
    get data() {
      return tracker.state;
    },
    mutate(fn) {
      try {
        return tracker.keep(() => fn(tracker.state));
      } finally {
        markDirty();
      }
    },
    markDirty,
    replace(next) {
      tracker.replaceRoot(next);
      markDirty();
    },
    snapshot: () => clone(tracker.raw),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    nextSequence(name) {
      const sequences = tracker.state.sequences;
      const value = (sequences[name] ?? 0) + 1;
      sequences[name] = value;
      markDirty();
      return value;
    },
    transaction(method, run) {
      if (!journal) return Promise.resolve().then(run);
      return method === 'GET' || method === 'HEAD' ? read(run) : write(run);
    },
    flush,
    start({ changed }) {
      const setup = tracker.take();
      const needed =
        changed || !contents.state || contents.replayed > 0 || contents.journalFiles.length > 0 || setup.changes > 0 || setup.rootReplaced;
      const file = join(dataDir, STATE_FILE);
      let snapshotBytes = 0;
      if (needed) {
        try {
          const text = [...snapshotChunks(tracker.raw, contents.sequence)].join('');
          snapshotBytes = text.length;
          writeFileAtomicSync(file, text);
        } catch (error) {
          throw new DataDirError(`Cannot write ${file} (${errorCode(error)}): check that ${dataDir} is writable and the disk has space.`, {
            cause: error,
          });
        }
        for (const name of contents.journalFiles) {
          try {
            unlinkSync(join(dataDir, name));
          } catch {
            /* already gone; its entries are in the snapshot anyway */
          }
        }
      }
      if (!needed) {
        try {
          snapshotBytes = statSync(file).size;
        } catch {
          /* only sizes the compaction threshold */
        }
      }
      journal = new Journal({
        dataDir,
        io: options.io,
        durable: clone(tracker.raw),
        sequence: contents.sequence,
        ...(options.compactBytes !== undefined ? { compactBytes: options.compactBytes } : {}),
        snapshotBytes,
        onError,
      });
    },
    async close() {
      if (!journal) return;
      await flush().catch(noop);
      try {
        await journal.close();
      } catch (error) {
        const file = join(dataDir, STATE_FILE);
        throw new DataDirError(
          `Could not write the final state to ${file} (${errorCode(error)}). Every change acknowledged before is in the journal files ` +
            `of ${dataDir} (unless the folder itself is gone) and is loaded on the next start.`,
          { cause: error },
        );
      }
    },
  };
}
