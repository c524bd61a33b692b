import { afterEach, describe, expect, it } from 'vitest';
import { createEmulator, DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_SITE_ID } from '../../src/index.js';
import { tempDir } from '../persistence-helpers.js';

// `GET /`: the URL the CLI prints. A page for browsers, JSON for the rest; the emulator's own rules
// for other origins (the page can show the admin API key).

const T0 = '2026-03-01T09:00:00.000Z';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const emulator = createEmulator({ clock: T0 });
afterEach(() => emulator.reset());

describe('GET / in a browser', () => {
  it('answers the dashboard page: a shell with no data in it (the script reads the admin API)', async () => {
    const response = await emulator.fetch('/', { headers: { ...HTML, 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<title>Frontdesk emulator</title>');
    expect(html).toContain('/_emulator/dashboard/app.js');
    for (const fact of [DEMO_SITE_ID, DEMO_CLIENT_ID, DEMO_API_KEY, T0]) expect(html).not.toContain(fact);
  });

  it('the JSON answer shows the clock as it is now (moved by tests)', async () => {
    emulator.clock.set('2026-05-04T12:00:00.000Z');
    expect((await (await emulator.fetch('/')).json()).clock.now).toBe('2026-05-04T12:00:00.000Z');
  });

  it('tells where the data is kept when there is a data folder', async () => {
    const dir = tempDir();
    const persisted = createEmulator({ dataDir: dir, clock: T0 });
    try {
      expect((await (await persisted.fetch('/')).json()).data).toEqual({ persisted: true, dir });
    } finally {
      await persisted.close();
    }
  });

  it('a navigation from another site gets the page (nothing in it); its scripts get nothing', async () => {
    const navigation = await emulator.fetch('/', { headers: { ...HTML, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } });
    expect(navigation.status).toBe(200);
    expect(await navigation.text()).not.toContain(DEMO_API_KEY);

    const foreign: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' },
    ];
    for (const headers of foreign) {
      for (const path of ['/', '/_emulator/dashboard/summary']) {
        const script = await emulator.fetch(path, { headers: { ...headers, accept: '*/*' } });
        expect(script.status).toBe(403);
        expect(script.headers.get('access-control-allow-origin')).toBeNull();
        const body = await script.text();
        expect(JSON.parse(body).details.applicationError.code).toBe('CROSS_ORIGIN_REQUEST');
        expect(body).not.toContain(DEMO_API_KEY);
      }
    }
  });

  it('is never faulted', async () => {
    emulator.faults.inject({ path: /.*/, status: 503 });
    expect((await emulator.fetch('/', { headers: HTML })).status).toBe(200);
    emulator.faults.clear();
  });
});

describe('GET / for other clients', () => {
  it('answers JSON with the same facts', async () => {
    const response = await emulator.fetch('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('vary')).toContain('Accept');
    expect(await response.json()).toEqual({
      name: 'Frontdesk emulator',
      description: expect.stringContaining('docs/emulator.md'),
      site: { id: DEMO_SITE_ID, name: 'Frontdesk Demo Studio' },
      oauthClientId: DEMO_CLIENT_ID,
      apiKey: DEMO_API_KEY,
      data: { persisted: false },
      clock: { now: T0, real: false, start: T0 },
      pages: expect.objectContaining({ outbox: '/_emulator/outbox/page', admin: '/_emulator' }),
    });
  });

  it('leaves out what it does not know', async () => {
    const bare = createEmulator({ clock: T0, seed: 'empty' });
    const body = await (await bare.fetch('/')).json();
    expect(body).not.toHaveProperty('apiKey');
    expect(body.site.id).toBeTruthy();
    await bare.close();
  });
});
