import { describe, expect, it } from 'vitest';
import { distEnvironment, loadEveryBuild } from '@frontdesk/test-support/dist-smoke';

type Plans = typeof import('../src/index.js');

describe('@frontdesk/plans dist', async () => {
  const env = await distEnvironment();
  for (const [build, plans] of await loadEveryBuild<Plans>('plans')) {
    it(`lists public plans with Date fields (${build})`, async () => {
      const page = await plans.queryPublicPlans(env.visitor(), { paging: { limit: 2 } });
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items[0]!.createdDate).toBeInstanceOf(Date);
    });
  }
});
