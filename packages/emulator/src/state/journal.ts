import { join } from 'node:path';
import { applyJournalEntry, journalLine, parseJournalLine } from './journal-entry.js';
import { journalFileName, STATE_FILE } from './persistence.js';
import { snapshotChunks } from './snapshot.js';
import type { JournalFile, StorageIo } from './storage-io.js';
import type { EmulatorState } from './types.js';

/**
 * Options of {@link Journal}.
 */
export interface JournalOptions {
  dataDir: string;
  io: StorageIo;
  /**
   * A private copy of the state as stored (`state.json` plus the journal). The journal applies each
   * entry to it once the entry is durable, and writes it as the next snapshot.
   */
  durable: EmulatorState;
  /** The sequence number of the last entry `durable` and `state.json` contain. */
  sequence: number;
  /**
   * Start a compaction once the current journal file is this big. Default: as big as the last
   * snapshot, and at least {@link MIN_COMPACT_BYTES}, so compaction costs each write a constant share
   * whatever the state's size, and replaying the journal at start costs at most as much as loading
   * the snapshot.
   */
  compactBytes?: number;
  /** The size of `state.json` now (for the default `compactBytes`). */
  snapshotBytes: number;
  /** Errors of background work (a failed compaction: the journal keeps everything, it is tried again). */
  onError(error: unknown): void;
}

/**
 * The smallest journal file that is compacted by default (4 MiB).
 */
export const MIN_COMPACT_BYTES = 4 * 1024 * 1024;

interface Pending {
  seq: number;
  line: string;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * The write journal of a data folder: appends entries with group commit (entries handed over while
 * an fsync is in flight share the next one) and resolves each append once it is durable. It
 * compacts in the background: when the journal file passes `compactBytes`, new entries go to a new
 * file while the durable state is written as `state.json` (in slices, off the request path); then
 * the old files are deleted.
 *
 * When an append fails, it and every append after it are rejected until {@link Journal.resume}
 * (the caller undoes them in memory first); the next append then starts with a snapshot of the
 * durable state and a new file, so nothing half-written is ever followed by more entries.
 */
export class Journal {
  readonly #options: JournalOptions;
  readonly #stateFile: string;
  #durable: EmulatorState;
  #queue: Pending[] = [];
  #pump: Promise<void> | undefined;
  #file: JournalFile | undefined;
  #fileName: string | undefined;
  #fileSize = 0;
  // Journal files whose entries the next successful snapshot will contain: deleted after it.
  #obsolete: string[] = [];
  #nextSeq: number;
  #durableSeq: number;
  #snapshotSeq: number;
  #snapshotBytes: number;
  #failure: { error: unknown } | undefined;
  #needsSnapshot = false;
  #compaction: Promise<void> | undefined;
  // While a snapshot of `#durable` is being written, newly durable entries wait here.
  #backlog: ReturnType<typeof parseJournalLine>[] | undefined;

  constructor(options: JournalOptions) {
    this.#options = options;
    this.#stateFile = join(options.dataDir, STATE_FILE);
    this.#durable = options.durable;
    this.#nextSeq = options.sequence + 1;
    this.#durableSeq = options.sequence;
    this.#snapshotSeq = options.sequence;
    this.#snapshotBytes = options.snapshotBytes;
  }

  /** Whether appends are being refused (a write failed and the caller has not resumed yet). */
  get failing(): boolean {
    return this.#failure !== undefined;
  }

  /** The sequence number of the last durable entry. */
  get durableSequence(): number {
    return this.#durableSeq;
  }

  /**
   * Appends one entry (the JSON text of its operations); resolves once it is durable, rejects with
   * the file system's error when it could not be stored.
   */
  append(ops: string): Promise<void> {
    if (this.#failure) return Promise.reject(this.#failure.error);
    const seq = this.#nextSeq++;
    return new Promise<void>((resolve, reject) => {
      this.#queue.push({ seq, line: journalLine(seq, ops), resolve, reject });
      this.#kick();
    });
  }

  /** Accepts appends again after a failure (the next one first writes a snapshot). */
  resume(): void {
    this.#failure = undefined;
    this.#kick();
  }

  /** Waits until every append so far is settled and no compaction is running. */
  async settled(): Promise<void> {
    while (this.#pump || this.#compaction) {
      await this.#pump;
      await this.#compaction;
    }
  }

  /**
   * Waits for pending appends, then writes `state.json` with everything and deletes the journal
   * files (skipped when nothing changed since the last snapshot). Rejects when that final write
   * fails (the journal files are then kept: nothing is lost). Appends after `close()` open a new
   * journal file.
   */
  async close(): Promise<void> {
    await this.settled();
    if (this.#file) {
      const file = this.#file;
      this.#obsolete.push(this.#fileName!);
      this.#file = undefined;
      this.#fileName = undefined;
      await file.close().catch(() => undefined);
    }
    const sequence = this.#nextSeq - 1;
    if (sequence === this.#snapshotSeq && this.#obsolete.length === 0 && !this.#needsSnapshot) return;
    await this.#writeSnapshot(sequence);
    this.#needsSnapshot = false;
    await this.#removeObsolete(this.#obsolete.splice(0));
  }

  #kick(): void {
    if (this.#pump || this.#queue.length === 0 || this.#failure) return;
    // `.finally` runs after the assignment, even when there is nothing to await in #run.
    this.#pump = this.#run().finally(() => {
      this.#pump = undefined;
      this.#kick();
    });
  }

  async #run(): Promise<void> {
    while (this.#queue.length > 0 && !this.#failure) {
      const batch = this.#queue.splice(0);
      try {
        // After a failure the file may end with a half-written append: start over from a snapshot.
        if (this.#needsSnapshot) await this.#recover(batch[0]!.seq - 1);
        await this.#write(batch);
      } catch (error) {
        this.#fail(error, batch);
        return;
      }
      this.#durableSeq = batch[batch.length - 1]!.seq;
      for (const pending of batch) pending.resolve();
      this.#applyDurable(batch);
      const threshold = this.#options.compactBytes ?? Math.max(MIN_COMPACT_BYTES, this.#snapshotBytes);
      if (this.#fileSize >= threshold && !this.#compaction) this.#startCompaction();
    }
  }

  async #write(batch: Pending[]): Promise<void> {
    if (!this.#file) {
      const name = journalFileName(batch[0]!.seq);
      this.#file = await this.#options.io.openJournal(join(this.#options.dataDir, name));
      this.#fileName = name;
      this.#fileSize = 0;
    }
    const file = this.#file;
    const text = batch.map((pending) => pending.line).join('');
    try {
      await file.append(text);
      await file.sync();
      if (!(await file.linked())) throw new Error(`${join(this.#options.dataDir, this.#fileName!)} was deleted`);
    } catch (error) {
      // Best effort: cut the failed append off (in case the process stops before the recovery snapshot).
      await file.truncate(this.#fileSize).catch(() => undefined);
      await file.sync().catch(() => undefined);
      await file.close().catch(() => undefined);
      this.#obsolete.push(this.#fileName!);
      this.#file = undefined;
      this.#fileName = undefined;
      throw error;
    }
    this.#fileSize += Buffer.byteLength(text, 'utf8');
  }

  #fail(error: unknown, batch: Pending[]): void {
    this.#failure = { error };
    this.#needsSnapshot = true;
    for (const pending of [...batch, ...this.#queue.splice(0)]) pending.reject(error);
  }

  async #recover(sequence: number): Promise<void> {
    while (this.#compaction) await this.#compaction;
    // `#durable` holds exactly the durable entries; `sequence` also covers the failed ones, so that
    // a failed entry that reached the disk anyway is never replayed.
    await this.#writeSnapshot(sequence);
    this.#needsSnapshot = false;
    await this.#removeObsolete(this.#obsolete.splice(0));
  }

  #applyDurable(batch: Pending[]): void {
    for (const pending of batch) {
      const entry = parseJournalLine(pending.line);
      if (this.#backlog) this.#backlog.push(entry);
      else this.#apply(entry);
    }
  }

  #apply(entry: ReturnType<typeof parseJournalLine>): void {
    try {
      this.#durable = applyJournalEntry(this.#durable, entry);
    } catch (error) {
      // Cannot happen unless the change tracker wrote a path that leads nowhere: say so loudly.
      this.#options.onError(new Error(`Journal entry ${entry.seq} does not apply to the stored state`, { cause: error }));
    }
  }

  #startCompaction(): void {
    const sequence = this.#durableSeq;
    const file = this.#file;
    if (file) void file.close().catch(() => undefined);
    const obsolete = [...this.#obsolete.splice(0), ...(this.#fileName ? [this.#fileName] : [])];
    this.#file = undefined;
    this.#fileName = undefined;
    this.#fileSize = 0;
    this.#backlog = [];
    this.#compaction = (async () => {
      try {
        await this.#writeSnapshot(sequence);
        await this.#removeObsolete(obsolete);
      } catch (error) {
        this.#obsolete.unshift(...obsolete);
        this.#options.onError(
          new Error(`Could not compact the journal into ${this.#stateFile} (the journal keeps every change; it will be tried again)`, {
            cause: error,
          }),
        );
      } finally {
        const backlog = this.#backlog ?? [];
        this.#backlog = undefined;
        for (const entry of backlog) this.#apply(entry);
        this.#compaction = undefined;
      }
    })();
  }

  async #writeSnapshot(sequence: number): Promise<void> {
    let bytes = 0;
    const counted = function* (chunks: Iterable<string>) {
      for (const chunk of chunks) {
        bytes += chunk.length;
        yield chunk;
      }
    };
    await this.#options.io.writeFileAtomic(this.#stateFile, counted(snapshotChunks(this.#durable, sequence)));
    this.#snapshotSeq = Math.max(this.#snapshotSeq, sequence);
    this.#snapshotBytes = bytes;
  }

  async #removeObsolete(names: string[]): Promise<void> {
    for (const name of names) {
      await this.#options.io.remove(join(this.#options.dataDir, name)).catch((error: unknown) => this.#options.onError(error));
    }
  }
}
