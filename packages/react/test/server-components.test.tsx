/**
 * What React Server Components need from the package: the modules that use the browser's React are
 * marked 'use client' (and only those), and the state a Server Component hands to
 * <FrontdeskHydrationBoundary> is plain data (React serialises a client component's props; functions
 * cannot cross), with its `Date`s restored on the client side of the boundary.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createFrontdeskQueryClient, dehydrate, FrontdeskHydrationBoundary, FrontdeskProvider, prefetchQueries } from '../src/index.js';
import { planQueries, usePublicPlans } from '../src/plans/index.js';
import { oauthClient, useEmulator } from './helpers.js';

useEmulator();

const src = join(import.meta.dirname, '../src/');
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}
const modules = sources(src).map((file) => ({ path: relative(src, file).replace(/\\/g, '/'), text: readFileSync(file, 'utf8') }));
const isClient = (text: string) => /^(['"])use client\1;/.test(text);

/** Every value in `value` that JSON (and so React's server-to-client props) would not carry as is. */
function notPlain(value: unknown, path = 'state'): string[] {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => notPlain(item, `${path}[${index}]`));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.entries(value as object).flatMap(([key, item]) => (item === undefined ? [] : notPlain(item, `${path}.${key}`)));
  return [`${path}: ${typeof value === 'object' ? Object.prototype.toString.call(value) : typeof value}`];
}

describe('Server Components', () => {
  it("marks every module that uses React's client APIs 'use client'", () => {
    const clientApi =
      /import \{[^}]*\b(createContext|useContext|useState|useEffect|useRef|useCallback|useSyncExternalStore|useMemo)\b[^}]*\} from 'react'/;
    // Value imports of TanStack's hooks (their modules are 'use client' in TanStack's build too).
    const tanstackHook =
      /import \{[^}]*\buse(Query|Queries|Mutation|InfiniteQuery|SuspenseQuery|SuspenseInfiniteQuery|QueryClient|IsFetching|IsMutating)\b[^}]*\} from '@tanstack\/react-query'/;
    // The domains' hook modules make their hooks at load with the hook factories of the 'use client' hooks.ts.
    const hookFactories =
      /import \{[^}]*\b(queryHook|suspenseQueryHook|infiniteQueryHook|suspenseInfiniteQueryHook|mutationHook)\b[^}]*\} from '\.\.\/hooks\.js'/;
    const usesClientApi = modules.filter((m) => clientApi.test(m.text) || tanstackHook.test(m.text) || hookFactories.test(m.text));
    expect(usesClientApi.length).toBeGreaterThan(5);
    for (const m of usesClientApi) expect(isClient(m.text), m.path).toBe(true);
  });

  it('keeps the helpers the SSR guide uses in Server Components out of client modules', () => {
    for (const path of [
      'index.ts',
      'keys.ts',
      'build.ts',
      'ssr.ts',
      'dates.ts',
      'defaults.ts',
      'scope.ts',
      'plans/index.ts',
      ...['plans', 'orders', 'members', 'services', 'bookings'].flatMap((domain) => [`${domain}/queries.ts`, `${domain}/mutations.ts`]),
      'identity/mutations.ts',
    ])
      expect(isClient(modules.find((m) => m.path === path)!.text), path).toBe(false);
  });

  it('hands the boundary plain data from the server, and the client side gets its Dates back', async () => {
    // The Server Component: one QueryClient per request, prefetch, dehydrate.
    const server = createFrontdeskQueryClient();
    await prefetchQueries(server, oauthClient(), (client) => [planQueries.publicQuery(client)]);
    const state = dehydrate(server);
    expect(notPlain(state)).toEqual([]);
    expect(JSON.stringify(state)).toContain('"$frontdeskDate"');

    // The client side of the boundary: only `state` crossed (no options, no functions).
    function Plans() {
      const { data } = usePublicPlans(undefined, { staleTime: 60_000 });
      const plan = data?.items.find((item) => item.name === 'Monthly Membership');
      return <p>{plan?.createdDate instanceof Date ? `Date ${plan.createdDate.toISOString()}` : 'no Date'}</p>;
    }
    const crossed = JSON.parse(JSON.stringify({ state })) as { state: typeof state };
    render(
      <FrontdeskProvider client={oauthClient()} queryClient={new QueryClient()}>
        <FrontdeskHydrationBoundary {...crossed}>
          <Plans />
        </FrontdeskHydrationBoundary>
      </FrontdeskProvider>,
    );
    expect(screen.getByText(/^Date \d{4}-\d\d-\d\dT/)).toBeTruthy();
  });
});
