'use client';

import { useState, type ReactNode } from 'react';
import { createClient, memoryStorage, oauth } from '@frontdesk/core';
import { createFrontdeskQueryClient, FrontdeskProvider } from '@frontdesk/react';

export function Providers({ baseUrl, children }: { baseUrl: string; children: ReactNode }): ReactNode {
  const [client] = useState(() => createClient({ baseUrl, auth: oauth({ clientId: 'demo-storefront', storage: memoryStorage() }) }));
  const [queryClient] = useState(() => createFrontdeskQueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } }));
  return (
    <FrontdeskProvider client={client} queryClient={queryClient}>
      {children}
    </FrontdeskProvider>
  );
}
