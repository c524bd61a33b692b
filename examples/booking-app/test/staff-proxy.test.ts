import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import * as bookings from '@frontdesk/bookings';
import { STAFF_CALLS, STAFF_COOKIE, STAFF_HEADER, createStaffProxy, type StaffProxyOptions } from '../server/staff-proxy.js';

// Unit tests of the staff proxy (server/staff-proxy.ts) over real HTTP, with a fake platform. They
// live in the browser project (the only vitest project of the examples) but start no browser.

const KEY = 'fd_admin_secret_key_for_tests_000000000000';
const SITE = 'site-1';
const PASSCODE = 'correct horse';

interface Upstream {
  url: string;
  headers: Record<string, string>;
  body: string;
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** The proxy on a free port, in front of a fake platform that records what it is sent. */
async function start(options: StaffProxyOptions = {}) {
  const upstream: Upstream[] = [];
  const fake: typeof fetch = async (input, init) => {
    upstream.push({ url: String(input), headers: Object.fromEntries(new Headers(init?.headers).entries()), body: String(init?.body) });
    return new Response(JSON.stringify({ extendedBookings: [], pagingMetadata: {} }), {
      status: 200,
      headers: { 'content-type': 'application/json', 'x-wix-request-id': 'r-1' },
    });
  };
  const proxy = createStaffProxy({
    baseUrl: 'http://platform.test',
    apiKey: KEY,
    siteId: SITE,
    passcode: PASSCODE,
    fetch: fake,
    ...options,
  });
  server = createServer((req, res) => proxy(req, res, () => res.writeHead(200, { 'content-type': 'text/plain' }).end('static')));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const send = (path: string, init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) =>
    fetch(`${origin}${path}`, {
      method: init.method ?? 'POST',
      headers: {
        [STAFF_HEADER]: '1',
        'content-type': 'application/json',
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...init.headers,
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
  const signIn = async () => {
    const response = await send('/staff-api/session', { body: { passcode: PASSCODE } });
    expect(response.status).toBe(200);
    return response.headers.get('set-cookie')!.split(';')[0]!;
  };
  return { origin, upstream, send, signIn };
}

const QUERY = '/staff-api/_api/bookings-reader/v2/extended-bookings/query';

describe('staff proxy', () => {
  it('allows exactly the calls the SDK declares for them (method and path)', () => {
    for (const [name, [method, path]] of Object.entries(STAFF_CALLS)) {
      const declaration = (bookings as unknown as Record<string, { declaration?: { method: string; path: string } }>)[name]?.declaration;
      expect(declaration, name).toMatchObject({ method, path });
    }
  });

  it('opens a session for the right passcode only, with an HttpOnly SameSite=Strict cookie scoped to /staff-api', async () => {
    const { send } = await start();
    const wrong = await send('/staff-api/session', { body: { passcode: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const right = await send('/staff-api/session', { body: { passcode: PASSCODE } });
    const cookie = right.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${STAFF_COOKIE}=[A-Za-z0-9_-]{43}; Path=/staff-api; HttpOnly; SameSite=Strict; Max-Age=\\d+$`));
    expect(await (await send('/staff-api/session', { method: 'GET', cookie: cookie.split(';')[0] })).json()).toEqual({ staff: true });
    expect(await (await send('/staff-api/session', { method: 'GET' })).json()).toEqual({ staff: false });
  });

  it('answers 413 to an oversized body on the session and on a forwarded call, and forwards nothing', async () => {
    const { send, signIn, upstream } = await start();
    const padding = 'x'.repeat(100_000);
    const session = await send('/staff-api/session', { body: { passcode: PASSCODE, padding } });
    expect(session.status).toBe(413);
    expect((await session.json()).details.applicationError.code).toBe('PAYLOAD_TOO_LARGE');
    const cookie = await signIn();
    const call = await send('/staff-api/_api/bookings-reader/v2/extended-bookings/query', { cookie, body: { query: {}, padding } });
    expect(call.status).toBe(413);
    expect(upstream).toHaveLength(0);
  });

  it('locks out after five wrong passcodes a minute', async () => {
    const { send } = await start();
    for (let i = 0; i < 5; i++) expect((await send('/staff-api/session', { body: { passcode: `guess-${i}` } })).status).toBe(401);
    const locked = await send('/staff-api/session', { body: { passcode: PASSCODE } });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('60');
  });

  it('forwards an allowed call with the admin key, and never lets the key back out', async () => {
    const { send, signIn, upstream } = await start();
    const cookie = await signIn();
    const response = await send(QUERY, { cookie, body: { query: { filter: {} } } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-wix-request-id')).toBe('r-1');
    const body = await response.text();
    expect(body).not.toContain(KEY);
    expect([...response.headers.values()].join(' ')).not.toContain(KEY);
    expect(upstream).toEqual([
      {
        url: 'http://platform.test/_api/bookings-reader/v2/extended-bookings/query',
        headers: { authorization: KEY, 'wix-site-id': SITE, 'content-type': 'application/json' },
        body: JSON.stringify({ query: { filter: {} } }),
      },
    ]);
  });

  it('refuses without a session, outside the allowlist, cross-site, and with tricky paths', async () => {
    const { send, signIn, upstream } = await start();
    expect((await send(QUERY, { body: {} })).status).toBe(401);
    const cookie = await signIn();
    for (const path of [
      '/staff-api/_api/bookings-service/v2/bookings/b1/cancel',
      '/staff-api/bookings/bookings-attendance/query',
      '/staff-api/_emulator/state',
      `${QUERY}?fields=all`,
      '/staff-api/_api/bookings-service/v2/bookings/..%2Fbookings/confirm',
      '/staff-api/_api/bookings-service/v2/bookings/a%2Fb/confirm',
    ]) {
      const refused = await send(path, { cookie, body: {} });
      expect(refused.status, path).toBe(403);
      expect(await refused.text()).toContain('STAFF_CALL_NOT_ALLOWED');
    }
    expect((await send(QUERY, { method: 'GET', cookie })).status).toBe(403);
    expect((await send(QUERY, { cookie, body: {}, headers: { [STAFF_HEADER]: '' } })).status).toBe(403);
    expect((await send(QUERY, { cookie, body: {}, headers: { origin: 'http://evil.example' } })).status).toBe(403);
    expect((await send(QUERY, { cookie, body: {}, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect(upstream).toHaveLength(0);
  });

  it('ends a session on DELETE, and leaves other paths to the static files', async () => {
    const { origin, send, signIn } = await start();
    const cookie = await signIn();
    const out = await send('/staff-api/session', { method: 'DELETE', cookie });
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await send(QUERY, { cookie, body: {} })).status).toBe(401);
    expect(await (await fetch(`${origin}/staff`)).text()).toBe('static');
    expect(await (await fetch(`${origin}/staff-apix`)).text()).toBe('static');
  });

  it('will not start against a real platform without its secrets', () => {
    expect(() => createStaffProxy({ baseUrl: 'https://www.wixapis.com', apiKey: KEY, siteId: SITE, passcode: undefined as never })).toThrow(
      /STAFF_PASSCODE/,
    );
  });
});
