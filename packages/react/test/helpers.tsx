import { Suspense, type ReactNode } from 'react';
import { cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { apiKey, createClient, memoryStorage, oauth, type FrontdeskClient, type OAuthApi, type TokenStorage } from '@frontdesk/core';
import {
  createEmulator,
  DEMO_API_KEY,
  DEMO_CLIENT_ID,
  DEMO_SITE_ID,
  demoSeed,
  type Emulator,
  type EmulatorOptions,
} from '@frontdesk/emulator';
import { createFrontdeskQueryClient, FrontdeskProvider } from '../src/index.js';

// TanStack Query tells its observers on a timeout (setTimeout 0), which `await act(...)` does not
// wait for: on a loaded machine a test could read the render before a mutation's refetch reached it.
// Here it tells them on a microtask, which runs before `act` returns, so what a test reads after
// `await act(() => mutation.mutateAsync(...))` is the rendered result, however busy the machine.
notifyManager.setScheduler(queueMicrotask);

/**
 * One emulator per test file, in-process through msw (`onUnhandledRequest: 'error'`), reset after each
 * test. The test page (happy-dom's `location`) is the app: its `/callback` is a registered redirect
 * URI of the demo client. Returns a getter, so `beforeAll` has run when the tests read it.
 */
export function useEmulator(options: EmulatorOptions = {}): { readonly emulator: Emulator } {
  const seed = { ...demoSeed, oauthClients: [{ id: DEMO_CLIENT_ID, redirectUris: [`${location.origin}/callback`] }] };
  const emulator = createEmulator({ clock: '2026-03-01T09:00:00.000Z', seed, ...options });
  const server = setupServer(...emulator.handlers());
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    // Vitest runs without globals, so Testing Library cannot register its own cleanup.
    cleanup();
    server.resetHandlers();
    emulator.reset();
  });
  afterAll(async () => {
    server.close();
    await emulator.close();
  });
  return { emulator };
}

/** The demo site owner's client (API key). */
export function ownerClient(): FrontdeskClient<any> {
  return createClient({ auth: apiKey({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }) });
}

/**
 * Records `METHOD /path` of every platform request a client sends (token requests excluded) and the
 * grant type of every token request.
 */
export function recordingFetch(): { fetch: typeof fetch; calls: string[]; grants: string[] } {
  const calls: string[] = [];
  const grants: string[] = [];
  return {
    calls,
    grants,
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname !== '/oauth2/token') calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      else if (typeof init?.body === 'string') {
        const body = JSON.parse(init.body) as { grantType?: string; grant_type?: string };
        grants.push(body.grantType ?? body.grant_type ?? '?');
      }
      return globalThis.fetch(input, init);
    },
  };
}

/** The owner's client, recording its requests. */
export function recordingOwner(): { client: FrontdeskClient<any>; calls: string[] } {
  const { fetch, calls } = recordingFetch();
  return { client: createClient({ auth: apiKey({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }), fetch }), calls };
}

/** A browser-style visitor/member client (`oauth()`, memory storage). */
export function oauthClient(storage: TokenStorage = memoryStorage()): FrontdeskClient<OAuthApi> {
  return createClient({ auth: oauth({ clientId: DEMO_CLIENT_ID, storage, flowStorage: memoryStorage() }) });
}

/** Signs `client` in as `memberId` with tokens the emulator issued directly (no sign-in flow). */
export async function signInAs(emulator: Emulator, client: FrontdeskClient<OAuthApi>, memberId: string, familyId?: string): Promise<void> {
  const issued = emulator.tokens.issue({ role: 'member', clientId: DEMO_CLIENT_ID, memberId, ...(familyId ? { familyId } : {}) });
  await client.auth.setTokens({
    // Expiry as the client sees it (its own clock); the emulator checks its own.
    accessToken: { value: issued.access_token, expiresAt: Math.floor(Date.now() / 1000) + issued.expires_in },
    refreshToken: { value: issued.refresh_token, role: 'member' },
  });
}

/** A fresh QueryClient with the Frontdesk defaults, as each test must have. */
export function freshQueryClient(): QueryClient {
  return createFrontdeskQueryClient();
}

/** A `renderHook` wrapper with a provider for `client` and `queryClient`. */
export function wrapper(client: FrontdeskClient<any>, queryClient: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <FrontdeskProvider client={client} queryClient={queryClient}>
        {children}
      </FrontdeskProvider>
    );
  };
}

/** `renderHook` under a provider for `client` and `queryClient` (a fresh one unless given). */
export function renderWithProvider<T>(hook: () => T, client: FrontdeskClient<any>, queryClient: QueryClient = freshQueryClient()) {
  return renderHook(hook, { wrapper: wrapper(client, queryClient) });
}

/**
 * Renders `hook` in a component under `<Suspense>` and resolves with its result once it rendered
 * without suspending (the fallback was shown first when `expectFallback`).
 */
export async function renderSuspenseHook<T>(
  hook: () => T,
  client: FrontdeskClient<any>,
  queryClient: QueryClient = freshQueryClient(),
): Promise<{ current: T; sawFallback: boolean }> {
  const box: { current?: T; sawFallback: boolean } = { sawFallback: false };
  function Probe() {
    box.current = hook();
    return <p>ready</p>;
  }
  function Fallback() {
    box.sawFallback = true;
    return <p>loading</p>;
  }
  render(
    <FrontdeskProvider client={client} queryClient={queryClient}>
      <Suspense fallback={<Fallback />}>
        <Probe />
      </Suspense>
    </FrontdeskProvider>,
  );
  await waitFor(() => expect(box.current).toBeDefined());
  return box as { current: T; sawFallback: boolean };
}
