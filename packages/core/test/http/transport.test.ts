import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createClient,
  isAuthenticationError,
  isNetworkError,
  isNotFoundError,
  isRateLimitError,
  isServerError,
  isTimeoutError,
  isUnexpectedResponseError,
  type AuthStrategy,
  type FrontdeskError,
  type RateLimitError,
} from '../../src/index.js';
import { fakeFetch, json } from '@frontdesk/test-support';

const base = 'https://api.test';
const fast = { baseDelayMs: 1, maxDelayMs: 2 };

afterEach(() => vi.useRealTimers());

describe('transport', () => {
  it('treats any 2xx as success, with an empty body as {}', async () => {
    for (const status of [200, 201, 202, 204]) {
      const { fetch } = fakeFetch(() => new Response(status === 204 ? null : '', { status }));
      const client = createClient({ baseUrl: base, fetch });
      const response = await client.request({ method: 'POST', path: '/x' });
      expect(response.status).toBe(status);
      expect(response.body).toEqual({});
    }
    const { fetch } = fakeFetch(() => json({ ok: 1 }, 201));
    expect((await createClient({ baseUrl: base, fetch }).request({ method: 'POST', path: '/x' })).body).toEqual({ ok: 1 });
  });

  it('sends the strategy headers, client headers and no Bearer prefix', async () => {
    const { fetch, requests } = fakeFetch(() => json({}));
    const auth: AuthStrategy<undefined> = { getAuthHeaders: () => ({ Authorization: 'tok' }) };
    const client = createClient({ baseUrl: base, fetch, auth, headers: { 'x-app': 'a' } });
    await client.with({ headers: { 'x-call': 'c' } }).request({ method: 'GET', path: '/x' });
    expect(requests[0]!.headers).toMatchObject({ authorization: 'tok', 'x-app': 'a', 'x-call': 'c' });
    expect(requests[0]!.headers['content-type']).toBeUndefined();
  });

  it('retries idempotent calls on 502/503/504/408 and network errors, then succeeds', async () => {
    const { fetch, requests } = fakeFetch([
      () => new Response('bad gateway', { status: 502 }),
      () => {
        throw new TypeError('fetch failed');
      },
      () => json({ ok: true }),
    ]);
    const client = createClient({ baseUrl: base, fetch, retry: fast });
    const response = await client.request({ method: 'GET', path: '/x' });
    expect(response.body).toEqual({ ok: true });
    expect(requests).toHaveLength(3);
  });

  it('never retries non-idempotent calls', async () => {
    const { fetch, requests } = fakeFetch(() => new Response('', { status: 503 }));
    const client = createClient({ baseUrl: base, fetch, retry: fast });
    const error = await client.request({ method: 'POST', path: '/orders' }).catch((e) => e);
    expect(isServerError(error)).toBe(true);
    expect(requests).toHaveLength(1);
    await client.request({ method: 'POST', path: '/query', idempotent: true }).catch((e) => e);
    expect(requests).toHaveLength(4);
  });

  it('honours Retry-After on 429 and reports retryAfterMs when retries are exhausted', async () => {
    const { fetch, requests } = fakeFetch(() => json({ message: 'slow down' }, 429, { 'retry-after': '0' }));
    const client = createClient({ baseUrl: base, fetch, retry: { ...fast, limit: 1 } });
    const error = (await client.request({ method: 'GET', path: '/x' }).catch((e) => e)) as RateLimitError;
    expect(isRateLimitError(error)).toBe(true);
    expect(error.retryAfterMs).toBe(0);
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(requests).toHaveLength(2);

    const long = fakeFetch(() => json({}, 429, { 'retry-after': '3600' }));
    const slow = createClient({ baseUrl: base, fetch: long.fetch, retry: fast });
    const tooLong = (await slow.request({ method: 'GET', path: '/x' }).catch((e) => e)) as RateLimitError;
    expect(tooLong.retryAfterMs).toBe(3_600_000);
    expect(long.requests).toHaveLength(1);
  });

  it('waits the Retry-After time before retrying', async () => {
    vi.useFakeTimers();
    const { fetch, requests } = fakeFetch([() => json({}, 429, { 'retry-after': '2' }), () => json({ ok: 1 })]);
    const client = createClient({ baseUrl: base, fetch });
    const pending = client.request({ method: 'GET', path: '/x' });
    await vi.advanceTimersByTimeAsync(1900);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect((await pending).body).toEqual({ ok: 1 });
    expect(requests).toHaveLength(2);
  });

  it('refreshes once on 401 and retries, without counting it as a retry', async () => {
    let token = 'old';
    const refresh = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const auth: AuthStrategy<undefined> = { getAuthHeaders: () => ({ Authorization: token }), onUnauthorized: refresh };
    const { fetch, requests } = fakeFetch((r) => (r.headers.authorization === 'new' ? json({ ok: 1 }) : json({}, 401)));
    const client = createClient({ baseUrl: base, fetch, auth, retry: false });
    expect((await client.request({ method: 'POST', path: '/x' })).body).toEqual({ ok: 1 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(requests.map((r) => r.headers.authorization)).toEqual(['old', 'new']);

    const always401 = fakeFetch(() => json({}, 401));
    const again = createClient({ baseUrl: base, fetch: always401.fetch, auth: { ...auth, onUnauthorized: vi.fn(async () => true) } });
    const error = await again.request({ method: 'GET', path: '/x' }).catch((e) => e);
    expect(isAuthenticationError(error)).toBe(true);
    expect(always401.requests).toHaveLength(2);
  });

  it('does not refresh on a 401 that the request marks as its own answer (a wrong password)', async () => {
    const refresh = vi.fn(async () => true);
    const auth: AuthStrategy<undefined> = { getAuthHeaders: () => ({ Authorization: 'tok' }), onUnauthorized: refresh };
    const wrongPassword = { message: 'Wrong email or password', details: { applicationError: { code: '-19976' } } };
    const { fetch, requests } = fakeFetch((r) =>
      r.url.pathname === '/login' ? json(wrongPassword, 401) : json({ message: 'expired' }, 401),
    );
    const client = createClient({ baseUrl: base, fetch, auth, retry: false });
    const decide = (error: { code: string }) => !/^-\d+$/.test(error.code);
    const error = await client.request({ method: 'POST', path: '/login', refreshOnUnauthorized: decide }).catch((e) => e);
    expect(isAuthenticationError(error) && error.code).toBe('-19976');
    expect(refresh).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);

    await client.request({ method: 'POST', path: '/other', refreshOnUnauthorized: decide }).catch((e) => e);
    expect(refresh).toHaveBeenCalledTimes(1);
    await client.request({ method: 'POST', path: '/other', refreshOnUnauthorized: false }).catch((e) => e);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('raw requests: no redirect following, a 3xx is success, the body stays text', async () => {
    let init: RequestInit | undefined;
    const fetch = (async (_url: string, options: RequestInit) => {
      init = options;
      return new Response(null, { status: 302, headers: { location: 'https://shop.test/' } });
    }) as unknown as typeof globalThis.fetch;
    const client = createClient({ baseUrl: base, fetch });
    const redirect = await client.request({ method: 'GET', path: '/logout', raw: true });
    expect(init?.redirect).toBe('manual');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('https://shop.test/');
    const page = createClient({ baseUrl: base, fetch: async () => new Response('<p>bye</p>', { status: 200 }) });
    expect((await page.request({ method: 'GET', path: '/logout', raw: true })).body).toBe('<p>bye</p>');
    expect(isServerError(await page.request({ method: 'GET', path: '/logout' }).catch((e) => e))).toBe(true);
  });

  it('times out per attempt with a TimeoutError', async () => {
    // Never answers.
    const fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      )) as unknown as typeof globalThis.fetch;
    const client = createClient({ baseUrl: base, fetch, timeoutMs: 20 });
    const error = await client.request({ method: 'GET', path: '/slow' }).catch((e) => e);
    expect(isTimeoutError(error)).toBe(true);
    expect(isNetworkError(error)).toBe(true);
    expect(error.message).toBe('The request timed out after 20 ms');
  });

  it('aborts the fetch of a timed-out attempt, so its connection is released (fake timers)', async () => {
    vi.useFakeTimers();
    const seen: AbortSignal[] = [];
    // A server that never answers, and a fetch that ignores the signal: the call must still settle.
    const fetch = ((_url: string, init: RequestInit) => {
      seen.push(init.signal!);
      return new Promise(() => undefined);
    }) as unknown as typeof globalThis.fetch;
    const client = createClient({ baseUrl: base, fetch, timeoutMs: 5000, retry: fast });
    const pending = client.request({ method: 'GET', path: '/slow' }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(4999);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(isTimeoutError(error)).toBe(true);
    expect(error.timeoutMs).toBe(5000);
    expect(seen[0]!.aborted).toBe(true);
    // Timeouts are not retried.
    expect(seen).toHaveLength(1);
  });

  it('aborts a body that stalls after the headers on timeout (fake timers)', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch = (async (_url: string, init: RequestInit) => {
      signal = init.signal!;
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"plan":'));
          signal!.addEventListener('abort', () => controller.error(signal!.reason));
        },
      });
      return new Response(body, { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    const client = createClient({ baseUrl: base, fetch, timeoutMs: 1000 });
    const pending = client.request({ method: 'GET', path: '/stall' }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(isTimeoutError(await pending)).toBe(true);
    expect(signal?.aborted).toBe(true);
  });

  it('passes a signal when there is a time limit or a caller signal, none with timeoutMs 0 and no signal', async () => {
    const seen: (AbortSignal | undefined)[] = [];
    const { fetch } = fakeFetch(() => json({}));
    const spy = ((url: string, init: RequestInit) => {
      seen.push(init.signal ?? undefined);
      return fetch(url, init);
    }) as unknown as typeof globalThis.fetch;
    await createClient({ baseUrl: base, fetch: spy }).request({ method: 'GET', path: '/a' });
    await createClient({ baseUrl: base, fetch: spy, timeoutMs: 0 }).request({ method: 'GET', path: '/b' });
    const controller = new AbortController();
    const withSignal = createClient({ baseUrl: base, fetch: spy, timeoutMs: 0 }).with({ signal: controller.signal });
    await withSignal.request({ method: 'GET', path: '/c' });
    expect(seen[0]).toBeInstanceOf(AbortSignal);
    expect(seen[1]).toBeUndefined();
    // The caller's own signal is followed through a per-request controller, never passed on as is.
    expect(seen[2]).toBeInstanceOf(AbortSignal);
    expect(seen[2]).not.toBe(controller.signal);
    // One controller per request: a shared one would abort every request at once.
    expect(seen[0]).not.toBe(seen[2]);
  });

  it("rethrows the caller's abort reason and does not call onError", async () => {
    const onError = vi.fn();
    const fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
      )) as unknown as typeof globalThis.fetch;
    const controller = new AbortController();
    const client = createClient({ baseUrl: base, fetch, onError });
    const pending = client.with({ signal: controller.signal }).request({ method: 'GET', path: '/x' });
    const reason = new DOMException('stop', 'AbortError');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    expect(onError).not.toHaveBeenCalled();
  });

  it('calls onError before every rethrow, with the call name and no query or headers', async () => {
    const seen: [FrontdeskError, unknown][] = [];
    const { fetch } = fakeFetch(() => json({ message: 'Entity not found' }, 404));
    const client = createClient({
      baseUrl: base,
      fetch,
      onError: (error, context) => {
        seen.push([error, context]);
        throw new Error('a broken hook is ignored');
      },
    });
    const error = await client.request({ method: 'GET', path: '/p/1', query: 'sessionToken=secret', callName: 'getPlan' }).catch((e) => e);
    expect(isNotFoundError(error)).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0]![0]).toBe(error);
    expect(seen[0]![1]).toEqual({ call: 'getPlan', request: { method: 'GET', path: '/p/1', url: 'https://api.test/p/1' } });
  });

  it('turns a malformed or HTML 200 body into an UnexpectedResponseError (a ServerError) with the parse error as cause', async () => {
    const { fetch } = fakeFetch(
      () => new Response('<html>oops</html>', { status: 200, headers: { 'content-type': 'text/html', 'x-wix-request-id': 'r9' } }),
    );
    const client = createClient({ baseUrl: base, fetch });
    const error = await client.request({ method: 'GET', path: '/x' }).catch((e) => e);
    expect(isServerError(error)).toBe(true);
    expect(isUnexpectedResponseError(error)).toBe(true);
    expect(error.message).toBe('System error occurred, request-id: r9');
    expect(error.code).toBe('MALFORMED_RESPONSE');
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('never puts the token in an error message or its JSON', async () => {
    const { fetch } = fakeFetch(() => json({ message: 'nope' }, 403));
    const client = createClient({ baseUrl: base, fetch, auth: { getAuthHeaders: () => ({ Authorization: 'SECRET-TOKEN' }) } });
    const error = await client.request({ method: 'GET', path: '/x' }).catch((e) => e);
    expect(JSON.stringify(error.toJSON())).not.toContain('SECRET-TOKEN');
    expect(String(error.stack)).not.toContain('SECRET-TOKEN');
  });

  it('rejects a base URL that is not absolute http(s)', () => {
    expect(() => createClient({ baseUrl: 'ftp://x' })).toThrow('"baseUrl" must be an absolute http(s) URL');
    expect(createClient({ baseUrl: 'http://127.0.0.1:4010/' }).baseUrl).toBe('http://127.0.0.1:4010');
    expect(createClient().baseUrl).toBe('https://www.wixapis.com');
  });
});
