import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmulator, DEMO_CLIENT_ID, type EmulatorServer } from '../src/index.js';
import { addProbeRoutes, faultCases } from './fault-cases.js';
import { preflightHeaders } from './helpers.js';

const onError = vi.fn();
const emulator = createEmulator({ onError });
const probeCalls = addProbeRoutes(emulator);

let server: EmulatorServer;
const consoleSpies = [vi.spyOn(console, 'error'), vi.spyOn(console, 'info'), vi.spyOn(console, 'warn')];
beforeAll(async () => {
  server = await emulator.listen({ port: 0 });
});
afterEach(() => emulator.reset());
afterAll(async () => {
  await emulator.close();
  // Neither the dropped sockets nor the aborted delays made the server complain.
  for (const spy of consoleSpies) expect(spy).not.toHaveBeenCalled();
  expect(onError).not.toHaveBeenCalled();
});

describe('standalone server', () => {
  it('listens on 127.0.0.1 and serves the platform', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: DEMO_CLIENT_ID, grantType: 'anonymous' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-wix-request-id')).toBeTruthy();
  });

  it('answers CORS preflights from browser apps on other origins', async () => {
    const response = await fetch(`${server.url}/members/v1/members/my`, {
      method: 'OPTIONS',
      headers: preflightHeaders('http://localhost:3000'),
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  describe('faults', () => {
    faultCases(() => ({ emulator, url: (path) => `${server.url}${path}`, probeCalls }));
  });
});
