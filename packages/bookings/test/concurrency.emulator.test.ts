import { describe, expect, it } from 'vitest';
import { isApiError, type ApiError } from '@frontdesk/core';
import { createBooking, queryAvailability } from '../src/index.js';
import { useEmulator } from '@frontdesk/test-support';
import { DEMO_SERVICE_IDS } from '@frontdesk/emulator';

const monday = { startDate: '2026-03-02T00:00:00', endDate: '2026-03-03T00:00:00' };

describe('no double booking under concurrency', () => {
  const { owner, visitor, bookingEventsSince, mark } = useEmulator();

  it('20 parallel clients booking the last appointment slot: exactly one booking, the rest SLOT_NOT_AVAILABLE', async () => {
    const { availabilityEntries } = await queryAvailability(owner, { filter: { serviceId: DEMO_SERVICE_IDS.consultation, ...monday } });
    // Book every slot but the first, so one open slot is left.
    for (const entry of availabilityEntries!.slice(1)) await createBooking(owner, { bookedEntity: { slot: entry.slot! } });
    const last = availabilityEntries![0]!.slot!;
    const clients = Array.from({ length: 20 }, () => visitor());
    const before = mark();
    const outcomes = await Promise.allSettled(
      clients.map((client) => createBooking(client, { bookedEntity: { slot: last }, contactDetails: { firstName: 'Racer' } })),
    );
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const { reason } of lost) {
      expect(isApiError(reason)).toBe(true);
      expect((reason as ApiError).status).toBe(428);
      expect((reason as ApiError).code).toBe('SLOT_NOT_AVAILABLE');
    }
    expect(bookingEventsSince(before)).toEqual(['created']);
    const after = await queryAvailability(owner, { filter: { serviceId: DEMO_SERVICE_IDS.consultation, ...monday } });
    expect(after.availabilityEntries!.every((e) => e.openSpots === 0 && e.bookable === false)).toBe(true);
    expect(
      (await queryAvailability(owner, { filter: { serviceId: DEMO_SERVICE_IDS.consultation, ...monday, bookable: true } }))
        .availabilityEntries,
    ).toEqual([]);
  });

  it('20 parallel clients booking the last spot of a class: exactly one, the rest SESSION_CAPACITY_EXCEEDED', async () => {
    const tuesday = { startDate: '2026-03-03T00:00:00', endDate: '2026-03-04T00:00:00' };
    const [session] = (await queryAvailability(owner, { filter: { serviceId: DEMO_SERVICE_IDS.vinyasaClass, ...tuesday } }))
      .availabilityEntries!;
    expect(session!.totalSpots).toBe(10);
    for (const n of [3, 3, 3]) await createBooking(owner, { bookedEntity: { slot: session!.slot! }, totalParticipants: n });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => createBooking(visitor(), { bookedEntity: { slot: session!.slot! } })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const codes = outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as ApiError).code] : []));
    expect(codes).toEqual(Array(19).fill('SESSION_CAPACITY_EXCEEDED'));
    const [after] = (await queryAvailability(owner, { filter: { serviceId: DEMO_SERVICE_IDS.vinyasaClass, ...tuesday } }))
      .availabilityEntries!;
    expect(after).toMatchObject({ openSpots: 0, totalSpots: 10, bookable: false });
  });
});
