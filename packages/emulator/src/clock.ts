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
  /** Freezes the clock at `date` (a `Date` or an ISO string). */
  set(date: Date | string): void;
  /** Moves the clock forward by `ms` (from the real time when the clock is real; the clock is frozen afterwards). */
  advance(ms: number): void;
  /** Goes back to the real wall-clock time. */
  useRealTime(): void;
  /** `true` while the clock follows the real time. */
  isReal(): boolean;
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

function toDate(value: Date | string): Date {
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new TypeError(`Invalid clock time: ${String(value)}`);
  }
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
  let fixed: number | undefined = initial === 'real' ? undefined : toDate(initial).getTime();
  return {
    now: () => new Date(fixed ?? Date.now()),
    set(date) {
      fixed = toDate(date).getTime();
    },
    advance(ms) {
      if (!Number.isFinite(ms)) throw new TypeError(`Invalid clock advance: ${ms}`);
      fixed = (fixed ?? Date.now()) + ms;
    },
    useRealTime() {
      fixed = undefined;
    },
    isReal: () => fixed === undefined,
  };
}
