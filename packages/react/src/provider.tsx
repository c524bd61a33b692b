'use client';

import { useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { FrontdeskClient } from '@frontdesk/core';
import { syncCacheWithAuth } from './cache.js';
import { FrontdeskContext, type FrontdeskContextValue } from './context.js';
import { createFrontdeskQueryClient } from './defaults.js';
import { identityAuthOf, isIdentityReady, scopeOf, whenIdentityReady } from './scope.js';

/** Props of {@link FrontdeskProvider}. */
export interface FrontdeskProviderProps {
  /** The client every hook below calls with. Create it once (outside render, or in `useState`). */
  client: FrontdeskClient<any>;
  /**
   * Your app's `QueryClient`. Without it the provider uses the one of an enclosing
   * `<QueryClientProvider>`, or else creates one with the Frontdesk defaults
   * (`createFrontdeskQueryClient()`), once per provider.
   */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * Makes a Frontdesk client available to the hooks. It tracks the client's identity: the query keys'
 * scope follows sign-in, sign-out and downgrades, queries wait until the stored identity is loaded,
 * and a member's queries are cancelled and removed when that member leaves.
 *
 * @example
 * ```tsx
 * const client = createClient({ auth: oauth({ clientId, storage: localStorageAdapter() }) });
 * const queryClient = createFrontdeskQueryClient();
 *
 * root.render(
 *   <FrontdeskProvider client={client} queryClient={queryClient}>
 *     <App />
 *   </FrontdeskProvider>,
 * );
 * ```
 */
export function FrontdeskProvider({ client, queryClient, children }: FrontdeskProviderProps): ReactNode {
  const outer = useContext(QueryClientContext);
  const [own] = useState<QueryClient | undefined>(() => (queryClient || outer ? undefined : createFrontdeskQueryClient()));
  const resolved = queryClient ?? outer ?? own ?? createFrontdeskQueryClient();

  const subscribe = useCallback(
    (notify: () => void) => {
      const identity = identityAuthOf(client);
      if (!identity) return () => undefined;
      let live = true;
      const off = identity.onChange(notify);
      void whenIdentityReady(client).then(
        () => live && notify(),
        () => undefined,
      );
      return () => {
        live = false;
        off();
      };
    },
    [client],
  );
  const snapshot = useCallback(() => `${isIdentityReady(client) ? '1' : '0'}${scopeOf(client)}`, [client]);
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);

  useEffect(() => syncCacheWithAuth(client, resolved), [client, resolved]);

  const value = useMemo<FrontdeskContextValue>(
    () => ({ client, queryClient: resolved, ready: state.startsWith('1'), scope: state.slice(1) }),
    [client, resolved, state],
  );
  const content = <FrontdeskContext.Provider value={value}>{children}</FrontdeskContext.Provider>;
  return resolved === outer ? content : <QueryClientProvider client={resolved}>{content}</QueryClientProvider>;
}
