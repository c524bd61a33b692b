import { mkdirSync, readdirSync, readFileSync, unlinkSync } from 'node:fs';
import { basename, join } from 'node:path';
import { applyJournalEntry, parseJournalLine, type JournalEntry } from './journal-entry.js';
import { JOURNAL_SEQUENCE_KEY } from './snapshot.js';
import { isTempFileOf } from './storage-io.js';
import type { EmulatorState } from './types.js';
import { stateProblem } from './validate.js';
import { isRecord } from '../util/values.js';

export { writeFileAtomic } from './storage-io.js';

/**
 * The file name of the state snapshot inside `dataDir`.
 */
export const STATE_FILE = 'state.json';

const JOURNAL_PATTERN = /^journal-(\d+)\.ndjson$/;

/**
 * The name of the journal file whose first entry has sequence number `first`
 * (`journal-000000000001.ndjson`); files sort by name in the order of their entries.
 */
export function journalFileName(first: number): string {
  return `journal-${String(first).padStart(12, '0')}.ndjson`;
}

/**
 * A problem with the data folder, explained in a message meant to be printed as it is (the CLI
 * prints it without a stack trace and exits 1): a file it will not start from
 * ({@link StateFileError}), or a snapshot it could not write.
 *
 * @example
 * ```ts
 * emulator.close().catch((error) => { if (error instanceof DataDirError) console.error(error.message); });
 * ```
 */
export class DataDirError extends Error {
  override readonly name: string = 'DataDirError';
}

/**
 * A data folder the emulator will not start from: a file that is not a state or journal it wrote,
 * or one it cannot read. The message names the file and the way out; it is meant to be printed as
 * it is (the CLI prints it without a stack trace and exits 1).
 *
 * @example
 * ```ts
 * try { createEmulator({ dataDir }); } catch (error) { if (error instanceof StateFileError) console.error(error.message); }
 * ```
 */
export class StateFileError extends DataDirError {
  override readonly name: string = 'StateFileError';
  /** The file at fault. */
  readonly file: string;
  readonly dataDir: string;

  constructor(dataDir: string, file: string, problem: string) {
    super(
      `Cannot start from ${file}: it ${problem}. The emulator did not change it. To start over, delete the folder ${dataDir} ` +
        `(or move ${basename(file)} out of it); to keep the data, repair or restore the file.`,
    );
    this.file = file;
    this.dataDir = dataDir;
  }
}

/**
 * What a data folder holds: the state (snapshot plus replayed journal), the sequence number of the
 * last journal entry in it, and the journal files found.
 */
export interface DataDirContents {
  /** `undefined` when the folder has no state yet. */
  state: EmulatorState | undefined;
  /** The sequence number of the last journal entry the state contains (0: none). */
  sequence: number;
  /** The journal files' names, oldest first. */
  journalFiles: string[];
  /** How many journal entries were applied on top of `state.json`. */
  replayed: number;
}

function readSnapshot(
  dataDir: string,
  file: string,
  templates: Readonly<Record<string, unknown>>,
): { state?: EmulatorState; sequence: number } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { sequence: 0 };
    throw new StateFileError(dataDir, file, `cannot be read (${code ?? (error as Error).message})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new StateFileError(dataDir, file, `is not valid JSON, it may have been cut short (${(error as Error).message})`);
  }
  let sequence = 0;
  if (isRecord(parsed) && JOURNAL_SEQUENCE_KEY in parsed) {
    const value = parsed[JOURNAL_SEQUENCE_KEY];
    if (!Number.isSafeInteger(value) || (value as number) < 0) {
      throw new StateFileError(dataDir, file, `has an invalid ${JOURNAL_SEQUENCE_KEY} (${JSON.stringify(value)})`);
    }
    sequence = value as number;
    delete parsed[JOURNAL_SEQUENCE_KEY];
  }
  const problem = stateProblem(parsed, templates);
  if (problem) throw new StateFileError(dataDir, file, problem);
  return { state: parsed as EmulatorState, sequence };
}

function journalFilesIn(dataDir: string): Array<{ name: string; first: number }> {
  let names: string[];
  try {
    names = readdirSync(dataDir);
  } catch {
    return [];
  }
  return names
    .map((name) => ({ name, match: JOURNAL_PATTERN.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ name, match }) => ({ name, first: Number(match[1]) }))
    .sort((a, b) => a.first - b.first);
}

/**
 * Reads a data folder without changing anything: `state.json` (checked: see `stateProblem`), then
 * every journal entry after the one it records, in order. A torn last line (the process was killed
 * while appending it, so it was never acknowledged) is ignored; anything else that is wrong throws a
 * {@link StateFileError} naming the file.
 */
export function readDataDir(dataDir: string, templates: Readonly<Record<string, unknown>> = {}): DataDirContents {
  const stateFile = join(dataDir, STATE_FILE);
  const snapshot = readSnapshot(dataDir, stateFile, templates);
  let state: object | undefined = snapshot.state;
  let sequence = snapshot.sequence;
  let replayed = 0;
  const files = journalFilesIn(dataDir);
  for (const [fileIndex, { name }] of files.entries()) {
    const next = files[fileIndex + 1];
    // Every entry of this file is older than the next file's first one, hence in the snapshot.
    if (next && next.first <= sequence + 1) continue;
    const file = join(dataDir, name);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new StateFileError(dataDir, file, `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
    const lines = text.split('\n');
    for (const [lineIndex, line] of lines.entries()) {
      const isLast = lineIndex === lines.length - 1;
      if (line === '' && isLast) continue;
      let entry: JournalEntry;
      try {
        entry = parseJournalLine(line);
      } catch (error) {
        // Only the very end of the newest file can be a torn append (it has no newline after it).
        if (isLast && !next) break;
        throw new StateFileError(dataDir, file, `has a corrupt line ${lineIndex + 1} (${(error as Error).message})`);
      }
      if (entry.seq <= sequence) continue;
      if (entry.seq !== sequence + 1) throw new StateFileError(dataDir, file, `is missing entries ${sequence + 1} to ${entry.seq - 1}`);
      if (state === undefined && entry.ops[0]?.[1].length !== 0) {
        throw new StateFileError(dataDir, file, `has changes but there is no ${STATE_FILE} to apply them to`);
      }
      try {
        state = applyJournalEntry(state ?? {}, entry);
      } catch (error) {
        throw new StateFileError(dataDir, file, `has an entry (${entry.seq}) that does not fit the state: ${(error as Error).message}`);
      }
      sequence = entry.seq;
      replayed++;
    }
  }
  if (replayed > 0 && state) {
    delete (state as Record<string, unknown>)[JOURNAL_SEQUENCE_KEY];
    const problem = stateProblem(state, templates);
    if (problem) throw new StateFileError(dataDir, join(dataDir, files[files.length - 1]!.name), `leaves the state broken: ${problem}`);
  }
  return { state: state as EmulatorState | undefined, sequence, journalFiles: files.map((file) => file.name), replayed };
}

/**
 * Opens a data folder for the emulator: creates it if needed, removes temporary files an
 * interrupted write left behind (`state.json.<pid>.<random>.tmp`), then {@link readDataDir}.
 */
export function loadDataDir(dataDir: string, templates: Readonly<Record<string, unknown>> = {}): DataDirContents {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new StateFileError(dataDir, dataDir, `cannot be created (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  for (const name of readdirSync(dataDir)) {
    if (!isTempFileOf(name, STATE_FILE)) continue;
    try {
      unlinkSync(join(dataDir, name));
    } catch {
      /* someone else removed it */
    }
  }
  return readDataDir(dataDir, templates);
}
