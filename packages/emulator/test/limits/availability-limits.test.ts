import { describe, expect, it } from 'vitest';
import { DEMO_SERVICE_IDS, DEMO_STAFF_RESOURCE_IDS } from '../../src/index.js';
import { MAX_AVAILABILITY_DAYS, MAX_AVAILABILITY_ENTRIES } from '../../src/domains/bookings/limits.js';
import { MAX_EVENTS_RANGE_DAYS } from '../../src/domains/services/calendar-events.js';
import { serviceSlots } from '../../src/domains/bookings/availability.js';
import { serviceContext } from '../../src/domains/bookings/engine.js';
import { buildOccupancy } from '../../src/domains/bookings/occupancy.js';
import { servicesApi } from '../../src/domains/services/api.js';
import { call, newEmulator, visitor } from '../plans/helpers.js';
import { createService, eveningClass } from '../services/helpers.js';

/*
 * The availability and events range limits (docs/emulator.md, "Platform limits"): refused with the
 * platform's INVALID_ARGUMENT validation error naming the field, before any slot is computed.
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

describe('availability range limit', () => {
  it.each([
    ['a 100-year range', '2026-03-02T00:00:00', '2126-03-02T00:00:00'],
    ['a range ending in year 9999', '2026-03-02T00:00:00', '9999-12-30T00:00:00'],
    ['a range one day too long', '2026-03-01T00:00:00', `2026-04-02T00:00:00`],
  ])('queryAvailability refuses %s with INVALID_ARGUMENT on query.filter.endDate', async (_name, start, end) => {
    const emulator = newEmulator();
    const { status, body } = await call(emulator, 'POST', QUERY, query(start, end), await visitor(emulator));
    expect(status).toBe(400);
    expect(body.message).toMatch(/^INVALID_ARGUMENT: "query\.filter\.endDate" must be at most 31 days after query\.filter\.startDate/);
    expect(violation(body)).toMatchObject({ field: 'query.filter.endDate', violatedRule: 'MAX', data: { maxDays: MAX_AVAILABILITY_DAYS } });
  });

  it('queryAvailability accepts exactly 31 local days, across a DST change (America/New_York, 2026-03-08)', async () => {
    const emulator = newEmulator();
    const month = query('2026-03-01T00:00:00', '2026-04-01T00:00:00', { bookable: true });
    const input = { ...month, slotsPerDay: 2, timezone: 'America/New_York' };
    const { status, body } = await call(emulator, 'POST', QUERY, input);
    expect(status).toBe(200);
    expect(body.availabilityEntries.length).toBeGreaterThan(0);
  });

  it.each([
    ['a 100-year range', '2026-03-02T00:00:00', '2126-03-02T00:00:00'],
    ['a range ending in year 9999', '2026-03-02T00:00:00', '9999-12-31T23:59:59'],
  ])('calculateMultiSlotAvailability refuses %s with INVALID_ARGUMENT on `to`', async (_name, from, to) => {
    const emulator = newEmulator();
    const { status, body } = await call(emulator, 'POST', MULTI, multi(from, to), await visitor(emulator));
    expect(status).toBe(400);
    expect(violation(body)).toMatchObject({ field: 'to', violatedRule: 'MAX' });
    expect(body.message).toContain('INVALID_ARGUMENT: "to" must be at most 31 days after from');
  });

  it('calculateMultiSlotAvailability still answers a week', async () => {
    const emulator = newEmulator();
    const week = multi('2026-03-02T00:00:00', '2026-03-09T00:00:00');
    const { status, body } = await call(emulator, 'POST', MULTI, week, await visitor(emulator));
    expect(status).toBe(200);
    expect(body.slots.length).toBeGreaterThan(0);
  });

  it('the last instant of year 9999, and a year past it, are refused too, naming the field', async () => {
    const emulator = newEmulator();
    for (const end of ['9999-12-31T23:59:59', '9999-12-31T23:59:59Z', '+010000-01-01T00:00:00Z']) {
      const far = await call(emulator, 'POST', QUERY, query('2026-03-02T00:00:00Z', end));
      const named = expect.stringMatching(/^INVALID_ARGUMENT: "query\.filter\.endDate"/);
      expect([far.status, far.body.message, violation(far.body)?.field]).toEqual([400, named, 'query.filter.endDate']);
    }
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
