import { describe, expect, it } from 'vitest';
import { isNotFoundError, isValidationError } from '@frontdesk/core';
import { calculateMultiSlotAvailability, createBooking, getScheduleAvailability, queryAvailability } from '../src/index.js';
import { useEmulator } from '@frontdesk/test-support';
import { DEMO_SERVICE_IDS } from '@frontdesk/emulator';

const MONDAY = { startDate: '2026-03-02T00:00:00', endDate: '2026-03-03T00:00:00' };
const COURSE_SCHEDULE = 'a1000000-0000-4000-8000-000000000004';

describe('availability against the emulator', () => {
  const { owner, visitor, emulator } = useEmulator();
  const query = (filter: Record<string, unknown>, options?: { timezone?: string; slotsPerDay?: number }) =>
    queryAvailability(visitor(), { filter: { serviceId: DEMO_SERVICE_IDS.privateSession, ...MONDAY, ...filter } as never }, options).then(
      (r) => r.availabilityEntries!,
    );

  it('computes appointment slots from staff hours, duration and the time between sessions, in the site zone', async () => {
    const entries = await query({});
    // Maya works Monday 09:00-17:00 (New York); 60 min sessions, 15 min between them.
    expect(entries.map((e) => e.slot?.startDate)).toEqual(
      ['09:00', '10:15', '11:30', '12:45', '14:00', '15:15'].map((t) => `2026-03-02T${t}:00`),
    );
    expect(entries[0]).toMatchObject({
      bookable: true,
      totalSpots: 1,
      openSpots: 1,
      slot: {
        endDate: '2026-03-02T10:00:00',
        timezone: 'America/New_York',
        resource: { name: 'Maya Chen' },
        location: { locationType: 'OWNER_BUSINESS' },
      },
      bookingPolicyViolations: { tooEarlyToBook: false, tooLateToBook: false, bookOnlineDisabled: false },
    });
    // Tuesday: Leo works too (12:00-20:00), so slots come per staff member.
    const tuesday = await query({ startDate: '2026-03-03T00:00:00', endDate: '2026-03-04T00:00:00' });
    expect(new Set(tuesday.map((e) => e.slot?.resource?.name))).toEqual(new Set(['Maya Chen', 'Leo Park']));
    const leo = await query({
      startDate: '2026-03-03T00:00:00',
      endDate: '2026-03-04T00:00:00',
      resourceId: tuesday.find((e) => e.slot?.resource?.name === 'Leo Park')!.slot!.resource!.id,
    });
    expect(leo.every((e) => e.slot?.resource?.name === 'Leo Park')).toBe(true);
  });

  it('reads the filter and answers in the requested time zone', async () => {
    const entries = await query({ startDate: '2026-03-02T14:00:00+09:00', endDate: '2026-03-02T16:00:00Z' }, { timezone: 'Europe/London' });
    // 14:00-16:00 London wall time = 09:00-11:00 New York: only the 09:00 session fits.
    expect(entries.map((e) => [e.slot?.startDate, e.slot?.timezone])).toEqual([['2026-03-02T14:00:00', 'Europe/London']]);
    await expect(query({}, { timezone: 'Mars/Olympus' })).rejects.toSatisfy(isValidationError);
  });

  it('a booked slot has no open spot, is not bookable and sorts after the bookable ones; bookable and openSpots filter', async () => {
    const [first] = await query({});
    await createBooking(owner, { bookedEntity: { slot: first!.slot! } });
    const entries = await query({});
    expect(entries.at(-1)).toMatchObject({ openSpots: 0, bookable: false, slot: { startDate: '2026-03-02T09:00:00' } });
    expect(entries.slice(0, -1).every((e) => e.bookable)).toBe(true);
    expect(await query({ bookable: true })).toHaveLength(5);
    expect(await query({ openSpots: 1 })).toHaveLength(5);
    expect(await query({ bookable: false })).toHaveLength(1);
  });

  it('marks too early and too late slots (platform-rules 4.3) and filters on each flag', async () => {
    const far = await query({ startDate: '2026-04-06T00:00:00', endDate: '2026-04-07T00:00:00' });
    expect(far[0]).toMatchObject({ bookable: false, bookingPolicyViolations: { tooEarlyToBook: true, tooLateToBook: false } });
    emulator.clock.set('2026-03-02T15:30:00.000Z'); // 10:30 in New York
    const today = await query({});
    const late = today.filter((e) => e.bookingPolicyViolations?.tooLateToBook).map((e) => e.slot?.startDate);
    // Started (09:00) or within 120 minutes (10:15, 11:30, 12:45 starts at 12:45 > 12:30: fine).
    expect(late).toEqual(['2026-03-02T09:00:00', '2026-03-02T10:15:00', '2026-03-02T11:30:00']);
    expect((await query({ bookingPolicyViolations: { tooLateToBook: false } })).map((e) => e.slot?.startDate)).toEqual(
      ['12:45', '14:00', '15:15'].map((t) => `2026-03-02T${t}:00`),
    );
  });

  it('slotsPerDay keeps the first N entries of each local day, bookable first', async () => {
    const entries = await query({ endDate: '2026-03-04T00:00:00' }, { slotsPerDay: 2 });
    const perDay = entries.reduce<Record<string, number>>((acc, e) => {
      const day = e.slot!.startDate!.slice(0, 10);
      acc[day] = (acc[day] ?? 0) + 1;
      return acc;
    }, {});
    expect(perDay).toEqual({ '2026-03-02': 2, '2026-03-03': 2 });
  });

  it('class sessions: total and open spots, eventId, waiting list', async () => {
    const [session] = (
      await queryAvailability(owner, {
        filter: { serviceId: DEMO_SERVICE_IDS.vinyasaClass, startDate: '2026-03-03T00:00:00', endDate: '2026-03-04T00:00:00' },
      })
    ).availabilityEntries!;
    expect(session).toMatchObject({
      totalSpots: 10,
      openSpots: 10,
      bookable: true,
      slot: { startDate: '2026-03-03T18:00:00', resource: { name: 'Leo Park' } },
      waitingList: { totalSpots: 5 },
    });
    await createBooking(owner, { bookedEntity: { slot: session!.slot! }, totalParticipants: 3 });
    const [after] = (
      await queryAvailability(owner, {
        filter: { serviceId: DEMO_SERVICE_IDS.vinyasaClass, startDate: '2026-03-03T00:00:00', endDate: '2026-03-04T00:00:00' },
      })
    ).availabilityEntries!;
    expect(after).toMatchObject({ totalSpots: 10, openSpots: 7 });
  });

  it('courses are refused by queryAvailability and answered by getScheduleAvailability', async () => {
    await expect(queryAvailability(owner, { filter: { serviceId: DEMO_SERVICE_IDS.mindfulnessCourse, ...MONDAY } })).rejects.toSatisfy(
      isValidationError,
    );
    expect(await getScheduleAvailability(owner, COURSE_SCHEDULE)).toEqual({
      availability: {
        totalSpots: 12,
        openSpots: 12,
        bookingPolicyViolations: { tooEarlyToBook: false, tooLateToBook: false, bookOnlineDisabled: false, validSubmissionRequired: false },
      },
      bookingPolicySettings: { maxParticipantsPerBooking: 1 },
    });
    await createBooking(owner, { bookedEntity: { schedule: { scheduleId: COURSE_SCHEDULE } } });
    expect((await getScheduleAvailability(visitor(), COURSE_SCHEDULE)).availability?.openSpots).toBe(11);
    emulator.clock.set('2026-03-10T09:00:00.000Z'); // the course has started
    expect((await getScheduleAvailability(owner, COURSE_SCHEDULE)).availability?.bookingPolicyViolations?.tooLateToBook).toBe(true);
    await expect(getScheduleAvailability(owner, 'nope')).rejects.toSatisfy(isNotFoundError);
  });

  it('multi-slot: back-to-back chains with one nested slot per service, cursor-paged', async () => {
    const options = {
      from: '2026-03-02T00:00:00',
      to: '2026-03-03T00:00:00',
      timeZone: 'America/New_York',
      location: { locationType: 'OWNER_BUSINESS' as const },
      slots: [{ serviceId: DEMO_SERVICE_IDS.privateSession }, { serviceId: DEMO_SERVICE_IDS.consultation }],
      cursorPaging: { limit: 2 },
    };
    const page = await calculateMultiSlotAvailability(visitor(), options);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]!.nestedSlots).toEqual([
      expect.objectContaining({ serviceId: DEMO_SERVICE_IDS.privateSession, start: '2026-03-02T09:00:00', end: '2026-03-02T10:00:00' }),
      expect.objectContaining({ serviceId: DEMO_SERVICE_IDS.consultation, start: '2026-03-02T10:00:00', end: '2026-03-02T10:30:00' }),
    ]);
    const all = [];
    for await (const chain of page) all.push(chain.slot?.startDate);
    expect(all).toEqual(['09:00', '10:15', '11:30', '12:45', '14:00', '15:15'].map((t) => `2026-03-02T${t}:00`));
    await expect(calculateMultiSlotAvailability(owner, { ...options, location: undefined })).rejects.toSatisfy(isValidationError);
  });
});
