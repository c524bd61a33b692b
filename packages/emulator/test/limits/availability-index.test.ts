import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_SERVICE_IDS, DEMO_STAFF_RESOURCE_IDS, type Emulator } from '../../src/index.js';
import {
  appointmentCandidates,
  occurrences,
  participantsOf,
  resourceFree,
  resourceOf,
  scheduleBounds,
  serviceContext,
  violated,
  violations,
  withinWorkingHours,
  type Occurrence,
  type ServiceContext,
} from '../../src/domains/bookings/engine.js';
import { buildOccupancy } from '../../src/domains/bookings/occupancy.js';
import { bookingsState } from '../../src/domains/bookings/state.js';
import { DAY, MINUTE, instantToLocal, localDayOf, readDateTime } from '../../src/util/zoned-time.js';
import type { BookingRecord, BookingStatus } from '../../src/domains/bookings/types.js';
import { servicesApi } from '../../src/domains/services/api.js';
import type { ScheduleRecord } from '../../src/domains/services/types.js';
import { random } from '../helpers.js';
import { call, newEmulator } from '../plans/helpers.js';

/*
 * The occupancy index gives the same answers as the scan it replaced. The reference below is the
 * availability computation as it was before the index (every slot scanned every stored booking:
 * `resourceFree` / `participantsOf` over all records), kept here as the test's oracle. The slot
 * candidates are the engine's own (`appointmentCandidates`): the index did not change them.
 */

const QUERY = '/availability-calendar/v1/availability/query';
const MULTI = '/v1/availability/multislot';
const BOOKINGS = '/_api/bookings-service/v2/bookings';
const STATUSES: BookingStatus[] = ['CREATED', 'PENDING', 'CONFIRMED', 'CANCELED', 'DECLINED', 'WAITING_LIST'];
const STAFF = [DEMO_STAFF_RESOURCE_IDS.maya, DEMO_STAFF_RESOURCE_IDS.leo];
const APPOINTMENT = 'APPOINTMENT' as const;
const WINDOW_FROM = Date.parse('2026-03-02T00:00:00Z');

// ---- the reference: the pre-index computation, verbatim in substance --------------------------

type Entry = { sort: number; day: string; value: Record<string, any> };
const isObject = (value: unknown): value is Record<string, any> => typeof value === 'object' && value !== null && !Array.isArray(value);

function refEntry(context: ServiceContext, zone: string, now: number, spots: number[], extra: Record<string, unknown>): Entry {
  const [start, end, open, total] = spots as [number, number, number, number];
  const v = violations(context, start, now);
  const value: Record<string, any> = {
    slot: {
      serviceId: context.service.id,
      scheduleId: context.service.schedule.id,
      startDate: instantToLocal(start, zone),
      endDate: instantToLocal(end, zone),
      timezone: zone,
      location: context.location,
      ...extra,
    },
    bookable: open > 0 && !violated(v),
    totalSpots: total,
    openSpots: open,
    bookingPolicyViolations: v,
    locked: false,
    isFromV2: false,
  };
  if (context.service.type === 'CLASS' && context.policy?.waitlistPolicy?.enabled) {
    value.waitingList = { totalSpots: context.policy.waitlistPolicy.capacity, openSpots: context.policy.waitlistPolicy.capacity };
  }
  return { sort: start, day: instantToLocal(start, zone).slice(0, 10), value };
}

function refServiceEntries(context: ServiceContext, records: BookingRecord[], range: number[], zone: string, now: number, ids?: string[]) {
  const [from, to] = range as [number, number];
  const resourceIds = ids;
  if (context.service.type === 'APPOINTMENT') {
    return appointmentCandidates(context, from, to, resourceIds).map((c) => {
      const open = resourceFree(records, c.member.resourceId, c.start, c.end, context.buffer) ? 1 : 0;
      return refEntry(context, zone, now, [c.start, c.end, open, 1], { resource: resourceOf(c.member) });
    });
  }
  return occurrences(context.schedule!, from, to)
    .map((o) => {
      const member = o.staffId ? context.staff.find((s) => s.id === o.staffId) : undefined;
      const open = Math.max(0, context.capacity - participantsOf(records, o.eventId));
      const extra = { eventId: o.eventId, ...(member ? { resource: resourceOf(member) } : {}) };
      return refEntry(context, zone, now, [o.start, o.end, open, context.capacity], extra);
    })
    .filter((e) => !resourceIds || resourceIds.includes(e.value.slot.resource?.id));
}

function refMatches(entry: Record<string, any>, filter: Record<string, any>): boolean {
  if (typeof filter.bookable === 'boolean' && entry.bookable !== filter.bookable) return false;
  if (typeof filter.openSpots === 'number' && entry.openSpots < filter.openSpots) return false;
  const wanted = isObject(filter.bookingPolicyViolations) ? filter.bookingPolicyViolations : {};
  for (const flag of ['tooEarlyToBook', 'tooLateToBook', 'bookOnlineDisabled']) {
    if (typeof wanted[flag] === 'boolean' && entry.bookingPolicyViolations[flag] !== wanted[flag]) return false;
  }
  return true;
}

function refArrange(entries: Entry[], descending: boolean, slotsPerDay: unknown): Entry[] {
  const byStart = (a: Entry, b: Entry) => (descending ? b.sort - a.sort : a.sort - b.sort);
  const order = (a: Entry, b: Entry) => Number(b.value.bookable) - Number(a.value.bookable) || byStart(a, b);
  let sorted = [...entries].sort(order);
  if (slotsPerDay !== undefined) {
    const perDay = new Map<string, number>();
    sorted = sorted.filter((e) => {
      const n = perDay.get(e.day) ?? 0;
      perDay.set(e.day, n + 1);
      return n < Number(slotsPerDay);
    });
  }
  return sorted;
}

function refQueryAvailability(emulator: Emulator, input: Record<string, any>): unknown[] {
  const api = servicesApi(emulator.state);
  const filter = input.query.filter;
  const zone = input.timezone ?? api.timeZone();
  const from = readDateTime(filter.startDate, input.timezone, api.timeZone());
  const to = readDateTime(filter.endDate, input.timezone, api.timeZone());
  const records = Object.values(bookingsState(emulator.state).bookings);
  const now = emulator.clock.now().getTime();
  const ids: string[] = Array.isArray(filter.serviceId) ? filter.serviceId : [filter.serviceId];
  const resourceIds = filter.resourceId === undefined ? undefined : [filter.resourceId].flat();
  const entries = ids.flatMap((id) => refServiceEntries(serviceContext(api, id)!, records, [from, to], zone, now, resourceIds));
  const descending = (input.query.sort ?? []).some((s: any) => s?.fieldName === 'startDate' && s?.order === 'DESC');
  return refArrange(
    entries.filter((e) => refMatches(e.value, filter)),
    descending,
    input.slotsPerDay,
  ).map((e) => e.value);
}

function refMultiSlot(emulator: Emulator, request: Record<string, any>): unknown[] {
  const api = servicesApi(emulator.state);
  const zone = request.timeZone;
  const from = readDateTime(request.from, zone, zone);
  const to = readDateTime(request.to, zone, zone);
  const now = emulator.clock.now().getTime();
  const records = Object.values(bookingsState(emulator.state).bookings);
  const contexts = request.slots.map((s: any) => serviceContext(api, s.serviceId)!) as ServiceContext[];
  const chains: Entry[] = [];
  for (const head of appointmentCandidates(contexts[0]!, from, to, request.slots[0].resourcesFilter?.resourceIds)) {
    const nested = [{ context: contexts[0]!, start: head.start, end: head.end, member: head.member }];
    for (let i = 1; i < contexts.length; i += 1) {
      const context = contexts[i]!;
      const start = nested.at(-1)!.end;
      const end = start + context.duration * MINUTE;
      if (end > to) break;
      const wanted = request.slots[i].resourcesFilter?.resourceIds;
      const inside = context.staff.filter((m) => (!wanted || wanted.includes(m.resourceId)) && withinWorkingHours(m, start, end));
      const member = inside.find((m) => resourceFree(records, m.resourceId, start, end, context.buffer)) ?? inside[0];
      if (!member) break;
      nested.push({ context, start, end, member });
    }
    if (nested.length !== contexts.length) continue;
    const free = nested.every((n) => resourceFree(records, n.member.resourceId, n.start, n.end, n.context.buffer));
    const v = nested.map((n) => violations(n.context, n.start, now));
    const merged = {
      tooEarlyToBook: v.some((x) => x.tooEarlyToBook),
      tooLateToBook: v.some((x) => x.tooLateToBook),
      bookOnlineDisabled: v.some((x) => x.bookOnlineDisabled),
      validSubmissionRequired: false,
    };
    const value = {
      slot: {
        serviceId: contexts[0]!.service.id,
        scheduleId: contexts[0]!.service.schedule.id,
        startDate: instantToLocal(head.start, zone),
        endDate: instantToLocal(nested.at(-1)!.end, zone),
        timezone: zone,
        resource: resourceOf(head.member),
        location: contexts[0]!.location,
      },
      bookable: free && !violated(merged),
      totalSpots: 1,
      openSpots: free ? 1 : 0,
      bookingPolicyViolations: merged,
      locked: false,
      isFromV2: false,
      nestedSlots: nested.map((n) => ({
        serviceId: n.context.service.id,
        scheduleId: n.context.service.schedule.id,
        start: instantToLocal(n.start, zone),
        end: instantToLocal(n.end, zone),
        resource: resourceOf(n.member),
      })),
    };
    if (refMatches(value, request)) chains.push({ sort: head.start, day: instantToLocal(head.start, zone).slice(0, 10), value });
  }
  return refArrange(chains, false, request.slotsPerDay).map((e) => e.value);
}

/** The old `allOccurrences`: every session of a schedule, as a sorted list. */
function refAllOccurrences(schedule: ScheduleRecord, now: number): Occurrence[] {
  const starts = schedule.sessions.map((s) => Date.parse(`${s.startDate}T00:00:00Z`));
  const ends = schedule.sessions.map((s) => (s.endDate ? Date.parse(`${s.endDate}T23:59:59Z`) + DAY : now + 366 * DAY));
  if (starts.length === 0) return [];
  return occurrences(schedule, Math.min(...starts) - DAY, Math.max(...ends) + DAY);
}

// ---- seeded state: many bookings, a few inside the window, most outside it --------------------

type RecordFields = Partial<BookingRecord> & Pick<BookingRecord, 'serviceId' | 'serviceType' | 'start' | 'end'>;

function record(id: string, fields: RecordFields, status: BookingStatus): BookingRecord {
  return {
    booking: { id, revision: '1', status, createdBy: {}, bookedEntity: { title: 'x', tags: [] } } as unknown as BookingRecord['booking'],
    buffer: 0,
    participants: 1,
    skipAvailabilityValidation: false,
    skipBusinessConfirmation: false,
    ...fields,
  };
}

/** Stores `total` bookings: one in ten inside the first week of March 2026, the rest across two years. */
function seed(emulator: Emulator, total: number, seedValue = 7): void {
  const next = random(seedValue);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const { bookings } = bookingsState(emulator.state);
  for (let i = 0; i < total; i += 1) {
    const inside = i % 10 === 0;
    const quarterHours = Math.floor(next() * (inside ? 8 : 730) * 96);
    const base = (inside ? WINDOW_FROM : Date.parse('2025-03-01T00:00:00Z')) + quarterHours * 15 * MINUTE;
    const status = pick(STATUSES);
    const id = `seed-${i}`;
    if (i % 7 === 3) {
      // A class booking: a Tuesday session of the Vinyasa class (some in the window, most not).
      const tuesday = new Date(base - ((new Date(base).getUTCDay() + 5) % 7) * DAY).toISOString().slice(0, 10);
      const eventId = `vinyasa-tue-${tuesday.replace(/-/g, '')}`;
      const participants = 1 + Math.floor(next() * 3);
      const end = base + 60 * MINUTE;
      const fields = { serviceId: DEMO_SERVICE_IDS.vinyasaClass, serviceType: 'CLASS' as const, eventId, start: base, end, participants };
      bookings[id] = record(id, fields, status);
    } else {
      const end = base + pick([30, 60, 90]) * MINUTE;
      const [resourceId, buffer] = [pick(STAFF), pick([0, 15])];
      const fields = { serviceId: DEMO_SERVICE_IDS.privateSession, serviceType: APPOINTMENT, resourceId, start: base, end, buffer };
      bookings[id] = record(id, fields, status);
    }
  }
}

// ---- the comparisons -----------------------------------------------------------------------------

describe('availability from the occupancy index = the full scan', () => {
  const week = { startDate: '2026-03-02T00:00:00', endDate: '2026-03-09T00:00:00' };
  const threeWeeks = { startDate: '2026-02-23T00:00:00', endDate: '2026-03-16T00:00:00' };
  const { privateSession, consultation, vinyasaClass } = DEMO_SERVICE_IDS;
  const cases: Array<[string, Record<string, any>]> = [
    ['one appointment service, a week', { query: { filter: { serviceId: privateSession, ...week } } }],
    [
      'bookable only, slotsPerDay, another zone',
      { query: { filter: { serviceId: privateSession, ...week, bookable: true } }, slotsPerDay: 3, timezone: 'Europe/London' },
    ],
    [
      'two services, one staff member, newest first',
      {
        query: {
          filter: {
            serviceId: [consultation, privateSession],
            startDate: '2026-03-02T00:00:00',
            endDate: '2026-03-06T00:00:00',
            resourceId: DEMO_STAFF_RESOURCE_IDS.maya,
          },
          sort: [{ fieldName: 'startDate', order: 'DESC' }],
        },
      },
    ],
    ['a class over three weeks, at least 8 open spots', { query: { filter: { serviceId: vinyasaClass, ...threeWeeks, openSpots: 8 } } }],
    ['a class over three weeks', { query: { filter: { serviceId: vinyasaClass, ...threeWeeks } } }],
  ];

  it.each(cases)('%s', async (_name, input) => {
    const emulator = newEmulator();
    seed(emulator, 3000);
    const reference = refQueryAvailability(emulator, input);
    const { status, body } = await call(emulator, 'POST', QUERY, input);
    expect(status).toBe(200);
    expect(body.availabilityEntries).toEqual(JSON.parse(JSON.stringify(reference)));
    // The seeded bookings do change the answer (not everything is open).
    if (input.query.filter.serviceId === DEMO_SERVICE_IDS.privateSession && input.query.filter.bookable === undefined) {
      expect(body.availabilityEntries.some((e: any) => e.openSpots === 0)).toBe(true);
    }
  });

  it('the same after cancels and reschedules through the API (the index is rebuilt from the current state)', async () => {
    const emulator = newEmulator();
    seed(emulator, 500);
    const filter = { serviceId: DEMO_SERVICE_IDS.privateSession, startDate: '2026-03-02T00:00:00', endDate: '2026-03-07T00:00:00' };
    const input = { query: { filter } };
    const reference = () => JSON.parse(JSON.stringify(refQueryAvailability(emulator, input)));
    const before = (await call(emulator, 'POST', QUERY, input)).body.availabilityEntries;
    const open = before.find((e: any) => e.bookable);
    const created = await call(emulator, 'POST', BOOKINGS, { booking: { bookedEntity: { slot: { ...open.slot } } } });
    expect(created.status).toBe(200);
    const afterCreate = (await call(emulator, 'POST', QUERY, input)).body.availabilityEntries;
    expect(afterCreate).toEqual(reference());
    expect(afterCreate).not.toEqual(before);
    const id = created.body.booking.id;
    expect((await call(emulator, 'POST', `${BOOKINGS}/${id}/cancel`, { revision: '1' })).status).toBe(200);
    expect((await call(emulator, 'POST', QUERY, input)).body.availabilityEntries).toEqual(reference());
  });

  it('multi-slot chains, page by page', async () => {
    const emulator = newEmulator();
    seed(emulator, 3000, 11);
    const request = {
      from: '2026-03-02T00:00:00',
      to: '2026-03-06T00:00:00',
      timeZone: 'America/New_York',
      location: { locationType: 'OWNER_BUSINESS' },
      slots: [{ serviceId: DEMO_SERVICE_IDS.privateSession }, { serviceId: DEMO_SERVICE_IDS.consultation }],
    };
    const reference = JSON.parse(JSON.stringify(refMultiSlot(emulator, request)));
    const first = await call(emulator, 'POST', MULTI, { ...request, cursorPaging: { limit: 7 } });
    expect(first.body.slots).toEqual(reference.slice(0, 7));
    const cursor = first.body.cursorPagingMetadata.cursors.next;
    const second = await call(emulator, 'POST', MULTI, { cursorPaging: { limit: 7, cursor } });
    expect(second.body.slots).toEqual(reference.slice(7, 14));
    const bookable = await call(emulator, 'POST', MULTI, { ...request, bookable: true, slotsPerDay: 2 });
    expect(bookable.body.slots).toEqual(JSON.parse(JSON.stringify(refMultiSlot(emulator, { ...request, bookable: true, slotsPerDay: 2 }))));
  });
});

describe('the index and the schedule bounds, property by property', () => {
  it('buildOccupancy(...).isFree = resourceFree over every record', () => {
    const booking = fc.record({
      resource: fc.constantFrom('r1', 'r2'),
      start: fc.integer({ min: 0, max: 400 }),
      length: fc.integer({ min: 1, max: 40 }),
      buffer: fc.constantFrom(0, 5, 15),
      status: fc.constantFrom(...STATUSES),
      type: fc.constantFrom('APPOINTMENT' as const, 'CLASS' as const),
    });
    const slot = fc.record({
      start: fc.integer({ min: 100, max: 300 }),
      length: fc.integer({ min: 1, max: 60 }),
      buffer: fc.constantFrom(0, 10),
    });
    const excluded = fc.subarray([0, 1, 2, 3]);
    fc.assert(
      fc.property(fc.array(booking, { maxLength: 40 }), fc.array(slot, { minLength: 1, maxLength: 10 }), excluded, (list, slots, outs) => {
        const records = list.map((b, i) => {
          const [start, end] = [b.start * MINUTE, (b.start + b.length) * MINUTE];
          const eventId = b.type === 'CLASS' ? `e${b.start % 3}` : undefined;
          const fields = { serviceId: 's', serviceType: b.type, resourceId: b.resource, start, end, buffer: b.buffer, eventId };
          return record(`b${i}`, fields, b.status);
        });
        const exclude = new Set(outs.map((i) => `b${i}`));
        const busy = buildOccupancy(records, { from: 100 * MINUTE, to: 370 * MINUTE }, exclude);
        for (const s of slots) {
          for (const resource of ['r1', 'r2', 'r3']) {
            const [start, end] = [s.start * MINUTE, (s.start + s.length) * MINUTE];
            expect(busy.isFree(resource, start, end, s.buffer)).toBe(resourceFree(records, resource, start, end, s.buffer, exclude));
          }
        }
        for (const eventId of ['e0', 'e1', 'e2', 'e3']) expect(busy.participants(eventId)).toBe(participantsOf(records, eventId, exclude));
      }),
      { numRuns: 300 },
    );
  });

  it('scheduleBounds = the first, last and next of the full list of sessions', () => {
    const session = fc.record({
      weekday: fc.constantFrom('MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'),
      startTime: fc.constantFrom('00:00', '00:30', '02:30', '09:00', '18:45', '23:30'),
      durationInMinutes: fc.constantFrom(30, 60, 90, 1440),
      startDay: fc.integer({ min: 0, max: 120 }),
      weeks: fc.option(fc.integer({ min: 0, max: 30 })),
    });
    fc.assert(
      fc.property(
        fc.array(session, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('UTC', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'America/Santiago'),
        fc.integer({ min: -30, max: 500 }),
        (sessions, timeZone, nowDay) => {
          const base = Date.parse('2026-01-01T12:00:00Z');
          const schedule = {
            id: 'sch',
            serviceId: 'svc',
            status: 'ACTIVE',
            timeZone,
            capacity: 10,
            sessions: sessions.map((s, i) => ({
              id: `s${i}`,
              weekday: s.weekday,
              startTime: s.startTime,
              durationInMinutes: s.durationInMinutes,
              startDate: new Date(base + s.startDay * DAY).toISOString().slice(0, 10),
              ...(s.weeks === null ? {} : { endDate: new Date(base + (s.startDay + s.weeks * 7) * DAY).toISOString().slice(0, 10) }),
            })),
          } as unknown as ScheduleRecord;
          const now = base + nowDay * DAY + 3 * 60 * MINUTE;
          for (const at of [now, 0]) {
            const all = refAllOccurrences(schedule, at);
            const bounds = scheduleBounds(schedule, at);
            if (all.length === 0) expect(bounds).toBeUndefined();
            else {
              expect(bounds?.first.start).toBe(all[0]!.start);
              expect(bounds?.last).toEqual(all.at(-1));
              expect(bounds?.next?.start).toBe(all.find((o) => o.start > at)?.start);
            }
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('localDayOf = instantToLocal(...).slice(0, 10), across DST changes', () => {
    for (const zone of ['UTC', 'America/New_York', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Kolkata']) {
      for (const [from, to] of [
        ['2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z'],
        ['2026-09-01T00:00:00Z', '2026-10-02T00:00:00Z'],
        ['2026-10-20T00:00:00Z', '2026-11-10T00:00:00Z'],
      ] as const) {
        const dayOf = localDayOf(zone, Date.parse(from), Date.parse(to));
        for (let t = Date.parse(from) - 2 * DAY; t <= Date.parse(to) + 2 * DAY; t += 30 * MINUTE) {
          expect(dayOf(t), `${zone} ${new Date(t).toISOString()}`).toBe(instantToLocal(t, zone).slice(0, 10));
        }
      }
    }
  });
});
