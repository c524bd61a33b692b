import { act, waitFor } from '@testing-library/react';
import { type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  AuthenticationError,
  ConflictError,
  InputError,
  NetworkError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
  TimeoutError,
  ValidationError,
} from '@frontdesk/core';
import {
  CACHE_TIME_MS,
  createFrontdeskQueryClient,
  frontdeskRetry,
  frontdeskRetryDelay,
  isRetryableError,
  MAX_RETRY_DELAY_MS,
  QUERY_RETRIES,
} from '../src/index.js';
import { freshQueryClient, ownerClient, renderWithProvider } from './helpers.js';
import { useWidgetEmulator, widgetMutations, widgetQueries } from './widgets.js';

const { env, served } = useWidgetEmulator();
afterEach(() => {
  vi.useRealTimers();
});

const init = (status: number, extra: Record<string, unknown> = {}) => ({ status, code: 'X', ...extra });
const api = (status: number) => new ApiError('x', init(status));

describe('retry policy (spec section 9)', () => {
  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((n) => frontdeskRetryDelay(n, new ServerError('x', init(503) as never)))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    fc.assert(
      fc.property(fc.nat(100), (n) => {
        const delay = frontdeskRetryDelay(n, undefined);
        return delay > 0 && delay <= MAX_RETRY_DELAY_MS && delay <= frontdeskRetryDelay(n + 1, undefined);
      }),
    );
  });

  it("waits for a 429's Retry-After when it is longer than the backoff, still capped", () => {
    expect(frontdeskRetryDelay(0, new RateLimitError('x', init(429, { retryAfterMs: 5000 }) as never))).toBe(5000);
    expect(frontdeskRetryDelay(3, new RateLimitError('x', init(429, { retryAfterMs: 500 }) as never))).toBe(8000);
  });

  it('retries network errors, 5xx, 408 and 429 only', () => {
    const table: Array<[unknown, boolean]> = [
      [new InputError([{ argument: 'id', path: [], message: 'is required' }]), false],
      [new ValidationError('x', init(400, { fieldViolations: [] }) as never), false],
      [new AuthenticationError('x', init(401) as never), false],
      [new PermissionError('x', init(403) as never), false],
      [new NotFoundError('x', init(404) as never), false],
      [new ConflictError('x', init(409) as never), false],
      [api(400), false],
      [api(422), false],
      [api(408), true],
      [new RateLimitError('x', init(429, { retryAfterMs: 2000 }) as never), true],
      [new RateLimitError('x', init(429, { retryAfterMs: 60_000 }) as never), false],
      [new ServerError('x', init(503) as never), true],
      [api(500), true],
      [new NetworkError(), true],
      [new TimeoutError(1000), false],
      [new Error('a bug'), false],
      ['not even an error', false],
    ];
    for (const [error, expected] of table) expect([error, isRetryableError(error)]).toEqual([error, expected]);
  });

  it('allows three retries', () => {
    const error = new ServerError('x', init(502) as never);
    expect([0, 1, 2, 3].map((n) => frontdeskRetry(n, error))).toEqual([true, true, true, false]);
    expect(QUERY_RETRIES).toBe(3);
  });
});

/**
 * A query over the widget detail with the production retry policy; instead of waiting, each retry's
 * production delay is recorded and the test waits 1 ms.
 */
function renderDetail(id: string, queryClient: QueryClient = freshQueryClient()) {
  const client = ownerClient();
  const delays: number[] = [];
  const options = widgetQueries.detail(client, id);
  const view = renderWithProvider(
    () =>
      useQuery({
        ...options,
        retry: (count, error) => {
          const again = frontdeskRetry(count, error);
          if (again) delays.push(frontdeskRetryDelay(count, error));
          return again;
        },
        retryDelay: 1,
      }),
    client,
    queryClient,
  );
  // The builder's own options carry the production policy.
  expect(options.retry).toBe(frontdeskRetry);
  expect(options.retryDelay).toBe(frontdeskRetryDelay);
  return { ...view, delays };
}

/** Moves the fake clock by `ms`, letting requests and renders run. */
async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await flush();
}

/** Lets requests and renders run while `setTimeout` is faked (vi.waitFor would advance the clock). */
async function flush(): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await act(() => vi.advanceTimersByTimeAsync(0));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('retries against the emulator', () => {
  const widgetRequests = () => served.requests.length;

  it('does not retry a 404', async () => {
    const { result, delays } = renderDetail('nope');
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.name).toBe('NotFoundError');
    expect(widgetRequests()).toBe(1);
    expect(delays).toEqual([]);
  });

  it('does not retry a 400 (validation) or a 403', async () => {
    env.emulator.faults.inject({ path: '/test/v1/widgets/w01', status: 400 });
    const first = renderDetail('w01');
    await waitFor(() => expect(first.result.current.isError).toBe(true));
    expect(first.result.current.error?.name).toBe('ApiError');
    expect(first.result.current.failureCount).toBe(1);
    env.emulator.faults.inject({ path: '/test/v1/widgets/w02', status: 403 });
    const second = renderDetail('w02');
    await waitFor(() => expect(second.result.current.isError).toBe(true));
    expect(second.result.current.error?.name).toBe('PermissionError');
    expect(second.result.current.failureCount).toBe(1);
  });

  it('does not retry an InputError (nothing is sent)', async () => {
    const { result, delays } = renderDetail('');
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.name).toBe('InputError');
    expect(result.current.failureCount).toBe(1);
    expect(widgetRequests()).toBe(0);
    expect(delays).toEqual([]);
  });

  it('retries a 5xx three times with 1 s, 2 s, 4 s backoff, and core does not retry underneath', async () => {
    env.emulator.faults.inject({ path: '/test/v1/widgets/w03', status: 503, times: 3 });
    const { result, delays } = renderDetail('w03');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(delays).toEqual([1000, 2000, 4000]);
    // 3 failed attempts (answered by the fault before routing) + 1 success: no stacked core retries.
    expect(widgetRequests()).toBe(1);
    expect(env.emulator.faults.list()).toEqual([]);
  });

  it('gives up after the fourth failed attempt with a typed ServerError', async () => {
    const fault = env.emulator.faults.inject({ path: '/test/v1/widgets/w04', status: 502, times: 10 });
    const { result, delays } = renderDetail('w04');
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.name).toBe('ServerError');
    expect(result.current.failureCount).toBe(4);
    expect(delays).toEqual([1000, 2000, 4000]);
    expect(env.emulator.faults.list()[0]?.remaining).toBe(6);
    fault.clear();
  });

  it('honours Retry-After on a 429', async () => {
    env.emulator.faults.inject({ path: '/test/v1/widgets/w05', status: 429, headers: { 'Retry-After': '3' } });
    const { result, delays } = renderDetail('w05');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(delays).toEqual([3000]);
  });

  it('waits the real backoff (fake timers)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    env.emulator.faults.inject({ path: '/test/v1/widgets/w06', status: 500, times: 2 });
    const client = ownerClient();
    const { result } = renderWithProvider(() => useQuery(widgetQueries.detail(client, 'w06')), client);
    await flush();
    expect([result.current.failureCount, served.requests.length]).toEqual([1, 0]);
    // Each request takes a few (fake) milliseconds through msw, hence the 50 ms margins.
    await advance(950);
    expect(result.current.failureCount).toBe(1);
    await advance(100); // t = 1050: the first retry (after 1 s) failed
    expect(result.current.failureCount).toBe(2);
    await advance(1900); // t = 2950: the second retry waits 2 s
    expect(result.current.status).toBe('pending');
    await advance(100); // t = 3050: it succeeded
    expect(result.current.status).toBe('success');
    expect(served.requests.length).toBe(1);
  });

  it('never retries a mutation in TanStack; a non-idempotent write is not retried by core either', async () => {
    env.emulator.faults.inject({ path: '/test/v1/widgets/w07/rename', status: 503, times: 5 });
    const client = ownerClient();
    const { result } = renderWithProvider(() => useMutation(widgetMutations.rename(client)), client);
    await act(async () => {
      await result.current.mutateAsync({ id: 'w07', name: 'x' }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.failureCount).toBe(1);
    expect(env.emulator.faults.list()[0]?.remaining).toBe(4);
  });
});

describe('cache lifetime', () => {
  it('keeps an unused query for 5 minutes, then drops it', async () => {
    const queryClient = createFrontdeskQueryClient();
    const client = ownerClient();
    const options = widgetQueries.detail(client, 'w08');
    const { result, unmount } = renderWithProvider(() => useQuery(options), client, queryClient);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryCache().find({ queryKey: options.queryKey })?.gcTime).toBe(CACHE_TIME_MS);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    unmount();
    await vi.advanceTimersByTimeAsync(CACHE_TIME_MS - 1);
    expect(queryClient.getQueryData(options.queryKey)?.id).toBe('w08');
    await vi.advanceTimersByTimeAsync(1);
    expect(queryClient.getQueryData(options.queryKey)).toBeUndefined();
  });

  it('applies the defaults in createFrontdeskQueryClient and lets config override them', () => {
    const defaults = createFrontdeskQueryClient().getDefaultOptions();
    expect(defaults.queries?.gcTime).toBe(CACHE_TIME_MS);
    expect(defaults.queries?.retry).toBe(frontdeskRetry);
    expect(defaults.mutations?.retry).toBe(false);
    const custom = createFrontdeskQueryClient({ defaultOptions: { queries: { staleTime: 60_000, gcTime: 1000 } } }).getDefaultOptions();
    expect(custom.queries).toMatchObject({ staleTime: 60_000, gcTime: 1000, retry: frontdeskRetry });
  });
});
