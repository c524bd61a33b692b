import type { ExtendedBooking } from '@frontdesk/bookings';
import type { BookingPolicy } from '@frontdesk/services';
import { dateTimeLabel } from './format.js';

/*
 * Why a customer may not cancel or reschedule a booking, in words. The platform decides (the
 * extended booking's `allowedActions`); this only explains its answer from what the page knows: the
 * booking's status and time, and the service's booking policy.
 */

/** What a customer may do with a booking. */
export type BookingAction = 'cancel' | 'reschedule';

/** `24 hours`, `2 hours`, `30 minutes`, `14 days`. */
function span(total: number): string {
  if (total % 1440 === 0) return `${total / 1440} day${total === 1440 ? '' : 's'}`;
  if (total % 60 === 0) return `${total / 60} hour${total === 60 ? '' : 's'}`;
  return `${total} minutes`;
}

/**
 * Whether the platform allows `action` on this booking.
 *
 * @example
 * ```ts
 * if (allowed(item, 'cancel')) showCancelButton();
 * ```
 */
export function allowed(item: ExtendedBooking, action: BookingAction): boolean {
  return item.allowedActions?.[action] === true;
}

/**
 * The reason `action` is not allowed, as a sentence: already canceled, already started, the policy
 * window has passed, not allowed online at all, and so on.
 *
 * @example
 * ```ts
 * blockedReason(item, 'cancel', service.bookingPolicy, new Date(), 'Europe/London');
 * // 'Online cancellation closed 24 hours before the start (Monday, ... 9:00 AM). Please contact the studio.'
 * ```
 */
export function blockedReason(item: ExtendedBooking, action: BookingAction, policy: BookingPolicy | undefined, now: Date, zone: string, courseService = false): string {
  const booking = item.booking;
  const verb = action === 'cancel' ? 'canceled' : 'rescheduled';
  switch (booking?.status) {
    case 'CANCELED':
      return 'This booking is already canceled.';
    case 'DECLINED':
      return 'The studio declined this booking.';
    default:
  }
  const start = booking?.startDate;
  if (start && start.getTime() <= now.getTime()) return `This booking has already started, so it cannot be ${verb} online.`;
  if (booking?.multiServiceBookingInfo?.id) return `This booking is part of a package of services: please contact the studio to change it.`;
  if (action === 'reschedule') {
    if (courseService) return 'A course cannot be moved to other dates. You can cancel it instead.';
    if (booking?.status === 'CREATED') return 'This booking is not confirmed yet, so it cannot be moved. You can cancel it and book another time.';
    if (booking?.status === 'WAITING_LIST') return 'A place on the waitlist cannot be moved.';
  }
  const rules = action === 'cancel' ? policy?.cancellationPolicy : policy?.reschedulePolicy;
  const noun = action === 'cancel' ? 'cancellation' : 'rescheduling';
  if (rules?.enabled === false) return `The studio's policy does not allow online ${noun}. Please contact the studio.`;
  const limited = action === 'cancel' ? policy?.cancellationPolicy?.limitLatestCancellation : policy?.reschedulePolicy?.limitLatestReschedule;
  const minutes = action === 'cancel' ? policy?.cancellationPolicy?.latestCancellationInMinutes : policy?.reschedulePolicy?.latestRescheduleInMinutes;
  if (start && limited && minutes) {
    const closed = new Date(start.getTime() - minutes * 60_000);
    if (closed.getTime() <= now.getTime()) {
      return `The policy window has passed: online ${noun} closes ${span(minutes)} before the start (it closed ${dateTimeLabel(closed, zone)}). Please contact the studio.`;
    }
  }
  return `The studio's policy does not allow this booking to be ${verb} online. Please contact the studio.`;
}
