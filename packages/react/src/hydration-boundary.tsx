'use client';

import type { ReactNode } from 'react';
import { HydrationBoundary, type HydrationBoundaryProps } from '@tanstack/react-query';
import { deserializeDates } from './dates.js';

/**
 * TanStack's `<HydrationBoundary>` restoring the `Date` fields that `dehydrate` (from this package)
 * serialised. Place it below `<FrontdeskProvider>`.
 *
 * @example
 * ```tsx
 * export default async function PlansPage() {
 *   const queryClient = createFrontdeskQueryClient();
 *   await prefetchQueries(queryClient, client, (c) => [planQueries.publicQuery(c)]);
 *   return (
 *     <FrontdeskHydrationBoundary state={dehydrate(queryClient)}>
 *       <Plans />
 *     </FrontdeskHydrationBoundary>
 *   );
 * }
 * ```
 */
export function FrontdeskHydrationBoundary({ options, ...props }: HydrationBoundaryProps): ReactNode {
  return (
    <HydrationBoundary
      {...props}
      options={{ ...options, defaultOptions: { deserializeData: deserializeDates, ...options?.defaultOptions } }}
    />
  );
}
