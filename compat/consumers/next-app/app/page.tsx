import type { ReactNode } from 'react';
import { createClient, memoryStorage, oauth } from '@frontdesk/core';
import { createFrontdeskQueryClient, dehydrate, FrontdeskHydrationBoundary, prefetchQueries } from '@frontdesk/react';
import { planQueries } from '@frontdesk/react/plans';
import { PlanList } from './plan-list';

export const dynamic = 'force-dynamic';

/** A Server Component: the plans are prefetched on the server and in the HTML before any script runs. */
export default async function Page(): Promise<ReactNode> {
  const client = createClient({
    baseUrl: process.env.FRONTDESK_BASE_URL ?? 'http://127.0.0.1:4010',
    // A visitor, as the browser is: the prefetched queries carry the visitor scope the browser reads.
    auth: oauth({ clientId: 'demo-storefront', storage: memoryStorage() }),
  });
  const queryClient = createFrontdeskQueryClient();
  await prefetchQueries(queryClient, client, (c) => [planQueries.publicQuery(c, { paging: { limit: 12 } })]);
  return (
    <main>
      <h1>Plans</h1>
      <FrontdeskHydrationBoundary state={dehydrate(queryClient)}>
        <PlanList />
      </FrontdeskHydrationBoundary>
    </main>
  );
}
