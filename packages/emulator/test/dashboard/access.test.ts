import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackHost } from '../../src/dashboard/access.js';
import { createEmulator, DEMO_API_KEY, DEMO_SITE_ID, type Emulator, type EmulatorServer } from '../../src/index.js';

const codeOf = (body: any) => body?.details?.applicationError?.code;

describe('isLoopbackHost', () => {
  it('knows loopback interfaces from the others', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', 'app.localhost', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.5', 'emulator.test', '128.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe('the admin key on a non-loopback listener', () => {
  let emulator: Emulator;
  let server: EmulatorServer;
  let url: string;

  beforeAll(async () => {
    emulator = createEmulator({ clock: '2026-03-02T09:00:00.000Z' });
    server = await emulator.listen({ host: '0.0.0.0', port: 0 });
    url = `http://127.0.0.1:${server.port}`;
  });
  afterAll(() => emulator.close());

  it('answers 401 ADMIN_KEY_REQUIRED without a key, with no data in the answer', async () => {
    expect(server.access).toBe('key');
    for (const path of ['/_emulator', '/_emulator/state', '/_emulator/dashboard/summary', '/_emulator/dashboard/data/members', '/']) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(401);
      const text = await response.text();
      expect(codeOf(JSON.parse(text)), path).toBe('ADMIN_KEY_REQUIRED');
      expect(text).not.toContain(DEMO_SITE_ID);
      expect(text).not.toContain(DEMO_API_KEY);
    }
    const wrong = await fetch(`${url}/_emulator`, { headers: { authorization: 'not-a-key' } });
    expect(wrong.status).toBe(401);
    const write = await fetch(`${url}/_emulator/reset`, { method: 'POST' });
    expect(write.status).toBe(401);
  });

  it('answers with an owner API key', async () => {
    const info = await fetch(`${url}/_emulator`, { headers: { authorization: DEMO_API_KEY } });
    expect(info.status).toBe(200);
    expect((await info.json()).site.id).toBe(DEMO_SITE_ID);
    const summary = await fetch(`${url}/_emulator/dashboard/summary`, { headers: { authorization: `Bearer ${DEMO_API_KEY}` } });
    expect(summary.status).toBe(200);
    expect((await summary.json()).access).toBe('key');
    const home = await fetch(`${url}/`, { headers: { authorization: DEMO_API_KEY } });
    expect(home.status).toBe(200);
  });

  it('keeps the page shell, its script, the hosted pages and the platform API open', async () => {
    const shell = await fetch(`${url}/`, { headers: { accept: 'text/html' } });
    expect(shell.status).toBe(200);
    const html = await shell.text();
    expect(html).not.toContain(DEMO_SITE_ID);
    expect(html).not.toContain(DEMO_API_KEY);
    const script = await fetch(`${url}/_emulator/dashboard/app.js`);
    expect(script.status).not.toBe(401);
    await script.body?.cancel();
    const hosted = await fetch(`${url}/_emulator/hosted/login`);
    expect(hosted.status).not.toBe(401);
    await hosted.body?.cancel();
    const plans = await fetch(`${url}/pricing-plans/v2/plans/public`);
    expect(codeOf(await plans.json())).not.toBe('ADMIN_KEY_REQUIRED');
  });

  it('keeps in-process calls open on the same emulator', async () => {
    const response = await emulator.fetch('/_emulator/dashboard/summary');
    expect(response.status).toBe(200);
    expect((await response.json()).access).toBe('open');
  });
});

describe('a loopback listener', () => {
  it('needs no key', async () => {
    const emulator = createEmulator();
    const server = await emulator.listen({ port: 0 });
    try {
      expect(server.access).toBe('open');
      const info = await fetch(`${server.url}/_emulator`);
      expect(info.status).toBe(200);
      const summary = await (await fetch(`${server.url}/_emulator/dashboard/summary`)).json();
      expect(summary.access).toBe('open');
    } finally {
      await emulator.close();
    }
  });
});
