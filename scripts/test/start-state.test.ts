// `npm start` keeps the emulator's state in .data/emulator between runs: after a journey (an account,
// a password change, a booking) and Ctrl-C (SIGINT), the next start has all of it. Runs the built
// CLI with a data folder, twice, and the SDK's built packages against it (`npm test` builds them
// first; alone: `npm run build && npx vitest run --project scripts`).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { type RunningCli, startEmulatorCli } from './emulator-cli.js';
import { apiKey, createClient, oauth } from '../../packages/core/dist/index.js';
import { changePassword, login, register } from '../../packages/identity/dist/index.js';
import { createBooking, queryAvailability, queryExtendedBookings } from '../../packages/bookings/dist/index.js';
import { DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_SERVICE_IDS, DEMO_SITE_ID } from '../../packages/emulator/dist/index.js';

const dataDir = mkdtempSync(join(tmpdir(), 'frontdesk-start-state-'));
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the CLI on a free port with the data folder; resolves once it listens. */
async function startEmulator(): Promise<RunningCli> {
  const cli = await startEmulatorCli(['--data', dataDir]);
  running.add(cli.child);
  return cli;
}

/** Ctrl-C: SIGINT, then wait for the process to end by itself. */
function interrupt(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    });
    child.kill('SIGINT');
  });
}

it('keeps accounts, password changes and bookings across Ctrl-C and a new start', { timeout: 60_000 }, async () => {
  const email = 'kept@example.com';
  const first = await startEmulator();
  const visitor = createClient({ baseUrl: first.url, auth: oauth({ clientId: DEMO_CLIENT_ID }) });
  // In Node the sign-in is completed with the owner's key (a browser would use a redirect or direct login).
  const signedIn = await register(visitor, { email, password: 'first-password-1' }, { complete: { apiKey: DEMO_API_KEY } });
  expect([signedIn.loginState, visitor.auth.loggedIn()]).toEqual(['SUCCESS', true]);
  await changePassword(visitor, 'second-password-2');

  const owner = createClient({ baseUrl: first.url, auth: apiKey({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }) });
  const from = new Date();
  const to = new Date(from.getTime() + 7 * 24 * 3600 * 1000);
  const { availabilityEntries = [] } = await queryAvailability(owner, {
    filter: { serviceId: [DEMO_SERVICE_IDS.privateSession], startDate: from.toISOString(), endDate: to.toISOString(), bookable: true },
  });
  const slot = availabilityEntries[0]?.slot;
  expect(slot).toBeDefined();
  const { booking } = await createBooking(owner, { bookedEntity: { slot: slot! }, contactDetails: { firstName: 'Kept', email } });
  expect(await interrupt(first.child)).toBe(0);

  const second = await startEmulator();
  const again = createClient({ baseUrl: second.url, auth: oauth({ clientId: DEMO_CLIENT_ID }) });
  expect((await login(again, { email, password: 'first-password-1' })).loginState).not.toBe('SUCCESS');
  expect((await login(again, { email, password: 'second-password-2' })).loginState).toBe('SUCCESS');
  const owner2 = createClient({ baseUrl: second.url, auth: apiKey({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }) });
  const { items } = await queryExtendedBookings(owner2, { filter: { id: booking.id } });
  expect(items.map((item) => item.booking)).toMatchObject([{ id: booking.id, status: booking.status, contactDetails: { email } }]);
  await interrupt(second.child);
});
