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
export function blockedReason(
  item: ExtendedBooking,
  action: BookingAction,
  policy: BookingPolicy | undefined,
  now: Date,
  zone: string,
  courseService = false,
): string {
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
    if (booking?.status === 'CREATED')
      return 'This booking is not confirmed yet, so it cannot be moved. You can cancel it and book another time.';
    if (booking?.status === 'WAITING_LIST') return 'A place on the waitlist cannot be moved.';
  }
  const rules = action === 'cancel' ? policy?.cancellationPolicy : policy?.reschedulePolicy;
  const noun = action === 'cancel' ? 'cancellation' : 'rescheduling';
  if (rules?.enabled === false) return `The studio's policy does not allow online ${noun}. Please contact the studio.`;
  const limited =
    action === 'cancel' ? policy?.cancellationPolicy?.limitLatestCancellation : policy?.reschedulePolicy?.limitLatestReschedule;
  const minutes =
    action === 'cancel' ? policy?.cancellationPolicy?.latestCancellationInMinutes : policy?.reschedulePolicy?.latestRescheduleInMinutes;
  if (start && limited && minutes) {
    const closed = new Date(start.getTime() - minutes * 60_000);
    if (closed.getTime() <= now.getTime()) {
      const when = closedWhen(closed, booking?.createdDate, zone);
      return `The policy window has passed: online ${noun} closes ${span(minutes)} before the start (${when}). Please contact the studio.`;
    }
  }
  return `The studio's policy does not allow this booking to be ${verb} online. Please contact the studio.`;
}

/** `it closed Monday, ... 9:00 AM`, or, when that was before the booking was made, `it was already closed when you booked`. */
function closedWhen(closed: Date, created: Date | undefined, zone: string): string {
  return created && closed.getTime() < created.getTime()
    ? 'it was already closed when you booked'
    : `it closed ${dateTimeLabel(closed, zone)}`;
}

/** Why one action is not offered, as the end of a sentence (`closed Monday, ... 9:00 AM`). */
function cause(
  item: ExtendedBooking,
  action: BookingAction,
  policy: BookingPolicy | undefined,
  zone: string,
  courseService: boolean,
  now: Date,
): string {
  const booking = item.booking;
  if (action === 'reschedule') {
    if (courseService) return "isn't possible for a course";
    if (booking?.status === 'WAITING_LIST') return "isn't possible from the waitlist";
    if (booking?.status === 'CREATED') return 'needs a completed booking';
  }
  const rules = action === 'cancel' ? policy?.cancellationPolicy : policy?.reschedulePolicy;
  if (rules?.enabled === false) return "isn't offered by the studio";
  const limited =
    action === 'cancel' ? policy?.cancellationPolicy?.limitLatestCancellation : policy?.reschedulePolicy?.limitLatestReschedule;
  const minutes =
    action === 'cancel' ? policy?.cancellationPolicy?.latestCancellationInMinutes : policy?.reschedulePolicy?.latestRescheduleInMinutes;
  const start = booking?.startDate;
  if (start && limited && minutes) {
    const closed = new Date(start.getTime() - minutes * 60_000);
    if (closed.getTime() <= now.getTime()) {
      // A window that closed before the booking was made has no date worth showing.
      return booking?.createdDate && closed.getTime() < booking.createdDate.getTime()
        ? `closes ${span(minutes)} before the start`
        : `closed ${dateTimeLabel(closed, zone)}`;
    }
  }
  return "isn't available for this booking";
}

/**
 * One short sentence for a booking card: what the customer cannot do online, and why; `undefined`
 * when everything is allowed, or when there is nothing to say (canceled, declined, started or
 * past bookings show their status instead).
 *
 * @example
 * ```ts
 * actionNote(item, service.bookingPolicy, new Date(), 'Europe/London');
 * // 'Online cancellation and rescheduling closed Monday, ... 9:00 AM. Please contact the studio.'
 * ```
 */
export function actionNote(
  item: ExtendedBooking,
  policy: BookingPolicy | undefined,
  now: Date,
  zone: string,
  courseService = false,
): string | undefined {
  const booking = item.booking;
  if (booking?.status === 'CANCELED' || booking?.status === 'DECLINED') return undefined;
  if (booking?.startDate && booking.startDate.getTime() <= now.getTime()) return undefined;
  const cancel = allowed(item, 'cancel');
  const move = allowed(item, 'reschedule');
  if (cancel && move) return undefined;
  if (booking?.multiServiceBookingInfo?.id) return 'Part of a package of services: please contact the studio to change it.';
  const why = (action: BookingAction) => cause(item, action, policy, zone, courseService, now);
  if (!cancel && !move) {
    const [c, r] = [why('cancel'), why('reschedule')];
    const text = c === r ? `Online cancellation and rescheduling ${c}` : `Online cancellation ${c}; rescheduling ${r}`;
    return `${text}. Please contact the studio.`;
  }
  return cancel ? `Online rescheduling ${why('reschedule')}.` : `Online cancellation ${why('cancel')}.`;
}

/** When online cancellation or rescheduling of a booking starting at `start` closes (`undefined`: never, or not offered). */
function closesAt(start: Date, action: BookingAction, policy: BookingPolicy | undefined): Date | undefined {
  const rules = action === 'cancel' ? policy?.cancellationPolicy : policy?.reschedulePolicy;
  if (rules?.enabled === false) return undefined;
  const limited =
    action === 'cancel' ? policy?.cancellationPolicy?.limitLatestCancellation : policy?.reschedulePolicy?.limitLatestReschedule;
  const minutes =
    action === 'cancel' ? policy?.cancellationPolicy?.latestCancellationInMinutes : policy?.reschedulePolicy?.latestRescheduleInMinutes;
  return limited && minutes ? new Date(start.getTime() - minutes * 60_000) : undefined;
}

/**
 * What moving a booking to a new time starting at `start` would close at once under the policy: a
 * short note for that time (`undefined` when nothing would be closed).
 *
 * @example
 * ```ts
 * windowNote(tomorrowAt9, policy, new Date()); // 'Too close to cancel online afterwards'
 * ```
 */
export function windowNote(start: Date, policy: BookingPolicy | undefined, now: Date): string | undefined {
  const closed = (action: BookingAction) => {
    const at = closesAt(start, action, policy);
    return at !== undefined && at.getTime() <= now.getTime();
  };
  const [cancel, move] = [closed('cancel'), closed('reschedule')];
  if (cancel && move) return 'Too close to cancel or move online afterwards';
  if (cancel) return 'Too close to cancel online afterwards';
  if (move) return 'Too close to move again online';
  return undefined;
}

/**
 * One sentence about cancelling after a move to the time starting at `start`: until when it stays
 * possible online, or that it will not be. Never a date in the past (nor one before the move).
 *
 * @example
 * ```ts
 * cancellationAfterMove(start, policy, new Date(), 'Europe/London');
 * // 'After the move you can cancel online until Monday, ... 9:00 AM.'
 * ```
 */
export function cancellationAfterMove(start: Date, policy: BookingPolicy | undefined, now: Date, zone: string): string | undefined {
  if (policy?.cancellationPolicy?.enabled === false) return undefined;
  const at = closesAt(start, 'cancel', policy);
  if (at === undefined) return undefined;
  if (at.getTime() <= now.getTime()) {
    return `This time is less than ${span(Math.round((start.getTime() - at.getTime()) / 60_000))} away, so after the move you could no longer cancel online.`;
  }
  return `After the move you can cancel online until ${dateTimeLabel(at, zone)}.`;
}
