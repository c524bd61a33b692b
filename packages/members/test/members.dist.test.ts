import { describe, expect, it } from 'vitest';
import { distEnvironment, loadBothFormats } from '@frontdesk/test-support/dist-smoke';

type Members = typeof import('../src/index.js');

describe('@frontdesk/members dist', async () => {
  const env = await distEnvironment();
  for (const [format, members] of await loadBothFormats<Members>('members')) {
    it(`lists members as the owner, dates decoded (${format})`, async () => {
      const page = await members.listMembers(env.owner(), { paging: { limit: 5 } });
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items[0]!.createdDate).toBeInstanceOf(Date);
    });
  }
});
