import { describe, expect, it } from 'vitest';
import { isInputError, isNotFoundError, isPermissionError } from '@frontdesk/core';
import { createBooking, getAttendance, queryAttendance, queryAvailability, queryExtendedBookings, setAttendance } from '../src/index.js';
import { json, recordingClient, useEmulator } from '@frontdesk/test-support';
import { DEMO_SERVICE_IDS } from '@frontdesk/emulator';

const MONDAY = { startDate: '2026-03-02T00:00:00', endDate: '2026-03-03T00:00:00' };

describe('attendance: wire shape', () => {
  it('sends the documented paths and bodies, and decodes dates', async () => {
    const { client, requests } = recordingClient(() =>
      json({
        attendance: { id: 'a1', bookingId: 'b1', status: 'ATTENDED', numberOfAttendees: 1, updatedDate: '2026-03-02T10:00:00.000Z' },
      }),
    );
    const { attendance } = await setAttendance(
      client,
      { bookingId: 'b1', status: 'ATTENDED' },
      { participantNotification: { notifyParticipants: false } },
    );
    expect(attendance?.updatedDate).toEqual(new Date('2026-03-02T10:00:00.000Z'));
    expect(await getAttendance(client, 'a1')).toMatchObject({ id: 'a1', status: 'ATTENDED' });
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /bookings/bookings-attendance/set',
      'GET /bookings/bookings-attendance/a1',
    ]);
    expect(requests[0]!.body).toEqual({
      attendance: { bookingId: 'b1', status: 'ATTENDED' },
      participantNotification: { notifyParticipants: false },
    });
  });

  it('rejects a bad status or attendee count before sending', async () => {
    const { client, requests } = recordingClient(() => json({}));
    const bad = await setAttendance(client, { bookingId: 'b1', status: 'MAYBE' as 'ATTENDED' }).catch((e: unknown) => e);
    expect(isInputError(bad)).toBe(true);
    expect(
      isInputError(await setAttendance(client, { bookingId: 'b1', status: 'ATTENDED', numberOfAttendees: 0 }).catch((e: unknown) => e)),
    ).toBe(true);
    expect(requests).toHaveLength(0);
  });
});

describe('attendance against the emulator', () => {
  const { owner, member } = useEmulator();
  const book = async () => {
    const entry = (await queryAvailability(owner, { filter: { serviceId: DEMO_SERVICE_IDS.privateSession, ...MONDAY } }))
      .availabilityEntries![0]!;
    return (await createBooking(member('ann'), { bookedEntity: { slot: entry.slot! } })).booking;
  };

  it('sets attendance, reads it back by id and by query, and the reader reports it', async () => {
    const booking = await book();
    const { attendance } = await setAttendance(owner, { bookingId: booking.id!, status: 'ATTENDED', numberOfAttendees: 1 });
    expect(attendance).toMatchObject({ bookingId: booking.id, status: 'ATTENDED', numberOfAttendees: 1 });
    expect(attendance?.updatedDate).toBeInstanceOf(Date);
    expect((await getAttendance(owner, attendance!.id!))?.status).toBe('ATTENDED');
    const page = await queryAttendance(owner, { filter: { bookingId: booking.id } });
    expect(page.items.map((a) => a.id)).toEqual([attendance!.id]);
    const read = await queryExtendedBookings(member('ann'), {}, { withBookingAttendanceInfo: true });
    expect(read.items[0]!.attendance).toMatchObject({ status: 'ATTENDED', numberOfAttendees: 1 });
  });

  it('is for the site owner only; unknown ids are NotFoundErrors', async () => {
    const booking = await book();
    expect(
      isPermissionError(await setAttendance(member('ann'), { bookingId: booking.id!, status: 'ATTENDED' }).catch((e: unknown) => e)),
    ).toBe(true);
    expect(isNotFoundError(await getAttendance(owner, 'missing').catch((e: unknown) => e))).toBe(true);
  });
});
