import type { Booking } from '@frontdesk/bookings';
import type { BookingPolicy, Location, Payment, Service } from '@frontdesk/services';
import { money } from '../../shared-ui/src/format.js';

/*
 * Prices, durations, dates and policies as a customer reads them. Times are always shown in the
 * customer's own time zone (the browser's), with the zone's name next to them.
 */

/**
 * The customer's time zone: the browser's IANA zone (`Europe/London`), `UTC` when unknown.
 *
 * @example
 * ```ts
 * useAvailability(query, { timezone: customerTimeZone() });
 * ```
 */
export function customerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * A service's price: `$60`, `Free`, `From $40`, or the studio's own words for a custom rate.
 *
 * @example
 * ```ts
 * price(service.payment); // '$60'
 * ```
 */
export function price(payment: Payment | undefined): string {
  switch (payment?.rateType) {
    case 'FIXED':
      return Number(payment.fixed?.price?.value ?? 0) === 0 ? 'Free' : money(payment.fixed?.price?.value, payment.fixed?.price?.currency);
    case 'VARIED': {
      const from = payment.varied?.minPrice ?? payment.varied?.defaultPrice;
      return from ? `From ${money(from.value, from.currency)}` : 'Price varies';
    }
    case 'CUSTOM':
      return payment.custom?.description || 'Ask the studio';
    default:
      return 'Free';
  }
}

/**
 * How a service can be paid, in one sentence (undefined for free services).
 *
 * @example
 * ```ts
 * paymentTerms(service.payment); // 'Pay online or at the studio, or use a membership plan.'
 * ```
 */
export function paymentTerms(payment: Payment | undefined): string | undefined {
  if (!payment || payment.rateType === 'NO_FEE' || price(payment) === 'Free') return undefined;
  const ways = [payment.options?.online && 'online', payment.options?.inPerson && 'at the studio'].filter(Boolean).join(' or ');
  const plan = payment.options?.pricingPlan ? 'use a membership plan' : '';
  if (ways && plan) return `Pay ${ways}, or ${plan}.`;
  if (ways) return `Pay ${ways}.`;
  return plan ? `Included in a membership plan.` : undefined;
}

/**
 * `30 min`, `1 hr`, `1 hr 30 min`.
 *
 * @example
 * ```ts
 * minutes(90); // '1 hr 30 min'
 * ```
 */
export function minutes(total: number): string {
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return [hours && `${hours} hr`, rest && `${rest} min`].filter(Boolean).join(' ') || '0 min';
}

/**
 * A service's session length (`1 hr`), if it has one.
 *
 * @example
 * ```ts
 * serviceDuration(service); // '1 hr'
 * ```
 */
export function serviceDuration(service: Service): string | undefined {
  const constraints = service.schedule?.availabilityConstraints;
  const length = constraints?.sessionDurations?.[0] ?? constraints?.durations?.[0]?.minutes;
  return length ? minutes(length) : undefined;
}

/** What each service type is called (`SERVICE_TYPES.CLASS` is `'Class'`). */
export const SERVICE_TYPES = { APPOINTMENT: 'Appointment', CLASS: 'Class', COURSE: 'Course' } as const;

/** A service type the customer can filter by. */
export type ServiceTypeKey = keyof typeof SERVICE_TYPES;

/**
 * Whether a string names a service type.
 *
 * @example
 * ```ts
 * isServiceType(search.get('type')); // true for 'CLASS'
 * ```
 */
export function isServiceType(value: string | null | undefined): value is ServiceTypeKey {
  return value !== null && value !== undefined && Object.hasOwn(SERVICE_TYPES, value);
}

/**
 * Where a service (or one of its locations) takes place: `Bedford Ave Studio, 120 Bedford Ave, ...`.
 *
 * @example
 * ```ts
 * locationText(service.locations?.[0]); // 'Bedford Ave Studio, 120 Bedford Ave, Brooklyn, NY 11211, USA'
 * ```
 */
export function locationText(location: Location | undefined): string {
  if (!location) return 'To be confirmed by the studio';
  if (location.type === 'CUSTOMER') return "At the customer's place";
  const address =
    location.calculatedAddress?.formattedAddress ??
    location.custom?.address?.formattedAddress ??
    location.business?.address?.formattedAddress;
  return [location.business?.name, address].filter(Boolean).join(', ') || 'At the studio';
}

/** `24 hours`, `2 hours`, `30 minutes`, `14 days` (whole days from two days up). */
function windowText(total: number): string {
  if (total % 1440 === 0 && total >= 2880) return `${total / 1440} days`;
  if (total % 60 === 0) return `${total / 60} hour${total === 60 ? '' : 's'}`;
  return `${total} minutes`;
}

/**
 * A booking policy as short sentences: booking window, cancellation and reschedule windows, group
 * size, waitlist, and the studio's own text.
 *
 * @example
 * ```ts
 * policyLines(service.bookingPolicy); // ['Book up to 30 days ahead, at least 2 hours before the start.', ...]
 * ```
 */
export function policyLines(policy: BookingPolicy | undefined): string[] {
  if (!policy) return [];
  const lines: string[] = [];
  const early = policy.limitEarlyBookingPolicy?.enabled ? policy.limitEarlyBookingPolicy.earliestBookingInMinutes : undefined;
  const late = policy.limitLateBookingPolicy?.enabled ? policy.limitLateBookingPolicy.latestBookingInMinutes : undefined;
  if (early && late) lines.push(`Book up to ${windowText(early)} ahead, at least ${windowText(late)} before the start.`);
  else if (early) lines.push(`Book up to ${windowText(early)} ahead.`);
  else if (late) lines.push(`Book at least ${windowText(late)} before the start.`);
  const cancel = policy.cancellationPolicy;
  if (cancel?.enabled === false) lines.push('Bookings cannot be canceled online.');
  else if (cancel?.enabled && cancel.limitLatestCancellation)
    lines.push(`Cancel online up to ${windowText(cancel.latestCancellationInMinutes ?? 1440)} before the start.`);
  else if (cancel?.enabled) lines.push('Cancel online at any time before the start.');
  const move = policy.reschedulePolicy;
  if (move?.enabled === false) lines.push('Bookings cannot be rescheduled online.');
  else if (move?.enabled && move.limitLatestReschedule)
    lines.push(`Reschedule online up to ${windowText(move.latestRescheduleInMinutes ?? 1440)} before the start.`);
  else if (move?.enabled) lines.push('Reschedule online at any time before the start.');
  const group = policy.participantsPolicy?.maxParticipantsPerBooking;
  if (group && group > 1) lines.push(`Book for up to ${group} people at once.`);
  if (policy.waitlistPolicy?.enabled) lines.push('When a session is full, a waitlist opens.');
  if (policy.customPolicyDescription?.enabled && policy.customPolicyDescription.description)
    lines.push(policy.customPolicyDescription.description);
  return lines;
}

/**
 * The instant of a local date-time string (`2026-11-24T10:00:00`) in `zone`; strings with an
 * offset or `Z` are read as they are.
 *
 * @example
 * ```ts
 * zonedInstant('2026-11-24T10:00:00', 'America/New_York').toISOString(); // '2026-11-24T15:00:00.000Z'
 * ```
 */
export function zonedInstant(local: string, zone: string): Date {
  if (/(Z|[+-]\d\d:?\d\d)$/.test(local)) return new Date(local);
  const wall = Date.parse(`${local.slice(0, 19)}Z`);
  const offset = (at: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(at)
        .map((p) => [p.type, p.value]),
    );
    return Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!) - at;
  };
  const first = wall - offset(wall);
  return new Date(wall - offset(first));
}

/**
 * Today's date (`YYYY-MM-DD`) in `zone`.
 *
 * @example
 * ```ts
 * today('Europe/London'); // '2026-11-22'
 * ```
 */
export function today(zone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * A calendar date (`YYYY-MM-DD`) moved by `days`.
 *
 * @example
 * ```ts
 * addDays('2026-11-30', 1); // '2026-12-01'
 * ```
 */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Whole days from `from` to `to` (calendar dates).
 *
 * @example
 * ```ts
 * daysBetween('2026-11-22', '2026-11-29'); // 7
 * ```
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * True for a `YYYY-MM-DD` string that is a real date.
 *
 * @example
 * ```ts
 * isDay('2026-02-30'); // false
 * ```
 */
export const isDay = (value: string | null | undefined): value is string =>
  !!value &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * A calendar date as words: `Tue, Nov 24` (or with `long`, `Tuesday, November 24, 2026`).
 *
 * @example
 * ```ts
 * dayLabel('2026-11-24'); // 'Tue, Nov 24'
 * ```
 */
export function dayLabel(day: string, long = false): string {
  const options: Intl.DateTimeFormatOptions = long
    ? { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }
    : { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' };
  return new Intl.DateTimeFormat('en-US', options).format(new Date(`${day}T00:00:00Z`));
}

/**
 * A time of day in `zone`: `10:00 AM`.
 *
 * @example
 * ```ts
 * timeLabel(new Date('2026-11-24T15:00:00Z'), 'America/New_York'); // '10:00 AM'
 * ```
 */
export function timeLabel(date: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(date);
}

/**
 * A date and time in `zone`: `Tuesday, November 24, 2026, 10:00 AM`.
 *
 * @example
 * ```ts
 * dateTimeLabel(booking.startDate!, customerTimeZone());
 * ```
 */
export function dateTimeLabel(date: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

/**
 * When a booking takes place, in `zone`: `Tuesday, November 24, 2026, 10:00 AM – 11:00 AM`; a
 * booking over several days (a course) gets both dates.
 *
 * @example
 * ```ts
 * whenLabel(start, end, 'Europe/London');
 * ```
 */
export function whenLabel(start: Date, end: Date | undefined, zone: string): string {
  if (!end) return dateTimeLabel(start, zone);
  if (today(zone, start) === today(zone, end)) return `${dateTimeLabel(start, zone)} – ${timeLabel(end, zone)}`;
  return `${dateTimeLabel(start, zone)} – ${dateTimeLabel(end, zone)}`;
}

/**
 * How a booking's status reads to the customer. `CREATED` is a booking the checkout has not
 * completed yet (it holds no spot).
 *
 * @example
 * ```ts
 * statusLabel(booking.status); // 'Confirmed'
 * ```
 */
export function statusLabel(status: Booking['status'] | undefined): string {
  switch (status) {
    case 'CONFIRMED':
      return 'Confirmed';
    case 'PENDING':
      return "Awaiting the studio's approval";
    case 'CREATED':
      return 'Not completed yet';
    case 'CANCELED':
      return 'Canceled';
    case 'DECLINED':
      return 'Declined by the studio';
    case 'WAITING_LIST':
      return 'On the waitlist';
    default:
      return 'Booked';
  }
}
