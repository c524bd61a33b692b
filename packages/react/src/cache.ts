import type { QueryClient } from '@tanstack/react-query';
import type { FrontdeskClient } from '@frontdesk/core';
import { KEY_ROOT } from './keys.js';
import { identityAuthOf, isMemberScope, scopeOf } from './scope.js';

/**
 * Cancels the in-flight requests of, and removes, every member-scoped Frontdesk query that does not
 * belong to `currentScope` (all of them when it is not a member scope). Member mutations are removed
 * too, as their variables and results may hold that member's data.
 *
 * @example
 * ```ts
 * await clearMemberQueries(queryClient, scopeOf(client)); // after a sign-out
 * ```
 */
export async function clearMemberQueries(queryClient: QueryClient, currentScope?: string): Promise<void> {
  const stale = (key: readonly unknown[] | undefined): boolean =>
    !!key && key[0] === KEY_ROOT && isMemberScope(key[1]) && key[1] !== currentScope;
  const filters = { predicate: (query: { queryKey: readonly unknown[] }) => stale(query.queryKey) };
  const cancelled = queryClient.cancelQueries(filters, { revert: false, silent: true });
  queryClient.removeQueries(filters);
  const mutations = queryClient.getMutationCache();
  for (const mutation of mutations.getAll()) {
    if (stale(mutation.options.mutationKey) && mutation.state.status !== 'pending') mutations.remove(mutation);
  }
  await cancelled.catch(() => undefined);
}

/**
 * Keeps a `QueryClient` in step with a client's identity: on every identity change (sign-in, sign-out,
 * `member-downgraded`, tokens set, another tab's change), queries and mutations of any member other
 * than the current one are cancelled and removed. `<FrontdeskProvider>` does this for you; call it
 * yourself when you use the builders without the provider. Returns the unsubscribe function.
 *
 * @example
 * ```ts
 * const stop = syncCacheWithAuth(client, queryClient);
 * ```
 */
export function syncCacheWithAuth(client: FrontdeskClient<any>, queryClient: QueryClient): () => void {
  const identity = identityAuthOf(client);
  if (!identity) return () => undefined;
  return identity.onChange(() => {
    void clearMemberQueries(queryClient, scopeOf(client));
  });
}
