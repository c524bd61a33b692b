import { describe, expect, it } from 'vitest';
import { distEnvironment, loadEveryBuild } from '@frontdesk/test-support/dist-smoke';

type Orders = typeof import('../src/index.js');

describe('@frontdesk/orders dist', async () => {
  const env = await distEnvironment();
  for (const [build, orders] of await loadEveryBuild<Orders>('orders')) {
    it(`lists orders as the owner (${build})`, async () => {
      const page = await orders.managementListOrders(env.owner(), { limit: 5 });
      expect(Array.isArray(page.items)).toBe(true);
      const preview = await orders.getPricePreview(env.visitor(), env.emulator.DEMO_PLAN_IDS['monthly']!);
      expect(preview).toBeTruthy();
    });
  }
});
