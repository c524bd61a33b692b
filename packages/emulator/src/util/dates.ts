import { CLOCK_RANGE } from '../clock.js';

/**
 * Whether an instant (epoch ms) lies in the range the emulator accepts in requests, the clock's
 * range: 1970-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z. Dates far outside it (`+275760-09-13`)
 * parse, but arithmetic on them (an order's cycles, a slot's end) leaves what a `Date` can print, and
 * walking from now to them (cycles, days) never ends in practice.
 */
export function isInstantInRange(ms: number): boolean {
  return Number.isFinite(ms) && ms >= CLOCK_RANGE.min && ms <= CLOCK_RANGE.max;
}

/**
 * Parses an ISO-8601 date-time from a request: its epoch ms, or `NaN` when it is not a string, does
 * not parse, or falls outside {@link isInstantInRange} (the caller answers with its validation error).
 */
export function parseInstant(value: unknown): number {
  if (typeof value !== 'string') return Number.NaN;
  const ms = Date.parse(value);
  return isInstantInRange(ms) ? ms : Number.NaN;
}
