import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKey, createClient } from '@frontdesk/core';
import { queryAvailability } from '@frontdesk/bookings';
import { DEMO_LOCATION_IDS, DEMO_STAFF_RESOURCE_IDS, servicesApi } from '@frontdesk/emulator';
import { runScript, startEmulator, DEMO_API_KEY, DEMO_SITE_ID, type RunningEmulator } from './harness.js';

let platform: RunningEmulator;

beforeAll(async () => {
  platform = await startEmulator({ clock: '2026-02-27T12:00:00.000Z' });
});
afterAll(async () => {
  await platform?.close();
});

const CLASS = [
  '--name',
  'Evening Flow',
  '--days',
  'thu,TUE',
  '--time',
  '18:30',
  '--duration',
  '45',
  '--capacity',
  '12',
  '--tz',
  'America/New_York',
  '--start',
  '2026-03-01',
];

describe('create-weekly-class', () => {
  it('creates the CLASS service with its weekly sessions and prints its id and first sessions (DST-aware)', async () => {
    const { code, stdout, stderr } = await runScript('create-weekly-class', [
      ...platform.args,
      ...CLASS,
      ...[
        '--price',
        '20',
        '--currency',
        'usd',
        '--location',
        DEMO_LOCATION_IDS.studio,
        '--staff',
        DEMO_STAFF_RESOURCE_IDS.leo,
        '--sessions',
        '3',
        '--json',
      ],
    ]);
    expect(code, stderr).toBe(0);
    const result = JSON.parse(stdout) as {
      serviceId: string;
      scheduleId: string;
      sessions: Array<{ day: string; weekday: string; start: string; end: string }>;
      schedule: Record<string, unknown>;
      events: Array<{ id: string; weekday: string; start: string; end: string; timeZone: string }>;
      platformSessions: Array<{ start: string; end: string; openSpots: number; totalSpots: number; staff: string }>;
    };
    const service = servicesApi(platform.emulator).getService(result.serviceId)!;
    expect(service).toMatchObject({
      type: 'CLASS',
      name: 'Evening Flow',
      defaultCapacity: 12,
      payment: { rateType: 'FIXED', fixed: { price: { value: '20', currency: 'USD' } } },
      locations: [{ type: 'BUSINESS', business: { id: DEMO_LOCATION_IDS.studio } }],
    });
    expect(result.scheduleId).toBe(service.schedule.id);
    expect(result.schedule).toMatchObject({
      days: ['TUE', 'THU'],
      time: '18:30',
      durationInMinutes: 45,
      staffResourceId: DEMO_STAFF_RESOURCE_IDS.leo,
    });
    // New York moves to summer time on 2026-03-08: the wall time stays 18:30.
    expect(result.sessions).toEqual([
      { day: '2026-03-03', weekday: 'TUE', start: '2026-03-03T23:30:00.000Z', end: '2026-03-04T00:15:00.000Z' },
      { day: '2026-03-05', weekday: 'THU', start: '2026-03-05T23:30:00.000Z', end: '2026-03-06T00:15:00.000Z' },
      { day: '2026-03-10', weekday: 'TUE', start: '2026-03-10T22:30:00.000Z', end: '2026-03-10T23:15:00.000Z' },
    ]);
    // One weekly MASTER event per weekday, from the first such day on or after --start.
    expect(result.events.map(({ weekday, start, end, timeZone }) => ({ weekday, start, end, timeZone }))).toEqual([
      { weekday: 'TUESDAY', start: '2026-03-03T18:30:00', end: '2026-03-03T19:15:00', timeZone: 'America/New_York' },
      { weekday: 'THURSDAY', start: '2026-03-05T18:30:00', end: '2026-03-05T19:15:00', timeZone: 'America/New_York' },
    ]);
    expect(result.platformSessions.map((p) => [p.start, p.end, p.totalSpots, p.staff])).toEqual([
      ['2026-03-03T18:30:00', '2026-03-03T19:15:00', 12, DEMO_STAFF_RESOURCE_IDS.leo],
      ['2026-03-05T18:30:00', '2026-03-05T19:15:00', 12, DEMO_STAFF_RESOURCE_IDS.leo],
      ['2026-03-10T18:30:00', '2026-03-10T19:15:00', 12, DEMO_STAFF_RESOURCE_IDS.leo],
    ]);
    expect(stderr).not.toContain('Note:');

    // The sessions exist on the platform: availability lists them at 18:30 New York time on both
    // sides of the DST change, and at the matching UTC instants.
    const owner = createClient({ baseUrl: platform.url, auth: apiKey({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }) });
    const filter = { serviceId: result.serviceId, startDate: '2026-03-01T00:00:00', endDate: '2026-03-13T00:00:00' };
    const { availabilityEntries = [] } = await queryAvailability(owner, { filter }, { timezone: 'America/New_York' });
    const utc = await queryAvailability(
      owner,
      { filter: { ...filter, startDate: '2026-03-01T05:00:00', endDate: '2026-03-13T04:00:00' } },
      { timezone: 'UTC' },
    );
    expect((utc.availabilityEntries ?? []).map((e) => e.slot?.startDate).sort()).toEqual([
      '2026-03-03T23:30:00',
      '2026-03-05T23:30:00',
      '2026-03-10T22:30:00',
      '2026-03-12T22:30:00',
    ]);
    expect(availabilityEntries.every((e) => e.totalSpots === 12 && e.slot?.resource?.id === DEMO_STAFF_RESOURCE_IDS.leo)).toBe(true);
    expect(availabilityEntries.map((e) => e.slot?.startDate).sort()).toEqual([
      '2026-03-03T18:30:00',
      '2026-03-05T18:30:00',
      '2026-03-10T18:30:00',
      '2026-03-12T18:30:00',
    ]);
  });

  it('--dry-run prints the plan and creates nothing; platform refusals exit 1 readably', async () => {
    const before = servicesApi(platform.emulator).listServices().length;
    const [dry, refused] = await Promise.all([
      runScript('create-weekly-class', [...platform.args, ...CLASS, '--dry-run']),
      runScript('create-weekly-class', [...platform.args, ...CLASS, '--location', 'no-such-location']),
    ]);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('Dry run: nothing was created.');
    expect(dry.stdout).toContain('Weekly: TUE, THU 18:30-19:15 (America/New_York), from 2026-03-01; 12 spots; free');
    expect(dry.stdout).toContain('  2026-03-03 TUE 18:30-19:15\n  2026-03-05 THU 18:30-19:15\n');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('create-weekly-class: The platform refused the request (HTTP 400 INVALID_ARGUMENT)');
    expect(refused.stderr).toContain('[INVALID_BUSINESS_LOCATION]');
    expect(servicesApi(platform.emulator).listServices().length).toBe(before);
  });

  it('prints the sessions read back from availability; a refused session deletes the service again', async () => {
    const before = servicesApi(platform.emulator).listServices().length;
    const [text, badStaff] = await Promise.all([
      runScript('create-weekly-class', [
        ...platform.args,
        ...CLASS,
        '--name',
        'Noon Stretch',
        '--time',
        '12:00',
        '--capacity',
        '6',
        '--sessions',
        '2',
        '--end',
        '2026-03-05',
      ]),
      runScript('create-weekly-class', [...platform.args, ...CLASS, '--staff', 'no-such-staff']),
    ]);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('Created CLASS service "Noon Stretch"');
    expect(text.stdout).toMatch(/Weekly events: TUESDAY \S+, THURSDAY \S+\n/);
    expect(text.stdout).toContain(
      'First 2 sessions (America/New_York), from availability:\n  2026-03-03 TUE 12:00-12:45 (6 open spots)\n  2026-03-05 THU 12:00-12:45 (6 open spots)\n',
    );
    expect(badStaff.code).toBe(1);
    expect(badStaff.stderr).toContain('[RESOURCE_NOT_FOUND]');
    expect(badStaff.stderr).toMatch(/The weekly sessions could not be created: service \S+ was deleted again/);
    expect(servicesApi(platform.emulator).listServices().length).toBe(before + 1);
  });
});
