import { Suspense, type ReactNode } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { isCancelledError, QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isFrontdeskError, memoryStorage } from '@frontdesk/core';
import { DEMO_SITE_ID } from '@frontdesk/emulator';
import {
  FrontdeskProvider,
  frontdeskRetry,
  IdentityChangedError,
  isIdentityChangedError,
  runInScope,
  scopeOf,
  useFrontdeskClient,
  useFrontdeskContext,
  useFrontdeskQuery,
  useFrontdeskScope,
  useFrontdeskSuspenseQuery,
} from '../src/index.js';
import { freshQueryClient, oauthClient, ownerClient, signInAs, renderWithProvider } from './helpers.js';
import { useWidgetEmulator, widgetQueries, type Widget } from './widgets.js';

const { env, served } = useWidgetEmulator();

/** Renders a widget query as a visitor, then signs `memberId` in: the query follows to the member's scope. */
async function widgetSeenByVisitorThenMember(widgetId: string, memberId: string) {
  const client = oauthClient();
  const queryClient = freshQueryClient();
  const { result } = renderWithProvider(() => useFrontdeskQuery((c) => widgetQueries.detail(c, widgetId)), client, queryClient);
  await waitFor(() => expect(result.current.data?.viewer).toBe('visitor'));
  await act(() => signInAs(env.emulator, client, memberId));
  await waitFor(() => expect(result.current.data?.viewer).toBe(`member:${memberId}`));
  return { client, queryClient, result };
}

describe('<FrontdeskProvider>', () => {
  it('hooks outside the provider throw "platform context not available" naming the provider', () => {
    let caught: unknown;
    try {
      renderHook(() => useFrontdeskClient());
    } catch (error) {
      caught = error;
    }
    expect(isFrontdeskError(caught)).toBe(true);
    expect((caught as Error).message).toMatch(/^platform context not available/);
    expect((caught as Error).message).toContain('<FrontdeskProvider client={client}>');
    expect(() => renderHook(() => useFrontdeskQuery((c) => widgetQueries.detail(c, 'w01')))).toThrow(/platform context not available/);
  });

  it("uses the app's QueryClient when given", () => {
    const client = ownerClient();
    const queryClient = new QueryClient();
    const { result } = renderWithProvider(() => ({ tanstack: useQueryClient(), frontdesk: useFrontdeskContext() }), client, queryClient);
    expect(result.current.tanstack).toBe(queryClient);
    expect(result.current.frontdesk.queryClient).toBe(queryClient);
    expect(result.current.frontdesk.client).toBe(client);
  });

  it('uses an enclosing QueryClientProvider, else creates one with the Frontdesk defaults', () => {
    const client = ownerClient();
    const outer = new QueryClient();
    const nested = renderHook(() => useFrontdeskContext().queryClient, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={outer}>
          <FrontdeskProvider client={client}>{children}</FrontdeskProvider>
        </QueryClientProvider>
      ),
    });
    expect(nested.result.current).toBe(outer);

    const own = renderHook(() => ({ frontdesk: useFrontdeskContext().queryClient, tanstack: useQueryClient() }), {
      wrapper: ({ children }: { children: ReactNode }) => <FrontdeskProvider client={client}>{children}</FrontdeskProvider>,
    });
    expect(own.result.current.frontdesk).toBe(own.result.current.tanstack);
    expect(own.result.current.frontdesk.getDefaultOptions().queries?.retry).toBe(frontdeskRetry);
    const first = own.result.current.frontdesk;
    own.rerender();
    expect(own.result.current.frontdesk).toBe(first);
  });
});

describe('identity scope', () => {
  it('is owner:<site> for an API key, visitor for visitors and member:<session> for members', async () => {
    expect(scopeOf(ownerClient())).toBe(`owner:${DEMO_SITE_ID}`);
    const client = oauthClient();
    const { result } = renderWithProvider(() => useFrontdeskScope(), client);
    await waitFor(() => expect(result.current).toBe('visitor'));
    await act(() => signInAs(env.emulator, client, 'm1'));
    expect(result.current).toMatch(/^member:.+/);
    const first = result.current;
    await act(() => client.auth.logout());
    expect(result.current).toBe('visitor');
    await act(() => signInAs(env.emulator, client, 'm1'));
    // The same member signing in again gets a new scope: old keys are never reused.
    expect(result.current).toMatch(/^member:.+/);
    expect(result.current).not.toBe(first);
  });

  it('follows the identity in the keys and in what the server returns', async () => {
    const { client, queryClient } = await widgetSeenByVisitorThenMember('w01', 'm1');
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey[1]);
    expect(keys).toEqual(['visitor', scopeOf(client)]);
  });

  it('waits for the stored identity before fetching, so a returning member is never fetched as a visitor', async () => {
    const storage = memoryStorage();
    await signInAs(env.emulator, oauthClient(storage), 'm2');
    const client = oauthClient(storage); // a page load: tokens are in storage, not read yet
    expect(client.auth.role()).toBe('none');
    const queryClient = freshQueryClient();
    const { result } = renderWithProvider(() => useFrontdeskQuery((c) => widgetQueries.detail(c, 'w02')), client, queryClient);
    await waitFor(() => expect(result.current.data?.viewer).toBe('member:m2'));
    expect(served.requests).toHaveLength(1);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => [q.queryKey[1], q.state.status]),
    ).toEqual([
      ['visitor', 'pending'],
      [scopeOf(client), 'success'],
    ]);
  });

  it('Suspense hooks suspend until the identity is loaded, then until the data is there', async () => {
    const storage = memoryStorage();
    await signInAs(env.emulator, oauthClient(storage), 'm3');
    const client = oauthClient(storage);
    function Widget() {
      const { data } = useFrontdeskSuspenseQuery((c) => widgetQueries.detail(c, 'w03'));
      return <p>{`${data.name} for ${data.viewer} on ${data.createdDate?.toISOString().slice(0, 10)}`}</p>;
    }
    render(
      <FrontdeskProvider client={client} queryClient={freshQueryClient()}>
        <Suspense fallback={<p>loading</p>}>
          <Widget />
        </Suspense>
      </FrontdeskProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Widget 3 for member:m3 on 2026-01-03')).toBeTruthy();
    expect(served.requests).toHaveLength(1);
  });
});

describe('identity changes and the cache', () => {
  it('removes and cancels member queries on logout; visitor data stays', async () => {
    const { client, queryClient, result } = await widgetSeenByVisitorThenMember('w04', 'm4');
    const memberScope = scopeOf(client);
    // A second member query is in flight when the member signs out.
    env.emulator.faults.inject({ path: '/test/v1/widgets/w05', delayMs: 2_000 });
    const slow = queryClient.fetchQuery(widgetQueries.detail(client, 'w05')).catch((e: unknown) => e);
    await waitFor(() => expect(queryClient.isFetching({ queryKey: ['frontdesk', memberScope] })).toBe(1));

    await act(() => client.auth.logout());

    expect(isCancelledError(await slow)).toBe(true);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['frontdesk', memberScope] })).toEqual([]);
    expect(queryClient.getQueryData<Widget>(widgetQueries.detail.key('visitor', 'w04'))?.viewer).toBe('visitor');
    await waitFor(() => expect(result.current.data?.viewer).toBe('visitor'));
  });

  it('removes member queries when the member is downgraded to a visitor (refresh refused)', async () => {
    const client = oauthClient();
    const queryClient = freshQueryClient();
    await signInAs(env.emulator, client, 'm5', 'family-m5');
    const events: string[] = [];
    client.auth.onChange((event) => events.push(event.type));
    const { result } = renderWithProvider(() => useFrontdeskQuery((c) => widgetQueries.detail(c, 'w06')), client, queryClient);
    await waitFor(() => expect(result.current.data?.viewer).toBe('member:m5'));
    const memberScope = scopeOf(client);

    env.emulator.tokens.revokeFamily('family-m5');
    // The next call gets a 401, the refresh is refused, the client falls back to visitor tokens.
    await act(() => queryClient.fetchQuery(widgetQueries.detail(client, 'w07')).catch(() => undefined));

    expect(events).toContain('member-downgraded');
    expect(queryClient.getQueryCache().findAll({ queryKey: ['frontdesk', memberScope] })).toEqual([]);
    await waitFor(() => expect(result.current.data?.viewer).toBe('visitor'));
  });

  it('refuses to cache one identity under another: options built before a sign-in fail with IdentityChangedError', async () => {
    const client = oauthClient();
    const queryClient = freshQueryClient();
    const stale = widgetQueries.detail(client, 'w08'); // built for 'visitor'
    await signInAs(env.emulator, client, 'm6');
    const error = await queryClient.fetchQuery(stale).catch((e: unknown) => e);
    expect(isIdentityChangedError(error)).toBe(true);
    expect(error).toBeInstanceOf(IdentityChangedError);
    expect(error).toMatchObject({ keyScope: 'visitor', currentScope: scopeOf(client) });
    expect(frontdeskRetry(0, error)).toBe(false);
    expect(served.requests).toHaveLength(0);
  });

  it('refuses a result when a member signs in or out while the call is in flight', async () => {
    const client = oauthClient();
    await signInAs(env.emulator, client, 'm7');
    const scope = scopeOf(client);
    const run = runInScope(client, scope, async () => {
      await client.auth.logout();
      return 'data of m7';
    });
    await expect(run).rejects.toMatchObject({ name: 'IdentityChangedError', keyScope: scope, currentScope: 'visitor' });
    // Visitor to visitor (the first anonymous token) is fine.
    const visitor = oauthClient();
    await expect(runInScope(visitor, 'visitor', () => visitor.auth.generateVisitorTokens().then(() => 'ok'))).resolves.toBe('ok');
  });

  it('plain useQuery with a builder works inside the provider', async () => {
    const client = ownerClient();
    const { result } = renderWithProvider(() => useQuery(widgetQueries.detail(useFrontdeskClient(), 'w09')), client);
    await waitFor(() => expect(result.current.data?.id).toBe('w09'));
  });
});
