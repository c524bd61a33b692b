import type { ReactNode } from 'react';
import { createFrontdeskQueryClient, dehydrate, FrontdeskHydrationBoundary, prefetchQueries } from '@frontdesk/react';
import { planQueries } from '@frontdesk/react/plans';
import { PLANS_QUERY } from '../lib/config';
import { publicClient } from '../lib/session';
import { PlanList } from './plan-list';

/**
 * The plans (a Server Component): prefetched on the server with the same `queryOptions` builder the
 * browser's hook uses, so the HTML has the plans before any JavaScript runs, and the browser starts
 * from the same cache.
 */
export default async function HomePage(): Promise<ReactNode> {
  const queryClient = createFrontdeskQueryClient();
  await prefetchQueries(queryClient, publicClient(), (client) => [planQueries.publicQuery(client, PLANS_QUERY)]);
  return (
    <section aria-labelledby="title">
      <h1 id="title">Choose your plan</h1>
      <FrontdeskHydrationBoundary state={dehydrate(queryClient)}>
        <PlanList />
      </FrontdeskHydrationBoundary>
    </section>
  );
}
