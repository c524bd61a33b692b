import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createEmulator, DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../src/index.js';

// The dashboard at `/`: its page, its script and its JSON endpoints (`/_emulator/dashboard/*`). The
// live updates are tested through the change counter's answers, never through timers.

const T0 = '2026-03-01T09:00:00.000Z';
const HOUR = 3_600_000;
const HTML = { accept: 'text/html', 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' };
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' };
const emulator = createEmulator({ clock: T0 });
afterEach(() => emulator.reset());
afterAll(() => emulator.close());

async function json(path: string, init?: RequestInit): Promise<any> {
  const response = await emulator.fetch(path, init);
  expect(response.status).toBe(200);
  return response.json();
}

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const changes = async (): Promise<number> => (await json('/_emulator/dashboard/changes')).changes;

describe('the dashboard page', () => {
  it('is served at / to browsers, with its script and a policy that allows only that script', async () => {
    const response = await emulator.fetch('/', { headers: HTML });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain('<script src="/_emulator/dashboard/app.js" defer></script>');
    // No inline script: the policy would block it, and nothing from the state can become one.
    expect(html.match(/<script/g)).toHaveLength(1);
    for (const id of [DEMO_SITE_ID, DEMO_CLIENT_ID, DEMO_API_KEY]) expect(html).toContain(`data-copy="${id}"`);
    expect(html).toContain(`<code id="clock-now">${T0}</code>`);
    expect(html).toContain('data-clock="hour"');
    expect(html).toContain('id="reset-seed"');
    expect(html).toContain('href="/_emulator/state" download=');
    expect(html).toContain('id="import-file"');
    expect(html).toContain('id="outbox-rows"');
  });

  it('shows the counts per domain', async () => {
    const { counts } = await json('/_emulator/dashboard/summary');
    const html = await (await emulator.fetch('/', { headers: HTML })).text();
    for (const [name, count] of Object.entries(counts)) expect(html).toContain(`<strong data-count="${name}">${count}</strong>`);
  });

  it('escapes what it shows, in text and in attributes', async () => {
    const odd = createEmulator({ clock: T0, seed: { site: { id: 'site-"><img src=x>', name: '<script>alert(1)</script>' } } });
    const html = await (await odd.fetch('/', { headers: HTML })).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('"><img');
    expect(html).toContain('data-copy="site-&#34;&#62;&#60;img src=x&#62;"');
    await odd.close();
  });

  it('hides the admin API key from a page opened from another site', async () => {
    const html = await (await emulator.fetch('/', { headers: { ...HTML, 'sec-fetch-site': 'cross-site' } })).text();
    expect(html).not.toContain(DEMO_API_KEY);
    expect(html).toContain('Not shown to a page opened from another site');
  });

  it('serves its script as JavaScript that parses and renders without innerHTML', async () => {
    const response = await emulator.fetch('/_emulator/dashboard/app.js', {
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const script = await response.text();
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain('/_emulator/dashboard/changes');
    expect(script).not.toContain('innerHTML');
  });

  it('is not served to another origin’s scripts', async () => {
    for (const path of ['/_emulator/dashboard/app.js', '/_emulator/dashboard/summary', '/_emulator/dashboard/changes']) {
      const response = await emulator.fetch(path, { headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' } });
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
    const evil = await emulator.fetch('/_emulator/dashboard/import', { ...post({}), headers: { origin: 'https://evil.example' } });
    expect(evil.status).toBe(403);
  });
});

describe('GET /_emulator/dashboard/summary', () => {
  it('tells the credentials, the data folder, the clock and the counts', async () => {
    const state = emulator.state.domains as any;
    expect(await json('/_emulator/dashboard/summary', { headers: SAME_ORIGIN })).toEqual({
      site: { id: DEMO_SITE_ID, name: 'Frontdesk Demo Studio' },
      oauthClientId: DEMO_CLIENT_ID,
      apiKey: DEMO_API_KEY,
      data: { persisted: false },
      clock: { now: T0, real: false },
      counts: {
        plans: Object.keys(state.plans.plans).length,
        orders: Object.keys(state.orders.orders).length,
        members: Object.keys(state.members.members).length,
        services: Object.keys(state.services.services).length,
        bookings: Object.keys(state.bookings.bookings).length,
      },
      changes: expect.any(Number),
    });
    expect(Object.keys(state.plans.plans).length).toBeGreaterThan(0);
  });

  it('follows the clock actions the dashboard sends (an hour, a day, back to real time)', async () => {
    await json('/_emulator/clock', post({ advanceMs: HOUR }));
    expect((await json('/_emulator/dashboard/summary')).clock).toEqual({ now: '2026-03-01T10:00:00.000Z', real: false });
    await json('/_emulator/clock', post({ advanceMs: 24 * HOUR }));
    expect((await json('/_emulator/dashboard/summary')).clock).toEqual({ now: '2026-03-02T10:00:00.000Z', real: false });
    await json('/_emulator/clock', post({ real: true }));
    expect((await json('/_emulator/dashboard/summary')).clock.real).toBe(true);
  });

  it('counts what changes', async () => {
    const before = (await json('/_emulator/dashboard/summary')).counts;
    emulator.store.mutate((state) => {
      (state.domains as any).plans.plans = {};
    });
    expect((await json('/_emulator/dashboard/summary')).counts).toEqual({ ...before, plans: 0 });
    await json('/_emulator/reset', post({}));
    expect((await json('/_emulator/dashboard/summary')).counts).toEqual(before);
  });
});

describe('GET /_emulator/dashboard/changes', () => {
  it('stays the same while nothing changes (reads included)', async () => {
    const first = await changes();
    await json('/_emulator/dashboard/summary');
    await json('/_emulator/state');
    await json('/_emulator/outbox');
    expect(await changes()).toBe(first);
  });

  it('moves on every change: a write request, the clock, a reset, a change made in code', async () => {
    let last = await changes();
    const moved = async () => {
      const now = await changes();
      expect(now).toBeGreaterThan(last);
      last = now;
    };
    await json('/_emulator/clock', post({ advanceMs: HOUR }));
    await moved();
    await json('/_emulator/reset', post({}));
    await moved();
    emulator.store.mutate((state) => {
      state.site.name = 'Renamed';
    });
    await moved();
    const created = await emulator.fetch('/_emulator/api-keys', post({ name: 'dashboard' }));
    expect(created.status).toBe(200);
    await moved();
  });

  it('is never cached', async () => {
    expect((await emulator.fetch('/_emulator/dashboard/changes')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('POST /_emulator/dashboard/import', () => {
  it('loads an exported state file and keeps the webhook signing key', async () => {
    await emulator.webhooks.publicKeyPem();
    const key = emulator.state.webhooks.key;
    expect(key).toBeDefined();
    const exported = await (await emulator.fetch('/_emulator/state')).text();
    const before = (await json('/_emulator/dashboard/summary')).counts;
    emulator.store.mutate((state) => {
      (state.domains as any).plans.plans = {};
      state.site.name = 'Changed';
    });
    const last = await changes();
    const imported = await json('/_emulator/dashboard/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: exported,
    });
    expect(imported).toEqual({ counts: before });
    expect(emulator.state.site.name).toBe('Frontdesk Demo Studio');
    expect(emulator.state.webhooks.key).toEqual(key);
    expect(await changes()).toBeGreaterThan(last);
  });

  it('refuses what is not a state file, and leaves the state as it was', async () => {
    const site = emulator.state.site;
    const cases: Array<[string, RegExp]> = [
      ['not json', /not JSON/],
      [JSON.stringify({ hello: 'world' }), /not a Frontdesk emulator state file/],
      [JSON.stringify({ ...emulator.store.snapshot(), domains: {} }), /has no .*domain data/],
    ];
    for (const [body, message] of cases) {
      const response = await emulator.fetch('/_emulator/dashboard/import', { method: 'POST', body });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(message);
    }
    expect(emulator.state.site).toBe(site);
  });
});
