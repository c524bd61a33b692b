import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../../src/index.js';
import { authSession, body, REDIRECT_SESSION, REDIRECT_URI, submitForm, visitor } from '../identity/helpers.js';
import { preflightHeaders } from '../helpers.js';

// What a page on another origin can do with the emulator in-process (the pipeline's origin rules;
// the Host checks of real sockets are in standalone-hosts.test.ts).

const emulator = createEmulator({ clock: '2026-03-01T09:00:00.000Z' });
afterEach(() => emulator.reset());

const EVIL = 'https://evil.example';
const OWN = 'http://emulator.local';
const NAVIGATION = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };
const OWN_PATHS = [
  '/_emulator/state',
  '/_emulator/outbox',
  '/_emulator/outbox/page',
  '/_emulator',
  '/_emulator/api-keys',
  '/_emulator/webhooks/events',
];

async function errorCode(response: Response): Promise<string | undefined> {
  return (await body(response)).details?.applicationError?.code;
}

// The request reached the route (whatever the route answered): it was not refused as cross-origin.
async function passedOriginCheck(response: Response): Promise<boolean> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return true;
  return (await errorCode(response)) !== 'CROSS_ORIGIN_REQUEST';
}

function refusedCrossOrigin(response: Response) {
  expect(response.status).toBe(403);
  expect(response.headers.get('access-control-allow-origin')).toBeNull();
  expect(response.headers.get('x-wix-request-id')).toBeTruthy();
}

describe("the emulator's own API and a script on another origin", () => {
  it.each(OWN_PATHS)('cannot read %s (403, no CORS headers)', async (path) => {
    const response = await emulator.fetch(path, { headers: { origin: EVIL } });
    refusedCrossOrigin(response);
    expect(await errorCode(response)).toBe('CROSS_ORIGIN_REQUEST');
  });

  it('cannot read it by Sec-Fetch-Site alone (a same-site app on another port included), nor through an encoded path', async () => {
    for (const site of ['cross-site', 'same-site']) {
      refusedCrossOrigin(await emulator.fetch('/_emulator/state', { headers: { 'sec-fetch-site': site } }));
    }
    refusedCrossOrigin(await emulator.fetch('/%5Femulator/state', { headers: { origin: EVIL } }));
    refusedCrossOrigin(await emulator.fetch('/_emulator/state', { headers: { origin: 'null' } }));
  });

  it('cannot change it: POSTs and DELETEs are refused before they run', async () => {
    const before = emulator.clock.now().toISOString();
    const advance = await emulator.fetch('/_emulator/clock', {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'text/plain' },
      body: JSON.stringify({ advanceMs: 3_600_000 }),
    });
    refusedCrossOrigin(advance);
    expect(emulator.clock.now().toISOString()).toBe(before);
    const keys = emulator.state.apiKeys.length;
    refusedCrossOrigin(await emulator.fetch('/_emulator/api-keys', { method: 'POST', headers: { origin: EVIL }, body: '{}' }));
    expect(emulator.state.apiKeys).toHaveLength(keys);
    refusedCrossOrigin(await emulator.fetch('/_emulator/faults', { method: 'DELETE', headers: { 'sec-fetch-site': 'cross-site' } }));
    // A cross-site form posted as a navigation is still a write.
    const form = { origin: EVIL, ...NAVIGATION, 'content-type': 'application/x-www-form-urlencoded' };
    refusedCrossOrigin(await emulator.fetch('/_emulator/reset', { method: 'POST', headers: form, body: '' }));
  });

  it('gets no preflight: the answer is a 403 without CORS headers', async () => {
    const response = await emulator.fetch('/_emulator/reset', {
      method: 'OPTIONS',
      headers: preflightHeaders(EVIL, 'POST', 'content-type'),
    });
    refusedCrossOrigin(response);
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('answers Node callers (no Origin), its own pages and owner-keyed callers, without CORS headers', async () => {
    const callers: Array<Record<string, string>> = [
      {},
      { origin: OWN },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { origin: EVIL, authorization: DEMO_API_KEY },
      { origin: EVIL, authorization: `Bearer ${DEMO_API_KEY}` },
    ];
    for (const headers of callers) {
      const response = await emulator.fetch('/_emulator/state', { headers });
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
    const wrongKey = await emulator.fetch('/_emulator/state', { headers: { origin: EVIL, authorization: 'not-a-key' } });
    refusedCrossOrigin(wrongKey);
    const policy = await emulator.fetch('/_emulator/identity/policy', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requireEmailVerification: true }),
    });
    expect(policy.status).toBeLessThan(300);
  });

  it('serves the outbox page to a navigation from an app on another origin (a link: the app cannot read it)', async () => {
    const response = await emulator.fetch('/_emulator/outbox/page', {
      headers: { ...NAVIGATION, 'sec-fetch-dest': 'document' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the platform API and the hosted pages', () => {
  // The app's callback, registered for the demo client (sign-in redirect sessions need a registered URI).
  beforeEach(() => void emulator.services.upsertOAuthClient({ id: DEMO_CLIENT_ID, name: 'Demo storefront', redirectUris: [REDIRECT_URI] }));

  it('keep answering browser apps on other origins with CORS, preflights included', async () => {
    const preflight = await emulator.fetch(REDIRECT_SESSION, {
      method: 'OPTIONS',
      headers: preflightHeaders(EVIL, 'POST', 'authorization,content-type'),
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(EVIL);
    const call = await emulator.fetch('/oauth2/token', {
      method: 'POST',
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: emulator.credentials.clientId, grantType: 'anonymous' }),
    });
    expect(call.status).toBe(200);
    expect(call.headers.get('access-control-allow-origin')).toBe(EVIL);
    expect(call.headers.get('access-control-expose-headers')).toContain('x-wix-request-id');
    expect(await visitor(emulator)).toBeTruthy();
  });

  it('open the hosted login page to navigations and frames from the app, and let its own form through', async () => {
    const { fullUrl, id } = await authSession(emulator);
    const page = await emulator.fetch(fullUrl, { headers: { ...NAVIGATION, 'sec-fetch-dest': 'iframe' } });
    expect(page.status).toBe(200);
    const fields = { session: id, email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD, action: 'login' };
    // The page is served with Referrer-Policy: no-referrer, so the browser posts its form with Origin: null.
    const ownPage: Array<Record<string, string>> = [
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
      { origin: OWN },
      { origin: 'null' },
      {},
    ];
    for (const headers of ownPage) {
      const response = await submitForm(emulator, '/_emulator/hosted/login', fields, headers);
      expect(await passedOriginCheck(response), JSON.stringify(headers)).toBe(true);
    }
  });

  it('refuse a hosted form posted from another origin', async () => {
    const { id } = await authSession(emulator);
    const fields = { session: id, email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD, action: 'login' };
    const foreign: Array<Record<string, string>> = [
      { origin: EVIL },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of foreign) {
      const response = await submitForm(emulator, '/_emulator/hosted/login', fields, headers);
      refusedCrossOrigin(response);
      expect(await errorCode(response)).toBe('CROSS_ORIGIN_REQUEST');
    }
  });
});

describe('in-process requests', () => {
  it('are not checked for their host (msw base URLs, any test URL)', async () => {
    for (const url of ['https://www.wixapis.com/_emulator/state', 'http://evil.example/_emulator/state', 'https://api.test/_emulator']) {
      expect((await emulator.app.fetch(new Request(url), undefined)).status, url).toBe(200);
    }
  });
});
