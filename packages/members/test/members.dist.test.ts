import { describe, expect, it } from 'vitest';
import { distEnvironment, loadEveryBuild } from '@frontdesk/test-support/dist-smoke';

type Members = typeof import('../src/index.js');

describe('@frontdesk/members dist', async () => {
  const env = await distEnvironment();
  for (const [build, members] of await loadEveryBuild<Members>('members')) {
    it(`lists members as the owner, dates decoded (${build})`, async () => {
      const page = await members.listMembers(env.owner(), { paging: { limit: 5 } });
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items[0]!.createdDate).toBeInstanceOf(Date);
    });
  }
});
