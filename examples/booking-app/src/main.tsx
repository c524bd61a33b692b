import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createClient, localStorageAdapter, oauth } from '@frontdesk/core';
import { createFrontdeskQueryClient, FrontdeskProvider } from '@frontdesk/react';
import { App } from './app.js';
import { BASE_URL, CLIENT_ID } from './config.js';
import './styles.css';

// One client and one QueryClient for the page's lifetime. Visitors get anonymous tokens on the
// first call; a member's tokens are kept in localStorage, so a reload (or another tab) stays signed in.
const client = createClient({
  baseUrl: BASE_URL,
  auth: oauth({ clientId: CLIENT_ID, storage: localStorageAdapter() }),
});
const queryClient = createFrontdeskQueryClient({
  // Pages and tabs share what was loaded in the last 30 seconds (availability sets its own, shorter time).
  defaultOptions: { queries: { staleTime: 30_000 } },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FrontdeskProvider client={client} queryClient={queryClient}>
      <App />
    </FrontdeskProvider>
  </StrictMode>,
);
