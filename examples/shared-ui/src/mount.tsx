import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createClient, localStorageAdapter, oauth } from '@frontdesk/core';
import { createFrontdeskQueryClient, FrontdeskProvider } from '@frontdesk/react';
import { ShellProvider, type Shell } from './shell.js';

/** Options of {@link mountApp}. */
export interface MountOptions {
  /** The app's shell (`createShell`): its platform URL, brand, home page, error codes. */
  shell: Shell;
  /** The OAuth client id of the app (the emulator's demo app: `demo-storefront`). */
  clientId: string;
  /** How long pages and tabs share what was loaded, in ms (the queries' `staleTime`). */
  staleTime: number;
}

/**
 * Renders `app` into `#root` with one Frontdesk client and one QueryClient for the page's lifetime.
 * Visitors get anonymous tokens on the first call; a member's tokens are kept in localStorage, so a
 * reload (or another tab) stays signed in.
 *
 * @example
 * ```tsx
 * mountApp(<App />, { shell, clientId: CLIENT_ID, staleTime: 30_000 });
 * ```
 */
export function mountApp(app: ReactNode, { shell, clientId, staleTime }: MountOptions): void {
  const client = createClient({
    baseUrl: shell.baseUrl,
    auth: oauth({ clientId, storage: localStorageAdapter() }),
  });
  const queryClient = createFrontdeskQueryClient({
    defaultOptions: { queries: { staleTime } },
  });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <FrontdeskProvider client={client} queryClient={queryClient}>
        <ShellProvider shell={shell}>{app}</ShellProvider>
      </FrontdeskProvider>
    </StrictMode>,
  );
}
