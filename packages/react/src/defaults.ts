import { QueryClient, type DefaultOptions, type QueryClientConfig } from '@tanstack/react-query';
import { isApiError, isNetworkError, isRateLimitError, isServerError, isTimeoutError } from '@frontdesk/core';
import { deserializeDates, serializeDates } from './dates.js';

/**
 * How many times a failed query is retried (spec section 9).
 *
 * @example
 * ```ts
 * frontdeskRetry(QUERY_RETRIES, serverError); // false: the fourth failure is final
 * ```
 */
export const QUERY_RETRIES = 3;
/**
 * The largest delay between two query attempts, in milliseconds (spec section 9).
 *
 * @example
 * ```ts
 * frontdeskRetryDelay(10, error) === MAX_RETRY_DELAY_MS; // true
 * ```
 */
export const MAX_RETRY_DELAY_MS = 30_000;
/**
 * How long an unused query stays in the cache, in milliseconds (spec section 9: 5 minutes).
 *
 * @example
 * ```ts
 * useQuery({ ...planQueries.detail(client, id), gcTime: CACHE_TIME_MS * 2 });
 * ```
 */
export const CACHE_TIME_MS = 5 * 60_000;

/**
 * Whether a failed query is worth another attempt: a dropped connection, a 5xx, a 408 or a 429 (when
 * the server asks for no more than {@link MAX_RETRY_DELAY_MS}). Never an `InputError`, a
 * `ValidationError` or any other 4xx, never a timeout (the time limit is the caller's budget, as in
 * core) and never an error that is not a Frontdesk error (a bug does not go away by retrying).
 *
 * @example
 * ```ts
 * isRetryableError(new ServerError({ status: 503 })); // true
 * isRetryableError(new NotFoundError({ status: 404 })); // false
 * ```
 */
export function isRetryableError(error: unknown): boolean {
  if (isTimeoutError(error)) return false;
  if (isNetworkError(error)) return true;
  if (isServerError(error)) return true;
  if (isRateLimitError(error)) return !(error.retryAfterMs !== undefined && error.retryAfterMs > MAX_RETRY_DELAY_MS);
  if (isApiError(error)) return error.status === 408 || error.status >= 500;
  return false;
}

/**
 * The `retry` option of every Frontdesk query: up to {@link QUERY_RETRIES} retries of retryable
 * errors only (see {@link isRetryableError}).
 *
 * @example
 * ```ts
 * useQuery({ ...planQueries.detail(client, id), retry: frontdeskRetry });
 * ```
 */
export function frontdeskRetry(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRIES && isRetryableError(error);
}

/**
 * The `retryDelay` of every Frontdesk query: exponential, `min(1000 * 2^n, 30000)` ms after the n-th
 * failure (1 s, 2 s, 4 s...), or the server's `Retry-After` when it asks for longer (a 429).
 *
 * @example
 * ```ts
 * frontdeskRetryDelay(0, error); // 1000
 * frontdeskRetryDelay(5, error); // 30000
 * ```
 */
export function frontdeskRetryDelay(failureCount: number, error: unknown): number {
  const backoff = Math.min(1000 * 2 ** Math.max(0, failureCount), MAX_RETRY_DELAY_MS);
  if (isRateLimitError(error) && error.retryAfterMs !== undefined) {
    return Math.min(MAX_RETRY_DELAY_MS, Math.max(backoff, error.retryAfterMs));
  }
  return backoff;
}

/**
 * The spec's data-fetching defaults as `QueryClient` default options: the retry policy, the 5-minute
 * cache lifetime, no mutation retries (core retries the idempotent ones itself), and `Date`-preserving
 * dehydration. Every Frontdesk query builder sets `retry` and `retryDelay` on its own options too, so
 * the policy holds in an app's own `QueryClient`.
 *
 * @example
 * ```ts
 * const queryClient = new QueryClient({ defaultOptions: frontdeskDefaultOptions });
 * ```
 */
export const frontdeskDefaultOptions: DefaultOptions = {
  queries: { retry: frontdeskRetry, retryDelay: frontdeskRetryDelay, gcTime: CACHE_TIME_MS },
  mutations: { retry: false },
  dehydrate: { serializeData: serializeDates },
  hydrate: { deserializeData: deserializeDates },
};

/**
 * Creates a `QueryClient` with {@link frontdeskDefaultOptions}; your `config` is merged over them.
 * On the server, create one per request; in the browser, one for the app. On the server (no
 * `window`) cached queries are never garbage-collected by timer (`gcTime: Infinity`, TanStack's own
 * server default): the client lives for one request, and a 5-minute timer would keep a Node process
 * alive after rendering.
 *
 * @example
 * ```tsx
 * const [queryClient] = useState(() => createFrontdeskQueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } }));
 * ```
 */
export function createFrontdeskQueryClient(config: QueryClientConfig = {}): QueryClient {
  const given = config.defaultOptions ?? {};
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...given,
      queries: { ...frontdeskDefaultOptions.queries, ...(typeof window === 'undefined' ? { gcTime: Infinity } : {}), ...given.queries },
      mutations: { ...frontdeskDefaultOptions.mutations, ...given.mutations },
      dehydrate: { ...frontdeskDefaultOptions.dehydrate, ...given.dehydrate },
      hydrate: { ...frontdeskDefaultOptions.hydrate, ...given.hydrate },
    },
  });
}
