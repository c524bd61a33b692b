import { describe, expect, it } from 'vitest';
import {
  DEMO_LOCATION_IDS,
  DEMO_SERVICE_IDS,
  DEMO_STAFF_IDS,
  DEMO_STAFF_RESOURCE_IDS,
  servicesAdmin,
  servicesApi,
  type Emulator,
} from '../../src/index.js';
import { call, codeOf, createService, eveningClass, newEmulator, serviceEvents, visitor } from './helpers.js';

const EVENTS = '/calendar/v3/events';

async function newClass(emulator: Emulator) {
  const service = await createService(emulator, eveningClass);
  return { serviceId: service.id as string, scheduleId: service.schedule.id as string };
}

const master = (scheduleId: string, overrides: Record<string, unknown> = {}) => ({
  scheduleId,
  start: { localDate: '2026-03-03T18:30:00' },
  end: { localDate: '2026-03-03T19:15:00' },
  timeZone: 'Europe/London',
  recurrenceRule: { frequency: 'WEEKLY', interval: 1, days: ['TUESDAY'] },
  resources: [{ id: DEMO_STAFF_RESOURCE_IDS.maya }],
  ...overrides,
});

const rules = (body: any) =>
  (body.details?.validationError?.fieldViolations ?? []).map((v: any) => `${v.field}:${v.ruleName ?? v.violatedRule}`);

describe('POST /calendar/v3/events', () => {
  it('stores a MASTER event and mirrors it as a recurring session of the schedule (zone, capacity, staff, location)', async () => {
    const emulator = newEmulator();
    const { serviceId, scheduleId } = await newClass(emulator);
    const { status, body } = await call(emulator, 'POST', EVENTS, {
      event: master(scheduleId, {
        location: { type: 'BUSINESS', id: DEMO_LOCATION_IDS.studio },
        totalCapacity: 8,
        recurrenceRule: { frequency: 'WEEKLY', days: ['TUESDAY'], until: { localDate: '2026-03-24T18:00:00' } },
      }),
    });
    expect(status).toBe(200);
    expect(body.event).toMatchObject({
      scheduleId,
      externalScheduleId: serviceId,
      scheduleName: 'Evening Flow',
      title: 'Evening Flow',
      type: 'CLASS',
      status: 'CONFIRMED',
      recurrenceType: 'MASTER',
      timeZone: 'Europe/London',
      start: { localDate: '2026-03-03T18:30:00', timeZone: 'Europe/London', utcDate: '2026-03-03T18:30:00.000Z' },
      adjustedStart: { localDate: '2026-03-03T13:30:00', timeZone: 'America/New_York' },
      recurrenceRule: { frequency: 'WEEKLY', interval: 1, days: ['TUESDAY'], until: { localDate: '2026-03-24T18:00:00' } },
      resources: [{ id: DEMO_STAFF_RESOURCE_IDS.maya, name: 'Maya Chen', type: 'STAFF' }],
      location: { type: 'BUSINESS', id: DEMO_LOCATION_IDS.studio, name: expect.any(String) },
      totalCapacity: 8,
      revision: '1',
    });
    const schedule = servicesApi(emulator).getSchedule(scheduleId)!;
    expect(schedule).toMatchObject({ timeZone: 'Europe/London', capacity: 8 });
    // until 18:00 is before the 18:30 start: the last session is the week before.
    expect(schedule.sessions).toEqual([
      {
        id: body.event.id,
        weekday: 'TUE',
        startTime: '18:30',
        durationInMinutes: 45,
        startDate: '2026-03-03',
        endDate: '2026-03-23',
        staffMemberId: DEMO_STAFF_IDS.maya,
        locationId: DEMO_LOCATION_IDS.studio,
      },
    ]);
    expect(serviceEvents(emulator).at(-1)).toMatchObject({
      type: 'service_updated',
      entityId: serviceId,
      data: { staffMemberIds: [DEMO_STAFF_RESOURCE_IDS.maya] },
    });
  });

  it('is owner only', async () => {
    const emulator = newEmulator();
    const { scheduleId } = await newClass(emulator);
    const { status } = await call(emulator, 'POST', EVENTS, { event: master(scheduleId) }, await visitor(emulator));
    expect(status).toBe(403);
  });

  it('refuses invalid events with field violations', async () => {
    const emulator = newEmulator();
    const { scheduleId } = await newClass(emulator);
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ end: { localDate: '2026-03-03T18:30:00' } }, ['event.end.localDate:END_BEFORE_START']],
      [{ start: { localDate: '2026-03-03 18:30' } }, ['event.start.localDate:INVALID_DATE_FORMAT']],
      [{ recurrenceRule: undefined }, ['event.recurrenceRule:UNSUPPORTED']],
      [{ recurrenceRule: { frequency: 'MONTHLY', days: ['TUESDAY'] } }, ['event.recurrenceRule.frequency:INVALID_FIELD']],
      [{ recurrenceRule: { frequency: 'WEEKLY', interval: 2, days: ['TUESDAY'] } }, ['event.recurrenceRule.interval:UNSUPPORTED']],
      [{ recurrenceRule: { frequency: 'WEEKLY', days: ['TUESDAY', 'THURSDAY'] } }, ['event.recurrenceRule.days:INVALID_FIELD']],
      [{ recurrenceRule: { frequency: 'WEEKLY', days: ['WEDNESDAY'] } }, ['event.start.localDate:INVALID_FIELD']],
      [{ resources: [{ id: DEMO_STAFF_RESOURCE_IDS.maya }, { id: DEMO_STAFF_RESOURCE_IDS.leo }] }, ['event.resources:UNSUPPORTED']],
      [{ location: { type: 'BUSINESS', id: 'nowhere' } }, ['event.location.id:INVALID_LOCATION']],
      [{ totalCapacity: 0 }, ['event.totalCapacity:INVALID_FIELD']],
    ];
    for (const [overrides, expected] of cases) {
      const { status, body } = await call(emulator, 'POST', EVENTS, { event: master(scheduleId, overrides) });
      expect([status, rules(body)], JSON.stringify(overrides)).toEqual([400, expected]);
    }
    const zone = await call(emulator, 'POST', EVENTS, { event: master(scheduleId, { timeZone: 'Mars/Olympus' }) });
    expect(zone.status).toBe(400);
    expect(servicesApi(emulator).getSchedule(scheduleId)?.sessions).toEqual([]);
  });

  it('keeps one time zone and capacity per schedule, and refuses appointments and cancelled schedules', async () => {
    const emulator = newEmulator();
    const { serviceId, scheduleId } = await newClass(emulator);
    expect((await call(emulator, 'POST', EVENTS, { event: master(scheduleId) })).status).toBe(200);
    const thursday = {
      start: { localDate: '2026-03-05T18:30:00' },
      end: { localDate: '2026-03-05T19:15:00' },
      recurrenceRule: { frequency: 'WEEKLY', days: ['THURSDAY'] },
    };
    const otherZone = await call(emulator, 'POST', EVENTS, { event: master(scheduleId, { ...thursday, timeZone: 'America/New_York' }) });
    expect(rules(otherZone.body)).toEqual(['event.timeZone:UNSUPPORTED']);
    const otherCapacity = await call(emulator, 'POST', EVENTS, { event: master(scheduleId, { ...thursday, totalCapacity: 5 }) });
    expect(rules(otherCapacity.body)).toEqual(['event.totalCapacity:UNSUPPORTED']);
    expect((await call(emulator, 'POST', EVENTS, { event: master(scheduleId, thursday) })).status).toBe(200);

    const appointment = servicesApi(emulator).getService(DEMO_SERVICE_IDS.privateSession)!;
    const refused = await call(emulator, 'POST', EVENTS, { event: master(appointment.schedule.id) });
    expect(rules(refused.body)).toEqual(['event.scheduleId:UNSUPPORTED_SCHEDULE']);
    expect(codeOf((await call(emulator, 'POST', EVENTS, { event: master('missing') })).body)).toBe('SCHEDULE_NOT_FOUND');
    await call(emulator, 'DELETE', `/_api/bookings/v2/services/${serviceId}`);
    const cancelled = await call(emulator, 'POST', EVENTS, { event: master(scheduleId) });
    expect([cancelled.status, codeOf(cancelled.body)]).toEqual([428, 'SCHEDULE_CANCELLED']);
  });
});

describe('POST /calendar/v3/events/query and /{eventId}/cancel', () => {
  it('pages instances with a cursor, filters, and cancels masters only', async () => {
    const emulator = newEmulator();
    const { scheduleId } = await newClass(emulator);
    servicesAdmin(emulator).addLocation({ id: 'park', name: 'Park' });
    const { body } = await call(emulator, 'POST', EVENTS, { event: master(scheduleId) });
    const id = body.event.id as string;
    const range = { fromLocalDate: '2026-03-01T00:00:00', toLocalDate: '2026-03-29T00:00:00', timeZone: 'Europe/London' };
    const first = await call(
      emulator,
      'POST',
      `${EVENTS}/query`,
      { ...range, query: { filter: { scheduleId }, cursorPaging: { limit: 2 } } },
      await visitor(emulator),
    );
    expect(first.status).toBe(200);
    expect(first.body.events.map((e: any) => [e.id, e.start.localDate, e.recurringEventId])).toEqual([
      [`${id}-20260303`, '2026-03-03T18:30:00', id],
      [`${id}-20260310`, '2026-03-10T18:30:00', id],
    ]);
    expect(first.body.pagingMetadata).toMatchObject({ count: 2, hasNext: true });
    const second = await call(emulator, 'POST', `${EVENTS}/query`, {
      query: { cursorPaging: { cursor: first.body.pagingMetadata.cursors.next } },
    });
    expect(second.body.events.map((e: any) => e.start.localDate)).toEqual(['2026-03-17T18:30:00', '2026-03-24T18:30:00']);
    expect(second.body.pagingMetadata.hasNext).toBe(false);
    const none = await call(emulator, 'POST', `${EVENTS}/query`, { ...range, query: { filter: { scheduleId: 'other' } } });
    expect(none.body.events).toEqual([]);

    const instance = await call(emulator, 'POST', `${EVENTS}/${id}-20260310/cancel`, {});
    expect(rules(instance.body)).toEqual(['eventId:UNSUPPORTED']);
    expect(codeOf((await call(emulator, 'POST', `${EVENTS}/nope/cancel`, {})).body)).toBe('EVENT_NOT_FOUND');
    const cancelled = await call(emulator, 'POST', `${EVENTS}/${id}/cancel`, {});
    expect(cancelled.body.event).toMatchObject({ id, status: 'CANCELLED', revision: '2' });
    expect(servicesApi(emulator).getSchedule(scheduleId)?.sessions).toEqual([]);
    const masters = await call(emulator, 'POST', `${EVENTS}/query`, { ...range, recurrenceType: ['MASTER', 'INSTANCE'] });
    expect(masters.body.events.map((e: any) => [e.id, e.status])).toEqual([[id, 'CANCELLED']]);
  });
});
