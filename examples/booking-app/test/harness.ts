import { fileURLToPath } from 'node:url';
import { DEMO_API_KEY, DEMO_SITE_ID } from '@frontdesk/emulator';
import { startStorefront, type StorefrontHarness } from '../../plans-storefront/test/harness.js';
import { DEMO_STAFF_PASSCODE, createStaffProxy } from '../server/staff-proxy.js';

export { fact, fitsWidth, text, type StoreTest, type StorefrontHarness } from '../../plans-storefront/test/harness.js';

/**
 * The staff passcode of the browser tests (the app's server side holds it, as in production). The
 * dev server (`STOREFRONT_TEST_SERVER=dev`) runs the app's own plugin, which reads STAFF_PASSCODE.
 */
export const TEST_STAFF_PASSCODE = process.env.STOREFRONT_TEST_SERVER === 'dev' ? (process.env.STAFF_PASSCODE ?? DEMO_STAFF_PASSCODE) : 'staff-test-passcode';

/**
 * The booking app's browser-test world: the emulator (demo seed), the app's production build served
 * from memory behind the app's own staff proxy (`/staff-api/*`, with the demo admin key), and
 * Chromium (the plans storefront's harness, pointed at this app).
 *
 * @example
 * ```ts
 * const h = await startBookingApp();
 * await h.run('browse', async (t) => { await t.goto('/'); });
 * await h.close();
 * ```
 */
export function startBookingApp(): Promise<StorefrontHarness> {
  return startStorefront({
    appRoot: fileURLToPath(new URL('..', import.meta.url)),
    label: 'booking-app',
    middleware: (emulatorUrl) => createStaffProxy({ baseUrl: emulatorUrl, apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID, passcode: TEST_STAFF_PASSCODE }),
  });
}
