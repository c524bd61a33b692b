/** A progress indicator for long work. */
export interface Progress {
  /** Sets (or corrects) the expected total, when known. */
  setTotal(total: number | undefined): void;
  /** Counts `n` more items done. */
  tick(n?: number): void;
  /** Ends the bar with a final message (printed on its own line). */
  done(message?: string): void;
}

/** Where the progress goes: stderr by default. */
export interface ProgressOptions {
  label: string;
  total?: number | undefined;
  stream?: NodeJS.WriteStream;
  /** Plain mode: minimum time between lines; default 5 s. */
  intervalMs?: number;
  /** Off entirely (e.g. `--quiet`). */
  silent?: boolean;
}

const WIDTH = 24;

/**
 * A tiny progress bar. It writes to stderr only, so stdout (CSV, JSON) is never garbled. On a TTY it
 * redraws one line (`\r`) at most ~12 times a second; otherwise it prints a plain line now and then
 * (`label: 120/300`), which stays readable in CI logs and files.
 *
 * @example
 * ```ts
 * const progress = createProgress({ label: 'members' });
 * progress.setTotal(page.totalCount);
 * for await (const m of page) progress.tick();
 * progress.done('exported 120 members');
 * ```
 */
export function createProgress(options: ProgressOptions): Progress {
  const stream = options.stream ?? process.stderr;
  const tty = stream.isTTY === true;
  const interval = tty ? 80 : (options.intervalMs ?? 5000);
  let total = options.total;
  let count = 0;
  let last = 0;
  let drawn = false;

  const line = () => {
    if (total === undefined || total <= 0) return `${options.label}: ${count}`;
    const shown = Math.min(count, total);
    const filled = Math.round((shown / total) * WIDTH);
    const bar = tty ? ` [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}]` : '';
    return `${options.label}:${bar} ${shown}/${total} ${Math.floor((shown / total) * 100)}%`;
  };
  const draw = (force: boolean) => {
    if (options.silent) return;
    const now = Date.now();
    if (!force && now - last < interval) return;
    last = now;
    if (tty) {
      stream.write(`\r${line()}\x1b[K`);
      drawn = true;
    } else if (force || count > 0) {
      stream.write(`${line()}\n`);
    }
  };
  // The first plain line waits one interval, so short runs print only the final message.
  if (!tty) last = Date.now();

  return {
    setTotal(next) {
      total = next;
      if (tty) draw(true);
    },
    tick(n = 1) {
      count += n;
      draw(false);
    },
    done(message) {
      if (options.silent) return;
      if (tty && drawn) stream.write(`\r${line()}\x1b[K\n`);
      if (message) stream.write(`${message}\n`);
    },
  };
}
