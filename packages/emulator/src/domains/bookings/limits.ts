import { validationError } from '../../errors.js';
import { DAY, wallClockSpan } from './time.js';

/*
 * How much one availability (or events) request may ask for. The platform requires a start and an
 * end date "to avoid very large results" but does not state a maximum; these are the emulator's
 * conservative choices (docs/emulator.md, "Platform limits"), refused with the platform's 400
 * validation error naming the field, before any slot is computed.
 */

/** The longest availability range (`queryAvailability`, `calculateMultiSlotAvailability`), in local days. */
export const MAX_AVAILABILITY_DAYS = 31;

/** The most entries one `queryAvailability` answer may hold (it has no paging). */
export const MAX_AVAILABILITY_ENTRIES = 1000;

/** The most appointment slot candidates (starts × staff) one availability request may compute. */
export const MAX_SLOT_CANDIDATES = 50_000;

/** The longest Calendar Events V3 query range (`fromLocalDate` to `toLocalDate`), in local days. */
export const MAX_EVENTS_RANGE_DAYS = 366;

/**
 * Refuses a range longer than `maxDays` local days in `zone` (400 on `fields[1]`, which names the
 * range's start `fields[0]`); a range that cannot be measured (a year past 9999) is refused too.
 *
 * @example
 * ```ts
 * checkRangeLength(from, to, zone, MAX_AVAILABILITY_DAYS, ['query.filter.startDate', 'query.filter.endDate']);
 * ```
 */
export function checkRangeLength(from: number, to: number, zone: string, maxDays: number, fields: readonly [string, string]): void {
  // Cheap first: a range of many years is refused without formatting its dates.
  const span = to - from > (maxDays + 2) * DAY ? Number.POSITIVE_INFINITY : wallClockSpan(from, to, zone);
  if (!(span <= maxDays * DAY)) {
    const description = `must be at most ${maxDays} days after ${fields[0]}`;
    throw validationError([{ field: fields[1], description, violatedRule: 'MAX', data: { maxDays } }]);
  }
}

/**
 * Refuses an answer or a computation larger than `max` items (400 on `field`, which is the range's
 * end: a shorter range, or a narrower filter, is the fix).
 *
 * @example
 * ```ts
 * checkCount(entries.length, MAX_AVAILABILITY_ENTRIES, 'query.filter.endDate', 'entries');
 * ```
 */
export function checkCount(count: number, max: number, field: string, what: string): void {
  if (count > max) {
    throw validationError([
      {
        field,
        description: `gives more than ${max} ${what}: ask for a shorter range, or use slotsPerDay, bookable, openSpots or a resource`,
        violatedRule: 'MAX',
        data: { max },
      },
    ]);
  }
}
