import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF_HEADER, createStaffProxy } from '../server/staff-proxy.js';

// The passcode limiter against guesses sent all at once, each body held back until every request's
// headers have reached the proxy: the limit must hold for attempts still waiting for their body.

const PASSCODE = 'correct horse';
const GUESSES = 60;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** The proxy on a free port, and a promise that settles once `count` requests have reached it. */
async function start(count: number) {
  const proxy = createStaffProxy({ baseUrl: 'http://platform.test', apiKey: 'fd_key', siteId: 'site-1', passcode: PASSCODE });
  let arrived = 0;
  let allArrived!: () => void;
  const arrivedAll = new Promise<void>((resolve) => (allArrived = resolve));
  server = createServer((req, res) => {
    arrived += 1;
    if (arrived === count) allArrived();
    proxy(req, res, () => res.writeHead(404).end());
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, arrivedAll };
}

/** Starts a session POST whose headers go out now and whose body waits for `write()`. */
function delayedPost(port: number, body: string) {
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/staff-api/session',
    agent: false,
    headers: { [STAFF_HEADER]: '1', 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const status = new Promise<number>((resolve, reject) => {
    req.on('response', (res: IncomingMessage) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    // A request answered (429) before its body was written may see its socket closed under the write.
    req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
  });
  req.flushHeaders();
  return {
    status,
    write: () => {
      if (!req.destroyed) req.end(body);
    },
  };
}

describe('staff proxy passcode limiter', () => {
  it('evaluates at most five of 60 concurrent guesses whose bodies arrive after all headers', async () => {
    const { port, arrivedAll } = await start(GUESSES);
    const guesses = Array.from({ length: GUESSES }, (_, i) => delayedPost(port, JSON.stringify({ passcode: `guess-${i}` })));
    await arrivedAll;
    for (const guess of guesses) guess.write();
    const statuses = await Promise.all(guesses.map((guess) => guess.status));
    const evaluated = statuses.filter((status) => status !== 429);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(evaluated.every((status) => status === 401)).toBe(true);
    expect(statuses.filter((status) => status === 429)).toHaveLength(GUESSES - evaluated.length);

    // The right passcode is locked out too, for the rest of the minute.
    const right = delayedPost(port, JSON.stringify({ passcode: PASSCODE }));
    right.write();
    expect(await right.status).toBe(429);
  });

  it('still lets the right passcode in when it comes among fewer than five', async () => {
    const { port, arrivedAll } = await start(4);
    const bodies = ['a', 'b', 'c', PASSCODE].map((passcode) => JSON.stringify({ passcode }));
    const guesses = bodies.map((body) => delayedPost(port, body));
    await arrivedAll;
    for (const guess of guesses) guess.write();
    expect((await Promise.all(guesses.map((guess) => guess.status))).sort()).toEqual([200, 401, 401, 401]);
  });
});
