import { request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type EmulatorServer } from '../../src/index.js';
import { runCli, type RunningCli } from '../../src/run-cli.js';
import { preflightHeaders } from '../helpers.js';

// The standalone server against DNS rebinding: a page on evil.example whose name now resolves to
// 127.0.0.1 talks to the emulator's socket with `Host: evil.example`. Raw node:http requests, so the
// Host header (and the request target) are exactly what a browser, or an attacker, would send.

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function send(port: number, options: { host: string; path?: string; method?: string; headers?: Record<string, string> }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path ?? '/_emulator/state',
        agent: false,
        setHost: false,
        headers: { host: options.host, ...options.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const emulator = createEmulator();
let server: EmulatorServer;
let extra: EmulatorServer;
beforeAll(async () => {
  server = await emulator.listen({ port: 0 });
  extra = await emulator.listen({ port: 0, allowedHosts: ['studio.test', '.lan.test'] });
});
afterAll(() => emulator.close());

describe('Host header on the standalone server', () => {
  it.each([
    '/',
    '/_emulator/state',
    '/_emulator/outbox/page',
    '/oauth2/token',
    '/members/v1/members/my',
    '/_emulator/hosted/login?session=x',
  ])('refuses Host: evil.example on %s (DNS rebinding)', async (path) => {
    const foreign = ['evil.example', `evil.example:${server.port}`, 'localhost.evil.example', '127.0.0.1.evil.example', 'evil.example.'];
    for (const host of foreign) {
      const answer = await send(server.port, { host, path });
      expect(answer.status, host).toBe(403);
      expect(JSON.parse(answer.body).details.applicationError.code).toBe('HOST_NOT_ALLOWED');
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.body).not.toContain('apiKeys');
    }
  });

  it('refuses a foreign host in an absolute request target too', async () => {
    const answer = await send(server.port, { host: `127.0.0.1:${server.port}`, path: 'http://evil.example/_emulator/state' });
    expect(answer.status).toBe(403);
  });

  it('answers loopback names and addresses on any port, and the in-process host name', async () => {
    for (const host of [
      `127.0.0.1:${server.port}`,
      `localhost:${server.port}`,
      'localhost',
      'localhost:1234',
      `app.localhost:${server.port}`,
      '127.0.0.2',
      `[::1]:${server.port}`,
      'emulator.local',
    ]) {
      const answer = await send(server.port, { host });
      expect(answer.status, host).toBe(200);
    }
  });

  it('answers the host names it was told about (allowedHosts), and only on that server', async () => {
    for (const host of ['studio.test', `studio.test:${extra.port}`, 'lan.test', 'box.lan.test']) {
      expect((await send(extra.port, { host })).status, host).toBe(200);
    }
    for (const host of ['www.studio.test', 'studio.test.evil.example', 'lan.test.evil.example']) {
      expect((await send(extra.port, { host })).status, host).toBe(403);
    }
    expect((await send(server.port, { host: 'studio.test' })).status).toBe(403);
  });

  it('keeps the platform open to browser apps on other ports (CORS), and the emulator API closed to them', async () => {
    const origin = 'http://localhost:5173';
    const host = `127.0.0.1:${server.port}`;
    const platform = await send(server.port, {
      host,
      path: '/oauth2/token',
      method: 'OPTIONS',
      headers: preflightHeaders(origin, 'POST', 'content-type'),
    });
    expect(platform.status).toBe(204);
    expect(platform.headers['access-control-allow-origin']).toBe(origin);
    const state = await send(server.port, { host, headers: { origin, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' } });
    expect(state.status).toBe(403);
    expect(state.headers['access-control-allow-origin']).toBeUndefined();
    const reset = await send(server.port, { host, path: '/_emulator/reset', method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(reset.status).toBe(403);
    // The storefront's "outbox" link: a navigation.
    const outbox = await send(server.port, {
      host,
      path: '/_emulator/outbox/page',
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    });
    expect(outbox.status).toBe(200);
  });
});

describe('frontdesk-emulator --allowed-host', () => {
  let cli: RunningCli | undefined;
  afterAll(() => cli?.stop());

  it('adds host names the server answers to', async () => {
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    cli = await runCli(['--port', '0', '--seed', 'empty', '--allowed-host', 'studio.test', '--allowed-host', 'dev.box'], io);
    const port = cli!.server.port;
    expect((await send(port, { host: 'studio.test' })).status).toBe(200);
    expect((await send(port, { host: `dev.box:${port}` })).status).toBe(200);
    expect((await send(port, { host: 'evil.example' })).status).toBe(403);
  });

  it('lists the flag in its usage', async () => {
    const lines: string[] = [];
    await runCli(['--help'], { out: (line) => lines.push(line), err: (line) => lines.push(line) });
    expect(lines.join('\n')).toContain('--allowed-host');
  });
});
