import { describe, expect, it } from 'vitest';
import { DEMO_SERVICE_IDS, DEMO_STAFF_RESOURCE_IDS } from '../../src/index.js';
import { MAX_AVAILABILITY_ENTRIES } from '../../src/domains/bookings/limits.js';
import { MAX_EVENTS_RANGE_DAYS } from '../../src/domains/services/calendar-events.js';
import { serviceSlots } from '../../src/domains/bookings/availability.js';
import { serviceContext } from '../../src/domains/bookings/engine.js';
import { buildOccupancy } from '../../src/domains/bookings/occupancy.js';
import { servicesApi } from '../../src/domains/services/api.js';
import { call, newEmulator, visitor } from '../plans/helpers.js';
import { createService, eveningClass } from '../services/helpers.js';

/*
 * How availability requests are bounded (docs/emulator.md, "Platform limits"): no day limit, the
 * answer bounds the work (its limit, slotsPerDay, the entries cap, the candidates budget); what no
 * answer bounds is refused with the platform's INVALID_ARGUMENT validation error naming the field.
 * The Calendar Events V3 query keeps its range limit.
 */

const QUERY = '/availability-calendar/v1/availability/query';
const MULTI = '/v1/availability/multislot';
const EVENTS = '/calendar/v3/events/query';

const violation = (body: any) => body?.details?.validationError?.fieldViolations?.[0];
const query = (startDate: string, endDate: string, extra: Record<string, unknown> = {}) => ({
  query: { filter: { serviceId: DEMO_SERVICE_IDS.privateSession, startDate, endDate, ...extra } },
});
const multi = (from: string, to: string) => ({
  from,
  to,
  timeZone: 'UTC',
  location: { locationType: 'OWNER_BUSINESS' },
  slots: [{ serviceId: DEMO_SERVICE_IDS.privateSession }, { serviceId: DEMO_SERVICE_IDS.consultation }],
});

describe('availability ranges: no day limit, the answer bounds the work', () => {
  it('answers the calendar query of a real app: three months, slotsPerDay 1, cursorPaging.limit 42, with the right days', async () => {
    const emulator = newEmulator();
    const zone = 'America/New_York';
    const calendar = {
      query: {
        filter: { serviceId: [DEMO_SERVICE_IDS.privateSession], startDate: '2026-03-01T00:00:00', endDate: '2026-06-01T00:00:00' },
        cursorPaging: { limit: 42 },
      },
      slotsPerDay: 1,
      timezone: zone,
    };
    const { status, body } = await call(emulator, 'POST', QUERY, calendar, await visitor(emulator));
    expect(status).toBe(200);
    // The same answer, day by day: each local day's first entry (bookable first), bookable days before the others.
    const days: any[] = [];
    for (let day = Date.parse('2026-03-01T12:00:00Z'); day < Date.parse('2026-06-01T00:00:00Z'); day += 86_400_000) {
      const date = new Date(day).toISOString().slice(0, 10);
      const next = new Date(day + 86_400_000).toISOString().slice(0, 10);
      const filter = { serviceId: [DEMO_SERVICE_IDS.privateSession], startDate: `${date}T00:00:00`, endDate: `${next}T00:00:00` };
      const one = await call(emulator, 'POST', QUERY, { query: { filter }, slotsPerDay: 1, timezone: zone });
      expect(one.status).toBe(200);
      days.push(...one.body.availabilityEntries);
    }
    const expected = [...days.filter((e) => e.bookable), ...days.filter((e) => !e.bookable)].slice(0, 42);
    const seen = (entries: any[]) => entries.map((e) => `${e.slot.startDate} ${e.bookable}`);
    expect(seen(body.availabilityEntries)).toEqual(seen(expected));
    // One entry per local day; the bookable ones are the days of the next 30 (the booking window) with open times.
    const dates = body.availabilityEntries.map((e: any) => e.slot.startDate.slice(0, 10));
    expect(new Set(dates).size).toBe(dates.length);
    expect(body.availabilityEntries).toHaveLength(42);
    const bookable = body.availabilityEntries.filter((e: any) => e.bookable);
    expect(bookable.length).toBeGreaterThan(20);
    expect(bookable.every((e: any) => e.slot.startDate < '2026-03-31')).toBe(true);
    expect(body.availabilityEntries[0].slot).toMatchObject({ startDate: '2026-03-02T09:00:00', timezone: zone });
  });

  it('without a limit answers every day of three months (one entry each), and a year of class sessions', async () => {
    const emulator = newEmulator();
    const months = query('2026-03-01T00:00:00', '2026-06-01T00:00:00');
    const { status, body } = await call(emulator, 'POST', QUERY, { ...months, slotsPerDay: 1, timezone: 'UTC' });
    expect(status).toBe(200);
    const dates = body.availabilityEntries.map((e: any) => e.slot.startDate.slice(0, 10));
    expect(new Set(dates).size).toBe(dates.length);
    // Maya works on weekdays, Leo on Saturdays too: every day but Sunday has times.
    const sundays = (from: string, to: string) => {
      let n = 0;
      for (let t = Date.parse(from); t < Date.parse(to); t += 86_400_000) if (new Date(t).getUTCDay() === 0) n += 1;
      return n;
    };
    expect(dates).toHaveLength(92 - sundays('2026-03-01', '2026-06-01'));
    const year = {
      query: { filter: { serviceId: DEMO_SERVICE_IDS.vinyasaClass, startDate: '2026-03-01T00:00:00', endDate: '2027-03-01T00:00:00' } },
    };
    const sessions = await call(emulator, 'POST', QUERY, year);
    expect(sessions.status).toBe(200);
    expect(sessions.body.availabilityEntries).toHaveLength(52);
  });

  it('stops a century-long walk once the answer is full, and answers a range with no possible slot at once', async () => {
    const emulator = newEmulator();
    const century = query('2026-03-02T00:00:00', '2126-03-02T00:00:00');
    const limited = await call(emulator, 'POST', QUERY, { query: { ...century.query, cursorPaging: { limit: 10 } }, slotsPerDay: 1 });
    expect(limited.status).toBe(200);
    expect(limited.body.availabilityEntries.map((e: any) => e.slot.startDate.slice(0, 10))).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
    ]);
    // The class is bookable two weeks ahead (its policy): two bookable sessions, then the others, cut to the limit.
    const classes = {
      query: {
        filter: { serviceId: DEMO_SERVICE_IDS.vinyasaClass, startDate: '2026-03-02T00:00:00', endDate: '9999-12-30T00:00:00' },
        paging: { limit: 5 },
      },
    };
    const later = await call(emulator, 'POST', QUERY, classes);
    expect(later.status).toBe(200);
    expect(later.body.availabilityEntries.map((e: any) => e.bookable)).toEqual([true, true, false, false, false]);
    // No staff member the filter keeps: nothing to walk.
    const empty = await call(emulator, 'POST', QUERY, {
      query: {
        filter: {
          serviceId: DEMO_SERVICE_IDS.privateSession,
          resourceId: 'no-such-resource',
          startDate: '2026-03-02T00:00:00',
          endDate: '9999-12-30T00:00:00',
        },
      },
    });
    expect([empty.status, empty.body.availabilityEntries]).toEqual([200, []]);
  });

  it.each([
    ['a 100-year range', '2026-03-02T00:00:00', '2126-03-02T00:00:00', {}],
    ['a range ending in year 9999', '2026-03-02T00:00:00', '9999-12-30T00:00:00', {}],
    ['a 100-year range, one slot a day', '2026-03-02T00:00:00', '2126-03-02T00:00:00', { slotsPerDay: 1 }],
  ])('refuses %s that no limit bounds, on query.filter.endDate (the entries cap)', async (_name, start, end, extra) => {
    const emulator = newEmulator();
    const { status, body } = await call(emulator, 'POST', QUERY, { ...query(start, end), ...extra }, await visitor(emulator));
    expect(status).toBe(400);
    expect(body.message).toMatch(/^INVALID_ARGUMENT: "query\.filter\.endDate" gives more than 1000 availability entries/);
    expect(violation(body)).toMatchObject({ field: 'query.filter.endDate', violatedRule: 'MAX', data: { max: MAX_AVAILABILITY_ENTRIES } });
  });

  it('refuses a limit out of range on its field', async () => {
    const emulator = newEmulator();
    for (const [paging, field] of [
      [{ cursorPaging: { limit: 0 } }, 'query.cursorPaging.limit'],
      [{ cursorPaging: { limit: 1001 } }, 'query.cursorPaging.limit'],
      [{ paging: { limit: 'many' } }, 'query.paging.limit'],
    ] as const) {
      const month = query('2026-03-01T00:00:00', '2026-04-01T00:00:00');
      const refused = await call(emulator, 'POST', QUERY, { query: { ...month.query, ...paging } });
      expect([refused.status, violation(refused.body)?.field]).toEqual([400, field]);
    }
  });

  it('queryAvailability accepts 31 local days across a DST change (America/New_York, 2026-03-08)', async () => {
    const emulator = newEmulator();
    const month = query('2026-03-01T00:00:00', '2026-04-01T00:00:00', { bookable: true });
    const input = { ...month, slotsPerDay: 2, timezone: 'America/New_York' };
    const { status, body } = await call(emulator, 'POST', QUERY, input);
    expect(status).toBe(200);
    const perDay = new Map<string, number>();
    for (const e of body.availabilityEntries)
      perDay.set(e.slot.startDate.slice(0, 10), (perDay.get(e.slot.startDate.slice(0, 10)) ?? 0) + 1);
    expect([...perDay.values()].every((n) => n <= 2)).toBe(true);
    expect(perDay.get('2026-03-09')).toBe(2);
  });

  it('calculateMultiSlotAvailability pages a 100-year range, walking only as far as the page needs', async () => {
    const emulator = newEmulator();
    const century = { ...multi('2026-03-02T00:00:00', '2126-03-02T00:00:00'), cursorPaging: { limit: 5 } };
    const { status, body } = await call(emulator, 'POST', MULTI, century, await visitor(emulator));
    expect(status).toBe(200);
    expect(body.slots).toHaveLength(5);
    expect(body.cursorPagingMetadata.hasNext).toBe(true);
    const next = await call(emulator, 'POST', MULTI, { cursorPaging: { cursor: body.cursorPagingMetadata.cursors.next, limit: 5 } });
    expect(next.status).toBe(200);
    expect(next.body.slots[0].slot.startDate > body.slots[4].slot.startDate).toBe(true);
  });

  it('calculateMultiSlotAvailability still answers a week', async () => {
    const emulator = newEmulator();
    const week = multi('2026-03-02T00:00:00', '2026-03-09T00:00:00');
    const { status, body } = await call(emulator, 'POST', MULTI, week, await visitor(emulator));
    expect(status).toBe(200);
    expect(body.slots.length).toBeGreaterThan(0);
  });

  it('an end date past what a date holds is refused as a bad date, naming the field', async () => {
    const emulator = newEmulator();
    const far = await call(emulator, 'POST', QUERY, query('2026-03-02T00:00:00Z', '+010000-01-01T00:00:00Z'));
    const named = expect.stringMatching(/^INVALID_ARGUMENT: "query\.filter\.endDate"/);
    expect([far.status, far.body.message, violation(far.body)?.field]).toEqual([400, named, 'query.filter.endDate']);
  });
});

describe('availability answer size', () => {
  it(`refuses an answer of more than ${MAX_AVAILABILITY_ENTRIES} entries on the range end; slotsPerDay makes it fit`, async () => {
    const emulator = newEmulator();
    // 5-minute slots for two staff members: about 2,500 slots in 31 days.
    const service = await createService(emulator, {
      type: 'APPOINTMENT',
      name: 'Quick Check',
      payment: { rateType: 'NO_FEE', options: { inPerson: true } },
      onlineBooking: { enabled: true },
      schedule: { availabilityConstraints: { sessionDurations: [5] } },
      staffMemberIds: [DEMO_STAFF_RESOURCE_IDS.maya, DEMO_STAFF_RESOURCE_IDS.leo],
    });
    const filter = { serviceId: service.id, startDate: '2026-03-02T00:00:00', endDate: '2026-04-01T00:00:00' };
    const tooMany = await call(emulator, 'POST', QUERY, { query: { filter } });
    expect(tooMany.status).toBe(400);
    const max = MAX_AVAILABILITY_ENTRIES;
    expect(violation(tooMany.body)).toMatchObject({ field: 'query.filter.endDate', violatedRule: 'MAX', data: { max } });
    const perDay = await call(emulator, 'POST', QUERY, { query: { filter }, slotsPerDay: 3 });
    expect(perDay.status).toBe(200);
    expect(perDay.body.availabilityEntries.length).toBeLessThanOrEqual(31 * 3);
  });

  it('stops computing appointment candidates past the cap and refuses the range', () => {
    const emulator = newEmulator();
    const context = serviceContext(servicesApi(emulator.state), DEMO_SERVICE_IDS.consultation)!;
    const from = Date.parse('2026-03-02T00:00:00Z');
    const to = Date.parse('2026-03-09T00:00:00Z');
    const busy = buildOccupancy([], { from, to: to + 60 * 60_000 });
    expect(serviceSlots(context, busy, from, to, 'UTC', from, { candidates: { left: 1000, max: 1000 } }).length).toBeGreaterThan(10);
    const capped = () => serviceSlots(context, busy, from, to, 'UTC', from, { candidates: { left: 10, max: 10 } });
    expect(capped).toThrow('"query.filter.endDate" gives more than 10 slot candidates');
  });
});

describe('calendar events query range', () => {
  it.each([
    ['two years', '2026-03-01T00:00:00', '2028-03-01T00:00:00'],
    ['up to year 9999', '2026-03-01T00:00:00', '9999-12-31T23:59:59'],
  ])('refuses %s with INVALID_ARGUMENT on toLocalDate', async (_name, fromLocalDate, toLocalDate) => {
    const emulator = newEmulator();
    const { status, body } = await call(emulator, 'POST', EVENTS, { fromLocalDate, toLocalDate, timeZone: 'UTC' }, await visitor(emulator));
    expect(status).toBe(400);
    expect(violation(body)).toMatchObject({ field: 'toLocalDate', violatedRule: 'MAX', data: { maxDays: MAX_EVENTS_RANGE_DAYS } });
  });

  it('answers a year, and a range that starts long after the series began (only its weeks are walked)', async () => {
    const emulator = newEmulator();
    const service = await createService(emulator, eveningClass);
    const master = await call(emulator, 'POST', '/calendar/v3/events', {
      event: {
        scheduleId: service.schedule.id,
        start: { localDate: '2026-03-03T18:30:00' },
        end: { localDate: '2026-03-03T19:15:00' },
        timeZone: 'UTC',
        recurrenceRule: { frequency: 'WEEKLY', interval: 1, days: ['TUESDAY'] },
      },
    });
    expect(master.status).toBe(200);
    const range = (fromLocalDate: string, toLocalDate: string) => ({
      fromLocalDate,
      toLocalDate,
      timeZone: 'UTC',
      query: { filter: { scheduleId: service.schedule.id }, cursorPaging: { limit: 100 } },
    });
    const year = await call(emulator, 'POST', EVENTS, range('2026-03-01T00:00:00', '2027-03-01T00:00:00'));
    expect(year.status).toBe(200);
    expect(year.body.events).toHaveLength(52);
    const later = await call(emulator, 'POST', EVENTS, range('2027-01-01T00:00:00', '2027-01-15T00:00:00'));
    const id = master.body.event.id;
    expect(later.body.events.map((e: any) => e.id)).toEqual([`${id}-20270105`, `${id}-20270112`]);
  });
});
