// Server rendering in Node with this project's React (18 or 19): prefetch the public plans from the
// emulator, render the provider tree with react-dom/server, expect the plans and their Dates in the HTML.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createClient, memoryStorage, oauth } from '@frontdesk/core';
import { createFrontdeskQueryClient, FrontdeskProvider, prefetchQueries } from '@frontdesk/react';
import { planQueries, usePublicPlans } from '@frontdesk/react/plans';
import { createEmulator, DEMO_CLIENT_ID } from '@frontdesk/emulator';

const emulator = createEmulator();
const { url } = await emulator.listen({ port: 0 });
try {
  const client = createClient({ baseUrl: url, auth: oauth({ clientId: DEMO_CLIENT_ID, storage: memoryStorage() }) });
  const queryClient = createFrontdeskQueryClient();
  const query = { paging: { limit: 10 } };
  await prefetchQueries(queryClient, client, (c) => [planQueries.publicQuery(c, query)]);

  function Plans() {
    const { data } = usePublicPlans(query);
    return createElement(
      'ul',
      null,
      (data?.items ?? []).map((plan) =>
        createElement('li', { key: plan.id }, plan.createdDate instanceof Date ? `date:${plan.createdDate.toISOString()}` : 'no-date'),
      ),
    );
  }
  const html = renderToString(createElement(FrontdeskProvider, { client, queryClient }, createElement(Plans)));
  const items = html.match(/<li>/g)?.length ?? 0;
  if (items === 0) throw new Error(`no plan rendered: ${html}`);
  if (html.includes('no-date')) throw new Error(`a plan's createdDate is not a Date: ${html}`);
  const { version } = await import('react');
  console.log(`ssr: React ${version}, ${items} plans rendered with Dates`);
  // No queryClient.clear(): on the server createFrontdeskQueryClient() sets no garbage-collection
  // timer, so this process ends by itself once rendered (a 5-minute timer kept it alive before).
} finally {
  await emulator.close();
}
