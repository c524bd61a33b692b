import { validationError } from '../../errors.js';

/*
 * What bounds the work of one availability request. The platform sets no day limit on a range
 * ("the range is bounded by what the answer holds"); the emulator walks a range a day at a time and
 * stops once the answer is full (walk.ts). A request the answer does not bound (a long range with
 * neither a limit nor `slotsPerDay`) is refused with the platform's 400 validation error naming the
 * range's end as soon as it passes one of these caps (docs/emulator.md, "Platform limits").
 */

/** The most entries one `queryAvailability` answer may hold (it has no paging). */
export const MAX_AVAILABILITY_ENTRIES = 1000;

/** The most slot candidates (appointment starts × staff, class sessions) one availability request may compute. */
export const MAX_SLOT_CANDIDATES = 50_000;

/**
 * Refuses an answer or a computation larger than `max` items (400 on `field`, the range's end: a
 * limit, `slotsPerDay`, a shorter range or a narrower filter is the fix).
 */
export function refuseTooMany(max: number, field: string, what: string): never {
  const fixes = 'ask for fewer with cursorPaging.limit or slotsPerDay, a shorter range, or use bookable, openSpots or a resource';
  throw validationError([{ field, description: `gives more than ${max} ${what}: ${fixes}`, violatedRule: 'MAX', data: { max } }]);
}
