import { fileURLToPath } from 'node:url';
import { startStorefront, type StorefrontHarness } from '../../plans-storefront/test/harness.js';

export { fact, fitsWidth, text, type StoreTest, type StorefrontHarness } from '../../plans-storefront/test/harness.js';

/**
 * The booking app's browser-test world: the emulator (demo seed), the app's production build served
 * from memory, and Chromium (the plans storefront's harness, pointed at this app).
 *
 * @example
 * ```ts
 * const h = await startBookingApp();
 * await h.run('browse', async (t) => { await t.goto('/'); });
 * await h.close();
 * ```
 */
export function startBookingApp(): Promise<StorefrontHarness> {
  return startStorefront({ appRoot: fileURLToPath(new URL('..', import.meta.url)), label: 'booking-app' });
}
