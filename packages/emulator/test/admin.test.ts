import { describe, expect, it } from 'vitest';
import { createEmulator, DEMO_SITE_ID } from '../src/index.js';
import type { DomainModule } from '../src/extend/index.js';
import { postJson } from './helpers.js';

describe('clock', () => {
  it('is real by default and controllable in-process', () => {
    const emulator = createEmulator();
    expect(emulator.clock.isReal()).toBe(true);
    expect(Math.abs(emulator.clock.now().getTime() - Date.now())).toBeLessThan(1000);
    emulator.clock.set('2026-01-01T00:00:00.000Z');
    emulator.clock.advance(90_000);
    expect(emulator.clock.now().toISOString()).toBe('2026-01-01T00:01:30.000Z');
    emulator.clock.useRealTime();
    expect(emulator.clock.isReal()).toBe(true);
  });

  it('is controllable over HTTP', async () => {
    const emulator = createEmulator({ clock: '2026-03-01T09:00:00.000Z' });
    const start = '2026-03-01T09:00:00.000Z';
    expect(await (await emulator.fetch('/_emulator/clock')).json()).toEqual({ now: start, real: false, start });
    expect(await (await postJson(emulator, '/_emulator/clock', { advanceMs: 3_600_000 })).json()).toEqual({
      now: '2026-03-01T10:00:00.000Z',
      real: false,
      start,
    });
    expect(await (await postJson(emulator, '/_emulator/clock', { set: '2027-01-01T00:00:00Z' })).json()).toEqual({
      now: '2027-01-01T00:00:00.000Z',
      real: false,
      start,
    });
    expect((await postJson(emulator, '/_emulator/clock', { set: 'tomorrow' })).status).toBe(400);
    expect((await (await postJson(emulator, '/_emulator/clock', { real: true })).json()).real).toBe(true);
  });
});

describe('admin API', () => {
  it('describes the emulator and lists routes', async () => {
    const emulator = createEmulator();
    const info = await (await emulator.fetch('/_emulator')).json();
    expect(info.site.id).toBe(DEMO_SITE_ID);
    expect(info.oauthClients).toEqual(['demo-storefront']);
    const { routes } = await (await emulator.fetch('/_emulator/routes')).json();
    expect(routes).toContainEqual({ method: 'POST', template: '/oauth2/token', roles: 'public', fallbackPost: false });
  });

  it('resets to the seed over HTTP, clearing faults and created keys', async () => {
    const emulator = createEmulator({ clock: '2026-03-01T09:00:00.000Z' });
    emulator.createApiKey({ name: 'temp' });
    emulator.faults.inject({ path: '/x', status: 500, times: Infinity });
    emulator.clock.advance(1000);
    await postJson(emulator, '/_emulator/reset', {});
    expect(emulator.state.apiKeys).toHaveLength(1);
    expect(emulator.faults.list()).toEqual([]);
    expect(emulator.clock.now().toISOString()).toBe('2026-03-01T09:00:00.000Z');
  });

  it('exposes the state without the private signing key', async () => {
    const emulator = createEmulator();
    await emulator.webhooks.publicKeyPem();
    const state = await (await emulator.fetch('/_emulator/state')).json();
    expect(state.site.id).toBe(DEMO_SITE_ID);
    expect(state.webhooks.key.privateJwk).toEqual({});
    expect(emulator.state.webhooks.key?.privateJwk.d).toBeTruthy();
  });
});

describe('domain modules', () => {
  it('register routes, grants and empty state; the seed can fill the state', async () => {
    const module: DomainModule = {
      name: 'example',
      initialState: () => ({ members: {} as Record<string, { id: string }> }),
      register(domain) {
        domain.route(
          'GET',
          '/example/v1/members/{id}',
          ({ params, state, fail }) => {
            const member = (state.domains.example as { members: Record<string, unknown> }).members[params.id!];
            return member ? { member } : fail.notFound('Member not found', 'MEMBER_NOT_FOUND');
          },
          { roles: 'public' },
        );
        domain.grant('test_member', ({ tokens, client }) => tokens.issue({ role: 'member', clientId: client!.id, memberId: 'm1' }));
      },
    };
    const seeded = createEmulator({
      domains: [module],
      seed: { oauthClients: [{ id: 'c' }], domains: { example: { members: { m1: { id: 'm1' } } } } },
    });
    expect(await (await seeded.fetch('/example/v1/members/m1')).json()).toEqual({ member: { id: 'm1' } });
    const missing = await seeded.fetch('/example/v1/members/m2');
    expect(missing.status).toBe(404);
    expect((await missing.json()).details.applicationError.code).toBe('MEMBER_NOT_FOUND');

    const tokens = await (await postJson(seeded, '/oauth2/token', { clientId: 'c', grantType: 'test_member' })).json();
    const probe = seeded.route('GET', '/me', ({ caller }) => caller, { roles: ['member'] });
    expect(await (await seeded.fetch('/me', { headers: { authorization: tokens.access_token } })).json()).toMatchObject({
      role: 'member',
      memberId: 'm1',
    });
    probe();

    const fresh = createEmulator({ domains: [module] });
    expect(fresh.state.domains.example).toEqual({ members: {} });
  });
});

describe('emulator.fetch', () => {
  it('takes paths, URLs and Requests, and rejects like fetch when a fault drops the connection', async () => {
    const emulator = createEmulator();
    expect((await emulator.fetch('/_emulator/clock')).status).toBe(200);
    expect((await emulator.fetch(new URL('http://anything.test/_emulator/clock'))).status).toBe(200);
    expect((await emulator.fetch(new Request('http://x.test/_emulator/clock'))).status).toBe(200);
    emulator.faults.inject({ path: '/members/v1/members/my', drop: true });
    await expect(emulator.fetch('/members/v1/members/my')).rejects.toThrow(TypeError);
    // The raw app gives msw its network-error response.
    emulator.faults.inject({ path: '/members/v1/members/my', drop: true });
    expect((await emulator.app.fetch(new Request('http://x.test/members/v1/members/my'))).type).toBe('error');
  });
});

describe('faults over the admin API', () => {
  it('lists each rule with its id and spec', async () => {
    const emulator = createEmulator();
    const add = async (spec: unknown) => (await (await postJson(emulator, '/_emulator/faults', spec)).json()).id as string;
    const latency = await add({ method: 'get', path: '/members/v1/members/my', delayMs: 300, times: 2 });
    const limited = await add({
      path: { regex: '^/pricing-plans/', flags: 'i' },
      status: 429,
      headers: { 'Retry-After': '3' },
      times: null,
    });
    const error = await add({ path: '/oauth2/token', status: 503 });
    const dropped = await add({ path: '/x', drop: true });
    const html = await add({ path: '/y', body: 'html' });
    const { faults } = await (await emulator.fetch('/_emulator/faults')).json();
    expect(faults).toEqual([
      { id: latency, method: 'GET', path: '/members/v1/members/my', kind: 'latency', delayMs: 300, remaining: 2 },
      {
        id: limited,
        // RegExp#source escapes the slashes.
        path: { regex: '^\\/pricing-plans\\/', flags: 'i' },
        kind: '429',
        status: 429,
        retryAfter: '3',
        headers: { 'Retry-After': '3' },
        remaining: null,
      },
      { id: error, path: '/oauth2/token', kind: 'error', status: 503, remaining: 1 },
      { id: dropped, path: '/x', kind: 'drop', remaining: 1 },
      { id: html, path: '/y', kind: 'error', status: 502, body: 'html', remaining: 1 },
    ]);
    expect((await emulator.fetch(`/_emulator/faults/${error}`, { method: 'DELETE' })).status).toBe(200);
    expect((await (await emulator.fetch('/_emulator/faults')).json()).faults).toHaveLength(4);
  });

  it("accepts the dashboard's shorthand: kind and retryAfter", async () => {
    const emulator = createEmulator();
    await postJson(emulator, '/_emulator/faults', { path: '/pricing-plans/v2/plans/public', kind: '429', retryAfter: 2, times: 1 });
    await postJson(emulator, '/_emulator/faults', { path: '/a', kind: 'error' });
    await postJson(emulator, '/_emulator/faults', { path: '/b', kind: 'latency', delayMs: 10 });
    const { faults } = await (await emulator.fetch('/_emulator/faults')).json();
    expect(faults.map((f: { kind: string; status?: number; retryAfter?: string }) => [f.kind, f.status, f.retryAfter])).toEqual([
      ['429', 429, '2'],
      ['error', 500, undefined],
      ['latency', undefined, undefined],
    ]);
    const hit = await emulator.fetch('/pricing-plans/v2/plans/public');
    expect([hit.status, hit.headers.get('retry-after')]).toEqual([429, '2']);
    for (const bad of [
      { path: '/c', kind: 'slow' },
      { path: '/c', kind: 'latency' },
      { path: '/c', kind: '429', retryAfter: -1 },
    ]) {
      expect((await postJson(emulator, '/_emulator/faults', bad)).status).toBe(400);
    }
  });
});
