import { act, waitFor } from '@testing-library/react';
import { skipToken, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '@frontdesk/emulator';
import { createClient, apiKey } from '@frontdesk/core';
import { DEMO_API_KEY } from '@frontdesk/emulator';
import { callKey, keysOf, useFrontdeskInfiniteQuery, useFrontdeskMutation, useFrontdeskQuery, withPageParam } from '../src/index.js';
import { bookingKeys, bookingQueries } from '../src/bookings/index.js';
import { memberKeys, memberQueries, siteMemberKeys, siteMemberQueries } from '../src/members/index.js';
import { orderKeys, orderQueries } from '../src/orders/index.js';
import { planKeys, planQueries, usePlans } from '../src/plans/index.js';
import { serviceKeys, serviceQueries } from '../src/services/index.js';
import { freshQueryClient, ownerClient, renderWithProvider } from './helpers.js';
import { cursorWidgets, listWidgets, useWidgetEmulator, widgetMutations, widgetQueries } from './widgets.js';

const { env, served } = useWidgetEmulator();
afterEach(() => {
  served.names.clear();
});

describe('keysOf', () => {
  it('derives all(scope) and each builder key, skipping entries without a key', () => {
    const keys = keysOf('widgets', { ...widgetQueries, all: () => ({}), label: 'not a builder' });
    expect(keys.all('visitor')).toEqual(['frontdesk', 'visitor', 'widgets']);
    expect(keys.detail('visitor', 'w1')).toEqual(widgetQueries.detail.key('visitor', 'w1'));
    expect(keys.listInfinite('visitor')).toEqual(['frontdesk', 'visitor', 'widgets', 'list', 'infinite']);
    expect(Object.keys(keys).sort()).toEqual(['all', ...Object.keys(widgetQueries).filter((name) => name !== 'all')].sort());
  });

  it('every domain key factory has a key for each builder, equal to the builder’s queryKey prefix', () => {
    const domains = [
      ['plans', planKeys, planQueries],
      ['orders', orderKeys, orderQueries],
      ['services', serviceKeys, serviceQueries],
      ['bookings', bookingKeys, bookingQueries],
      ['members', memberKeys, memberQueries],
      ['members', siteMemberKeys, siteMemberQueries],
    ] as const;
    for (const [domain, keys, queries] of domains) {
      expect((keys.all as (scope: string) => unknown)('s')).toEqual(['frontdesk', 's', domain]);
      for (const [name, builder] of Object.entries(queries)) {
        if (name === 'all') continue;
        const key = (keys as unknown as Record<string, (scope: string, ...args: unknown[]) => unknown>)[name];
        expect(key, `${domain}.${name}`).toBe((builder as { key: unknown }).key);
      }
    }
  });
});

describe('defineQuery', () => {
  it('gives each builder the length of `(client, ...callArgs)`, where the hooks find their options', () => {
    expect([widgetQueries.detail.length, widgetQueries.list.length, widgetQueries.listInfinite.length]).toEqual([2, 2, 2]);
    expect([planQueries.stats.length, orderQueries.offlinePreview.length, orderQueries.memberDetail.length]).toEqual([1, 4, 3]);
  });

  it('runs a hook with its options after every call argument, the call arguments left out or not', async () => {
    const names = (page: { items: Array<{ name?: string }> }) => page.items.map((plan) => plan.name);
    const { result } = renderWithProvider(
      () => ({ all: usePlans(undefined, { select: names }), one: usePlans({ limit: 1 }, { select: names }) }),
      ownerClient(),
    );
    await waitFor(() => expect(result.current.one.data).toHaveLength(1));
    await waitFor(() => expect(result.current.all.data?.length).toBeGreaterThan(1));
  });

  it('builds hierarchical, scoped keys from the arguments, dropping trailing undefined', () => {
    const client = ownerClient();
    expect(widgetQueries.detail(client, 'w01').queryKey).toEqual(['frontdesk', `owner:${DEMO_SITE_ID}`, 'widgets', 'detail', 'w01']);
    expect(widgetQueries.list(client).queryKey).toEqual(['frontdesk', `owner:${DEMO_SITE_ID}`, 'widgets', 'list']);
    expect(widgetQueries.list(client, undefined).queryKey).toEqual(widgetQueries.list(client).queryKey);
    expect(widgetQueries.listInfinite(client, { limit: 5 }).queryKey).toEqual([
      'frontdesk',
      `owner:${DEMO_SITE_ID}`,
      'widgets',
      'list',
      'infinite',
      { limit: 5 },
    ]);
    expect(widgetQueries.detail.key('visitor', 'w02')).toEqual(callKey('visitor', 'widgets', 'detail', ['w02']));
  });

  it('fetches through the client with useQuery, keeping Date fields', async () => {
    const client = ownerClient();
    const { result } = renderWithProvider(() => useQuery(widgetQueries.detail(client, 'w03')), client);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ id: 'w03', name: 'Widget 3', viewer: 'owner' });
    expect(result.current.data?.createdDate).toBeInstanceOf(Date);
    expect(result.current.data?.createdDate?.toISOString()).toBe('2026-01-03T00:00:00.000Z');
  });

  it('turns a Page into plain page data', async () => {
    const client = ownerClient();
    const { result } = renderWithProvider(() => useFrontdeskQuery((c) => widgetQueries.list(c, { limit: 10, offset: 20 })), client);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ totalCount: 25, pageSize: 10, offset: 20, hasNext: false, hasPrev: true });
    expect(result.current.data?.items.map((w) => w.id)).toEqual(['w21', 'w22', 'w23', 'w24', 'w25']);
    expect(typeof (result.current.data as unknown as { next?: unknown }).next).toBe('undefined');
  });

  it('forwards the query signal: cancelling aborts the request', async () => {
    const signals: AbortSignal[] = [];
    const client = createClient({
      auth: apiKey({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }),
      fetch: (input, init) => {
        if (init?.signal) signals.push(init.signal);
        return globalThis.fetch(input, init);
      },
    });
    env.emulator.faults.inject({ path: '/test/v1/widgets/w04', delayMs: 5_000 });
    const queryClient = freshQueryClient();
    const { result } = renderWithProvider(() => useQuery(widgetQueries.detail(client, 'w04')), client, queryClient);
    await waitFor(() => expect(signals).toHaveLength(1));
    await act(() => queryClient.cancelQueries({ queryKey: widgetQueries.detail(client, 'w04').queryKey }));
    expect(signals[0]!.aborted).toBe(true);
    await waitFor(() => expect(result.current.fetchStatus).toBe('idle'));
    expect(result.current.error).toBeNull();
  });

  it('skips the query for a skipToken argument', async () => {
    const client = ownerClient();
    const { result } = renderWithProvider(() => useFrontdeskQuery((c) => widgetQueries.detail(c, 'w05'), undefined, true), client);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.isPending).toBe(true);
    expect(served.requests).toHaveLength(0);
    expect(skipToken).toBeTypeOf('symbol');
  });
});

describe('defineInfiniteQuery', () => {
  it('pages with the offset page parameter until there is no next page', async () => {
    const client = ownerClient();
    const { result } = renderWithProvider(
      () => useFrontdeskInfiniteQuery((c) => widgetQueries.listInfinite(c, { limit: 10, prefix: 'Widget' })),
      client,
    );
    // Read `data` before paging: TanStack re-renders only for result fields that were read.
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(3));
    expect(result.current.data?.pages.map((p) => p.items.length)).toEqual([10, 10, 5]);
    expect(result.current.data?.pageParams).toEqual([null, { offset: 10 }, { offset: 20 }]);
    expect(result.current.hasNextPage).toBe(false);
    // The other arguments go out with every page.
    expect(served.requests.map((r) => r.input)).toEqual([
      { limit: '10', prefix: 'Widget' },
      { limit: '10', prefix: 'Widget', offset: '10' },
      { limit: '10', prefix: 'Widget', offset: '20' },
    ]);
  });

  it('pages with cursors, sending only the cursor paging after the first page', async () => {
    const client = ownerClient();
    const { result } = renderWithProvider(
      () => useInfiniteQuery(widgetQueries.cursorInfinite(client, { filter: { name: 'x' }, cursorPaging: { limit: 10 } })),
      client,
    );
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(3));
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.data?.pages.flatMap((p) => p.items).map((w) => w.id)).toHaveLength(25);
    expect(served.requests.map((r) => r.input)).toEqual([
      { query: { filter: { name: 'x' }, cursorPaging: { limit: 10 } } },
      { query: { cursorPaging: { cursor: 'c10', limit: 10 } } },
      { query: { cursorPaging: { cursor: 'c20', limit: 10 } } },
    ]);
  });

  it('applies page parameters without changing the caller arguments', () => {
    const args = [{ limit: 5 }];
    expect(withPageParam(listWidgets.declaration, args, { offset: 5 })).toEqual([{ limit: 5, offset: 5 }]);
    expect(withPageParam(listWidgets.declaration, [], { offset: 5 })).toEqual([{ offset: 5 }]);
    expect(withPageParam(cursorWidgets.declaration, [{ filter: { a: 1 } }], { cursor: 'c', limit: 3 })).toEqual([
      { cursorPaging: { cursor: 'c', limit: 3 } },
    ]);
    expect(withPageParam(listWidgets.declaration, args, null)).toEqual(args);
    expect(args).toEqual([{ limit: 5 }]);
  });
});

describe('defineMutation', () => {
  it('writes the response into the detail query and invalidates the lists', async () => {
    const client = ownerClient();
    const queryClient = freshQueryClient();
    const { result } = renderWithProvider(
      () => ({
        detail: useQuery(widgetQueries.detail(client, 'w06')),
        list: useQuery(widgetQueries.list(client, { limit: 10 })),
        other: useQuery(widgetQueries.detail(client, 'w07')),
        rename: useMutation(widgetMutations.rename(client)),
      }),
      client,
      queryClient,
    );
    await waitFor(() =>
      expect(result.current.list.isSuccess && result.current.detail.isSuccess && result.current.other.isSuccess).toBe(true),
    );
    served.requests.length = 0;
    await act(() => result.current.rename.mutateAsync({ id: 'w06', name: 'Renamed' }));
    expect(result.current.detail.data?.name).toBe('Renamed');
    expect(result.current.list.data?.items.find((w) => w.id === 'w06')?.name).toBe('Renamed');
    // Exactly the list refetched; the detail came from the response, the other widget was untouched.
    expect(served.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /test/v1/widgets/w06/rename', 'GET /test/v1/widgets']);
    expect(result.current.rename.variables).toEqual({ id: 'w06', name: 'Renamed' });
  });

  it('composes the hook caller callbacks after its own and types the error', async () => {
    const client = ownerClient();
    const calls: string[] = [];
    const { result } = renderWithProvider(
      () =>
        useFrontdeskMutation(widgetMutations.rename, {
          onSuccess: () => void calls.push('success'),
          onError: (error) => void calls.push(`error:${error.name}`),
          onSettled: () => void calls.push('settled'),
        }),
      client,
    );
    await act(async () => {
      await result.current.mutateAsync({ id: 'w08', name: '' }).catch(() => undefined);
    });
    expect(calls).toEqual(['error:ValidationError', 'settled']);
    expect(result.current.error?.name).toBe('ValidationError');
    expect(widgetMutations.rename(client).mutationKey).toEqual(['frontdesk', `owner:${DEMO_SITE_ID}`, 'widgets', 'renameWidget']);
  });
});
