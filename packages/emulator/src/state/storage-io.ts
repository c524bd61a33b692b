import * as fs from 'node:fs';
import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';

// Plain descriptors for the journal (a FileHandle left open by an emulator that is never closed,
// as in many tests, makes Node warn when it is garbage-collected).
const fd = {
  open: promisify(fs.open),
  write: promisify(fs.write),
  datasync: promisify(fs.fdatasync),
  fstat: promisify(fs.fstat),
  ftruncate: promisify(fs.ftruncate),
  close: promisify(fs.close),
};

/**
 * An open journal file, appended to at its end.
 */
export interface JournalFile {
  /** Writes `text` at the end of the file (all of it, or throws). */
  append(text: string): Promise<void>;
  /** Makes what was appended durable (fdatasync). */
  sync(): Promise<void>;
  /** Whether the file still has a name: `false` once it (or its folder) was deleted. */
  linked(): Promise<boolean>;
  /** Cuts the file back to `size` bytes (to drop a half-written append). */
  truncate(size: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The file operations of the durable store. The emulator uses {@link nodeStorageIo}; tests pass their
 * own (`createEmulator({ dataDir, storageIo })`) to make the disk fail.
 */
export interface StorageIo {
  /** Opens (creating if needed) a journal file for appending, and makes its name durable. */
  openJournal(file: string): Promise<JournalFile>;
  /** Replaces `file` atomically with `content` (text, or chunks of text written as they come). */
  writeFileAtomic(file: string, content: string | Iterable<string>): Promise<void>;
  /** Deletes a file (no error when it is already gone). */
  remove(file: string): Promise<void>;
}

// Let the event loop run between chunks of a long write (requests keep being answered meanwhile).
const SLICE_MS = 8;
const BUFFER_BYTES = 1 << 20;

function tempName(file: string): string {
  return `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
}

/**
 * Tells whether a file name is a temporary file left by an interrupted {@link writeFileAtomic} of
 * `base` (`state.json.<pid>.<random>.tmp`).
 */
export function isTempFileOf(name: string, base: string): boolean {
  return name.startsWith(`${base}.`) && /^\.\d+\.[0-9a-z]+\.tmp$/.test(name.slice(base.length));
}

async function syncDirectory(dir: string): Promise<void> {
  // Makes a rename or a new name durable; not supported on every platform (e.g. Windows).
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(dir, 'r');
  } catch {
    return;
  }
  try {
    await handle.sync();
  } catch {
    /* best effort */
  } finally {
    await handle.close();
  }
}

/**
 * Writes `content` to `file` atomically: a temporary file in the same directory, fsync, rename, then
 * a best-effort fsync of the directory. A reader sees the old file or the new one, never half of one.
 * Chunks are written as they come, letting the event loop run between them.
 */
export async function writeFileAtomic(file: string, content: string | Iterable<string>): Promise<void> {
  const temp = tempName(file);
  const handle = await open(temp, 'w', 0o600);
  try {
    if (typeof content === 'string') {
      await handle.writeFile(content, 'utf8');
    } else {
      let pending: string[] = [];
      let pendingLength = 0;
      let sliceStart = performance.now();
      for (const chunk of content) {
        pending.push(chunk);
        pendingLength += chunk.length;
        if (pendingLength >= BUFFER_BYTES) {
          await handle.write(pending.join(''));
          pending = [];
          pendingLength = 0;
        }
        if (performance.now() - sliceStart > SLICE_MS) {
          await new Promise((resolve) => setImmediate(resolve));
          sliceStart = performance.now();
        }
      }
      if (pendingLength > 0) await handle.write(pending.join(''));
    }
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => undefined);
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
  await syncDirectory(dirname(file));
}

/**
 * {@link writeFileAtomic}, synchronously (used once at start-up, before anything is served).
 */
export function writeFileAtomicSync(file: string, content: string | Iterable<string>): void {
  const temp = tempName(file);
  const fd = openSync(temp, 'w', 0o600);
  try {
    if (typeof content === 'string') writeSync(fd, content);
    else for (const chunk of content) writeSync(fd, chunk);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    try {
      unlinkSync(temp);
    } catch {
      /* already gone */
    }
    throw error;
  }
  closeSync(fd);
  try {
    renameSync(temp, file);
  } catch (error) {
    try {
      unlinkSync(temp);
    } catch {
      /* already gone */
    }
    throw error;
  }
  try {
    const dirFd = openSync(dirname(file), 'r');
    try {
      fsyncSync(dirFd);
    } finally {
      closeSync(dirFd);
    }
  } catch {
    /* best effort */
  }
}

/**
 * The real file system.
 */
export const nodeStorageIo: StorageIo = {
  async openJournal(file) {
    const descriptor = await fd.open(file, 'a', 0o600);
    await syncDirectory(dirname(file));
    return {
      async append(text) {
        const bytes = Buffer.from(text, 'utf8');
        let offset = 0;
        while (offset < bytes.length) offset += (await fd.write(descriptor, bytes, offset, bytes.length - offset)).bytesWritten;
      },
      sync: () => fd.datasync(descriptor),
      linked: async () => (await fd.fstat(descriptor)).nlink > 0,
      truncate: (size) => fd.ftruncate(descriptor, size),
      close: () => fd.close(descriptor),
    };
  },
  writeFileAtomic,
  async remove(file) {
    await unlink(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  },
};
