import { validationError } from '../errors.js';
import { isInstantInRange } from './dates.js';

/*
 * Wall-clock time in IANA time zones (platform-rules 1.7): local date-time strings
 * (`YYYY-MM-DDThh:mm[:ss]`) to instants and back. Local times that do not exist (DST gap) move
 * forward by the gap; repeated ones take the first occurrence.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

function format(zone: string): Intl.DateTimeFormat {
  let found = formats.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formats.set(zone, found);
  }
  return found;
}

/**
 * Checks an IANA zone name; a 400 `INVALID_TIME_ZONE` for an unknown one.
 */
export function requireZone(zone: string, field: string): string {
  try {
    format(zone);
    return zone;
  } catch {
    throw validationError([{ field, description: `"${zone}" is not a known IANA time zone`, ruleName: 'INVALID_TIME_ZONE' }]);
  }
}

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: string;
}

function partsAt(ms: number, zone: string): Parts {
  const out: Record<string, string> = {};
  for (const part of format(zone).formatToParts(new Date(ms))) out[part.type] = part.value;
  return {
    year: Number(out.year),
    month: Number(out.month),
    day: Number(out.day),
    hour: Number(out.hour),
    minute: Number(out.minute),
    second: Number(out.second),
    weekday: (out.weekday ?? '').toUpperCase().slice(0, 3),
  };
}

const offsetAt = (ms: number, zone: string) => {
  const p = partsAt(ms, zone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
};

/**
 * The instant of a local wall time in a zone.
 */
export function localToInstant(local: string, zone: string): number {
  const m = LOCAL.exec(local);
  if (!m) return Number.NaN;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  const first = asUtc - offsetAt(asUtc, zone);
  const second = asUtc - offsetAt(first, zone);
  // In a DST gap the two guesses differ: the later one is the wall time moved forward.
  return Math.max(first, second);
}

/**
 * The local wall time (`YYYY-MM-DDThh:mm:ss`) of an instant in a zone.
 */
export function instantToLocal(ms: number, zone: string): string {
  const p = partsAt(ms, zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}

/**
 * The weekday (`MON`..`SUN`) of an instant in a zone.
 */
export function weekdayAt(ms: number, zone: string): string {
  return partsAt(ms, zone).weekday;
}

/**
 * Reads a date-time: with `zone`, the offset (if any) is ignored and the wall time is read in the
 * zone; without, a string with an offset is an instant and one without is read in `fallbackZone`.
 * `NaN` when unparsable or outside the emulator's date range (1970 to 9999, `isInstantInRange`).
 */
export function readDateTime(value: unknown, zone: string | undefined, fallbackZone: string): number {
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  let ms: number;
  if (zone) ms = localToInstant(text.replace(OFFSET, ''), zone);
  else ms = OFFSET.test(text) ? Date.parse(text) : localToInstant(text, fallbackZone);
  // Arithmetic on an instant near the edge of `Date` (year ±275760) cannot be printed, nor walked to.
  return isInstantInRange(ms) ? ms : Number.NaN;
}

/**
 * A fast `instantToLocal(ms, zone).slice(0, 10)` for instants around `[from, to)`: the local
 * midnights of the range are computed once, then each instant is a binary search. Instants outside
 * the range fall back to `instantToLocal`.
 */
export function localDayOf(zone: string, from: number, to: number): (ms: number) => string {
  const dates: string[] = [];
  const midnights: number[] = [];
  const last = instantToLocal(to + DAY, zone).slice(0, 10);
  const nextDate = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + DAY).toISOString().slice(0, 10);
  for (let date = instantToLocal(from - DAY, zone).slice(0, 10); date <= last; date = nextDate(date)) {
    dates.push(date);
    // The first instant of the local date (a midnight in a DST gap moves forward to the gap's end).
    midnights.push(localToInstant(`${date}T00:00:00`, zone));
  }
  return (ms) => {
    if (midnights.length < 2 || ms < midnights[0]! || ms >= midnights.at(-1)!) return instantToLocal(ms, zone).slice(0, 10);
    let low = 0;
    let high = midnights.length - 1;
    // The last midnight at or before `ms`.
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (midnights[mid]! <= ms) low = mid;
      else high = mid - 1;
    }
    return dates[low]!;
  };
}

/**
 * The wall-clock length of `[from, to)` in a zone, in milliseconds: DST changes inside the range do
 * not count (a range of 31 local days is 31 days long even across a change).
 */
export function wallClockSpan(from: number, to: number, zone: string): number {
  return Date.parse(`${instantToLocal(to, zone)}Z`) - Date.parse(`${instantToLocal(from, zone)}Z`);
}

/** One minute in milliseconds. */
export const MINUTE = 60_000;
/** One day in milliseconds. */
export const DAY = 86_400_000;

/**
 * Refuses a range longer than `maxDays` local days in `zone` (400 on `fields[1]`, which names the
 * range's start `fields[0]`); a range that cannot be measured (a year past 9999) is refused too.
 */
export function checkRangeLength(from: number, to: number, zone: string, maxDays: number, fields: readonly [string, string]): void {
  // Cheap first: a range of many years is refused without formatting its dates.
  const span = to - from > (maxDays + 2) * DAY ? Number.POSITIVE_INFINITY : wallClockSpan(from, to, zone);
  if (!(span <= maxDays * DAY)) {
    const description = `must be at most ${maxDays} days after ${fields[0]}`;
    throw validationError([{ field: fields[1], description, violatedRule: 'MAX', data: { maxDays } }]);
  }
}
