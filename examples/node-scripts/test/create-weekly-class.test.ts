import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKey, createClient } from '@frontdesk/core';
import { queryAvailability } from '@frontdesk/bookings';
import { DEMO_LOCATION_IDS, DEMO_STAFF_IDS, servicesAdmin, servicesApi } from '@frontdesk/emulator';
import { runScript, startEmulator, DEMO_API_KEY, DEMO_SITE_ID, type RunningEmulator } from './harness.js';

let platform: RunningEmulator;

beforeAll(async () => {
  platform = await startEmulator({ clock: '2026-02-27T12:00:00.000Z' });
});
afterAll(async () => {
  await platform?.close();
});

const CLASS = ['--name', 'Evening Flow', '--days', 'thu,TUE', '--time', '18:30', '--duration', '45', '--capacity', '12', '--tz', 'America/New_York', '--start', '2026-03-01'];

describe('create-weekly-class', () => {
  it('creates the CLASS service and prints its id and first sessions (DST-aware)', async () => {
    const { code, stdout, stderr } = await runScript('create-weekly-class', [
      ...platform.args,
      ...CLASS,
      ...['--price', '20', '--currency', 'usd', '--location', DEMO_LOCATION_IDS.studio, '--staff', DEMO_STAFF_IDS.leo, '--sessions', '3', '--json'],
    ]);
    expect(code, stderr).toBe(0);
    const result = JSON.parse(stdout) as { serviceId: string; scheduleId: string; sessions: Array<{ day: string; weekday: string; start: string; end: string }>; schedule: Record<string, unknown> };
    const service = servicesApi(platform.emulator).getService(result.serviceId)!;
    expect(service).toMatchObject({
      type: 'CLASS',
      name: 'Evening Flow',
      defaultCapacity: 12,
      payment: { rateType: 'FIXED', fixed: { price: { value: '20', currency: 'USD' } } },
      locations: [{ type: 'BUSINESS', business: { id: DEMO_LOCATION_IDS.studio } }],
    });
    expect(result.scheduleId).toBe(service.schedule.id);
    expect(result.schedule).toMatchObject({ days: ['TUE', 'THU'], time: '18:30', durationInMinutes: 45, staffMemberId: DEMO_STAFF_IDS.leo });
    // New York moves to summer time on 2026-03-08: the wall time stays 18:30.
    expect(result.sessions).toEqual([
      { day: '2026-03-03', weekday: 'TUE', start: '2026-03-03T23:30:00.000Z', end: '2026-03-04T00:15:00.000Z' },
      { day: '2026-03-05', weekday: 'THU', start: '2026-03-05T23:30:00.000Z', end: '2026-03-06T00:15:00.000Z' },
      { day: '2026-03-10', weekday: 'TUE', start: '2026-03-10T22:30:00.000Z', end: '2026-03-10T23:15:00.000Z' },
    ]);
    expect(stderr).toContain('Note: the platform has no sessions for this class yet');

    // What the docs tell emulator users to do for the sessions: they then match the printed plan.
    servicesAdmin(platform.emulator).setSessions(
      result.serviceId,
      (['TUE', 'THU'] as const).map((weekday) => ({ weekday, startTime: '18:30', durationInMinutes: 45, startDate: '2026-03-01', staffMemberId: DEMO_STAFF_IDS.leo, locationId: DEMO_LOCATION_IDS.studio })),
    );
    const owner = createClient({ baseUrl: platform.url, auth: apiKey({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }) });
    const { availabilityEntries = [] } = await queryAvailability(
      owner,
      { filter: { serviceId: result.serviceId, startDate: '2026-03-01T00:00:00', endDate: '2026-03-11T00:00:00' } },
      { timezone: 'America/New_York' },
    );
    expect(availabilityEntries.map((e) => e.slot?.startDate).sort()).toEqual(['2026-03-03T18:30:00', '2026-03-05T18:30:00', '2026-03-10T18:30:00']);
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
});
