import { describe, expect, it } from 'vitest';
import { distEnvironment, loadBothFormats } from '@frontdesk/test-support/dist-smoke';

type Plans = typeof import('../src/index.js');

describe('@frontdesk/plans dist', async () => {
  const env = await distEnvironment();
  for (const [format, plans] of await loadBothFormats<Plans>('plans')) {
    it(`lists public plans with Date fields (${format})`, async () => {
      const page = await plans.queryPublicPlans(env.visitor(), { paging: { limit: 2 } });
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items[0]!.createdDate).toBeInstanceOf(Date);
    });
  }
});
