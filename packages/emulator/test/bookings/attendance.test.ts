import { describe, expect, it } from 'vitest';
import { call, codeOf, memberHeaders, newEmulator } from '../plans/helpers.js';
import { privateSessionSlot } from '../helpers.js';

const BOOKINGS = '/_api/bookings-service/v2/bookings';
const ATTENDANCE = '/bookings/bookings-attendance';
const READER = '/_api/bookings-reader/v2/extended-bookings/query';
const slot = privateSessionSlot();

async function booked(emulator: ReturnType<typeof newEmulator>) {
  const created = await call(emulator, 'POST', BOOKINGS, { booking: { bookedEntity: { slot } } }, memberHeaders(emulator, 'ann'));
  expect(created.status).toBe(200);
  return created.body.booking.id as string;
}

describe('attendance routes', () => {
  it('sets, replaces, reads and queries one attendance per booking (owner)', async () => {
    const emulator = newEmulator();
    const id = await booked(emulator);
    const first = await call(emulator, 'POST', `${ATTENDANCE}/set`, { attendance: { bookingId: id, status: 'ATTENDED' } });
    expect(first.status).toBe(200);
    expect(first.body.attendance).toMatchObject({ bookingId: id, status: 'ATTENDED', numberOfAttendees: 1 });
    const second = await call(emulator, 'POST', `${ATTENDANCE}/set`, { attendance: { bookingId: id, status: 'NOT_ATTENDED' } });
    expect(second.body.attendance).toMatchObject({ id: first.body.attendance.id, status: 'NOT_ATTENDED', numberOfAttendees: 0 });
    const got = await call(emulator, 'GET', `${ATTENDANCE}/${first.body.attendance.id}`);
    expect(got.body.attendance.status).toBe('NOT_ATTENDED');
    const queried = await call(emulator, 'POST', `${ATTENDANCE}/query`, { query: { filter: { bookingId: { $in: [id] } } } });
    expect(queried.body.attendances.map((a: any) => a.bookingId)).toEqual([id]);
    expect(queried.body.pagingMetadata.hasNext).toBe(false);
  });

  it('the extended-bookings reader reports the stored attendance, NOT_SET otherwise', async () => {
    const emulator = newEmulator();
    const id = await booked(emulator);
    const before = await call(emulator, 'POST', READER, { query: {}, withBookingAttendanceInfo: true });
    expect(before.body.extendedBookings[0].attendance).toEqual({ status: 'NOT_SET', numberOfAttendees: 0 });
    await call(emulator, 'POST', `${ATTENDANCE}/set`, { attendance: { bookingId: id, status: 'ATTENDED', numberOfAttendees: 2 } });
    const after = await call(emulator, 'POST', READER, { query: {}, withBookingAttendanceInfo: true }, memberHeaders(emulator, 'ann'));
    expect(after.body.extendedBookings[0].attendance).toMatchObject({ status: 'ATTENDED', numberOfAttendees: 2 });
  });

  it('is owner only, validates its input and answers 404 for unknown bookings and ids', async () => {
    const emulator = newEmulator();
    const id = await booked(emulator);
    const asMember = await call(
      emulator,
      'POST',
      `${ATTENDANCE}/set`,
      { attendance: { bookingId: id, status: 'ATTENDED' } },
      memberHeaders(emulator, 'ann'),
    );
    expect(asMember.status).toBe(403);
    expect((await call(emulator, 'POST', `${ATTENDANCE}/query`, { query: {} }, memberHeaders(emulator, 'ann'))).status).toBe(403);
    const bad = await call(emulator, 'POST', `${ATTENDANCE}/set`, { attendance: { bookingId: id, status: 'MAYBE' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('attendance.status');
    const missing = await call(emulator, 'POST', `${ATTENDANCE}/set`, { attendance: { bookingId: 'nope', status: 'ATTENDED' } });
    expect(missing.status).toBe(404);
    expect(codeOf(missing.body)).toBe('BOOKING_NOT_FOUND');
    expect((await call(emulator, 'GET', `${ATTENDANCE}/nope`)).status).toBe(404);
  });
});
