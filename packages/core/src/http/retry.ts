/** How the transport retries idempotent calls. */
export interface RetryOptions {
  /** How many times to retry after the first attempt. Default 2. */
  limit?: number;
  /** The first backoff step. Default 300 ms. */
  baseDelayMs?: number;
  /** The largest backoff step. Default 10 s. */
  maxDelayMs?: number;
  /** A `Retry-After` longer than this is not waited for: the error is thrown. Default 60 s. */
  maxRetryAfterMs?: number;
  /** The statuses to retry. Default 408, 429, 502, 503, 504. */
  statuses?: readonly number[];
}

/** The resolved retry policy. */
export type RetryPolicy = Required<RetryOptions>;

/** Defaults: 2 retries, 300 ms base, 10 s cap. */
export const DEFAULT_RETRY: RetryPolicy = {
  limit: 2,
  baseDelayMs: 300,
  maxDelayMs: 10_000,
  maxRetryAfterMs: 60_000,
  statuses: [408, 429, 502, 503, 504],
};

/** Fills in defaults; `false` turns retries off. */
export function resolveRetry(options: RetryOptions | false | undefined): RetryPolicy {
  if (options === false) return { ...DEFAULT_RETRY, limit: 0 };
  return { ...DEFAULT_RETRY, ...options };
}

/**
 * Full-jitter exponential backoff: a random delay in `[0, min(maxDelayMs, baseDelayMs * 2^attempt)]`
 * (attempt 0 is the first retry).
 *
 * @example
 * ```ts
 * backoffDelay(2, DEFAULT_RETRY); // somewhere in [0, 1200]
 * ```
 */
export function backoffDelay(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(attempt, 30));
  return Math.floor(random() * ceiling);
}

/**
 * Reads `Retry-After` (seconds, or an HTTP date) as milliseconds from `now`; undefined when absent or
 * unreadable. Negative values become 0.
 *
 * @example
 * ```ts
 * parseRetryAfter('2'); // 2000
 * ```
 */
export function parseRetryAfter(header: string | null | undefined, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
