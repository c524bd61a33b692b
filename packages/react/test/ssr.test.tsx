import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { dehydrate as tanstackDehydrate, hydrate as tanstackHydrate, QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClient, memoryStorage, oauth } from '@frontdesk/core';
import { DEMO_CLIENT_ID, DEMO_MEMBER_ID, DEMO_PLAN_IDS } from '@frontdesk/emulator';
import {
  createFrontdeskQueryClient,
  dehydrate,
  deserializeDates,
  FrontdeskHydrationBoundary,
  FrontdeskProvider,
  frontdeskHydrateOptions,
  hydrate,
  prefetchQueries,
  scopeOf,
  serializeDates,
} from '../src/index.js';
import { planQueries, usePlan, usePublicPlans, usePublicPlansInfinite } from '../src/plans/index.js';
import { orderQueries } from '../src/orders/index.js';
import { oauthClient, ownerClient, recordingFetch, recordingOwner, signInAs, useEmulator, renderWithProvider } from './helpers.js';
import { render, screen } from '@testing-library/react';

const env = useEmulator();

/** What travels from the server to the browser: JSON text. */
const overTheWire = <T,>(value: T): unknown => JSON.parse(JSON.stringify(value));

describe('Date-preserving dehydrate and hydrate', () => {
  it('round-trips Dates at any depth through JSON', () => {
    const date = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        date,
        fc.string(),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(fc.string(), tie('node'), { maxKeys: 3 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, (data) => {
        expect(deserializeDates(overTheWire(serializeDates(data)))).toEqual(data);
      }),
    );
    expect(serializeDates({ at: new Date(0) })).toEqual({ at: { $frontdeskDate: '1970-01-01T00:00:00.000Z' } });
  });

  it('prefetches on the server with the same builders, then hydrates Dates in the browser', async () => {
    const server = createFrontdeskQueryClient();
    const owner = ownerClient();
    await prefetchQueries(server, owner, (client) => [
      planQueries.detail(client, DEMO_PLAN_IDS.monthly),
      planQueries.publicQueryInfinite(client, { paging: { limit: 2 } }),
    ]);
    const state = overTheWire(dehydrate(server));

    const browser = new QueryClient(); // the app's own client: the hydrate helper brings the Dates back
    hydrate(browser, state);
    const plan = browser.getQueryData(planQueries.detail(owner, DEMO_PLAN_IDS.monthly).queryKey);
    expect(plan?.createdDate).toBeInstanceOf(Date);
    const pages = browser.getQueryData(planQueries.publicQueryInfinite(owner, { paging: { limit: 2 } }).queryKey);
    expect(pages?.pages[0]?.items[0]?.updatedDate).toBeInstanceOf(Date);
    expect(pages?.pageParams).toEqual([null]);

    // The browser's own client (same identity, same scope), recording its requests.
    const { client, calls } = recordingOwner();
    const { result } = renderWithProvider(
      () => ({
        plan: usePlan(DEMO_PLAN_IDS.monthly, { staleTime: 60_000 }),
        pages: usePublicPlansInfinite({ paging: { limit: 2 } }, { staleTime: 60_000 }),
      }),
      client,
      browser,
    );
    // Served from the hydrated cache on the first render, with Dates, without a request.
    expect(result.current.plan.data?.createdDate).toBeInstanceOf(Date);
    expect(result.current.pages.data?.pages[0]?.items).toHaveLength(2);
    expect(calls).toEqual([]);
  });

  it("a createFrontdeskQueryClient keeps Dates with TanStack's own dehydrate and hydrate too", async () => {
    const server = createFrontdeskQueryClient();
    const visitor = oauthClient();
    await prefetchQueries(server, visitor, (client) => [planQueries.publicQuery(client)]);
    const browser = createFrontdeskQueryClient();
    tanstackHydrate(browser, overTheWire(tanstackDehydrate(server)) as never);
    const page = browser.getQueryData(planQueries.publicQuery(visitor).queryKey);
    expect(page?.items[0]?.createdDate).toBeInstanceOf(Date);
    expect(page?.items.every((p) => p.createdDate instanceof Date)).toBe(true);
  });

  it('<FrontdeskHydrationBoundary> hydrates Dates below the provider', async () => {
    const server = createFrontdeskQueryClient();
    const visitor = oauthClient();
    await prefetchQueries(server, visitor, (client) => [planQueries.publicQuery(client)]);
    const state = overTheWire(dehydrate(server)) as ReturnType<typeof dehydrate>;
    function Plans() {
      const { data } = usePublicPlans(undefined, { staleTime: 60_000 });
      return <p>{data?.items.map((plan) => `${plan.name}@${plan.createdDate?.getUTCFullYear()}`).join(', ') ?? 'none'}</p>;
    }
    render(
      <FrontdeskProvider client={visitor} queryClient={new QueryClient()}>
        <FrontdeskHydrationBoundary state={state}>
          <Plans />
        </FrontdeskHydrationBoundary>
      </FrontdeskProvider>,
    );
    expect(screen.getByText(/Monthly Membership@2026/)).toBeTruthy();
    expect(frontdeskHydrateOptions.defaultOptions.deserializeData).toBe(deserializeDates);
  });

  it('server-renders prefetched data (renderToString) with the provider', async () => {
    const queryClient = createFrontdeskQueryClient();
    const visitor = createClient({ auth: oauth({ clientId: DEMO_CLIENT_ID, storage: memoryStorage() }) });
    await prefetchQueries(queryClient, visitor, (client) => [planQueries.publicQuery(client)]);
    function Plans() {
      const { data } = usePublicPlans();
      return (
        <ul>
          {data?.items.map((plan) => (
            <li key={plan.id}>{plan.name}</li>
          ))}
        </ul>
      );
    }
    const html = renderToString(
      <FrontdeskProvider client={visitor} queryClient={queryClient}>
        <Plans />
      </FrontdeskProvider>,
    );
    expect(html).toContain('<li>Monthly Membership</li>');
  });
});

describe('prefetchQueries and the identity scope', () => {
  it('builds member queries after the stored identity is loaded', async () => {
    const storage = memoryStorage();
    await signInAs(env.emulator, oauthClient(storage), DEMO_MEMBER_ID);
    const server = oauthClient(storage); // a request: the session is read from storage (a cookie)
    const queryClient = createFrontdeskQueryClient();
    await prefetchQueries(queryClient, server, (client) => [orderQueries.memberList(client)]);
    const [query] = queryClient.getQueryCache().getAll();
    expect(query?.queryKey[1]).toMatch(/^member:/);
    expect(query?.queryKey[1]).toBe(scopeOf(server));
    expect(query?.state.status).toBe('success');
  });

  it('refuses options built before the identity was loaded (they would carry the wrong scope)', async () => {
    const storage = memoryStorage();
    await signInAs(env.emulator, oauthClient(storage), DEMO_MEMBER_ID);
    const server = oauthClient(storage);
    const early = orderQueries.memberList(server); // scope 'visitor': storage not read yet
    await expect(prefetchQueries(createFrontdeskQueryClient(), server, [early])).rejects.toThrow(/built for scope "visitor"/);
  });

  it('hydrated data is used in the browser with the same scope', async () => {
    const server = createFrontdeskQueryClient();
    await prefetchQueries(server, oauthClient(), (client) => [planQueries.publicQuery(client)]);
    const browser = createFrontdeskQueryClient();
    hydrate(browser, overTheWire(dehydrate(server)));
    const { fetch, calls } = recordingFetch();
    const client = createClient({ fetch, auth: oauth({ clientId: DEMO_CLIENT_ID, storage: memoryStorage() }) });
    const { result } = renderWithProvider(() => usePublicPlans(undefined, { staleTime: 60_000 }), client, browser);
    expect(result.current.data?.items).toHaveLength(3);
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(calls).toEqual([]);
  });
});
