import * as z from 'zod/mini';
import { expect, it, vi } from 'vitest';
import {
  arg,
  createClient,
  defineCall,
  isNetworkError,
  isRateLimitError,
  isServerError,
  isTimeoutError,
  timestamp,
  wireShapeOf,
  type FrontdeskClient,
} from '@frontdesk/core';
import type { Emulator } from '../../src/index.js';

/** A read (retried) and a create (never retried) against the public `/probe` test routes. */
export const getProbe = defineCall({
  name: 'getProbe',
  method: 'GET',
  path: '/probe/{id}',
  args: [arg.path('id')],
  response: wireShapeOf(z.object({ ok: z.optional(z.boolean()), at: z.optional(timestamp()) })),
});
export const createProbe = defineCall({
  name: 'createProbe',
  method: 'POST',
  path: '/probe',
  args: [arg.field('item', z.looseObject({}))],
});

export interface SdkFaultTarget {
  emulator: Emulator;
  baseUrl: string;
  calls(): number;
}

/**
 * One test per fault case: what the SDK gives the caller for each bad response the emulator can
 * produce, and that no rejection goes unhandled.
 */
export function sdkFaultCases(target: () => SdkFaultTarget): void {
  const client = (options: Parameters<typeof createClient>[0] = {}): FrontdeskClient =>
    createClient({ baseUrl: target().baseUrl, retry: { baseDelayMs: 1, maxDelayMs: 5 }, ...options });
  const probe = /^\/probe/;

  it.each([500, 502, 503, 504])('%i: retried for reads, then a ServerError with the request id', async (status) => {
    target().emulator.faults.inject({ path: probe, status, times: 3 });
    const error = await getProbe(client(), 'p1').catch((e) => e);
    expect(isServerError(error)).toBe(true);
    expect(error.status).toBe(status);
    expect(error.message).toMatch(/^System error occurred, request-id: \S+$/);
    // 500 is not a retryable status (one attempt); 502-504 are retried twice (three attempts).
    const remaining = target().emulator.faults.list()[0]?.remaining ?? 0;
    expect(3 - remaining).toBe(status === 500 ? 1 : 3);
  });

  it('503 once: a read succeeds on retry, a create is never retried', async () => {
    target().emulator.faults.inject({ path: probe, status: 503, times: 1 });
    expect(await getProbe(client(), 'p1')).toMatchObject({ ok: true });
    const before = target().calls();
    target().emulator.faults.inject({ path: probe, status: 503, times: 1 });
    const error = await createProbe(client(), { name: 'x' }).catch((e) => e);
    expect(isServerError(error)).toBe(true);
    expect(target().calls()).toBe(before);
    await createProbe(client(), { name: 'x' });
    expect(target().calls()).toBe(before + 1);
  });

  it('429 with Retry-After: waits and retries, or reports retryAfterMs when retries are used up', async () => {
    target().emulator.faults.inject({ path: probe, status: 429, headers: { 'Retry-After': '0' }, times: 1 });
    expect(await getProbe(client(), 'p1')).toMatchObject({ ok: true });
    target().emulator.faults.inject({ path: probe, status: 429, headers: { 'Retry-After': '1' }, times: Infinity });
    const error = await getProbe(client({ retry: false }), 'p1').catch((e) => e);
    expect(isRateLimitError(error)).toBe(true);
    expect(error.retryAfterMs).toBe(1000);
    expect(error.code).toBe('TOO_MANY_REQUESTS');
  });

  it('timeout: a TimeoutError after timeoutMs, not retried', async () => {
    target().emulator.faults.inject({ path: probe, delayMs: 5_000, times: Infinity });
    const started = Date.now();
    const error = await getProbe(client({ timeoutMs: 100 }), 'p1').catch((e) => e);
    expect(isTimeoutError(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('dropped connection: a NetworkError with the cause, after retries for reads', async () => {
    target().emulator.faults.inject({ path: probe, drop: true, times: Infinity });
    const error = await getProbe(client(), 'p1').catch((e) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(error.message).toBe('System error occurred');
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('HTML error page: a ServerError, never a JSON parse crash', async () => {
    target().emulator.faults.inject({ path: probe, body: 'html', times: Infinity });
    const error = await getProbe(client(), 'p1').catch((e) => e);
    expect(isServerError(error)).toBe(true);
    expect(error.status).toBe(502);
  });

  it('malformed JSON on a 200: a ServerError with the parse error as cause', async () => {
    target().emulator.faults.inject({ path: probe, body: 'malformed-json' });
    const error = await getProbe(client(), 'p1').catch((e) => e);
    expect(isServerError(error)).toBe(true);
    expect(error.code).toBe('MALFORMED_RESPONSE');
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it.each([200, 201, 204])('%i with an empty body: success with an empty result', async (status) => {
    target().emulator.faults.inject({ path: probe, body: 'empty', status });
    expect(await createProbe(client(), { name: 'x' })).toEqual({});
  });

  it('201 with a body: success, decoded', async () => {
    target().emulator.faults.inject({ path: probe, status: 201, body: { ok: true, at: '2026-03-01T09:00:00.000Z' } });
    const result = await getProbe(client(), 'p1');
    expect(result.at).toEqual(new Date('2026-03-01T09:00:00.000Z'));
  });

  it('runs onError once per failure and leaves no unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const onError = vi.fn();
      target().emulator.faults.inject({ path: probe, drop: true, times: Infinity });
      await Promise.allSettled(Array.from({ length: 10 }, () => getProbe(client({ onError, retry: false }), 'p1')));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(onError).toHaveBeenCalledTimes(10);
      expect(onError.mock.calls[0]![1]).toMatchObject({ call: 'getProbe', request: { method: 'GET', path: '/probe/p1' } });
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
}
