import { describe, expect, it } from 'vitest';
import { dateTimeInWords, notificationRequest } from '../../src/domains/bookings/notifications.js';
import { createEmulator, DEMO_SERVICE_IDS, type Emulator, type OutboxMessage } from '../../src/index.js';
import { tempDir } from '../persistence-helpers.js';
import { call, memberHeaders, newEmulator, T0 } from '../plans/helpers.js';

const BOOKINGS = '/_api/bookings-service/v2/bookings';
const MULTI = '/_api/bookings-service/v2/multi_service_bookings';
const CONTACT = 'dana@example.com';
const NOTIFY = { participantNotification: { notifyParticipants: true } };

function slot(start: string, end: string, serviceId: string = DEMO_SERVICE_IDS.privateSession) {
  const scheduleId =
    serviceId === DEMO_SERVICE_IDS.consultation ? 'a1000000-0000-4000-8000-000000000002' : 'a1000000-0000-4000-8000-000000000001';
  return {
    serviceId,
    scheduleId,
    startDate: start,
    endDate: end,
    timezone: 'America/New_York',
    location: { locationType: 'OWNER_BUSINESS' },
  };
}

// A private session on Tuesday, March 3, 2026, 9:00-10:00 in New York, for Dana.
async function book(emulator: Emulator, options: Record<string, unknown> = {}, serviceId: string = DEMO_SERVICE_IDS.privateSession) {
  const end = serviceId === DEMO_SERVICE_IDS.consultation ? '2026-03-03T09:30:00' : '2026-03-03T10:00:00';
  const booking = {
    bookedEntity: { slot: slot('2026-03-03T09:00:00', end, serviceId) },
    contactDetails: { firstName: 'Dana', email: CONTACT },
  };
  const created = await call(emulator, 'POST', BOOKINGS, { booking, ...options });
  expect(created.status).toBe(200);
  return created.body.booking as { id: string; revision: string; status: string };
}

const bookingMessages = (emulator: Emulator, to?: string): OutboxMessage[] =>
  emulator.outbox.all(to).filter((m) => m.kind.startsWith('booking-'));

describe('booking notifications in the outbox', () => {
  it('a confirm with notifyParticipants sends exactly one booking-confirmed message to the contact, in words', async () => {
    const emulator = newEmulator();
    const booking = await book(emulator);
    expect(bookingMessages(emulator)).toEqual([]);
    const message = 'Bring water.';
    const confirmed = await call(emulator, 'POST', `${BOOKINGS}/${booking.id}/confirm`, {
      revision: booking.revision,
      participantNotification: { notifyParticipants: true, message },
    });
    expect(confirmed.body.booking.status).toBe('CONFIRMED');
    const messages = bookingMessages(emulator);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      to: CONTACT,
      kind: 'booking-confirmed',
      bookingId: booking.id,
      subject: 'Your booking is confirmed: Private Yoga Session, Tuesday, March 3, 2026 at 9:00 AM',
      sentAt: T0,
    });
    const text = messages[0]!.text;
    expect(text).toContain('Private Yoga Session');
    expect(text).toContain('Tuesday, March 3, 2026 at 9:00 AM');
    expect(text).toContain('Participants: 1');
    expect(text).toContain(message);
    expect(text).toContain('Hello Dana,');
    // Read back the way tests and the browser tests do: by recipient, over HTTP too.
    expect(emulator.outbox.latest('DANA@example.com')).toEqual(messages[0]);
    const listed = await call(emulator, 'GET', `/_emulator/outbox?to=${encodeURIComponent(CONTACT)}`, undefined, {});
    expect(listed.body.messages).toEqual(messages);
  });

  it('sends nothing when notifyParticipants is false or left out', async () => {
    const emulator = newEmulator();
    const quiet = await book(emulator, { participantNotification: { notifyParticipants: false, message: 'not sent' } });
    const confirmed = await call(emulator, 'POST', `${BOOKINGS}/${quiet.id}/confirm`, { revision: quiet.revision });
    await call(emulator, 'POST', `${BOOKINGS}/${quiet.id}/cancel`, {
      revision: confirmed.body.booking.revision,
      participantNotification: { message: 'no flag, no message' },
      flowControlSettings: { ignoreCancellationPolicy: true },
    });
    expect(emulator.outbox.all()).toEqual([]);
  });

  it('a create that asks for it sends booking-created; a booking without a contact email sends nothing', async () => {
    const emulator = newEmulator();
    const booking = await book(emulator, NOTIFY);
    expect(bookingMessages(emulator).map((m) => [m.kind, m.bookingId])).toEqual([['booking-created', booking.id]]);
    const noContact = await call(emulator, 'POST', BOOKINGS, {
      booking: { bookedEntity: { slot: slot('2026-03-04T09:00:00', '2026-03-04T10:00:00') } },
      ...NOTIFY,
    });
    expect(noContact.status).toBe(200);
    expect(bookingMessages(emulator)).toHaveLength(1);
  });

  it('reschedule, cancel and decline send their kinds, with the new time and the old one', async () => {
    const emulator = newEmulator();
    const booking = await book(emulator);
    const moved = await call(emulator, 'POST', `${BOOKINGS}/${booking.id}/reschedule`, {
      revision: booking.revision,
      slot: slot('2026-03-05T14:00:00', '2026-03-05T15:00:00'),
      ...NOTIFY,
    });
    expect(moved.status).toBe(200);
    const rescheduled = emulator.outbox.latest(CONTACT)!;
    expect(rescheduled).toMatchObject({
      kind: 'booking-rescheduled',
      subject: 'Your booking was rescheduled: Private Yoga Session, Thursday, March 5, 2026 at 2:00 PM',
    });
    expect(rescheduled.text).toContain('Previously: Tuesday, March 3, 2026 at 9:00 AM');

    const canceled = await call(emulator, 'POST', `${BOOKINGS}/${booking.id}/cancel`, { revision: moved.body.booking.revision, ...NOTIFY });
    expect(canceled.body.booking.status).toBe('CANCELED');
    expect(emulator.outbox.latest(CONTACT)).toMatchObject({
      kind: 'booking-canceled',
      subject: 'Your booking was canceled: Private Yoga Session, Thursday, March 5, 2026 at 2:00 PM',
    });

    const other = await book(emulator);
    await call(emulator, 'POST', `${BOOKINGS}/${other.id}/decline`, { revision: other.revision, ...NOTIFY });
    expect(emulator.outbox.latest(CONTACT)).toMatchObject({
      kind: 'booking-declined',
      bookingId: other.id,
      subject: 'Your booking was declined: Private Yoga Session, Tuesday, March 3, 2026 at 9:00 AM',
    });
    expect(bookingMessages(emulator).map((m) => m.kind)).toEqual(['booking-rescheduled', 'booking-canceled', 'booking-declined']);
  });

  it('confirmOrDecline (a custom checkout completing the booking) always tells what it decided: pending with manual approval', async () => {
    const emulator = newEmulator();
    const booking = await book(emulator, {}, DEMO_SERVICE_IDS.consultation);
    // The official call has no participantNotification: the customer is told without one.
    const decided = await call(emulator, 'POST', `/bookings/v2/confirmation/${booking.id}:confirmOrDecline`, {
      paymentStatus: 'EXEMPT',
    });
    expect(decided.body.booking.status).toBe('PENDING');
    expect(bookingMessages(emulator)).toMatchObject([
      { kind: 'booking-pending', subject: 'Your booking is pending approval: Intro Consultation, Tuesday, March 3, 2026 at 9:00 AM' },
    ]);
  });

  it('updating the participants of a class sends booking-updated with the new number; bulk create notifies per item that asks', async () => {
    const emulator = newEmulator();
    const classSlot = {
      serviceId: DEMO_SERVICE_IDS.vinyasaClass,
      scheduleId: 'a1000000-0000-4000-8000-000000000003',
      eventId: 'vinyasa-tue-20260303',
      timezone: 'America/New_York',
      location: { locationType: 'OWNER_BUSINESS' },
    };
    const created = await call(emulator, 'POST', BOOKINGS, {
      booking: { bookedEntity: { slot: classSlot }, totalParticipants: 2, contactDetails: { email: CONTACT } },
    });
    expect(created.status).toBe(200);
    const updated = await call(emulator, 'POST', `${BOOKINGS}/${created.body.booking.id}/update_number_of_participants`, {
      revision: '1',
      totalParticipants: 3,
      ...NOTIFY,
    });
    expect(updated.status).toBe(200);
    const message = emulator.outbox.latest(CONTACT)!;
    expect(message).toMatchObject({
      kind: 'booking-updated',
      subject: 'Your booking was updated: Vinyasa Flow, Tuesday, March 3, 2026 at 6:00 PM',
    });
    expect(message.text).toContain('Participants: 3');

    const bulk = await call(emulator, 'POST', '/bookings/v2/bulk/bookings/create', {
      createBookingsInfo: [
        { booking: { bookedEntity: { slot: classSlot }, contactDetails: { email: 'one@example.com' } }, ...NOTIFY },
        { booking: { bookedEntity: { slot: classSlot }, contactDetails: { email: 'two@example.com' } } },
      ],
    });
    expect(bulk.body.bulkActionMetadata.totalSuccesses).toBe(2);
    expect(emulator.outbox.all('one@example.com').map((m) => m.kind)).toEqual(['booking-created']);
    expect(emulator.outbox.all('two@example.com')).toEqual([]);
  });

  it('a change that fails sends nothing (the message is part of the change)', async () => {
    const emulator = newEmulator();
    const booking = await book(emulator);
    const stale = await call(emulator, 'POST', `${BOOKINGS}/${booking.id}/confirm`, { revision: '7', ...NOTIFY });
    expect(stale.status).toBe(409);
    const member = await call(
      emulator,
      'POST',
      `${BOOKINGS}/${booking.id}/cancel`,
      { revision: booking.revision, ...NOTIFY },
      memberHeaders(emulator, 'someone'),
    );
    expect(member.status).toBe(403);
    expect(emulator.outbox.all()).toEqual([]);
  });

  it('a multi-service booking sends one combined message per call, none per child', async () => {
    const emulator = newEmulator();
    const contactDetails = { email: CONTACT };
    const created = await call(emulator, 'POST', MULTI, {
      bookings: [
        { bookedEntity: { slot: slot('2026-03-03T09:00:00', '2026-03-03T10:00:00') }, contactDetails },
        { bookedEntity: { slot: slot('2026-03-03T10:00:00', '2026-03-03T11:00:00') }, contactDetails },
      ],
      returnFullEntity: true,
      ...NOTIFY,
    });
    expect(created.status).toBe(200);
    const { id, bookings } = created.body.multiServiceBooking as {
      id: string;
      bookings: Array<{ bookingId: string; booking: { revision: string } }>;
    };
    expect(bookingMessages(emulator)).toHaveLength(1);
    expect(emulator.outbox.latest(CONTACT)).toMatchObject({
      kind: 'booking-created',
      bookingId: bookings[0]!.bookingId,
      multiServiceBookingId: id,
      subject: 'We received your booking: Private Yoga Session + Private Yoga Session, Tuesday, March 3, 2026 at 9:00 AM',
    });
    expect(emulator.outbox.latest(CONTACT)!.text).toContain('- Private Yoga Session: Tuesday, March 3, 2026 at 10:00 AM');

    const confirmBookingsInfo = bookings.map((b) => ({ bookingId: b.bookingId, revision: b.booking.revision }));
    const confirmed = await call(emulator, 'POST', `${MULTI}/${id}/confirm`, { confirmBookingsInfo, returnFullEntity: true, ...NOTIFY });
    expect(confirmed.status).toBe(200);
    const times = [
      ['2026-03-05T14:00:00', '2026-03-05T15:00:00'],
      ['2026-03-05T15:00:00', '2026-03-05T16:00:00'],
    ] as const;
    const rescheduleBookingsInfo = confirmed.body.multiServiceBooking.bookings.map((b: any, i: number) => ({
      bookingId: b.bookingId,
      revision: b.booking.revision,
      slot: slot(times[i]![0], times[i]![1]),
    }));
    const moved = await call(emulator, 'POST', `${MULTI}/${id}/reschedule`, { rescheduleBookingsInfo, ...NOTIFY });
    expect(moved.status).toBe(200);
    expect(emulator.outbox.latest(CONTACT)).toMatchObject({
      kind: 'booking-rescheduled',
      subject: 'Your booking was rescheduled: Private Yoga Session + Private Yoga Session, Thursday, March 5, 2026 at 2:00 PM',
    });
    expect(emulator.outbox.latest(CONTACT)!.text).toContain('Previously: Tuesday, March 3, 2026 at 9:00 AM');
    const canceled = await call(emulator, 'POST', `${MULTI}/${id}/cancel`, {
      ...NOTIFY,
      flowControlSettings: { ignoreCancellationPolicy: true },
    });
    expect(canceled.status).toBe(200);
    expect(bookingMessages(emulator).map((m) => m.kind)).toEqual([
      'booking-created',
      'booking-confirmed',
      'booking-rescheduled',
      'booking-canceled',
    ]);
  });

  it('multi-service mark as pending and decline send booking-pending and booking-declined once', async () => {
    const emulator = newEmulator();
    const contactDetails = { email: CONTACT };
    const consultation = (start: string, end: string) => ({
      bookedEntity: { slot: slot(start, end, DEMO_SERVICE_IDS.consultation) },
      contactDetails,
    });
    const created = await call(emulator, 'POST', MULTI, {
      bookings: [consultation('2026-03-03T09:00:00', '2026-03-03T09:30:00'), consultation('2026-03-03T09:30:00', '2026-03-03T10:00:00')],
      returnFullEntity: true,
    });
    expect(created.status).toBe(200);
    const { id } = created.body.multiServiceBooking;
    const infos = (body: any) =>
      body.multiServiceBooking.bookings.map((b: any) => ({ bookingId: b.bookingId, revision: b.booking.revision }));
    const pending = await call(emulator, 'POST', `${MULTI}/${id}/mark_as_pending`, {
      markAsPendingBookingsInfo: infos(created.body),
      returnFullEntity: true,
      ...NOTIFY,
    });
    expect(pending.status).toBe(200);
    const declined = await call(emulator, 'POST', `${MULTI}/${id}/decline`, { declineBookingsInfo: infos(pending.body), ...NOTIFY });
    expect(declined.status).toBe(200);
    expect(bookingMessages(emulator).map((m) => m.kind)).toEqual(['booking-pending', 'booking-declined']);
    expect(emulator.outbox.latest(CONTACT)!.subject).toBe(
      'Your booking was declined: Intro Consultation + Intro Consultation, Tuesday, March 3, 2026 at 9:00 AM',
    );
  });

  it('shows booking messages on the outbox page: kind, subject and text, escaped', async () => {
    const emulator = newEmulator();
    const booking = await book(emulator);
    await call(emulator, 'POST', `${BOOKINGS}/${booking.id}/confirm`, {
      revision: booking.revision,
      participantNotification: { notifyParticipants: true, message: '<b>See you</b> & bring water' },
    });
    const html = await (await emulator.fetch(`/_emulator/outbox/page?to=${encodeURIComponent(CONTACT)}`)).text();
    expect(html).toContain('<code>booking-confirmed</code>');
    expect(html).toContain('Your booking is confirmed: Private Yoga Session, Tuesday, March 3, 2026 at 9:00 AM');
    expect(html).toContain('Participants: 1');
    expect(html).toContain('&#60;b&#62;See you&#60;/b&#62; &#38; bring water');
    expect(html).not.toContain('<b>See you</b>');
  });

  it('keeps booking messages in the data folder: they survive a restart', async () => {
    const dir = tempDir();
    const first = createEmulator({ dataDir: dir, clock: T0, onError: (error) => console.error(error) });
    const booking = await book(first);
    await call(first, 'POST', `${BOOKINGS}/${booking.id}/confirm`, { revision: booking.revision, ...NOTIFY });
    const sent = first.outbox.all(CONTACT);
    expect(sent).toHaveLength(1);
    await first.close();
    const second = createEmulator({ dataDir: dir, clock: T0, onError: (error) => console.error(error) });
    try {
      expect(second.outbox.all(CONTACT)).toEqual(sent);
      expect(second.outbox.latest(CONTACT)).toMatchObject({ kind: 'booking-confirmed', bookingId: booking.id });
    } finally {
      await second.close();
    }
  });
});

describe('notification helpers', () => {
  it('reads participantNotification: only notifyParticipants true asks for a message', () => {
    expect(notificationRequest({ participantNotification: { notifyParticipants: true, message: ' Hi ' } })).toEqual({ message: 'Hi' });
    expect(notificationRequest({ participantNotification: { notifyParticipants: true } })).toEqual({});
    expect(notificationRequest({ participantNotification: { notifyParticipants: 'true' } })).toBeUndefined();
    expect(notificationRequest({ participantNotification: { notifyParticipants: false } })).toBeUndefined();
    expect(notificationRequest({})).toBeUndefined();
    expect(notificationRequest(undefined)).toBeUndefined();
  });

  it('writes dates and times in words in the given zone, with plain spaces', () => {
    expect(dateTimeInWords(Date.parse('2026-03-03T14:00:00Z'), 'America/New_York')).toBe('Tuesday, March 3, 2026 at 9:00 AM');
    expect(dateTimeInWords(Date.parse('2026-11-26T18:30:00Z'), 'Europe/Bucharest')).toBe('Thursday, November 26, 2026 at 8:30 PM');
    expect(dateTimeInWords(Date.parse('2026-03-03T14:00:00Z'), 'Not/AZone')).toBe('Tuesday, March 3, 2026 at 2:00 PM');
  });
});
