import { validationError } from '../../errors.js';

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
 *
 * @example
 * ```ts
 * requireZone('Europe/London', 'timezone');
 * ```
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
 *
 * @example
 * ```ts
 * localToInstant('2026-03-02T09:00:00', 'America/New_York'); // Date.parse('2026-03-02T14:00:00Z')
 * ```
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
 *
 * @example
 * ```ts
 * instantToLocal(Date.parse('2026-03-02T14:00:00Z'), 'America/New_York'); // '2026-03-02T09:00:00'
 * ```
 */
export function instantToLocal(ms: number, zone: string): string {
  const p = partsAt(ms, zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}

/**
 * The weekday (`MON`..`SUN`) of an instant in a zone.
 *
 * @example
 * ```ts
 * weekdayAt(Date.parse('2026-03-02T14:00:00Z'), 'America/New_York'); // 'MON'
 * ```
 */
export function weekdayAt(ms: number, zone: string): string {
  return partsAt(ms, zone).weekday;
}

/**
 * Reads a date-time: with `zone`, the offset (if any) is ignored and the wall time is read in the
 * zone; without, a string with an offset is an instant and one without is read in `fallbackZone`.
 * `NaN` when unparsable.
 *
 * @example
 * ```ts
 * readDateTime('2026-03-02T17:00:00+01:00', 'Europe/Bucharest', 'UTC'); // 15:00Z
 * ```
 */
export function readDateTime(value: unknown, zone: string | undefined, fallbackZone: string): number {
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  if (zone) return localToInstant(text.replace(OFFSET, ''), zone);
  if (OFFSET.test(text)) return Date.parse(text);
  return localToInstant(text, fallbackZone);
}

/** One minute in milliseconds. */
export const MINUTE = 60_000;
/** One day in milliseconds. */
export const DAY = 86_400_000;
