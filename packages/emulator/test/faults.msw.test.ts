import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmulator, DEMO_CLIENT_ID } from '../src/index.js';
import { addProbeRoutes, faultCases } from './fault-cases.js';

const BASE = 'https://www.wixapis.com';
const emulator = createEmulator();
const probeCalls = addProbeRoutes(emulator);

const server = setupServer(...emulator.handlers({ baseUrl: BASE }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  emulator.reset();
});
afterAll(() => server.close());

describe('through msw', () => {
  it('serves the platform on the base URL', async () => {
    const response = await fetch(`${BASE}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'anonymous' }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).expires_in).toBe(14400);
    expect(response.headers.get('x-wix-request-id')).toBeTruthy();
  });

  it('answers unknown routes with the 404 envelope instead of passing them through', async () => {
    const response = await fetch(`${BASE}/stores/v1/products/query`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect((await response.json()).details.applicationError.code).toBe('NOT_FOUND');
  });

  it('leaves other origins to other handlers (unhandled: error)', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetch('https://elsewhere.example/x')).rejects.toThrow();
    expect(quiet).toHaveBeenCalledWith(expect.stringContaining('without a matching request handler'));
    quiet.mockRestore();
  });

  it('handlers() without baseUrl takes any origin', async () => {
    const anywhere = createEmulator({ seed: 'empty' });
    server.use(...anywhere.handlers());
    const response = await fetch('http://127.0.0.1:9/_emulator');
    expect((await response.json()).site.id).toBe(anywhere.state.site.id);
  });

  it('delivers webhooks to an msw-intercepted subscriber', async () => {
    const bodies: string[] = [];
    server.use(
      http.post('https://hooks.example/wix', async ({ request }) => {
        bodies.push(await request.text());
        return HttpResponse.text('ok');
      }),
    );
    emulator.webhooks.subscribe({ url: 'https://hooks.example/wix' });
    emulator.webhooks.emit('wix.members.v1.member_created', {
      entityFqdn: 'wix.members.v1.member',
      slug: 'created',
      entityId: 'm1',
      createdEvent: { entity: { id: 'm1' } },
    });
    await emulator.webhooks.settled();
    expect(emulator.webhooks.deliveries()[0]).toMatchObject({ ok: true, status: 200 });
    const pem = await (await fetch(`${BASE}/_emulator/webhooks/public-key`)).text();
    const { payload } = await jwtVerify(bodies[0]!, await importSPKI(pem, 'RS256'));
    expect(JSON.parse(payload.data as string).eventType).toBe('wix.members.v1.member_created');
  });

  describe('faults', () => {
    faultCases(() => ({ emulator, url: (path) => `${BASE}${path}`, probeCalls }));
  });
});
