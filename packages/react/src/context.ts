'use client';

import { createContext, useContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { FrontdeskError, type FrontdeskClient } from '@frontdesk/core';
import { CONTEXT_ERROR_MESSAGE } from './errors.js';

/** What `<FrontdeskProvider>` gives the hooks below it. */
export interface FrontdeskContextValue {
  /** The client every hook calls with. */
  client: FrontdeskClient<any>;
  /** The `QueryClient` the hooks use (the app's own when given). */
  queryClient: QueryClient;
  /** The current identity scope of the keys (see `scopeOf`). */
  scope: string;
  /** Whether the stored identity has been loaded (queries wait until it has). */
  ready: boolean;
}

/**
 * The React context behind `<FrontdeskProvider>`. Prefer the hooks; this is for libraries that need
 * to test whether a provider is present.
 *
 * @example
 * ```tsx
 * const hasProvider = useContext(FrontdeskContext) !== null;
 * ```
 */
export const FrontdeskContext = /* @__PURE__ */ createContext<FrontdeskContextValue | null>(null);

/**
 * The provider's value; throws "platform context not available" (naming `<FrontdeskProvider>`)
 * outside one.
 *
 * @example
 * ```tsx
 * const { client, queryClient, scope } = useFrontdeskContext();
 * ```
 */
export function useFrontdeskContext(): FrontdeskContextValue {
  const value = useContext(FrontdeskContext);
  if (!value) throw new FrontdeskError(CONTEXT_ERROR_MESSAGE);
  return value;
}

/**
 * The Frontdesk client of the nearest `<FrontdeskProvider>`, for calls the hooks do not cover.
 *
 * @example
 * ```tsx
 * const client = useFrontdeskClient<OAuthApi>();
 * await client.auth.renewToken();
 * ```
 */
export function useFrontdeskClient<TAuth = any>(): FrontdeskClient<TAuth> {
  return useFrontdeskContext().client as FrontdeskClient<TAuth>;
}

/**
 * The identity scope of the current keys (`visitor`, `member:<session>`, `owner:<siteId>`...). Put it
 * in the keys of your own queries that depend on who is signed in.
 *
 * @example
 * ```tsx
 * const scope = useFrontdeskScope();
 * useQuery({ queryKey: ['my-app', scope, 'favourites'], queryFn: loadFavourites });
 * ```
 */
export function useFrontdeskScope(): string {
  return useFrontdeskContext().scope;
}
