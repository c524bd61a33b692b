'use client';

import { useState, type ReactNode } from 'react';
import { createClient, memoryStorage, oauth } from '@frontdesk/core';
import { createFrontdeskQueryClient, FrontdeskProvider } from '@frontdesk/react';

/**
 * The browser's Frontdesk client: an anonymous visitor with its tokens in memory, for public data
 * only (the member's tokens stay in the server's HTTP-only cookie). One per page load; during
 * server rendering, one per request.
 */
export function Providers({ baseUrl, clientId, children }: { baseUrl: string; clientId: string; children: ReactNode }): ReactNode {
  const [client] = useState(() => createClient({ baseUrl, auth: oauth({ clientId, storage: memoryStorage() }) }));
  // Hydrated data is fresh for a minute: the browser does not fetch again what the server just did.
  const [queryClient] = useState(() => createFrontdeskQueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } }));
  return (
    <FrontdeskProvider client={client} queryClient={queryClient}>
      {children}
    </FrontdeskProvider>
  );
}
