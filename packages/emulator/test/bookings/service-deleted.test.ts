import { describe, expect, it } from 'vitest';
import { DEMO_SERVICE_IDS } from '../../src/index.js';
import { call, memberHeaders, newEmulator } from '../plans/helpers.js';

// platform-rules 3.5: deleting a service cancels its future sessions, and so their bookings, unless
// `preserveFutureSessionsWithParticipants`.
const BOOKINGS = '/_api/bookings-service/v2/bookings';
const SERVICES = '/_api/bookings/v2/services';
const READER = '/_api/bookings-reader/v2/extended-bookings/query';
const slotOn = (day: string, serviceId: string = DEMO_SERVICE_IDS.privateSession) => ({
  serviceId,
  scheduleId:
    serviceId === DEMO_SERVICE_IDS.privateSession ? 'a1000000-0000-4000-8000-000000000001' : 'a1000000-0000-4000-8000-000000000002',
  // The two services share staff: the consultation is later in the day.
  startDate: `${day}T${serviceId === DEMO_SERVICE_IDS.privateSession ? '09:00' : '11:00'}:00`,
  endDate: `${day}T${serviceId === DEMO_SERVICE_IDS.privateSession ? '10:00' : '11:30'}:00`,
  timezone: 'America/New_York',
  location: { locationType: 'OWNER_BUSINESS' },
});

async function book(emulator: ReturnType<typeof newEmulator>, day: string, serviceId?: string): Promise<string> {
  const created = await call(
    emulator,
    'POST',
    BOOKINGS,
    { booking: { bookedEntity: { slot: slotOn(day, serviceId) } } },
    memberHeaders(emulator, 'ann'),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.booking.id as string;
}

async function statuses(emulator: ReturnType<typeof newEmulator>): Promise<Record<string, string>> {
  const { body } = await call(emulator, 'POST', READER, { query: { paging: { limit: 100 } } });
  return Object.fromEntries(body.extendedBookings.map((item: any) => [item.booking.id, item.booking.status]));
}

describe('deleting a service and its bookings', () => {
  it('cancels the future bookings of the deleted service (revision +1, booking_canceled), not its past ones nor other services', async () => {
    const emulator = newEmulator();
    const past = await book(emulator, '2026-03-02');
    const future = await book(emulator, '2026-03-09');
    const other = await book(emulator, '2026-03-09', DEMO_SERVICE_IDS.consultation);
    emulator.clock.advance(3 * 24 * 3600_000); // now 2026-03-04: the first booking is in the past
    const before = emulator.webhooks.events().length;

    expect((await call(emulator, 'DELETE', `${SERVICES}/${DEMO_SERVICE_IDS.privateSession}`)).status).toBe(200);

    expect(await statuses(emulator)).toEqual({ [past]: 'CREATED', [future]: 'CANCELED', [other]: 'CREATED' });
    const events = emulator.webhooks
      .events()
      .slice(before)
      .map((e) => e.eventType);
    expect(events.filter((type) => type === 'wix.bookings.v2.booking_canceled')).toHaveLength(1);
    expect(events).toContain('wix.bookings.services.v2.service_deleted');
    const { body } = await call(emulator, 'POST', READER, { query: { filter: { id: future } } });
    expect(body.extendedBookings[0].booking).toMatchObject({ revision: '2', canceledDate: '2026-03-04T09:00:00.000Z' });
  });

  it('keeps them with preserveFutureSessionsWithParticipants (query string or bulk body)', async () => {
    const emulator = newEmulator();
    const kept = await book(emulator, '2026-03-09');
    const keptToo = await book(emulator, '2026-03-09', DEMO_SERVICE_IDS.consultation);
    expect(
      (await call(emulator, 'DELETE', `${SERVICES}/${DEMO_SERVICE_IDS.privateSession}?preserveFutureSessionsWithParticipants=true`)).status,
    ).toBe(200);
    const bulk = await call(emulator, 'POST', '/bookings/v2/bulk/services/delete', {
      ids: [DEMO_SERVICE_IDS.consultation],
      preserveFutureSessionsWithParticipants: true,
    });
    expect(bulk.status).toBe(200);
    expect(await statuses(emulator)).toEqual({ [kept]: 'CREATED', [keptToo]: 'CREATED' });
  });

  it('bulk delete without the flag cancels them too', async () => {
    const emulator = newEmulator();
    const id = await book(emulator, '2026-03-09', DEMO_SERVICE_IDS.consultation);
    await call(emulator, 'POST', '/bookings/v2/bulk/services/delete', { ids: [DEMO_SERVICE_IDS.consultation] });
    expect(await statuses(emulator)).toEqual({ [id]: 'CANCELED' });
  });
});
