import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKey, createClient, type FrontdeskClient } from '@frontdesk/core';
import { cancelBooking, createBooking, queryAvailability } from '@frontdesk/bookings';
import { DEMO_SERVICE_IDS } from '@frontdesk/emulator';
import { runScript, startEmulator, DEMO_API_KEY, DEMO_SITE_ID, type RunningEmulator } from './harness.js';

const TZ = 'America/New_York';
let platform: RunningEmulator;
let owner: FrontdeskClient;

async function book(serviceId: string, day: string, participants: number, pick = 0): Promise<{ id: string; revision: string }> {
  const { availabilityEntries = [] } = await queryAvailability(
    owner,
    { filter: { serviceId, startDate: `${day}T00:00:00`, endDate: `${day}T23:59:59`, bookable: true } },
    { timezone: TZ },
  );
  const entry = availabilityEntries[pick];
  if (!entry?.slot) throw new Error(`no slot for ${serviceId} on ${day}`);
  const { booking } = await createBooking(owner, {
    bookedEntity: { slot: entry.slot },
    contactDetails: { firstName: 'Test', email: `p${participants}-${pick}@example.com` },
    totalParticipants: participants,
  });
  return { id: booking.id!, revision: booking.revision! };
}

beforeAll(async () => {
  // Monday 2026-03-02, 07:00 in New York; the report is for Tuesday 2026-03-03.
  platform = await startEmulator({ clock: '2026-03-02T12:00:00.000Z' });
  owner = createClient({ baseUrl: platform.url, auth: apiKey({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }) });
  await book(DEMO_SERVICE_IDS.vinyasaClass, '2026-03-03', 1);
  await book(DEMO_SERVICE_IDS.vinyasaClass, '2026-03-03', 2);
  const canceled = await book(DEMO_SERVICE_IDS.vinyasaClass, '2026-03-03', 1);
  await cancelBooking(owner, canceled.id, { revision: canceled.revision });
  await book(DEMO_SERVICE_IDS.privateSession, '2026-03-03', 1);
  await book(DEMO_SERVICE_IDS.privateSession, '2026-03-04', 1); // another day: not in the report
});
afterAll(async () => {
  await platform?.close();
});

describe('bookings-report', () => {
  it('groups the day by service and time, as JSON and as a table', async () => {
    const [json, text] = await Promise.all([
      runScript('bookings-report', [...platform.args, '--date', '2026-03-03', '--tz', TZ, '--json']),
      runScript('bookings-report', [...platform.args, '--date', '2026-03-03', '--tz', TZ]),
    ]);
    expect(json.code, json.stderr).toBe(0);
    const report = JSON.parse(json.stdout) as {
      date: string;
      timeZone: string;
      from: string;
      to: string;
      groups: Array<Record<string, unknown>>;
      totals: Record<string, unknown>;
    };
    expect(report).toMatchObject({ date: '2026-03-03', timeZone: TZ, from: '2026-03-03T05:00:00.000Z', to: '2026-03-04T05:00:00.000Z' });
    expect(report.groups).toHaveLength(2);
    expect(report.groups[0]).toMatchObject({
      serviceId: DEMO_SERVICE_IDS.privateSession,
      service: 'Private Yoga Session',
      bookings: 1,
      participants: 1,
    });
    expect(report.groups[1]).toEqual({
      serviceId: DEMO_SERVICE_IDS.vinyasaClass,
      service: 'Vinyasa Flow',
      start: '18:00',
      end: '19:00',
      startDate: '2026-03-03T23:00:00.000Z',
      bookings: 3,
      participants: 3,
      statuses: { CREATED: 2, CANCELED: 1 },
    });
    expect(report.totals).toEqual({ bookings: 4, participants: 4, statuses: { CREATED: 3, CANCELED: 1 } });

    expect(text.code, text.stderr).toBe(0);
    const lines = text.stdout.split('\n');
    expect(lines[0]).toBe(`Bookings for Tuesday 2026-03-03 (${TZ})`);
    expect(lines[2]).toMatch(/^Service\s+Time\s+Bookings\s+Participants\s+Statuses$/);
    expect(lines[3]).toMatch(/^Private Yoga Session\s+\d\d:\d\d-\d\d:\d\d\s+1\s+1\s+CREATED 1$/);
    expect(lines[4]).toMatch(/^Vinyasa Flow\s+18:00-19:00\s+3\s+3\s+CANCELED 1, CREATED 2$/);
    expect(text.stdout).toContain('Total: 4 bookings, 4 participants (CANCELED 1, CREATED 3)');
  });

  it('filters by status and reports an empty day', async () => {
    const [canceled, empty] = await Promise.all([
      runScript('bookings-report', [...platform.args, '--date', '2026-03-03', '--tz', TZ, '--status', 'CANCELED', '--json']),
      runScript('bookings-report', [...platform.args, '--date', '2026-03-05', '--tz', TZ]),
    ]);
    expect(canceled.code, canceled.stderr).toBe(0);
    expect(JSON.parse(canceled.stdout).totals).toEqual({ bookings: 1, participants: 0, statuses: { CANCELED: 1 } });
    expect(empty.code, empty.stderr).toBe(0);
    expect(empty.stdout).toBe(`Bookings for Thursday 2026-03-05 (${TZ})\n\nNo bookings.\n`);
  });
});
