import type { EmulatorState } from '../../state/types.js';
import { sendEmail, type BookingNotificationKind, type OutboxMessage } from '../identity/api.js';
import { servicesApi } from '../services/api.js';
import type { BookingRecord, BookingStatus } from './types.js';

/*
 * Booking notifications (platform-rules 2.3 "Notifications (all ops)"): a call that sends
 * `participantNotification.notifyParticipants: true` puts one message in the outbox, to the booking's
 * `contactDetails.email`; a multi-service booking gets one combined message, never one per child.
 * They are recorded in `state.domains.identity.outbox` with the sign-in emails, so they are part of
 * the call's change (undone with it, persisted with `dataDir`).
 */

const HEADLINES: Record<BookingNotificationKind, string> = {
  'booking-created': 'We received your booking',
  'booking-confirmed': 'Your booking is confirmed',
  'booking-pending': 'Your booking is pending approval',
  'booking-rescheduled': 'Your booking was rescheduled',
  'booking-canceled': 'Your booking was canceled',
  'booking-declined': 'Your booking was declined',
  'booking-updated': 'Your booking was updated',
};

const BY_STATUS: Record<BookingStatus, BookingNotificationKind> = {
  CREATED: 'booking-created',
  CONFIRMED: 'booking-confirmed',
  PENDING: 'booking-pending',
  WAITING_LIST: 'booking-pending',
  CANCELED: 'booking-canceled',
  DECLINED: 'booking-declined',
};

/**
 * What a call asked for: `{ message? }` when its `participantNotification.notifyParticipants` is
 * `true`, else `undefined` (the default is not to notify).
 */
export function notificationRequest(input: unknown): { message?: string } | undefined {
  const notification = (input as { participantNotification?: unknown } | null | undefined)?.participantNotification;
  if (typeof notification !== 'object' || notification === null) return undefined;
  const { notifyParticipants, message } = notification as { notifyParticipants?: unknown; message?: unknown };
  if (notifyParticipants !== true) return undefined;
  return typeof message === 'string' && message.trim() !== '' ? { message: message.trim() } : {};
}

/**
 * A date and time in words, in English, in `timeZone`: `Tuesday, March 3, 2026 at 9:00 AM`
 * (plain spaces, whatever the ICU version puts before AM/PM).
 */
export function dateTimeInWords(instant: number, timeZone: string): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone });
  } catch {
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' });
  }
  return format.format(instant).replace(/[\u00a0\u202f]/g, ' ');
}

/** The booking's time zone: its slot's or schedule's, else the site's, else UTC. */
function zoneOf(state: EmulatorState, record: BookingRecord): string {
  const entity = record.booking.bookedEntity;
  const zone = entity.slot?.timezone ?? entity.schedule?.timezone;
  if (typeof zone === 'string' && zone !== '') return zone;
  try {
    return servicesApi(state).timeZone() || 'UTC';
  } catch {
    return 'UTC';
  }
}

const emailOf = (record: BookingRecord): string | undefined => {
  const email = record.booking.contactDetails?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim() : undefined;
};

const serviceName = (record: BookingRecord) => record.booking.bookedEntity.title || 'your booking';

/** What {@link notifyParticipants} needs besides the bookings. */
export interface NotifyOptions {
  /** The kind of message; default: from the (first) booking's status after the call. */
  kind?: BookingNotificationKind;
  /** Send even without `notifyParticipants` (the anonymous reschedule always notifies, platform-rules 2.10). */
  always?: boolean;
  /** A rescheduled booking's start before the call (ms), told in the text as "Previously". */
  previousStart?: number;
}

/**
 * Records the notification a booking call asked for (`input.participantNotification`), once for the
 * given booking, or once for all the children of a multi-service booking (pass them in order).
 * Nothing is sent when `notifyParticipants` is not `true` or when no booking has a contact email.
 * Call it after the change succeeded, inside the request (the message is part of its change).
 */
export function notifyParticipants(
  state: EmulatorState,
  bookings: BookingRecord | readonly BookingRecord[],
  input: unknown,
  now: Date,
  options: NotifyOptions = {},
): OutboxMessage | undefined {
  const records: readonly BookingRecord[] = Array.isArray(bookings) ? bookings : [bookings as BookingRecord];
  const first = records[0];
  const request = notificationRequest(input) ?? (options.always ? {} : undefined);
  if (!first || !request) return undefined;
  const to = records.map(emailOf).find((email) => email !== undefined);
  if (!to) return undefined;
  const kind = options.kind ?? BY_STATUS[first.booking.status];
  const zone = zoneOf(state, first);
  const when = dateTimeInWords(first.start, zone);
  const names = records.map(serviceName).join(' + ');
  const headline = HEADLINES[kind];
  const firstName = first.booking.contactDetails?.firstName;
  const lines = [typeof firstName === 'string' && firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,', '', `${headline}.`, ''];
  if (records.length === 1) {
    lines.push(`Service: ${names}`, `When: ${when}`);
  } else {
    lines.push(
      'Services, one after the other:',
      ...records.map((r) => `- ${serviceName(r)}: ${dateTimeInWords(r.start, zoneOf(state, r))}`),
    );
  }
  if (options.previousStart !== undefined && options.previousStart !== first.start)
    lines.push(`Previously: ${dateTimeInWords(options.previousStart, zone)}`);
  lines.push(`Time zone: ${zone}`, `Participants: ${first.participants}`);
  if (request.message) lines.push('', `Message from ${state.site.name || 'the business'}:`, request.message);
  lines.push('', `Booking id: ${first.booking.id}`);
  const multi = first.booking.multiServiceBookingInfo?.id;
  return sendEmail(
    state,
    {
      to,
      kind,
      subject: `${headline}: ${names}, ${when}`,
      text: lines.join('\n'),
      bookingId: first.booking.id,
      ...(multi ? { multiServiceBookingId: multi } : {}),
    },
    now,
  );
}
