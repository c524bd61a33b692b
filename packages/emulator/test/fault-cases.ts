import { expect, it } from 'vitest';
import type { Emulator } from '../src/index.js';

/** How a fault suite reaches the emulator: msw-intercepted fetch or a real socket. */
export interface FaultTarget {
  emulator: Emulator;
  /** Absolute URL of a path on the emulator. */
  url(path: string): string;
  /** Count of calls the `/probe` route handled. */
  probeCalls(): number;
}

/**
 * Registers the public routes the fault cases call: `GET /probe` (answers `{ ok: true }` and counts
 * its calls) and `POST /probe` (echoes the body). Returns the count.
 */
export function addProbeRoutes(emulator: Emulator): () => number {
  let calls = 0;
  emulator.route(
    'GET',
    '/probe',
    () => {
      calls++;
      return { ok: true };
    },
    { roles: 'public' },
  );
  emulator.route('POST', '/probe', ({ input }) => input, { roles: 'public' });
  return () => calls;
}

/**
 * The fault behaviours every transport must show. Expects the probe routes
 * ({@link addProbeRoutes}) to be registered.
 */
export function faultCases(target: () => FaultTarget): void {
  const get = (path = '/probe', init?: RequestInit) => fetch(target().url(path), init);

  it('answers an error status with the platform envelope once, then routes normally', async () => {
    target().emulator.faults.inject({ method: 'GET', path: '/probe', status: 503 });
    const faulted = await get();
    expect(faulted.status).toBe(503);
    expect(await faulted.json()).toEqual({ message: 'Service Unavailable', details: {} });
    expect(faulted.headers.get('x-wix-request-id')).toBeTruthy();
    const next = await get();
    expect(next.status).toBe(200);
    expect(await next.json()).toEqual({ ok: true });
  });

  it('adds headers such as Retry-After to a 429', async () => {
    target().emulator.faults.inject({ path: '/probe', status: 429, headers: { 'Retry-After': '2' } });
    const response = await get();
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('2');
    expect((await response.json()).details.applicationError.code).toBe('TOO_MANY_REQUESTS');
  });

  it('serves an HTML gateway page', async () => {
    target().emulator.faults.inject({ path: '/probe', body: 'html' });
    const response = await get();
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toContain('text/html');
    const text = await response.text();
    expect(text).toMatch(/^<html>/);
    expect(text).toContain('502 Bad Gateway');
  });

  it('serves malformed JSON labelled as JSON', async () => {
    target().emulator.faults.inject({ path: '/probe', body: 'malformed-json' });
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.clone().text()).toBe('{"broken": ');
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it.each([200, 201, 204])('answers %i with an empty body', async (status) => {
    target().emulator.faults.inject({ path: '/probe', body: 'empty', status });
    const response = await get();
    expect(response.status).toBe(status);
    expect(await response.text()).toBe('');
  });

  it('serves a given string or JSON body', async () => {
    target().emulator.faults.inject({ path: '/probe', status: 500, body: 'upstream exploded' });
    target().emulator.faults.inject({ path: '/probe', status: 409, body: { message: 'custom', details: {} } });
    const text = await get();
    expect([text.status, await text.text()]).toEqual([500, 'upstream exploded']);
    const json = await get();
    expect([json.status, await json.json()]).toEqual([409, { message: 'custom', details: {} }]);
  });

  it('drops the connection: fetch rejects', async () => {
    target().emulator.faults.inject({ path: '/probe', drop: true });
    await expect(get()).rejects.toThrow(TypeError);
    expect((await get()).status).toBe(200);
  });

  it('delays, then answers normally', async () => {
    target().emulator.faults.inject({ path: '/probe', delayMs: 300 });
    const started = performance.now();
    const response = await get();
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('stops a delay when the request is aborted, without reaching the route', async () => {
    const before = target().probeCalls();
    target().emulator.faults.inject({ path: '/probe', delayMs: 400 });
    const started = performance.now();
    await expect(get('/probe', { signal: AbortSignal.timeout(50) })).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(350);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(target().probeCalls()).toBe(before);
  });

  it('matches by method and RegExp, until cleared with times: Infinity', async () => {
    const { emulator } = target();
    emulator.faults.inject({ method: 'POST', path: /^\/pro/, status: 500, times: Infinity });
    expect((await get()).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await get('/probe', { method: 'POST', body: '{}' })).status).toBe(500);
    emulator.faults.clear();
    expect((await get('/probe', { method: 'POST', body: '{"a":1}' })).status).toBe(200);
  });

  it('is controllable over HTTP, and never faults the admin API', async () => {
    const admin = (path: string, init?: RequestInit) => fetch(target().url(path), init);
    const created = await admin('/_emulator/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: { regex: '.*' }, status: 500, times: null }),
    });
    expect(created.status).toBe(200);
    const { id } = await created.json();
    expect((await get()).status).toBe(500);
    const listed = await (await admin('/_emulator/faults')).json();
    expect(listed.faults).toEqual([{ id, path: { regex: '.*', flags: '' }, kind: 'error', status: 500, remaining: null }]);
    expect((await admin('/_emulator/faults', { method: 'DELETE' })).status).toBe(200);
    expect((await get()).status).toBe(200);
  });
}
