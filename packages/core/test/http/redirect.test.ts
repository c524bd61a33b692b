import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { arg, createClient, defineCall, isRedirectError, wireShapeOf, type AuthStrategy, type RedirectError } from '../../src/index.js';
import { MAX_REDIRECTS } from '../../src/http/redirect.js';
import { fakeFetch, json, rejectionOf } from '@frontdesk/test-support';

const base = 'https://api.test';
const auth: AuthStrategy<undefined> = { getAuthHeaders: () => ({ Authorization: 'SECRET-TOKEN' }) };

const createOrder = defineCall({
  name: 'createOrder',
  method: 'POST',
  path: '/orders',
  args: [arg.field('order', z.looseObject({}))],
  response: wireShapeOf(z.object({ order: z.looseObject({}) })),
  unwrap: 'order',
});

const redirect = (status: number, location: string | null) =>
  new Response(null, { status, headers: location === null ? { 'x-wix-request-id': 'r1' } : { location, 'x-wix-request-id': 'r1' } });

async function rejection(promise: Promise<unknown>): Promise<RedirectError> {
  const error = await rejectionOf(promise);
  expect(isRedirectError(error)).toBe(true);
  return error as RedirectError;
}

describe('redirects', () => {
  it('a cross-origin 307 after a POST: the other origin receives nothing, the call rejects with a RedirectError', async () => {
    const onError = vi.fn();
    const { fetch, requests: calls } = fakeFetch(({ url }) =>
      url.origin === base ? redirect(307, 'https://evil.test/steal?x=1') : json({ order: { id: 'stolen' } }),
    );
    const client = createClient({ baseUrl: base, fetch, auth, onError });
    const error = await rejection(createOrder(client, { plan: 'gold', card: '4242' }));
    expect(calls).toHaveLength(1);
    expect(calls.every((c) => c.url.origin === base)).toBe(true);
    expect(calls[0]!.redirect).toBe('manual');
    expect(error).toMatchObject({ code: 'CROSS_ORIGIN_REDIRECT', status: 307, targetOrigin: 'https://evil.test', requestId: 'r1' });
    expect(error.message).toBe('Redirect to another origin (https://evil.test) not followed; nothing was sent there');
    expect(JSON.stringify(error.toJSON())).not.toContain('SECRET-TOKEN');
    expect(onError).toHaveBeenCalledWith(error, expect.objectContaining({ call: 'createOrder' }));
  });

  it.each([301, 302, 303, 307, 308])('%i to another origin is refused for reads too, and not retried', async (status) => {
    const { fetch, requests: calls } = fakeFetch(({ url }) => (url.origin === base ? redirect(status, 'https://cdn.test/x') : json({})));
    const client = createClient({ baseUrl: base, fetch, auth, retry: { baseDelayMs: 0, maxDelayMs: 0 } });
    const error = await rejection(client.request({ method: 'GET', path: '/x' }));
    expect(error.code).toBe('CROSS_ORIGIN_REDIRECT');
    expect(calls).toHaveLength(1);
  });

  it('another scheme or port on the same host is another origin', async () => {
    for (const location of ['http://api.test/x', 'https://api.test:8443/x', 'javascript:alert(1)']) {
      const { fetch, requests: calls } = fakeFetch(() => redirect(308, location));
      const error = await rejection(createClient({ baseUrl: base, fetch }).request({ method: 'POST', path: '/x', body: { a: 1 } }));
      expect(error.code).toBe('CROSS_ORIGIN_REDIRECT');
      expect(calls).toHaveLength(1);
    }
  });

  it('a same-origin 307 after a POST is followed with the method, the body and the credentials', async () => {
    const { fetch, requests: calls } = fakeFetch(({ url }) =>
      url.pathname === '/orders' ? redirect(307, '/v2/orders?from=old') : json({ order: { id: 'o1' } }),
    );
    const client = createClient({ baseUrl: base, fetch, auth });
    expect(await createOrder(client, { plan: 'gold' })).toEqual({ id: 'o1' });
    expect(calls.map((c) => `${c.method} ${c.url.href}`)).toEqual([
      'POST https://api.test/orders',
      'POST https://api.test/v2/orders?from=old',
    ]);
    expect(calls[1]!.body).toEqual({ order: { plan: 'gold' } });
    expect(calls[1]!.headers).toMatchObject({ authorization: 'SECRET-TOKEN', 'content-type': 'application/json' });
    expect(calls.every((c) => c.redirect === 'manual')).toBe(true);
  });

  it('308 keeps the method and body; 303 turns into a GET without body; 301/302 do so after a POST only', async () => {
    const cases: [number, string, string, boolean][] = [
      [308, 'PATCH', 'PATCH', true],
      [303, 'POST', 'GET', false],
      [303, 'PUT', 'GET', false],
      [301, 'POST', 'GET', false],
      [302, 'POST', 'GET', false],
      [302, 'PATCH', 'PATCH', true],
      [301, 'DELETE', 'DELETE', false],
    ];
    for (const [status, method, followedWith, keepsBody] of cases) {
      const { fetch, requests: calls } = fakeFetch(({ url }) =>
        url.pathname === '/a' ? redirect(status, `${base}/b`) : json({ ok: true }),
      );
      const client = createClient({ baseUrl: base, fetch, auth });
      await client.request({ method: method as 'POST', path: '/a', body: { x: 1 } });
      const second = calls[1]!;
      expect([status, second.method]).toEqual([status, followedWith]);
      expect([status, second.body !== undefined]).toEqual([status, keepsBody]);
      const headers = second.headers;
      expect([status, 'content-type' in headers]).toEqual([status, keepsBody]);
      expect(headers.authorization).toBe('SECRET-TOKEN');
    }
  });

  it(`stops a redirect loop after ${MAX_REDIRECTS} redirects`, async () => {
    const { fetch, requests: calls } = fakeFetch(({ url }) => redirect(302, url.pathname === '/a' ? '/b' : '/a'));
    const error = await rejection(createClient({ baseUrl: base, fetch }).request({ method: 'GET', path: '/a' }));
    expect(error.code).toBe('TOO_MANY_REDIRECTS');
    expect(error.message).toBe(`Too many redirects (over ${MAX_REDIRECTS})`);
    expect(calls).toHaveLength(MAX_REDIRECTS + 1);
  });

  it('a redirect without a usable Location is an error', async () => {
    const { fetch } = fakeFetch(() => redirect(307, null));
    const error = await rejection(createClient({ baseUrl: base, fetch }).request({ method: 'GET', path: '/a' }));
    expect(error).toMatchObject({ code: 'INVALID_REDIRECT', status: 307, message: 'Redirect (HTTP 307) without a usable Location' });
  });

  it("a browser's opaque redirect (status 0, no Location) is refused: its target cannot be checked", async () => {
    // What browsers return for `redirect: 'manual'`; a Response with status 0 cannot be constructed.
    const opaque = { type: 'opaqueredirect', status: 0, ok: false, statusText: '', headers: new Headers(), text: async () => '' };
    const { fetch, requests: calls } = fakeFetch(() => opaque as unknown as Response);
    const error = await rejection(createClient({ baseUrl: base, fetch, auth }).request({ method: 'POST', path: '/orders', body: {} }));
    expect(error).toMatchObject({ code: 'OPAQUE_REDIRECT', status: 0, targetOrigin: undefined });
    expect(error.message).toBe('Redirect not followed: the browser hides its target');
    expect(calls).toHaveLength(1);
  });

  it('raw requests still get the redirect itself, whatever its origin', async () => {
    const { fetch } = fakeFetch(() => redirect(302, 'https://shop.test/'));
    const response = await createClient({ baseUrl: base, fetch }).request({ method: 'GET', path: '/logout', raw: true });
    expect(response.status).toBe(302);
  });
});

describe("redirects with Node's own fetch (undici) and real servers", () => {
  // Two servers on two ports: two origins.
  const received: { server: 'api' | 'other'; method: string; url: string; authorization?: string; body: string }[] = [];
  let api: Server;
  let other: Server;
  let apiUrl = '';
  let otherUrl = '';

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => resolve(text));
    });
  const listen = (server: Server) =>
    new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
    );

  beforeAll(async () => {
    other = createServer(async (request, response) => {
      const body = await readBody(request);
      received.push({ server: 'other', method: request.method!, url: request.url!, authorization: request.headers.authorization, body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"order":{"id":"stolen"}}');
    });
    api = createServer(async (request, response) => {
      const body = await readBody(request);
      received.push({ server: 'api', method: request.method!, url: request.url!, authorization: request.headers.authorization, body });
      if (request.url === '/orders') response.writeHead(307, { location: `${otherUrl}/orders` }).end();
      else if (request.url === '/old-orders') response.writeHead(308, { location: '/orders-v2' }).end();
      else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ order: { id: 'o1', echo: body } }));
    });
    [apiUrl, otherUrl] = await Promise.all([listen(api), listen(other)]);
  });
  afterAll(async () => {
    await Promise.all([api, other].map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('a cross-origin 307 after a POST: nothing reaches the other server', async () => {
    received.length = 0;
    const client = createClient({ baseUrl: apiUrl, auth });
    const error = await rejection(createOrder(client, { plan: 'gold' }));
    expect(error).toMatchObject({ code: 'CROSS_ORIGIN_REDIRECT', targetOrigin: otherUrl });
    expect(received.map((r) => r.server)).toEqual(['api']);
  });

  it('a same-origin 308 after a POST: followed, with the body and the credentials', async () => {
    received.length = 0;
    const moved = defineCall({
      name: 'createOrderOld',
      method: 'POST',
      path: '/old-orders',
      args: [arg.field('order', z.looseObject({}))],
      response: wireShapeOf(z.object({ order: z.looseObject({}) })),
      unwrap: 'order',
    });
    const client = createClient({ baseUrl: apiUrl, auth });
    expect(await moved(client, { plan: 'gold' })).toEqual({ id: 'o1', echo: '{"order":{"plan":"gold"}}' });
    expect(received.map((r) => `${r.server} ${r.method} ${r.url} ${r.authorization}`)).toEqual([
      'api POST /old-orders SECRET-TOKEN',
      'api POST /orders-v2 SECRET-TOKEN',
    ]);
  });
});
