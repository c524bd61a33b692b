import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_HEADER, createCheckout } from '../server/checkout.js';

// The app's checkout route (server/checkout.ts) over real HTTP, in front of a fake platform: it
// completes a booking only for the customer who made it, with the admin key it keeps.

const KEY = 'fd_admin_secret_key_for_tests_000000000000';
const MEMBER_TOKEN = 'member-token-of-m1';
const OTHER_TOKEN = 'member-token-of-m2';

interface Sent {
  url: string;
  authorization: string | undefined;
  body: string;
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

const guestBooking = {
  id: 'b-guest',
  status: 'CREATED',
  revision: '1',
  contactDetails: { email: 'Ada@Example.com' },
  createdBy: { anonymousVisitorId: 'v1' },
};
const memberBooking = {
  id: 'b-member',
  status: 'CREATED',
  revision: '1',
  contactDetails: { email: 'demo@frontdesk.test' },
  createdBy: { memberId: 'm1' },
};

/** The route on a free port, in front of a fake platform holding `bookings`. */
async function start(bookings: Record<string, unknown>[] = [guestBooking, memberBooking]) {
  const sent: Sent[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fake: typeof fetch = async (input, init) => {
    const url = String(input);
    const authorization = new Headers(init?.headers).get('authorization') ?? undefined;
    const body = String(init?.body ?? '');
    sent.push({ url, authorization, body });
    if (url.endsWith('/extended-bookings/query')) {
      const id = (JSON.parse(body) as { query?: { filter?: { id?: string } } }).query?.filter?.id;
      const visible = bookings.filter((b) => {
        if (b.id !== id) return false;
        if (authorization === KEY) return true;
        const member = (b.createdBy as { memberId?: string }).memberId;
        if (authorization === MEMBER_TOKEN) return member === 'm1';
        if (authorization === OTHER_TOKEN) return member === 'm2';
        return false;
      });
      if (authorization !== KEY && authorization !== MEMBER_TOKEN && authorization !== OTHER_TOKEN) {
        return json({ message: 'Unauthorized', details: { applicationError: { code: 'UNAUTHENTICATED', description: 'bad token' } } }, 401);
      }
      return json({ extendedBookings: visible.map((booking) => ({ booking })), pagingMetadata: { count: visible.length } });
    }
    if (url.includes(':confirmOrDecline')) return json({ booking: { id: 'b', status: 'CONFIRMED', revision: '2' } });
    return json({ message: 'Not found' }, 404);
  };
  const checkout = createCheckout({ baseUrl: 'http://platform.test', apiKey: KEY, siteId: 'site-1', fetch: fake });
  server = createServer((req, res) => checkout(req, res, () => res.writeHead(200, { 'content-type': 'text/plain' }).end('static')));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const complete = (id: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
    fetch(`${origin}/checkout-api/bookings/${id}/complete`, {
      method,
      headers: { [CHECKOUT_HEADER]: '1', 'content-type': 'application/json', ...headers },
      ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
    });
  const confirmations = () => sent.filter((s) => s.url.includes(':confirmOrDecline'));
  return { origin, sent, complete, confirmations };
}

const codeOf = async (response: Response) =>
  ((await response.json()) as { details?: { applicationError?: { code?: string } } }).details?.applicationError?.code;

describe('checkout route', () => {
  it("completes a guest's booking for its contact email, with the admin key, as the official confirmOrDeclineBooking does", async () => {
    const { complete, confirmations } = await start();
    const response = await complete('b-guest', { email: ' ada@example.com ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ booking: { id: 'b-guest', status: 'CONFIRMED' } });
    const [call] = confirmations();
    expect(call?.url).toBe('http://platform.test/bookings/v2/confirmation/b-guest:confirmOrDecline');
    expect(call?.authorization).toBe(KEY);
    // The official call's body: no options (the platform emails the customer about the outcome itself).
    expect(JSON.parse(call!.body)).toEqual({});
  });

  it("refuses a guest's booking for another email, and a member's booking without that member's token", async () => {
    const { complete, confirmations } = await start();
    const wrong = await complete('b-guest', { email: 'eve@example.com' });
    expect(wrong.status).toBe(403);
    expect(await codeOf(wrong)).toBe('NOT_YOUR_BOOKING');
    // The contact email alone is not enough for a member's booking.
    const noToken = await complete('b-member', { email: 'demo@frontdesk.test' });
    expect(noToken.status).toBe(401);
    const other = await complete('b-member', { email: 'demo@frontdesk.test' }, { authorization: OTHER_TOKEN });
    expect(other.status).toBe(403);
    const badToken = await complete('b-member', {}, { authorization: 'forged' });
    expect(badToken.status).toBe(401);
    expect(confirmations()).toHaveLength(0);

    const own = await complete('b-member', {}, { authorization: MEMBER_TOKEN });
    expect(own.status).toBe(200);
    expect(confirmations()).toHaveLength(1);
  });

  it('answers a completed booking as it is, refuses a canceled one and an unknown one', async () => {
    const { complete, confirmations } = await start([
      { ...guestBooking, id: 'done', status: 'PENDING' },
      { ...guestBooking, id: 'gone', status: 'CANCELED' },
    ]);
    expect(await (await complete('done', { email: 'ada@example.com' })).json()).toEqual({ booking: { id: 'done', status: 'PENDING' } });
    const canceled = await complete('gone', { email: 'ada@example.com' });
    expect(canceled.status).toBe(428);
    expect(await codeOf(canceled)).toBe('INVALID_BOOKING_STATUS');
    expect((await complete('nope', { email: 'ada@example.com' })).status).toBe(404);
    expect(confirmations()).toHaveLength(0);
  });

  it('answers 413 to an oversized body, declared or streamed, on a whole connection (the socket is not cut)', async () => {
    const { origin, confirmations } = await start();
    const url = `${origin}/checkout-api/bookings/b-guest/complete`;
    const headers = { [CHECKOUT_HEADER]: '1', 'content-type': 'application/json' };
    const big = JSON.stringify({ email: 'ada@example.com', padding: 'x'.repeat(200_000) });
    const declared = await fetch(url, { method: 'POST', headers, body: big });
    expect(declared.status).toBe(413);
    expect(await codeOf(declared)).toBe('PAYLOAD_TOO_LARGE');
    // Chunked, no Content-Length: refused once it grows past the limit.
    const chunks = Array.from({ length: 40 }, () => new TextEncoder().encode('y'.repeat(8192)));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const streamed = await fetch(url, { method: 'POST', headers, body: stream, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await codeOf(streamed)).toBe('PAYLOAD_TOO_LARGE');
    expect(confirmations()).toHaveLength(0);
  });

  it('is same-origin only, POST only, one route only, and limits refused attempts', async () => {
    const { origin, complete, sent } = await start();
    expect((await complete('b-guest', { email: 'ada@example.com' }, { [CHECKOUT_HEADER]: '0' })).status).toBe(403);
    expect((await complete('b-guest', { email: 'ada@example.com' }, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await complete('b-guest', {}, {}, 'GET')).status).toBe(405);
    const other = await fetch(`${origin}/checkout-api/bookings/b-guest/cancel`, {
      method: 'POST',
      headers: { [CHECKOUT_HEADER]: '1' },
      body: '{}',
    });
    expect(other.status).toBe(404);
    const encoded = await fetch(`${origin}/checkout-api/bookings/..%2f..%2fx/complete`, {
      method: 'POST',
      headers: { [CHECKOUT_HEADER]: '1' },
      body: '{}',
    });
    expect(encoded.status).toBe(404);
    expect(sent).toHaveLength(0);
    expect(await (await fetch(`${origin}/elsewhere`)).text()).toBe('static');

    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await complete('b-guest', { email: 'eve@example.com' })).status);
    expect(statuses.slice(0, 10).every((s) => s === 403)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
