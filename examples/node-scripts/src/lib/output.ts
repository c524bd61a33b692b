import { createWriteStream, rmSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** Where a script writes its result: stdout or a file. */
export interface Output {
  write(text: string): Promise<void>;
  /** Finishes the output (a file is renamed into place only now). */
  close(): Promise<void>;
  /** Removes a half-written file after a failure. */
  abort(): Promise<void>;
  /** `stdout` or the file path, for messages. */
  readonly name: string;
}

/**
 * Opens `path` (or stdout when absent or `-`). A file is written to `<path>.partial` and renamed when
 * closed, so a failed export never leaves a truncated file behind. Writes wait for the stream to
 * drain (back-pressure), so large exports do not pile up in memory.
 */
export function openOutput(path: string | undefined): Output {
  if (path === undefined || path === '-')
    return streamOutput(
      process.stdout,
      'stdout',
      async () => {},
      async () => {},
    );
  const partial = `${path}.partial`;
  const stream = createWriteStream(partial, { encoding: 'utf8' });
  // Ctrl-C during an export: remove the half-written file rather than leave it behind.
  const interrupted = () => {
    rmSync(partial, { force: true });
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const release = () => {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  };
  const end = async () => {
    if (stream.closed) return;
    stream.end();
    await once(stream, 'close');
  };
  return streamOutput(
    stream,
    path,
    async () => {
      release();
      await end();
      await rename(partial, path);
    },
    async () => {
      release();
      await end().catch(() => {});
      await rm(partial, { force: true });
    },
  );
}

function streamOutput(stream: Writable, name: string, close: () => Promise<void>, abort: () => Promise<void>): Output {
  let failed: Error | undefined;
  stream.on('error', (error) => {
    failed = error;
  });
  return {
    name,
    async write(text) {
      if (failed) throw failed;
      if (!stream.write(text)) await Promise.race([once(stream, 'drain'), once(stream, 'error')]);
      if (failed) throw failed;
    },
    close,
    abort,
  };
}
