import { validationError } from '../../errors.js';

/*
 * How much one availability request may ask for. The platform requires a start and an
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

/**
 * Refuses an answer or a computation larger than `max` items (400 on `field`, which is the range's
 * end: a shorter range, or a narrower filter, is the fix).
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
