/**
 * Smoke test of the built package (the `dist` vitest project; run after `npm run build`): loads the root
 * entry and the plans entry (dist/index.cjs and dist/plans.cjs with `require`, dist/index.js and
 * dist/plans.js with `import()`), fetches through a query builder of each against the standalone
 * emulator, server-renders a hook of `@frontdesk/react/plans` inside the root's provider (one context
 * shared by the entries, in both formats), and round-trips dehydrated state with its `Date`s.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, memoryStorage, oauth } from '@frontdesk/core';
import { createEmulator, DEMO_CLIENT_ID, type EmulatorServer } from '@frontdesk/emulator';

type ReactPackage = typeof import('../src/index.js') & typeof import('../src/plans/index.js');

const dist = (file: string) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));
const require = createRequire(import.meta.url);

const emulator = createEmulator({ clock: '2026-03-01T09:00:00.000Z' });
let server: EmulatorServer;

beforeAll(async () => {
  server = await emulator.listen({ port: 0 });
});
afterAll(() => emulator.close());

async function formats(): Promise<Array<[string, ReactPackage]>> {
  const esm = (file: string) => import(/* @vite-ignore */ pathToFileURL(dist(file)).href);
  return [
    ['cjs', { ...require(dist('index.cjs')), ...require(dist('plans.cjs')) } as ReactPackage],
    ['esm', { ...(await esm('index.js')), ...(await esm('plans.js')) } as ReactPackage],
  ];
}

describe('@frontdesk/react dist', () => {
  it('fetches, server-renders and dehydrates with Dates, as CJS and as ESM', async () => {
    for (const [name, pkg] of await formats()) {
      const client = createClient({ baseUrl: server.url, auth: oauth({ clientId: DEMO_CLIENT_ID, storage: memoryStorage() }) });
      const queryClient = pkg.createFrontdeskQueryClient();
      await pkg.prefetchQueries(queryClient, client, (c) => [pkg.planQueries.publicQuery(c)]);
      const page = queryClient.getQueryData(pkg.planQueries.publicQuery(client).queryKey);
      expect([name, page?.items[0]?.createdDate instanceof Date]).toEqual([name, true]);
      expect(pkg.planQueries.publicQuery(client).queryKey).toEqual(['frontdesk', 'visitor', 'plans', 'publicQuery']);

      function Plans() {
        const { data } = pkg.usePublicPlans();
        return createElement(
          'ul',
          null,
          data?.items.map((plan) => createElement('li', { key: plan.id }, plan.name)),
        );
      }
      const html = renderToString(createElement(pkg.FrontdeskProvider, { client, queryClient }, createElement(Plans)));
      expect(html).toContain('<li>Monthly Membership</li>');

      const restored = pkg.createFrontdeskQueryClient();
      pkg.hydrate(restored, JSON.parse(JSON.stringify(pkg.dehydrate(queryClient))));
      expect(restored.getQueryData(pkg.planQueries.publicQuery(client).queryKey)?.items[0]?.createdDate).toBeInstanceOf(Date);
    }
  });

  it('throws the context error outside the provider', async () => {
    for (const [, pkg] of await formats()) {
      function Orphan() {
        pkg.useFrontdeskClient();
        return null;
      }
      expect(() => renderToString(createElement(Orphan))).toThrow(/platform context not available/);
    }
  });
});
