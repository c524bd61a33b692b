import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformError } from '../src/extend/index.js';
import { createEmulator } from '../src/index.js';
import { ownerHeaders, postJson, preflightHeaders, visitorTokens } from './helpers.js';

const emulator = createEmulator({ onError: () => undefined });
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const off of cleanups.splice(0)) off();
  emulator.reset();
});

function route(...args: Parameters<typeof emulator.route>) {
  cleanups.push(emulator.route(...args));
}

describe('unknown routes', () => {
  it('answer 404 in the platform envelope with a request id', async () => {
    const response = await emulator.fetch('/no/such/path?x=1', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('x-wix-request-id')).toBeTruthy();
    expect(await response.json()).toEqual({
      message: 'Not Found',
      details: { applicationError: { code: 'NOT_FOUND', description: 'No route for DELETE /no/such/path', data: {} } },
    });
  });

  it('answer 404 for a known path with another method', async () => {
    const response = await emulator.fetch('/oauth2/token');
    expect(response.status).toBe(404);
  });
});

describe('request ids', () => {
  it('are unique on every response, errors and admin calls included', async () => {
    const responses = await Promise.all([
      emulator.fetch('/nope'),
      emulator.fetch('/nope'),
      postJson(emulator, '/oauth2/token', { clientId: 'demo-storefront', grantType: 'anonymous' }),
      postJson(emulator, '/oauth2/token', { grantType: 'bogus' }),
      emulator.fetch('/_emulator/clock'),
    ]);
    const ids = responses.map((r) => r.headers.get('x-wix-request-id'));
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('wire path templates', () => {
  it('route a parameter followed by a literal suffix ({id}:confirmOrDecline)', async () => {
    route('POST', '/example/v2/confirmation/{id}:confirmOrDecline', ({ params, input }) => ({ id: params.id, input }), {
      roles: ['owner'],
    });
    const response = await postJson(emulator, '/example/v2/confirmation/b%201:confirmOrDecline', { paymentStatus: 'PAID' }, ownerHeaders);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'b 1', input: { paymentStatus: 'PAID' } });

    // Without the suffix, or with another one, there is no such route.
    expect((await postJson(emulator, '/example/v2/confirmation/b1', {}, ownerHeaders)).status).toBe(404);
    expect((await postJson(emulator, '/example/v2/confirmation/b1:confirm', {}, ownerHeaders)).status).toBe(404);
  });

  it('prefer literal segments over parameters whatever the registration order', async () => {
    route('GET', '/example/v1/members/{id}', ({ params }) => ({ by: 'id', id: params.id }), { roles: 'public' });
    route('GET', '/example/v1/members/my', () => ({ by: 'my' }), { roles: 'public' });
    expect(await (await emulator.fetch('/example/v1/members/my')).json()).toEqual({ by: 'my' });
    expect(await (await emulator.fetch('/example/v1/members/m1')).json()).toEqual({ by: 'id', id: 'm1' });
  });

  it('refuse a duplicate route', () => {
    route('GET', '/x/{id}', () => ({}), { roles: 'public' });
    expect(() => emulator.route('GET', '/x/{id}', () => ({}), { roles: 'public' })).toThrow(/already registered/);
  });
});

describe('inputs', () => {
  it('decode the query for GET and DELETE, with declared arrays', async () => {
    route('GET', '/example/v2/plans', ({ input }) => input, { roles: 'public', arrays: ['planIds'] });
    route('DELETE', '/example/v1/members/{id}/phones', ({ input }) => input, { roles: 'public' });
    expect(await (await emulator.fetch('/example/v2/plans?planIds=a&paging.limit=5')).json()).toEqual({
      planIds: ['a'],
      paging: { limit: '5' },
    });
    expect(await (await emulator.fetch('/example/v1/members/m/phones?a=1&a=2', { method: 'DELETE' })).json()).toEqual({ a: ['1', '2'] });
  });

  it('read the JSON body otherwise ({} when empty) and answer 400 INVALID_ARGUMENT for broken JSON', async () => {
    route('PATCH', '/things/{id}', ({ input }) => ({ got: input }), { roles: 'public' });
    expect(await (await emulator.fetch('/things/1', { method: 'PATCH' })).json()).toEqual({ got: {} });
    const response = await emulator.fetch('/things/1', {
      method: 'PATCH',
      body: '{"a": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.details.applicationError.code).toBe('INVALID_ARGUMENT');
    expect(response.headers.get('x-wix-request-id')).toBeTruthy();
  });
});

describe('long-GET fallback', () => {
  it('gives a fallback POST the same input as the GET', async () => {
    const seen: unknown[] = [];
    route(
      'GET',
      '/example/v2/plans/public',
      ({ input, viaFallback }) => {
        seen.push({ input, viaFallback });
        return { plans: [] };
      },
      { roles: 'public', fallbackPost: true, arrays: ['planIds'] },
    );
    const ids = Array.from({ length: 300 }, (_, i) => `plan-${i}`);
    await emulator.fetch(`/example/v2/plans/public?${ids.map((id) => `planIds=${id}`).join('&')}&limit=100`);
    const response = await postJson(emulator, '/example/v2/plans/public', { planIds: ids, limit: '100' });
    expect(response.status).toBe(200);
    expect(seen).toEqual([
      { input: { planIds: ids, limit: '100' }, viaFallback: false },
      { input: { planIds: ids, limit: '100' }, viaFallback: true },
    ]);
  });

  it('tells a fallback from a real POST on the same path with a predicate (or method override)', async () => {
    route('POST', '/example/v1/members', ({ input }) => ({ created: (input as { member: unknown }).member }), { roles: ['owner'] });
    route('GET', '/example/v1/members', ({ input }) => ({ listed: input }), {
      roles: ['owner'],
      fallbackPost: (body) => typeof body === 'object' && body !== null && !('member' in body),
    });
    const create = await postJson(emulator, '/example/v1/members', { member: { loginEmail: 'a@b.c' } }, ownerHeaders);
    expect(await create.json()).toEqual({ created: { loginEmail: 'a@b.c' } });
    const list = await postJson(emulator, '/example/v1/members', { paging: { limit: 10 } }, ownerHeaders);
    expect(await list.json()).toEqual({ listed: { paging: { limit: 10 } } });
    const overridden = await postJson(
      emulator,
      '/example/v1/members',
      { member: 'x' },
      { ...ownerHeaders, 'x-http-method-override': 'GET' },
    );
    expect(await overridden.json()).toEqual({ listed: { member: 'x' } });
  });

  it('refuses fallbackPost: true where a POST route shares the template', () => {
    route('POST', '/example/v2/plans', () => ({}), { roles: ['owner'] });
    expect(() => emulator.route('GET', '/example/v2/plans', () => ({}), { roles: ['owner'], fallbackPost: true })).toThrow(/predicate/);
  });

  it('does not accept POST on a GET route without fallbackPost', async () => {
    route('GET', '/example/v2/plans/stats', () => ({}), { roles: 'public' });
    expect((await postJson(emulator, '/example/v2/plans/stats', {})).status).toBe(404);
  });
});

describe('handler errors', () => {
  it('render PlatformErrors and ctx.fail helpers as envelopes with their status', async () => {
    route(
      'GET',
      '/e/validation',
      ({ fail }) =>
        fail.validation([
          { field: 'z', description: 'bad' },
          { field: 'a', description: 'worse', ruleName: 'R' },
        ]),
      { roles: 'public' },
    );
    route(
      'GET',
      '/e/precondition',
      () => {
        throw new PlatformError(428, {
          message: 'Nope',
          details: { applicationError: { code: 'INVALID_BOOKING_STATUS', description: 'Nope', data: { x: 1 } } },
        });
      },
      { roles: 'public' },
    );
    const validation = await emulator.fetch('/e/validation');
    expect(validation.status).toBe(400);
    expect(await validation.json()).toEqual({
      message: 'INVALID_ARGUMENT: "a" worse, "z" bad',
      details: {
        validationError: {
          fieldViolations: [
            { field: 'a', description: 'worse', ruleName: 'R' },
            { field: 'z', description: 'bad' },
          ],
        },
      },
    });
    const precondition = await emulator.fetch('/e/precondition');
    expect(precondition.status).toBe(428);
    expect((await precondition.json()).details.applicationError).toEqual({
      code: 'INVALID_BOOKING_STATUS',
      description: 'Nope',
      data: { x: 1 },
    });
  });

  it('turn unexpected exceptions into 500 with empty details and report them', async () => {
    const onError = vi.fn();
    const local = createEmulator({ onError });
    local.route(
      'GET',
      '/boom',
      () => {
        throw new Error('kaboom');
      },
      { roles: 'public' },
    );
    const response = await local.fetch('/boom');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal Server Error', details: {} });
    expect(response.headers.get('x-wix-request-id')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'kaboom' }));
  });

  it('send webhook events only when the handler succeeds', async () => {
    route(
      'POST',
      '/ev/{outcome}',
      ({ params, emit, fail }) => {
        emit('test.thing_created', { entityFqdn: 'test.thing', slug: 'created', entityId: 't1', createdEvent: { entity: { id: 't1' } } });
        if (params.outcome === 'fail') fail.failedPrecondition('NOPE', 'no');
        return {};
      },
      { roles: 'public' },
    );
    await postJson(emulator, '/ev/fail', {});
    expect(emulator.webhooks.events()).toHaveLength(0);
    await postJson(emulator, '/ev/ok', {});
    expect(emulator.webhooks.events().map((e) => e.eventType)).toEqual(['test.thing_created']);
  });
});

describe('CORS', () => {
  it('answers preflights for any origin with the platform headers', async () => {
    const response = await emulator.fetch('/members/v1/members/my', {
      method: 'OPTIONS',
      headers: preflightHeaders('http://localhost:5173', 'GET', 'authorization,x-custom'),
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const allowed = response.headers.get('access-control-allow-headers')!;
    for (const header of ['authorization', 'content-type', 'wix-site-id', 'wix-account-id', 'x-custom']) expect(allowed).toContain(header);
  });

  it('exposes x-wix-request-id on cross-origin responses, errors included', async () => {
    const tokens = await visitorTokens(emulator);
    const response = await emulator.fetch('/nope', { headers: { origin: 'https://shop.example', authorization: tokens.access_token } });
    expect(response.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(response.headers.get('access-control-expose-headers')).toContain('x-wix-request-id');
  });
});
