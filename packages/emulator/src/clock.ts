/**
 * The emulator's controllable clock. Every time the emulator reads (token expiry, event times,
 * created dates, webhook JWT `iat`/`exp`) comes from here.
 *
 * A set clock is frozen: it moves only through {@link Clock.set} and {@link Clock.advance}.
 *
 * @example
 * ```ts
 * emulator.clock.set('2026-03-01T09:00:00.000Z');
 * emulator.clock.advance(4 * 3600 * 1000); // visitor tokens have expired now
 * ```
 */
export interface Clock {
  /** The current emulator time. */
  now(): Date;
  /** Freezes the clock at `date` (a `Date` or an ISO string); throws for an invalid time or one outside 1970-01-01 to 9999-12-31 (UTC). */
  set(date: Date | string): void;
  /**
   * Moves the clock forward by `ms` (from the real time when the clock is real; the clock is frozen afterwards).
   * Throws, leaving the clock as it was, when the result would fall outside 1970-01-01 to 9999-12-31 (UTC).
   */
  advance(ms: number): void;
  /** Goes back to the real wall-clock time. */
  useRealTime(): void;
  /** `true` while the clock follows the real time. */
  isReal(): boolean;
  /** The time the clock started at (`createEmulator({ clock })`, `--clock`), or `undefined` when it started on real time. */
  start(): Date | undefined;
  /** Back to the start: frozen at {@link Clock.start}, or the real time when the clock started real. */
  reset(): void;
}

/**
 * What `createEmulator({ clock })` accepts: a start time, or `'real'` (the default).
 *
 * @example
 * ```ts
 * createEmulator({ clock: '2026-03-01T09:00:00.000Z' });
 * ```
 */
export type ClockOption = Date | string | 'real';

/**
 * The times the clock may show: 1970-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z (epoch ms). Past
 * these, date arithmetic on top of the clock (token expiry, order cycles of up to 2000 years) could leave
 * the range a `Date` can print and turn every later request into a 500.
 */
export const CLOCK_RANGE = { min: 0, max: 253_402_300_799_999 } as const;

function checked(ms: number, what: string): number {
  if (!Number.isFinite(ms)) throw new TypeError(`Invalid clock time: ${what}`);
  if (ms < CLOCK_RANGE.min || ms > CLOCK_RANGE.max) {
    throw new RangeError(`Clock time out of range (1970-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z): ${what}`);
  }
  return ms;
}

function toDate(value: Date | string): Date {
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  checked(date.getTime(), String(value));
  return date;
}

/**
 * Creates a clock, real by default or frozen at the given time.
 *
 * @example
 * ```ts
 * const clock = createClock('2026-03-01T09:00:00.000Z');
 * clock.advance(60_000);
 * clock.now().toISOString(); // '2026-03-01T09:01:00.000Z'
 * ```
 */
export function createClock(initial: ClockOption = 'real'): Clock {
  const startedAt: number | undefined = initial === 'real' ? undefined : toDate(initial).getTime();
  let fixed: number | undefined = startedAt;
  return {
    now: () => new Date(fixed ?? Date.now()),
    set(date) {
      fixed = toDate(date).getTime();
    },
    advance(ms) {
      if (!Number.isFinite(ms)) throw new TypeError(`Invalid clock advance: ${ms}`);
      fixed = checked((fixed ?? Date.now()) + ms, `advance by ${ms} ms`);
    },
    useRealTime() {
      fixed = undefined;
    },
    isReal: () => fixed === undefined,
    start: () => (startedAt === undefined ? undefined : new Date(startedAt)),
    reset() {
      fixed = startedAt;
    },
  };
}
