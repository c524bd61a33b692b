import { describe, expect, it } from 'vitest';
import { distEnvironment, loadBothFormats } from '@frontdesk/test-support/dist-smoke';

type Orders = typeof import('../src/index.js');

describe('@frontdesk/orders dist', async () => {
  const env = await distEnvironment();
  for (const [format, orders] of await loadBothFormats<Orders>('orders')) {
    it(`lists orders as the owner (${format})`, async () => {
      const page = await orders.managementListOrders(env.owner(), { limit: 5 });
      expect(Array.isArray(page.items)).toBe(true);
      const preview = await orders.getPricePreview(env.visitor(), env.emulator.DEMO_PLAN_IDS['monthly']!);
      expect(preview).toBeTruthy();
    });
  }
});
