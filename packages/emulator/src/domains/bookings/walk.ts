import { validationError } from '../../errors.js';
import { DAY, MINUTE, instantToLocal, localToInstant } from '../../util/zoned-time.js';
import { shiftDate, staffIn, type ServiceContext } from './engine.js';

/*
 * How an availability range is walked (platform-rules 4.2: no day limit; the answer bounds the work):
 * one local day of the request zone at a time, from the first day (or the last, for a descending
 * sort), only over the days a slot can fall on, collecting each day's entries until the answer is
 * full. Bookable entries come before the others in every answer, so the answer is full once it holds
 * its limit of bookable entries, or once it holds its limit and no later day can add a bookable one.
 */

/** One local day of a range: the slots that start in `[start, end)`. */
export interface LocalDay {
  start: number;
  end: number;
}

/**
 * The local days of `[from, to)` in `zone` (the first and last cut to the range), from the first
 * or, `descending`, from the last; each is worked out as the walk reaches it, so a long range costs
 * only the days walked.
 */
export function* localDays(from: number, to: number, zone: string, descending: boolean): Generator<LocalDay> {
  // The first instant of a local date (a midnight in a DST gap moves forward to the gap's end).
  const midnight = (date: string) => localToInstant(`${date}T00:00:00`, zone);
  if (descending) {
    let end = to;
    for (let date = instantToLocal(to - 1, zone).slice(0, 10); end > from; date = shiftDate(date, -1)) {
      const start = Math.max(from, midnight(date));
      if (start < end) yield { start, end };
      end = Math.min(end, start);
    }
    return;
  }
  let start = from;
  for (let date = instantToLocal(from, zone).slice(0, 10); start < to; ) {
    date = shiftDate(date, 1);
    const end = Math.min(to, midnight(date));
    if (end > start) yield { start, end };
    start = Math.max(start, end);
  }
}

/**
 * The part of `[from, to)` where any of the services can have a slot (with the `resourceId` filter):
 * an appointment service whose staff has working hours, any day; a class, the dates of its recurring
 * sessions (with a margin for time zones). `undefined` when none can have one.
 */
export function possibleRange(
  contexts: readonly ServiceContext[],
  resourceIds: readonly string[] | undefined,
  from: number,
  to: number,
): { from: number; to: number } | undefined {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const context of contexts) {
    if (context.service.type === 'APPOINTMENT') {
      if (staffIn(context, resourceIds).some((member) => member.workingHours.length > 0)) return { from, to };
      continue;
    }
    const schedule = context.schedule;
    if (context.service.type !== 'CLASS' || !schedule) continue;
    const staff = new Set(staffIn(context, resourceIds).map((member) => member.id));
    for (const session of schedule.sessions) {
      if (resourceIds && !(session.staffMemberId && staff.has(session.staffMemberId))) continue;
      const margin = 2 * DAY + session.durationInMinutes * MINUTE;
      first = Math.min(first, Date.parse(`${session.startDate}T00:00:00Z`) - margin);
      last = Math.max(last, session.endDate ? Date.parse(`${session.endDate}T00:00:00Z`) + margin : Number.POSITIVE_INFINITY);
    }
  }
  const start = Math.max(from, first);
  const end = Math.min(to, last);
  return start < end ? { from: start, to: end } : undefined;
}

/**
 * The latest start at which a slot can still be bookable now (the booking policy's "too early to
 * book" limit; `-Infinity` for a service not bookable online): for `any` of the services (entries
 * of several services), or for `all` of them (a chain of services, bookable when every part is).
 */
export function bookableUntil(contexts: readonly ServiceContext[], now: number, of: 'any' | 'all'): number {
  const each = contexts.map((context) => {
    if (!context.service.onlineBooking?.enabled) return Number.NEGATIVE_INFINITY;
    const early = context.policy?.limitEarlyBookingPolicy;
    return early?.enabled ? now + (early.earliestBookingInMinutes ?? 0) * MINUTE : Number.POSITIVE_INFINITY;
  });
  return of === 'any' ? Math.max(...each) : Math.min(...each);
}

/** Reads `slotsPerDay`: `undefined` when absent, else a positive integer (400 on `field` otherwise). */
export function readSlotsPerDay(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1)
    throw validationError([{ field, description: 'must be a positive integer', violatedRule: 'MIN' }]);
  return limit;
}

/**
 * The most entries an answer may hold, from the query's `cursorPaging.limit` (or `paging.limit`):
 * `undefined` when none is sent; else an integer from 1 to `max` (400 on the field otherwise).
 */
export function readAnswerLimit(query: unknown, max: number): number | undefined {
  const paging = (query ?? {}) as { cursorPaging?: { limit?: unknown }; paging?: { limit?: unknown } };
  const [field, value] =
    paging.cursorPaging?.limit !== undefined && paging.cursorPaging?.limit !== null
      ? ['query.cursorPaging.limit', paging.cursorPaging.limit]
      : ['query.paging.limit', paging.paging?.limit];
  if (value === undefined || value === null) return undefined;
  const limit = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > max) {
    throw validationError([{ field, description: `must be 1 to ${max}`, violatedRule: Number.isInteger(limit) ? 'MAX' : 'FORMAT' }]);
  }
  return limit;
}

/** What an answer collects while the range is walked (see {@link collectAnswer}). */
export interface AnswerCollector<T> {
  /** Adds one day's entries (already filtered, ordered and cut to `slotsPerDay`). */
  add(entries: readonly T[]): void;
  /** Whether the answer is known after `day`: the walk may stop. */
  full(day: LocalDay): boolean;
  /** The answer: the bookable entries in walk order, then the others, at most `max`. */
  entries(): T[];
}

/** Options of {@link collectAnswer}. */
export interface CollectOptions {
  /** The most entries the answer holds. */
  max: number;
  /**
   * Called (and expected to throw) when more than `max` entries are found, for an answer that may
   * not be cut (no limit was sent); without it, the entries past `max` are dropped.
   */
  overflow?: () => never;
  /** The filter asks for non-bookable entries only. */
  neverBookable: boolean;
  /** No slot that starts after this instant is bookable ({@link bookableUntil}; `Infinity` when walking backwards). */
  bookableUntil: number;
}

/**
 * Collects an answer day by day: bookable entries first, the others after them, and says when the
 * walk can stop (the answer holds `max` bookable entries, or `max` entries and no later day can have
 * a bookable one).
 *
 * @example
 * ```ts
 * const answer = collectAnswer<Slot>({ max: 42, neverBookable: false, bookableUntil: Number.POSITIVE_INFINITY });
 * for (const day of localDays(from, to, zone, false)) {
 *   answer.add(slotsOf(day));
 *   if (answer.full(day)) break;
 * }
 * ```
 */
export function collectAnswer<T extends { bookable: boolean }>(options: CollectOptions): AnswerCollector<T> {
  const { max, overflow, neverBookable } = options;
  const bookable: T[] = [];
  const other: T[] = [];
  return {
    add(entries) {
      for (const entry of entries) {
        if (entry.bookable) bookable.push(entry);
        // Entries that are not bookable come after every bookable one: never more than `max` are needed.
        else if (other.length < max || overflow) other.push(entry);
      }
      if (overflow && bookable.length + other.length > max) overflow();
    },
    full(day) {
      // An answer that may not be cut is known only at the end of the walk (or refused past `max`).
      if (overflow) return false;
      if (bookable.length >= max) return true;
      const noMoreBookable = neverBookable || day.end > options.bookableUntil;
      return noMoreBookable && bookable.length + other.length >= max;
    },
    entries: () => [...bookable, ...other].slice(0, max),
  };
}
