import { describe, expect, it } from 'vitest';
import { instantToLocal, localToInstant, readDateTime } from '../../src/util/zoned-time.js';
import { call, codeOf, memberHeaders, newEmulator, visitor } from '../plans/helpers.js';
import { privateSessionSlot } from '../helpers.js';

const BOOKINGS = '/_api/bookings-service/v2/bookings';
const slot = privateSessionSlot();

describe('bookings time zones', () => {
  it('reads local wall times in a zone, across the DST change', () => {
    expect(new Date(localToInstant('2026-03-02T09:00:00', 'America/New_York')).toISOString()).toBe('2026-03-02T14:00:00.000Z');
    expect(new Date(localToInstant('2026-03-09T09:00:00', 'America/New_York')).toISOString()).toBe('2026-03-09T13:00:00.000Z');
    // 02:30 does not exist on 2026-03-08 in New York: it moves forward by an hour (03:30 EDT).
    expect(new Date(localToInstant('2026-03-08T02:30:00', 'America/New_York')).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(instantToLocal(Date.parse('2026-03-02T14:00:00Z'), 'Europe/Bucharest')).toBe('2026-03-02T16:00:00');
  });

  it('with a zone, ignores the offset of a filter date (platform-rules 1.7)', () => {
    expect(new Date(readDateTime('2026-03-02T17:00:00+01:00', 'Europe/Bucharest', 'UTC')).toISOString()).toBe('2026-03-02T15:00:00.000Z');
    expect(new Date(readDateTime('2026-03-02T17:00:00+01:00', undefined, 'UTC')).toISOString()).toBe('2026-03-02T16:00:00.000Z');
    expect(new Date(readDateTime('2026-03-02T17:00:00', undefined, 'Europe/London')).toISOString()).toBe('2026-03-02T17:00:00.000Z');
  });
});

describe('bookings routes', () => {
  it("who may call what: anonymous 401, customers 403 on owner calls and on others' bookings", async () => {
    const emulator = newEmulator();
    expect((await call(emulator, 'POST', BOOKINGS, { booking: { bookedEntity: { slot } } }, {})).status).toBe(401);
    const asVisitor = await visitor(emulator);
    const created = await call(emulator, 'POST', BOOKINGS, { booking: { bookedEntity: { slot } } }, asVisitor);
    expect(created.status).toBe(200);
    const id = created.body.booking.id;
    expect((await call(emulator, 'POST', `${BOOKINGS}/${id}/confirm`, { revision: '1' }, asVisitor)).status).toBe(403);
    expect((await call(emulator, 'POST', `${BOOKINGS}/${id}/cancel`, { revision: '1' }, asVisitor)).status).toBe(403);
    const other = await call(emulator, 'POST', `${BOOKINGS}/${id}/cancel`, { revision: '1' }, memberHeaders(emulator, 'ann'));
    expect([other.status, codeOf(other.body)]).toEqual([403, 'UNAUTHORIZED_OPERATION']);
    expect((await call(emulator, 'POST', '/_api/bookings-reader/v2/extended-bookings/query', {}, asVisitor)).status).toBe(403);
    expect(
      (
        await call(
          emulator,
          'POST',
          '/availability-calendar/v1/availability/query',
          { query: { filter: { serviceId: slot.serviceId, startDate: '2026-03-02T00:00:00', endDate: '2026-03-03T00:00:00' } } },
          asVisitor,
        )
      ).status,
    ).toBe(200);
  });

  it('revision: missing is a 400, stale a 409 BOOKING_REVISION_MISMATCH; every change bumps it once', async () => {
    const emulator = newEmulator();
    const id = (await call(emulator, 'POST', BOOKINGS, { booking: { bookedEntity: { slot } } })).body.booking.id;
    const missing = await call(emulator, 'POST', `${BOOKINGS}/${id}/confirm`, {});
    expect([missing.status, codeOf(missing.body)]).toEqual([400, 'REVISION_MISSING']);
    const confirmed = await call(emulator, 'POST', `/bookings/v2/confirmation/${id}:confirmOrDecline`, { paymentStatus: 'PAID' });
    expect(confirmed.body.booking).toMatchObject({ status: 'CONFIRMED', revision: '2', paymentStatus: 'PAID' });
    const stale = await call(emulator, 'POST', `${BOOKINGS}/${id}/cancel`, { revision: '1' });
    expect([stale.status, codeOf(stale.body)]).toEqual([409, 'BOOKING_REVISION_MISMATCH']);
    expect(stale.body.message).toContain('stale');
    expect((await call(emulator, 'POST', `${BOOKINGS}/${id}/cancel`, { revision: 2 })).body.booking).toMatchObject({
      status: 'CANCELED',
      revision: '3',
    });
  });

  it('refuses multiServiceBookingInfo on createBooking and a payment status it does not know', async () => {
    const emulator = newEmulator();
    const withInfo = await call(emulator, 'POST', BOOKINGS, { booking: { bookedEntity: { slot }, multiServiceBookingInfo: { id: 'x' } } });
    expect(codeOf(withInfo.body)).toBe('CAN_NOT_CREATE_BOOKING_WITH_MULTI_SERVICE_BOOKING_INFO');
    const id = (await call(emulator, 'POST', BOOKINGS, { booking: { bookedEntity: { slot } } })).body.booking.id;
    expect((await call(emulator, 'POST', `/bookings/v2/confirmation/${id}:confirmOrDecline`, { paymentStatus: 'FREE' })).status).toBe(400);
  });

  it('keeps its state in state.domains.bookings (persisted with the rest)', async () => {
    const emulator = newEmulator();
    const id = (await call(emulator, 'POST', BOOKINGS, { booking: { bookedEntity: { slot } } })).body.booking.id;
    const domain = emulator.state.domains.bookings as { bookings: Record<string, { booking: { id: string } }> };
    expect(domain.bookings[id]!.booking.id).toBe(id);
  });
});
