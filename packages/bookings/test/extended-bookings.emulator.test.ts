import { describe, expect, it } from 'vitest';
import { isPermissionError } from '@frontdesk/core';
import {
  confirmBooking,
  countExtendedBookings,
  createBooking,
  legacyQueryExtendedBookings,
  queryAvailability,
  queryExtendedBookings,
} from '../src/index.js';
import { useEmulator } from '@frontdesk/test-support';
import { DEMO_SERVICE_IDS } from '@frontdesk/emulator';

const MONDAY = { startDate: '2026-03-02T00:00:00', endDate: '2026-03-03T00:00:00' };

describe('extended bookings against the emulator', () => {
  const { owner, member, emulator } = useEmulator();
  const seed = async () => {
    const entries = (await queryAvailability(owner, { filter: { serviceId: DEMO_SERVICE_IDS.privateSession, ...MONDAY } }))
      .availabilityEntries!;
    const made = [];
    for (const [i, entry] of entries.slice(0, 4).entries()) {
      emulator.clock.advance(60_000); // distinct createdDate values
      made.push((await createBooking(i < 2 ? member('ann') : member('bob'), { bookedEntity: { slot: entry.slot! } })).booking);
    }
    await confirmBooking(owner, made[0]!.id!, '1');
    return made;
  };

  it('queries every booking for the owner, newest first, with every with* extra', async () => {
    const made = await seed();
    const page = await queryExtendedBookings(
      owner,
      {},
      {
        withBookingAllowedActions: true,
        withBookingAttendanceInfo: true,
        withBookingConferencingDetails: true,
        withBookingPolicySettings: true,
        withBookingFeeDetails: true,
      },
    );
    expect(page.items.map((i) => i.booking?.id)).toEqual([...made].reverse().map((b) => b.id));
    expect(page.items.at(-1)).toMatchObject({
      booking: { status: 'CONFIRMED' },
      allowedActions: { cancel: true, reschedule: true },
      attendance: { status: 'NOT_SET', numberOfAttendees: 0 },
      conferencingDetails: {},
      bookingPolicySettings: { cancellationFeeEnabled: false },
      bookingFeeDetails: { cancellationFeeStatus: 'UNKNOWN_STATUS' },
    });
    expect(page.items[0]!.allowedActions).toEqual({ cancel: true, reschedule: false }); // CREATED cannot be rescheduled by customers
    const plain = await queryExtendedBookings(owner, { filter: { status: 'CONFIRMED' } });
    expect(plain.items).toHaveLength(1);
    expect(Object.keys(plain.items[0]!)).toEqual(['booking']);
  });

  it('members read only their own bookings and may not ask for policy or fee details', async () => {
    await seed();
    const ann = await queryExtendedBookings(member('ann'), {}, { withBookingAllowedActions: true });
    expect(ann.items).toHaveLength(2);
    expect(ann.items.every((i) => i.booking?.createdBy?.memberId === 'ann')).toBe(true);
    expect((await countExtendedBookings(member('bob'))).count).toBe(2);
    expect(
      isPermissionError(await queryExtendedBookings(member('ann'), {}, { withBookingPolicySettings: true }).catch((e: unknown) => e)),
    ).toBe(true);
  });

  it('filters with operators, sorts, pages by cursor and counts', async () => {
    const made = await seed();
    const page = await queryExtendedBookings(owner, {
      filter: { status: { $in: ['CREATED', 'CONFIRMED'] } },
      sort: [{ fieldName: 'startDate', order: 'ASC' }],
      cursorPaging: { limit: 3 },
    });
    expect(page.items).toHaveLength(3);
    expect(page.hasNext()).toBe(true);
    const ids = [];
    for await (const item of page) ids.push(item.booking?.id);
    expect(ids).toEqual(made.map((b) => b.id));
    expect((await countExtendedBookings(owner, { filter: { 'createdBy.memberId': 'ann' } })).count).toBe(2);
    expect((await countExtendedBookings(owner, { filter: { startDate: { $gte: '2026-03-02T16:00:00.000Z' } } })).count).toBe(2);
  });

  it('the deprecated query takes a root-level sessionId', async () => {
    const made = await seed();
    const confirmed = (await queryExtendedBookings(owner, { filter: { id: made[0]!.id } })).items[0]!.booking!;
    const page = await legacyQueryExtendedBookings(
      owner,
      { filter: { id: made[1]!.id } },
      { sessionId: confirmed.bookedEntity!.slot!.eventId!, withBookingAttendanceInfo: true },
    );
    expect(page.items.map((i) => i.booking?.id)).toEqual([made[0]!.id]);
    expect(page.items[0]!.attendance?.status).toBe('NOT_SET');
  });
});
