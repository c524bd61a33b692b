import { describe, expect, it } from 'vitest';
import {
  isApiError,
  isInputError,
  isNotFoundError,
  isPermissionError,
  isValidationError,
  type ApiError,
  type ValidationError,
} from '@frontdesk/core';
import { DEMO_API_KEY, DEMO_LOCATION_IDS, DEMO_SITE_ID, DEMO_STAFF_RESOURCE_IDS, servicesApi } from '@frontdesk/emulator';
import { cancelEvent, createEvent, createService, queryEvents, type EventInput } from '../src/index.js';
import { rejectionOf, useEmulator } from '@frontdesk/test-support';

const { emulator, owner, visitor, member, recordRequests } = useEmulator();

const ZONE = 'America/New_York';

async function newClass() {
  const service = await createService(owner, {
    type: 'CLASS',
    name: 'Evening Flow',
    defaultCapacity: 12,
    onlineBooking: { enabled: true },
    payment: { rateType: 'FIXED', fixed: { price: { value: '20', currency: 'USD' } }, options: { online: true, inPerson: true } },
    locations: [{ type: 'BUSINESS', business: { id: DEMO_LOCATION_IDS.studio } }],
  });
  return { serviceId: service.id!, scheduleId: service.schedule!.id! };
}

/** A weekly 45-minute MASTER event at 18:30 New York time, starting on `date` (a `day`). */
const weekly = (scheduleId: string, date: string, day: 'TUESDAY' | 'THURSDAY'): EventInput => ({
  scheduleId,
  title: 'Evening Flow',
  start: { localDate: `${date}T18:30:00` },
  end: { localDate: `${date}T19:15:00` },
  timeZone: ZONE,
  recurrenceRule: { frequency: 'WEEKLY', interval: 1, days: [day] },
  resources: [{ id: DEMO_STAFF_RESOURCE_IDS.leo }],
  location: { type: 'BUSINESS', id: DEMO_LOCATION_IDS.studio },
  totalCapacity: 12,
});

/** The class's availability entries in New York time (the bookings reader, over HTTP). */
async function availability(serviceId: string, timezone = ZONE) {
  const response = await emulator.fetch('/availability-calendar/v1/availability/query', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: DEMO_API_KEY, 'wix-site-id': DEMO_SITE_ID },
    body: JSON.stringify({ query: { filter: { serviceId, startDate: '2026-03-01T00:00:00', endDate: '2026-03-15T00:00:00' } }, timezone }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    availabilityEntries: Array<{
      slot: { startDate: string; endDate: string; eventId: string; resource?: { id: string } };
      totalSpots: number;
      openSpots: number;
    }>;
  };
  return body.availabilityEntries.sort((a, b) => a.slot.startDate.localeCompare(b.slot.startDate));
}

describe('createEvent', () => {
  it('creates weekly MASTER events whose sessions availability lists on those weekdays, at the local time across DST', async () => {
    const { serviceId, scheduleId } = await newClass();
    const seen = recordRequests();
    const tuesday = await createEvent(owner, weekly(scheduleId, '2026-03-03', 'TUESDAY'), { idempotencyKey: 'tue-1' });
    const thursday = await createEvent(owner, weekly(scheduleId, '2026-03-05', 'THURSDAY'));
    expect(seen).toEqual(['POST /calendar/v3/events', 'POST /calendar/v3/events']);
    expect(tuesday).toMatchObject({
      scheduleId,
      externalScheduleId: serviceId,
      type: 'CLASS',
      status: 'CONFIRMED',
      recurrenceType: 'MASTER',
      recurrenceRule: { frequency: 'WEEKLY', interval: 1, days: ['TUESDAY'] },
      start: { localDate: '2026-03-03T18:30:00', timeZone: ZONE },
      end: { localDate: '2026-03-03T19:15:00', timeZone: ZONE },
      resources: [{ id: DEMO_STAFF_RESOURCE_IDS.leo, name: 'Leo Park' }],
      location: { type: 'BUSINESS', id: DEMO_LOCATION_IDS.studio },
      totalCapacity: 12,
    });
    expect(tuesday.start?.utcDate).toEqual(new Date('2026-03-03T23:30:00.000Z'));
    expect(tuesday.createdDate).toBeInstanceOf(Date);
    // The same idempotency key returns the same event.
    expect((await createEvent(owner, weekly(scheduleId, '2026-03-03', 'TUESDAY'), { idempotencyKey: 'tue-1' })).id).toBe(tuesday.id);

    const entries = await availability(serviceId);
    expect(entries.map((e) => e.slot.startDate)).toEqual([
      '2026-03-03T18:30:00',
      '2026-03-05T18:30:00',
      '2026-03-10T18:30:00',
      '2026-03-12T18:30:00',
    ]);
    expect(entries.map((e) => e.slot.endDate)).toEqual([
      '2026-03-03T19:15:00',
      '2026-03-05T19:15:00',
      '2026-03-10T19:15:00',
      '2026-03-12T19:15:00',
    ]);
    expect(entries.every((e) => e.totalSpots === 12 && e.openSpots === 12 && e.slot.resource?.id === DEMO_STAFF_RESOURCE_IDS.leo)).toBe(
      true,
    );
    expect(entries[0]!.slot.eventId).toBe(`${tuesday.id}-20260303`);
    expect(entries[1]!.slot.eventId).toBe(`${thursday.id}-20260305`);
    // New York moves to summer time on 8 March: same wall time, one hour earlier in UTC.
    expect((await availability(serviceId, 'UTC')).map((e) => e.slot.startDate)).toEqual([
      '2026-03-03T23:30:00',
      '2026-03-05T23:30:00',
      '2026-03-10T22:30:00',
      '2026-03-12T22:30:00',
    ]);
    expect(servicesApi(emulator).getService(serviceId)?.staffMemberIds).toEqual([DEMO_STAFF_RESOURCE_IDS.leo]);
  });

  it('refuses bad input with an InputError before any request', async () => {
    const seen = recordRequests();
    const good = weekly('schedule-1', '2026-03-03', 'TUESDAY');
    const bad: unknown[] = [
      { ...good, scheduleId: '' },
      { ...good, start: { localDate: '2026-03-03 18:30' } },
      { ...good, start: { localDate: '2026-03-03T18:30:00Z' } },
      { ...good, end: { localDate: '2026-03-03T18:00:00' } },
      { ...good, recurrenceRule: { frequency: 'DAILY', days: ['TUESDAY'] } },
      { ...good, recurrenceRule: { frequency: 'WEEKLY', days: ['TUESDAY', 'THURSDAY'] } },
      { ...good, recurrenceRule: { frequency: 'WEEKLY', days: ['TUE'] } },
      { ...good, totalCapacity: 1.5 },
    ];
    for (const event of bad)
      expect(isInputError(await rejectionOf(createEvent(owner, event as EventInput))), JSON.stringify(event)).toBe(true);
    expect(isInputError(await rejectionOf(cancelEvent(owner, '')))).toBe(true);
    expect(seen).toEqual([]);
  });

  it('is for the site owner only: visitors and members get a permission error', async () => {
    const { scheduleId } = await newClass();
    expect(isPermissionError(await rejectionOf(createEvent(visitor(), weekly(scheduleId, '2026-03-03', 'TUESDAY'))))).toBe(true);
    expect(isPermissionError(await rejectionOf(createEvent(member('m-1'), weekly(scheduleId, '2026-03-03', 'TUESDAY'))))).toBe(true);
    expect(servicesApi(emulator).getScheduleForService((await newClass()).serviceId)?.sessions).toEqual([]);
  });

  it('the platform refuses unknown schedules, a start off the rule weekday, past starts and unknown staff', async () => {
    const { scheduleId } = await newClass();
    const unknown = await rejectionOf<ApiError>(createEvent(owner, weekly('no-such-schedule', '2026-03-03', 'TUESDAY')));
    expect(isNotFoundError(unknown) && unknown.code).toBe('SCHEDULE_NOT_FOUND');
    const offDay = await rejectionOf<ValidationError>(createEvent(owner, weekly(scheduleId, '2026-03-04', 'TUESDAY')));
    expect(isValidationError(offDay) && offDay.fieldViolations.map((v) => v.field)).toEqual(['event.start.localDate']);
    const past = await rejectionOf<ValidationError>(createEvent(owner, weekly(scheduleId, '2026-02-24', 'TUESDAY')));
    expect(past.fieldViolations.map((v) => v.ruleName)).toEqual(['START_DATE_IN_THE_PAST']);
    const stranger = await rejectionOf<ValidationError>(
      createEvent(owner, { ...weekly(scheduleId, '2026-03-03', 'TUESDAY'), resources: [{ id: 'nobody' }] }),
    );
    expect(stranger.fieldViolations.map((v) => v.ruleName)).toEqual(['RESOURCE_NOT_FOUND']);
  });
});

describe('queryEvents and cancelEvent', () => {
  it('queries instances (default) or masters; cancelling a master removes its sessions from availability', async () => {
    const { serviceId, scheduleId } = await newClass();
    const tuesday = await createEvent(owner, weekly(scheduleId, '2026-03-03', 'TUESDAY'));
    const thursday = await createEvent(owner, weekly(scheduleId, '2026-03-05', 'THURSDAY'));
    const seen = recordRequests();
    const range = { fromLocalDate: '2026-03-01T00:00:00', toLocalDate: '2026-03-15T00:00:00', timeZone: ZONE };
    const page = await queryEvents(owner, { filter: { scheduleId }, cursorPaging: { limit: 3 } }, range);
    expect(seen).toEqual(['POST /calendar/v3/events/query']);
    const instances = [];
    for await (const event of page) instances.push(event);
    expect(instances.map((e) => [e.recurrenceType, e.recurringEventId, e.start?.localDate])).toEqual([
      ['INSTANCE', tuesday.id, '2026-03-03T18:30:00'],
      ['INSTANCE', thursday.id, '2026-03-05T18:30:00'],
      ['INSTANCE', tuesday.id, '2026-03-10T18:30:00'],
      ['INSTANCE', thursday.id, '2026-03-12T18:30:00'],
    ]);
    expect(instances[2]!.start?.utcDate).toEqual(new Date('2026-03-10T22:30:00.000Z'));
    const masters = await queryEvents(owner, { filter: { scheduleId } }, { recurrenceType: ['MASTER'] });
    expect(masters.items.map((e) => e.id).sort()).toEqual([tuesday.id, thursday.id].sort());

    const cancelled = await cancelEvent(owner, tuesday.id!);
    expect(cancelled).toMatchObject({ id: tuesday.id, status: 'CANCELLED', revision: '2' });
    expect((await availability(serviceId)).map((e) => e.slot.startDate)).toEqual(['2026-03-05T18:30:00', '2026-03-12T18:30:00']);
    const again = await rejectionOf<ApiError>(cancelEvent(owner, tuesday.id!));
    expect(isApiError(again) && [again.status, again.code]).toEqual([428, 'EVENT_ALREADY_CANCELLED']);
    expect(isPermissionError(await rejectionOf(cancelEvent(visitor(), thursday.id!)))).toBe(true);
  });
});
