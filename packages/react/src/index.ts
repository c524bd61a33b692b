/**
 * `@frontdesk/react`: the provider, context, query keys and scope, the generic
 * `queryOptions`/`infiniteQueryOptions`/`mutationOptions` builders and hooks (TanStack Query v5),
 * server rendering, and the login callback. It needs `@frontdesk/core` only. Each domain's keys,
 * builders and hooks are in its own entry point (`@frontdesk/react/plans`, `/orders`, `/members`,
 * `/services`, `/bookings`, `/identity`), which needs that domain's package installed.
 *
 * @packageDocumentation
 */

// Provider and context
export { FrontdeskProvider, type FrontdeskProviderProps } from './provider.js';
export {
  FrontdeskContext,
  useFrontdeskClient,
  useFrontdeskContext,
  useFrontdeskScope,
  type FrontdeskContextValue,
} from './context.js';
export { CONTEXT_ERROR_MESSAGE, IdentityChangedError, isIdentityChangedError } from './errors.js';

// Keys and scope
export {
  callKey,
  domainFilter,
  domainKey,
  frontdeskFilter,
  isFrontdeskKey,
  KEY_ROOT,
  keysOf,
  type DomainKeys,
  type FrontdeskQueryKey,
  type KeyedBuilder,
} from './keys.js';
export {
  identityAuthOf,
  isIdentityReady,
  isMemberScope,
  scopeOf,
  VISITOR_SCOPE,
  whenIdentityReady,
  type IdentityAuth,
} from './scope.js';
export { clearMemberQueries, syncCacheWithAuth } from './cache.js';

// Defaults
export {
  CACHE_TIME_MS,
  createFrontdeskQueryClient,
  frontdeskDefaultOptions,
  frontdeskRetry,
  frontdeskRetryDelay,
  isRetryableError,
  MAX_RETRY_DELAY_MS,
  QUERY_RETRIES,
} from './defaults.js';

// Generic builders and hooks
export {
  applyWrite,
  defineInfiniteQuery,
  defineMutation,
  defineQuery,
  INFINITE,
  mutationKey,
  runInScope,
  type AnyCall,
  type CallArgs,
  type CallData,
  type CallResult,
  type FrontdeskInfiniteQueryOptions,
  type FrontdeskMutationKey,
  type FrontdeskMutationOptions,
  type FrontdeskQueryOptions,
  type InfiniteQueryBuilder,
  type MutationBuilder,
  type MutationSpec,
  type PageItem,
  type QueryBuilder,
} from './build.js';
export { nextPageParam, toPageData, withPageParam, type PageData, type PageParam } from './page-data.js';
export {
  hasSkipToken,
  useFrontdeskInfiniteQuery,
  useFrontdeskMutation,
  useFrontdeskQuery,
  useFrontdeskSuspenseInfiniteQuery,
  useFrontdeskSuspenseQuery,
  type InfinitePages,
  type InfiniteQueryHook,
  type InfiniteQueryHookOptions,
  type InfiniteQueryHookResult,
  type MutationHookOptions,
  type QueryHook,
  type QueryHookOptions,
  type QueryHookResult,
  type Selected,
  type Skippable,
  type SuspenseInfiniteQueryHookOptions,
  type SuspenseInfiniteQueryHookResult,
  type SuspenseQueryHookOptions,
  type SuspenseQueryHookResult,
} from './hooks.js';

// Login callback (core only; the sign-in hooks are in `@frontdesk/react/identity`)
export { useLoginCallback, type LoginCallbackOptions, type LoginCallbackState } from './auth/use-login-callback.js';
export type { Navigate } from './auth/navigate.js';

// Server rendering
export { dehydrate, frontdeskHydrateOptions, hydrate, prefetchQueries, type AnyFrontdeskQueryOptions } from './ssr.js';
export { FrontdeskHydrationBoundary } from './hydration-boundary.js';
export { DATE_MARKER, deserializeDates, serializeDates } from './dates.js';
