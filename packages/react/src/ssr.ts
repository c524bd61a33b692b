import {
  dehydrate as dehydrateQueries,
  hydrate as hydrateQueries,
  type DehydratedState,
  type DehydrateOptions,
  type HydrateOptions,
  type QueryClient,
} from '@tanstack/react-query';
import type { FrontdeskClient } from '@frontdesk/core';
import type { FrontdeskInfiniteQueryOptions, FrontdeskQueryOptions } from './build.js';
import { deserializeDates, serializeDates } from './dates.js';
import { scopeOf, whenIdentityReady } from './scope.js';

/** Anything a Frontdesk query or infinite query builder returns. */
export type AnyFrontdeskQueryOptions = FrontdeskQueryOptions<any> | FrontdeskInfiniteQueryOptions<any>;

/**
 * Prefetches queries on the server (or before navigation) with the same builders the hooks use, so the
 * keys match. Waits for the client's stored identity first, then builds the options (pass a function)
 * or checks that the options you built carry the client's scope. Failures do not throw (as with
 * `prefetchQuery`): the browser fetches what is missing.
 *
 * @example
 * ```ts
 * // A server component / loader, one QueryClient and one client per request:
 * const queryClient = createFrontdeskQueryClient();
 * const client = createClient({ auth: oauth({ clientId, storage: cookieStorage(requestCookies) }) });
 * await prefetchQueries(queryClient, client, (client) => [
 *   planQueries.publicQuery(client, { paging: { limit: 12 } }),
 *   planQueries.detail(client, planId),
 * ]);
 * const state = dehydrate(queryClient); // then <FrontdeskHydrationBoundary state={state}>
 * ```
 */
export async function prefetchQueries(
  queryClient: QueryClient,
  client: FrontdeskClient<any>,
  queries: readonly AnyFrontdeskQueryOptions[] | ((client: FrontdeskClient<any>) => readonly AnyFrontdeskQueryOptions[]),
): Promise<void> {
  await whenIdentityReady(client);
  const list = typeof queries === 'function' ? queries(client) : queries;
  const scope = scopeOf(client);
  for (const options of list) {
    if (options.queryKey[1] !== scope) {
      throw new TypeError(
        `prefetchQueries: ${JSON.stringify(options.queryKey.slice(0, 4))} was built for scope "${String(options.queryKey[1])}" but the client acts as "${scope}". Pass a function (client) => [...] so the options are built after the identity is loaded.`,
      );
    }
  }
  await Promise.all(
    list.map((options) =>
      'initialPageParam' in options
        ? queryClient.prefetchInfiniteQuery(options as FrontdeskInfiniteQueryOptions<unknown>)
        : queryClient.prefetchQuery(options as FrontdeskQueryOptions<unknown>),
    ),
  );
}

/**
 * `dehydrate` that keeps `Date` fields: query data is serialised with {@link serializeDates} (unless
 * you pass your own `serializeData`). The result is plain JSON.
 *
 * @example
 * ```ts
 * const state = dehydrate(queryClient);
 * res.send(`<script>window.__STATE__=${JSON.stringify(state)}</script>`);
 * ```
 */
export function dehydrate(queryClient: QueryClient, options: DehydrateOptions = {}): DehydratedState {
  return dehydrateQueries(queryClient, { serializeData: serializeDates, ...options });
}

/**
 * `hydrate` that restores the `Date` fields {@link dehydrate} serialised.
 *
 * @example
 * ```ts
 * hydrate(queryClient, window.__STATE__);
 * ```
 */
export function hydrate(queryClient: QueryClient, state: unknown, options: HydrateOptions = {}): void {
  hydrateQueries(queryClient, state as DehydratedState, {
    ...options,
    defaultOptions: { deserializeData: deserializeDates, ...options.defaultOptions },
  });
}

/**
 * The hydrate options for TanStack's `<HydrationBoundary options={...}>` that restore `Date` fields.
 *
 * @example
 * ```tsx
 * <HydrationBoundary state={state} options={frontdeskHydrateOptions}>
 *   <Plans />
 * </HydrationBoundary>
 * ```
 */
export const frontdeskHydrateOptions = {
  defaultOptions: { deserializeData: deserializeDates },
} satisfies HydrateOptions;
