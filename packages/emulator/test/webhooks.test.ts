import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, DEMO_SITE_ID } from '../src/index.js';
import { ownerHeaders, postJson, visitorTokens } from './helpers.js';

// A real subscriber on 127.0.0.1 that records what it receives.
const received: Array<{ path: string; contentType: string | undefined; body: string }> = [];
let receiver: Server;
let receiverUrl: string;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  receiver = createServer(async (request, response) => {
    received.push({ path: request.url ?? '', contentType: request.headers['content-type'], body: await readBody(request) });
    response.statusCode = request.url === '/fail' ? 500 : 200;
    response.end('ok');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const member = { id: 'm1', loginEmail: 'ann@example.com', createdDate: '2026-03-01T09:00:00.000Z' };

describe('webhooks', () => {
  it('POSTs an RS256 JWT with the platform envelope, verifiable with the published PEM', async () => {
    received.length = 0;
    const emulator = createEmulator({ clock: '2026-03-01T09:00:00.000Z' });
    const created = await postJson(emulator, '/_emulator/webhooks/subscriptions', { url: `${receiverUrl}/hooks` });
    expect(created.status).toBe(200);
    const offRoute = emulator.route(
      'POST',
      '/example/v1/members',
      ({ emit }) => {
        emit('wix.members.v1.member_created', {
          entityFqdn: 'wix.members.v1.member',
          slug: 'created',
          entityId: member.id,
          createdEvent: { entity: member },
        });
        return { member };
      },
      { roles: ['owner', 'member'] },
    );
    expect((await postJson(emulator, '/example/v1/members', { member }, ownerHeaders)).status).toBe(200);
    await emulator.webhooks.settled();
    offRoute();

    expect(received).toHaveLength(1);
    const [delivery] = received;
    expect(delivery!.path).toBe('/hooks');
    expect(delivery!.contentType).toBe('text/plain');

    const pem = await (await emulator.fetch('/_emulator/webhooks/public-key')).text();
    expect(pem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(pem).toBe(await emulator.webhooks.publicKeyPem());
    const { payload, protectedHeader } = await jwtVerify(delivery!.body, await importSPKI(pem, 'RS256'), {
      currentDate: emulator.clock.now(),
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(Object.keys(payload).sort()).toEqual(['data', 'exp', 'iat']);
    expect(payload.iat).toBe(Date.parse('2026-03-01T09:00:00.000Z') / 1000);

    const outer = JSON.parse(payload.data as string);
    expect(outer).toEqual({
      eventType: 'wix.members.v1.member_created',
      instanceId: emulator.state.site.instanceId,
      data: expect.any(String),
      identity: expect.any(String),
      accountInfo: { siteId: DEMO_SITE_ID, accountId: expect.any(String) },
    });
    expect(JSON.parse(outer.identity)).toEqual({ identityType: 'WIX_USER', wixUserId: emulator.state.site.accountId });
    expect(JSON.parse(outer.data)).toEqual({
      id: expect.any(String),
      entityFqdn: 'wix.members.v1.member',
      slug: 'created',
      entityId: 'm1',
      eventTime: '2026-03-01T09:00:00.000Z',
      triggeredByAnonymizeRequest: false,
      entityEventSequence: '1',
      createdEvent: { entity: member },
    });

    const { deliveries } = await (await emulator.fetch('/_emulator/webhooks/deliveries')).json();
    expect(deliveries).toEqual([
      expect.objectContaining({
        eventId: JSON.parse(outer.data).id,
        eventType: 'wix.members.v1.member_created',
        url: `${receiverUrl}/hooks`,
        status: 'delivered',
        responseStatus: 200,
        responseBody: 'ok',
        attempts: 1,
        time: '2026-03-01T09:00:00.000Z',
        ok: true,
        jwt: delivery!.body,
      }),
    ]);
  });

  it('rejects a JWT signed by another emulator (keys differ)', async () => {
    received.length = 0;
    const a = createEmulator();
    const b = createEmulator();
    a.webhooks.subscribe({ url: `${receiverUrl}/a` });
    a.webhooks.emit('x.thing_updated', {
      entityFqdn: 'x.thing',
      slug: 'updated',
      entityId: 't',
      updatedEvent: { currentEntity: { id: 't' } },
    });
    await a.webhooks.settled();
    const otherKey = await importSPKI(await b.webhooks.publicKeyPem(), 'RS256');
    await expect(jwtVerify(received[0]!.body, otherKey)).rejects.toThrow();
    expect(decodeProtectedHeader(received[0]!.body).kid).toBe(a.state.webhooks.key?.kid);
  });

  it('filters by event type, numbers events per entity and takes the caller as identity', async () => {
    received.length = 0;
    const emulator = createEmulator();
    emulator.webhooks.subscribe({ url: `${receiverUrl}/orders`, eventTypes: ['wix.pricing_plans.v2.order_canceled'] });
    emulator.webhooks.subscribe({ url: `${receiverUrl}/all` });
    const off = emulator.route(
      'POST',
      '/example/v2/member/orders/{id}/cancel',
      ({ params, emit }) => {
        emit('wix.pricing_plans.v2.order_canceled', {
          entityFqdn: 'wix.pricing_plans.v2.order',
          slug: 'canceled',
          entityId: params.id!,
          actionEvent: { body: { order: { id: params.id } } },
        });
        emit('wix.pricing_plans.v2.order_updated', {
          entityFqdn: 'wix.pricing_plans.v2.order',
          slug: 'updated',
          entityId: params.id!,
          updatedEvent: { currentEntity: { id: params.id } },
        });
        return {};
      },
      { roles: ['visitor'] },
    );
    const { access_token } = await visitorTokens(emulator);
    await postJson(emulator, '/example/v2/member/orders/o1/cancel', {}, { authorization: access_token });
    await emulator.webhooks.settled();
    off();
    const byPath = (path: string) => received.filter((r) => r.path === path);
    expect(byPath('/orders')).toHaveLength(1);
    expect(byPath('/all')).toHaveLength(2);
    const key = await importSPKI(await emulator.webhooks.publicKeyPem(), 'RS256');
    const inner = await Promise.all(byPath('/all').map(async (r) => JSON.parse((await jwtVerify(r.body, key)).payload.data as string)));
    expect(inner.map((o) => o.eventType)).toEqual(['wix.pricing_plans.v2.order_canceled', 'wix.pricing_plans.v2.order_updated']);
    expect(inner.map((o) => JSON.parse(o.data).entityEventSequence)).toEqual(['1', '2']);
    expect(JSON.parse(inner[0].identity)).toEqual({ identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: expect.any(String) });
    expect(JSON.parse(inner[0].data).actionEvent).toEqual({ body: { order: { id: 'o1' } } });
  });

  it('records failed deliveries without failing the route', async () => {
    const emulator = createEmulator();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/gone`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    emulator.webhooks.subscribe({ url: deadUrl });
    emulator.webhooks.subscribe({ url: `${receiverUrl}/fail` });
    const response = await postJson(emulator, '/_emulator/webhooks/emit', {
      eventType: 'wix.members.v1.member_deleted',
      entityFqdn: 'wix.members.v1.member',
      slug: 'deleted',
      entityId: 'm1',
      deletedEvent: {},
    });
    expect(response.status).toBe(200);
    await emulator.webhooks.settled();
    const deliveries = emulator.webhooks.deliveries();
    expect(deliveries).toHaveLength(2);
    const dead = deliveries.find((d) => d.url === deadUrl)!;
    expect(dead.ok).toBe(false);
    expect(dead.status).toBeUndefined();
    expect(dead.error).toBeTruthy();
    expect(dead.state).toBe('failed');
    const failing = deliveries.find((d) => d.url.endsWith('/fail'))!;
    expect(failing).toMatchObject({ ok: false, status: 500, state: 'failed', responseBody: 'ok' });
  });

  it('validates subscriptions and manual emits', async () => {
    const emulator = createEmulator();
    expect((await postJson(emulator, '/_emulator/webhooks/subscriptions', { url: 'not a url' })).status).toBe(400);
    expect((await postJson(emulator, '/_emulator/webhooks/subscriptions', { url: 'ftp://x' })).status).toBe(400);
    expect(
      (await postJson(emulator, '/_emulator/webhooks/emit', { eventType: 'x', entityFqdn: 'x', slug: 's', entityId: 'i' })).status,
    ).toBe(400);
    const { subscription } = await (await postJson(emulator, '/_emulator/webhooks/subscriptions', { url: `${receiverUrl}/x` })).json();
    expect((await emulator.fetch(`/_emulator/webhooks/subscriptions/${subscription.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await emulator.fetch(`/_emulator/webhooks/subscriptions/${subscription.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('webhook admin API for the dashboard', () => {
  it('redelivers a delivery as a new one of the same signed event to the same URL', async () => {
    received.length = 0;
    const emulator = createEmulator();
    emulator.webhooks.subscribe({ url: `${receiverUrl}/fail` });
    const { id: eventId } = await (
      await postJson(emulator, '/_emulator/webhooks/test', { eventType: 'wix.members.v1.member_created' })
    ).json();
    const first = (await (await emulator.fetch('/_emulator/webhooks/deliveries')).json()).deliveries[0];
    expect(first).toMatchObject({ eventId, status: 'failed', responseStatus: 500, attempts: 1 });

    const answer = await postJson(emulator, `/_emulator/webhooks/deliveries/${first.id}/redeliver`, {});
    expect(answer.status).toBe(200);
    const { delivery } = await answer.json();
    expect(delivery).toMatchObject({ eventId, url: first.url, attempts: 2 });
    expect(delivery.id).not.toBe(first.id);
    const { deliveries } = await (await emulator.fetch('/_emulator/webhooks/deliveries')).json();
    expect(deliveries.map((d: { id: string }) => d.id)).toEqual([first.id, delivery.id]);
    expect(deliveries[1]).toMatchObject({ status: 'failed', responseStatus: 500, jwt: first.jwt });
    expect(received.filter((r) => r.path === '/fail').map((r) => r.body)).toEqual([first.jwt, first.jwt]);

    const missing = await postJson(emulator, '/_emulator/webhooks/deliveries/nope/redeliver', {});
    expect(missing.status).toBe(404);
  });

  it('lists the event types the emulator emits and sends a test event of any of them', async () => {
    const emulator = createEmulator();
    const { eventTypes } = await (await emulator.fetch('/_emulator/webhooks/event-types')).json();
    expect(eventTypes).toContainEqual({
      eventType: 'wix.bookings.v2.booking_confirmed',
      entityFqdn: 'wix.bookings.v2.booking',
      slug: 'confirmed',
      action: 'action',
    });
    for (const type of eventTypes) {
      const answer = await postJson(emulator, '/_emulator/webhooks/test', { eventType: type.eventType });
      expect(answer.status).toBe(200);
      const { id } = await answer.json();
      const event = emulator.webhooks.events().find((e) => e.id === id)!;
      expect(event.eventType).toBe(type.eventType);
      const data = JSON.parse(JSON.parse(event.envelope).data);
      expect(data).toMatchObject({ entityFqdn: type.entityFqdn, slug: type.slug });
      const body = { created: 'createdEvent', updated: 'updatedEvent', deleted: 'deletedEvent', action: 'actionEvent' }[
        type.action as string
      ]!;
      expect(data[body]).toBeTruthy();
    }
    const ids = new Set(emulator.webhooks.events().map((e) => JSON.parse(JSON.parse(e.envelope).data).entityId));
    expect(ids.size).toBe(eventTypes.length);
    expect((await postJson(emulator, '/_emulator/webhooks/test', { eventType: 'wix.unknown_thing' })).status).toBe(400);
    expect((await postJson(emulator, '/_emulator/webhooks/test', {})).status).toBe(400);
  });
});
