import { describe, expect, it } from 'vitest';
import type { ExtendedBooking } from '@frontdesk/bookings';
import type { BookingPolicy } from '@frontdesk/services';
import { actionNote, cancellationAfterMove, windowNote } from '../src/booking-actions.js';

// What My bookings and the reschedule page say about the booking policy (src/booking-actions.ts).

const ZONE = 'UTC';
const NOW = new Date('2026-11-26T12:00:00Z');
const hours = (h: number) => new Date(NOW.getTime() + h * 3600_000);
const policy = (cancel: number | false, reschedule: number | false): BookingPolicy =>
  ({
    cancellationPolicy:
      cancel === false ? { enabled: false } : { enabled: true, limitLatestCancellation: true, latestCancellationInMinutes: cancel },
    reschedulePolicy:
      reschedule === false ? { enabled: false } : { enabled: true, limitLatestReschedule: true, latestRescheduleInMinutes: reschedule },
  }) as BookingPolicy;
const item = (start: Date, actions: { cancel: boolean; reschedule: boolean }, status = 'CONFIRMED', created = hours(-1)): ExtendedBooking =>
  ({ booking: { id: 'b', status, startDate: start, createdDate: created }, allowedActions: actions }) as ExtendedBooking;

describe('booking actions', () => {
  it('says nothing when both actions are allowed, or for canceled and past bookings', () => {
    expect(actionNote(item(hours(48), { cancel: true, reschedule: true }), policy(1440, 1440), NOW, ZONE)).toBeUndefined();
    expect(actionNote(item(hours(48), { cancel: false, reschedule: false }, 'CANCELED'), policy(1440, 1440), NOW, ZONE)).toBeUndefined();
    expect(actionNote(item(hours(-2), { cancel: false, reschedule: false }), policy(1440, 1440), NOW, ZONE)).toBeUndefined();
  });

  it('gives one sentence for what is closed, with a date only when it is after the booking was made', () => {
    // Closed at midnight, after the booking was made two days ago: the date is shown.
    const closedLater = item(hours(12), { cancel: false, reschedule: false }, 'CONFIRMED', hours(-48));
    expect(actionNote(closedLater, policy(1440, 1440), NOW, ZONE)).toBe(
      'Online cancellation and rescheduling closed Thursday, November 26, 2026 at 12:00 AM. Please contact the studio.',
    );
    // Already closed when it was booked an hour ago: no date earlier than the booking.
    const closedBefore = item(hours(12), { cancel: false, reschedule: false });
    expect(actionNote(closedBefore, policy(1440, false), NOW, ZONE)).toBe(
      "Online cancellation closes 1 day before the start; rescheduling isn't offered by the studio. Please contact the studio.",
    );
    expect(actionNote(item(hours(48), { cancel: true, reschedule: false }), policy(1440, false), NOW, ZONE)).toBe(
      "Online rescheduling isn't offered by the studio.",
    );
    expect(actionNote(item(hours(48), { cancel: true, reschedule: false }), policy(1440, 1440), NOW, ZONE, true)).toBe(
      "Online rescheduling isn't possible for a course.",
    );
  });

  it('marks new times that would close online changes, and never gives a past date for cancelling', () => {
    expect(windowNote(hours(48), policy(1440, 1440), NOW)).toBeUndefined();
    expect(windowNote(hours(12), policy(1440, 1440), NOW)).toBe('Too close to cancel or move online afterwards');
    expect(windowNote(hours(12), policy(1440, 360), NOW)).toBe('Too close to cancel online afterwards');
    expect(windowNote(hours(12), policy(false, 1440), NOW)).toBe('Too close to move again online');
    expect(cancellationAfterMove(hours(48), policy(1440, 1440), NOW, ZONE)).toBe(
      'After the move you can cancel online until Friday, November 27, 2026 at 12:00 PM.',
    );
    expect(cancellationAfterMove(hours(12), policy(1440, 1440), NOW, ZONE)).toBe(
      'This time is less than 1 day away, so after the move you could no longer cancel online.',
    );
    expect(cancellationAfterMove(hours(12), policy(false, 1440), NOW, ZONE)).toBeUndefined();
  });
});
