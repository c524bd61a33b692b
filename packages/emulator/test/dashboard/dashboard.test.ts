import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readDashboardScript } from '../../src/dashboard/script-asset.js';
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
// The app the package's build writes (the route serves it when it exists; tests from source read it there).
const BUILT_APP = fileURLToPath(new URL('../../dist/dashboard-app.js', import.meta.url));
const changes = async (): Promise<number> => (await json('/_emulator/dashboard/changes')).changes;

describe('the dashboard page', () => {
  it("is served at / to browsers as a shell: the app's script, a root element, a policy that allows only that script", async () => {
    const response = await emulator.fetch('/', { headers: HTML });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const policy = response.headers.get('content-security-policy');
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain('<script type="module" src="/_emulator/dashboard/app.js"></script>');
    // No inline script: the policy would block it, and nothing from the state can become one.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<noscript>[\s\S]*href="\/_emulator"[\s\S]*<\/noscript>/);
  });

  it('carries no data: the site, the keys and the clock come from the admin API', async () => {
    for (const headers of [HTML, { ...HTML, 'sec-fetch-site': 'cross-site' }]) {
      const html = await (await emulator.fetch('/', { headers })).text();
      for (const value of [DEMO_SITE_ID, DEMO_CLIENT_ID, DEMO_API_KEY, T0, emulator.state.site.name]) expect(html).not.toContain(value);
    }
    const odd = createEmulator({ clock: T0, seed: { site: { id: 'site-"><img src=x>', name: '<script>alert(1)</script>' } } });
    const html = await (await odd.fetch('/', { headers: HTML })).text();
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('<img');
    await odd.close();
  });

  it('serves the built app as JavaScript, or says how to build it', async () => {
    const response = await emulator.fetch('/_emulator/dashboard/app.js', {
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors' },
    });
    if (existsSync(BUILT_APP)) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const script = await response.text();
      expect(() => new Function(script)).not.toThrow();
      expect(script).toContain('/_emulator/dashboard/changes');
    } else {
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build');
    }
  });

  it('reads the app from the first place it is found, and nothing when it is not built', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dashboard-app-'));
    const file = join(dir, 'dashboard-app.js');
    writeFileSync(file, 'console.log(1);\n');
    const missing = pathToFileURL(join(dir, 'missing.js'));
    expect(await readDashboardScript([missing, pathToFileURL(file)])).toBe('console.log(1);\n');
    expect(await readDashboardScript([missing])).toBeUndefined();
    rmSync(dir, { recursive: true });
  });

  it("renders text only: no HTML injection in the app's sources", () => {
    const ui = fileURLToPath(new URL('../../src/dashboard/ui/', import.meta.url));
    const sources = readdirSync(ui).filter((name) => /\.tsx?$/.test(name));
    expect(sources.length).toBeGreaterThan(5);
    for (const name of sources)
      expect(readFileSync(join(ui, name), 'utf8')).not.toMatch(/dangerouslySetInnerHTML|innerHTML|insertAdjacentHTML|document\.write/);
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
      clock: { now: T0, real: false, start: T0 },
      counts: {
        plans: Object.keys(state.plans.plans).length,
        orders: Object.keys(state.orders.orders).length,
        members: Object.keys(state.members.members).length,
        services: Object.keys(state.services.services).length,
        bookings: Object.keys(state.bookings.bookings).length,
      },
      changes: expect.any(Number),
      nextOrderPayment: null,
      access: 'open',
      timeZone: 'America/New_York',
      // The origins of the demo client's redirect URIs: the apps "sign in as" opens.
      apps: [
        { origin: 'http://127.0.0.1:5173', clientId: DEMO_CLIENT_ID },
        { origin: 'http://127.0.0.1:5174', clientId: DEMO_CLIENT_ID },
      ],
    });
    expect(Object.keys(state.plans.plans).length).toBeGreaterThan(0);
  });

  it('follows the clock actions the dashboard sends (an hour, a day, back to real time)', async () => {
    await json('/_emulator/clock', post({ advanceMs: HOUR }));
    expect((await json('/_emulator/dashboard/summary')).clock).toEqual({ now: '2026-03-01T10:00:00.000Z', real: false, start: T0 });
    await json('/_emulator/clock', post({ advanceMs: 24 * HOUR }));
    expect((await json('/_emulator/dashboard/summary')).clock).toEqual({ now: '2026-03-02T10:00:00.000Z', real: false, start: T0 });
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
    expect(imported).toEqual({ counts: before, clock: { now: T0, real: false, start: T0 } });
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
