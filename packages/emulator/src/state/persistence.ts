import { mkdirSync, readFileSync } from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { EmulatorState } from './types.js';

/**
 * The file name of the persisted state inside `dataDir`.
 *
 * @example
 * ```ts
 * join(dataDir, STATE_FILE); // '<dataDir>/state.json'
 * ```
 */
export const STATE_FILE = 'state.json';

/**
 * Reads `dataDir/state.json` synchronously (creating `dataDir` if needed). Returns `undefined` when
 * there is no file yet; throws when the file is not valid state, rather than overwrite it.
 *
 * @example
 * ```ts
 * const saved = loadState('./data'); // EmulatorState | undefined
 * ```
 */
export function loadState(dataDir: string): EmulatorState | undefined {
  mkdirSync(dataDir, { recursive: true });
  let text: string;
  try {
    text = readFileSync(join(dataDir, STATE_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = JSON.parse(text) as EmulatorState;
  if (parsed?.version !== 1 || typeof parsed.site?.id !== 'string') {
    throw new Error(`${join(dataDir, STATE_FILE)} is not a Frontdesk emulator state file (version 1)`);
  }
  return parsed;
}

/**
 * Writes `text` to `file` atomically: a temporary file in the same directory, fsync, rename, then a
 * best-effort fsync of the directory. A reader sees the old file or the new one, never half of one.
 *
 * @example
 * ```ts
 * await writeFileAtomic('./data/state.json', JSON.stringify(state));
 * ```
 */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const dir = join(file, '..');
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  const handle = await open(temp, 'w', 0o600);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } catch (error) {
    await handle.close();
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  // Make the rename itself durable; not supported on every platform (e.g. Windows).
  try {
    const dirHandle = await open(dir, 'r');
    try {
      await dirHandle.sync();
    } finally {
      await dirHandle.close();
    }
  } catch {
    /* best effort */
  }
}

/**
 * Debounced, serialised writes of the state to `dataDir/state.json`.
 *
 * @example
 * ```ts
 * const persistence = createPersistence(dataDir, () => store.data);
 * store.onChange(() => persistence.schedule());
 * ```
 */
export interface Persistence {
  /** Schedules a write after the debounce delay. */
  schedule(): void;
  /** Writes now if anything changed (and waits for a write in progress). */
  flush(): Promise<void>;
}

/**
 * Creates the writer. `read` returns the state to write at the time of the write. Write errors are
 * passed to `onError` (the emulator keeps running) and the write is retried on the next change.
 *
 * @example
 * ```ts
 * const persistence = createPersistence('./data', () => store.data, { debounceMs: 50 });
 * store.onChange(() => persistence.schedule());
 * await persistence.flush();
 * ```
 */
export function createPersistence(
  dataDir: string,
  read: () => EmulatorState,
  options: { debounceMs?: number; onError?: (error: unknown) => void } = {},
): Persistence {
  const file = join(dataDir, STATE_FILE);
  const debounceMs = options.debounceMs ?? 50;
  let dirty = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> | undefined;

  const writeOnce = async (): Promise<boolean> => {
    dirty = false;
    try {
      await writeFileAtomic(file, JSON.stringify(read(), null, 2));
      return true;
    } catch (error) {
      dirty = true;
      (options.onError ?? console.error)(error);
      return false;
    }
  };

  // One write at a time; changes made during a write cause one more write afterwards.
  const drain = (): Promise<void> => {
    if (writing) return writing;
    writing = (async () => {
      try {
        while (dirty && (await writeOnce()));
      } finally {
        writing = undefined;
      }
    })();
    return writing;
  };

  return {
    schedule() {
      dirty = true;
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        void drain();
      }, debounceMs);
      timer.unref?.();
    },
    async flush() {
      if (timer) {
        clearTimeout(timer);
        timer = undefined;
      }
      if (writing) await writing;
      if (dirty) await drain();
    },
  };
}
