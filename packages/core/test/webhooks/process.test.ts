import { describe, expect, it, vi } from 'vitest';
import {
  createWebhookHandler,
  isWebhookError,
  signTestWebhook,
  type WebhookError,
  type WebhookHandlerOptions,
} from '../../src/webhooks/index.js';
import { T0, T0_SECONDS, keyPair, memberCreated, memberDeleted } from './fixtures.js';

const MINUTE = 60_000;

async function setup(options: Partial<WebhookHandlerOptions> = {}) {
  const { publicKeyPem, privateKeyPem } = await keyPair();
  let nowMs = T0.getTime();
  const webhooks = createWebhookHandler({ publicKey: publicKeyPem, now: () => nowMs, ...options });
  // Signed at T0 with the platform's one-hour lifetime, unless told otherwise.
  const sign = (id: string, eventType: string = memberCreated.type, token: { iat?: number; expiresInSeconds?: number } = {}) =>
    signTestWebhook({ eventType, id, createdEvent: { entity: { id: 'm1', createdDate: '2026-01-01T00:00:00Z' } } }, privateKeyPem, {
      iat: token.iat ?? T0_SECONDS,
      expiresInSeconds: token.expiresInSeconds ?? 3600,
    });
  return { webhooks, sign, privateKeyPem, now: () => nowMs, advance: (ms: number) => (nowMs += ms) };
}

function post(body: string, method = 'POST'): Request {
  return new Request('https://example.com/webhooks', method === 'GET' ? { method } : { method, body });
}

describe('process', () => {
  it('runs every handler of the type with the same decoded event', async () => {
    const { webhooks, sign } = await setup();
    const a = vi.fn();
    const b = vi.fn(async () => {});
    const other = vi.fn();
    webhooks.on(memberCreated, a);
    webhooks.on(memberCreated, b);
    webhooks.on(memberDeleted, other);
    const result = await webhooks.process(await sign('evt-1'));
    expect(result).toMatchObject({ handled: true, duplicate: false, event: { metadata: { id: 'evt-1' } } });
    expect(a).toHaveBeenCalledWith(result.event);
    expect(b).toHaveBeenCalledWith(result.event);
    expect(other).not.toHaveBeenCalled();
    expect(a.mock.calls[0]![0].entity.createdDate).toBeInstanceOf(Date);
  });

  it('unsubscribes a handler', async () => {
    const { webhooks, sign } = await setup();
    const a = vi.fn();
    const b = vi.fn();
    const offA = webhooks.on(memberCreated, a);
    const offB = webhooks.on(memberCreated, b);
    offA();
    offA();
    await webhooks.process(await sign('evt-1'));
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);
    offB();
    const result = await webhooks.process(await sign('evt-2'));
    expect(result).toMatchObject({ handled: false, duplicate: false });
    // With no definition left, the entity is plain JSON again.
    expect(result.event.kind === 'created' && (result.event.entity as { createdDate: unknown }).createdDate).toBe('2026-01-01T00:00:00Z');
  });

  it('processes an unknown event type with no handler without failing', async () => {
    const { webhooks, sign } = await setup();
    webhooks.on(memberCreated, vi.fn());
    const result = await webhooks.process(await sign('evt-1', 'wix.pricing_plans.v2.order_created'));
    expect(result).toMatchObject({ handled: false, duplicate: false, event: { type: 'wix.pricing_plans.v2.order_created' } });
  });

  it('ignores a repeated event id within the window; a new delivery after the window runs again', async () => {
    const { webhooks, sign, advance, now } = await setup();
    const handler = vi.fn();
    webhooks.on(memberCreated, handler);
    // Short-lived tokens (2 minutes), so the 10-minute window is what counts here.
    const short = () => sign('evt-1', memberCreated.type, { iat: now() / 1000, expiresInSeconds: 120 });
    expect(await webhooks.process(await short())).toMatchObject({ handled: true, duplicate: false });
    advance(9 * MINUTE);
    // A redelivery is a new token for the same event id.
    expect(await webhooks.process(await short())).toMatchObject({ handled: false, duplicate: true });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(await webhooks.process(await sign('evt-2', memberCreated.type, { iat: now() / 1000 }))).toMatchObject({ duplicate: false });
    advance(1 * MINUTE);
    expect(await webhooks.process(await short())).toMatchObject({ handled: true, duplicate: false });
    expect(handler).toHaveBeenCalledTimes(3);
  });

  it('never runs a replayed token again: its id is remembered until the token expires (fake clock at +11 min)', async () => {
    const { webhooks, sign, advance } = await setup();
    const handler = vi.fn();
    webhooks.on(memberCreated, handler);
    const captured = await sign('evt-1'); // valid for one hour from T0
    expect(await webhooks.process(captured)).toMatchObject({ handled: true, duplicate: false });
    advance(11 * MINUTE); // past the 10-minute window, well inside the token's hour
    expect(await webhooks.process(captured)).toMatchObject({ handled: false, duplicate: true });
    const response = await webhooks.handleRequest(post(captured));
    expect(await response.json()).toEqual({ ok: true, duplicate: true, handled: false });
    advance(48 * MINUTE + 59_999); // T0 + 59:59.999, the token's last moment
    expect(await webhooks.process(captured)).toMatchObject({ duplicate: true });
    advance(1); // T0 + 1 h: the token itself is refused from now on
    await expect(webhooks.process(captured)).rejects.toMatchObject({ code: 'EXPIRED' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('remembers ids as long as a token is accepted with the leeway', async () => {
    const { webhooks, sign, advance } = await setup({ leewaySeconds: 30 });
    const handler = vi.fn();
    webhooks.on(memberCreated, handler);
    const captured = await sign('evt-1', memberCreated.type, { expiresInSeconds: 60 });
    await webhooks.process(captured);
    advance(60_000 + 29_999); // past exp, inside the leeway: still accepted, so still remembered
    expect(await webhooks.process(captured)).toMatchObject({ duplicate: true });
    advance(1);
    await expect(webhooks.process(captured)).rejects.toMatchObject({ code: 'EXPIRED' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('refuses new events (503, Retry-After) rather than forget an id whose token is still valid', async () => {
    const onError = vi.fn();
    const { webhooks, sign, advance } = await setup({ dedupeMaxEntries: 2, onError });
    const handler = vi.fn();
    webhooks.on(memberCreated, handler);
    const first = await sign('evt-1');
    await webhooks.process(first);
    advance(MINUTE);
    await webhooks.process(await sign('evt-2'));
    const third = await sign('evt-3');
    const error = (await webhooks.process(third).catch((e: unknown) => e)) as WebhookError;
    expect(isWebhookError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'DEDUPE_FULL', eventId: 'evt-3', retryAfterMs: 59 * MINUTE });
    expect(error.message).toBe(
      'Too many recent webhook events to remember (2); event wix.members.v1.member_created (id evt-3) was not processed, ' +
        'deliver it again later',
    );
    const response = await webhooks.handleRequest(post(third));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(59 * 60));
    // The first id was not forgotten to make room: its replay is still a duplicate.
    expect(await webhooks.process(first)).toMatchObject({ duplicate: true });
    expect(handler).toHaveBeenCalledTimes(2);
    // Once evt-1's token expires there is room again, and the refused event is processed.
    advance(59 * MINUTE);
    expect(await webhooks.process(await sign('evt-3', memberCreated.type, { iat: T0_SECONDS + 3600 }))).toMatchObject({
      handled: true,
      duplicate: false,
    });
    expect(handler).toHaveBeenCalledTimes(3);
  });

  it('honours a custom window when it is longer than the token, and 0 disables deduplication', async () => {
    const custom = await setup({ dedupeWindowMs: 2 * 60 * MINUTE });
    expect((await custom.webhooks.process(await custom.sign('evt-1'))).duplicate).toBe(false);
    custom.advance(90 * MINUTE);
    // The first token has expired; a new delivery of the same event is still within the 2 h window.
    const later = await custom.sign('evt-1', memberCreated.type, { iat: custom.now() / 1000 });
    expect((await custom.webhooks.process(later)).duplicate).toBe(true);
    custom.advance(30 * MINUTE);
    expect((await custom.webhooks.process(later)).duplicate).toBe(false);

    const off = await setup({ dedupeWindowMs: 0 });
    const again = await off.sign('evt-1');
    expect((await off.webhooks.process(again)).duplicate).toBe(false);
    expect((await off.webhooks.process(again)).duplicate).toBe(false);
  });

  it('treats concurrent deliveries of one event as one', async () => {
    const { webhooks, sign } = await setup();
    const handler = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 5)));
    webhooks.on(memberCreated, handler);
    const body = await sign('evt-1');
    const results = await Promise.all([webhooks.process(body), webhooks.process(body)]);
    expect(results.map((r) => r.duplicate).sort()).toEqual([false, true]);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('runs all handlers, then rejects with the aggregated errors; a retry runs them again', async () => {
    const { webhooks, sign } = await setup();
    const first = new Error('db down');
    const calls: string[] = [];
    webhooks.on(memberCreated, () => {
      calls.push('a');
      throw first;
    });
    webhooks.on(memberCreated, async () => {
      calls.push('b');
    });
    webhooks.on(memberCreated, async () => {
      calls.push('c');
      throw 'plain string';
    });
    const body = await sign('evt-1');
    const error = (await webhooks.process(body).catch((e: unknown) => e)) as WebhookError;
    expect(isWebhookError(error)).toBe(true);
    expect(error).toMatchObject({
      code: 'HANDLER_FAILED',
      eventType: memberCreated.type,
      eventId: 'evt-1',
      errors: [first, 'plain string'],
      message: '2 of 3 handlers failed for webhook event wix.members.v1.member_created (id evt-1)',
    });
    expect(error.cause).toBeInstanceOf(AggregateError);
    expect(calls.sort()).toEqual(['a', 'b', 'c']);
    // The failed delivery is not remembered: the platform's retry is processed.
    await expect(webhooks.process(body)).rejects.toMatchObject({ code: 'HANDLER_FAILED' });
    expect(calls).toHaveLength(6);
  });

  it('keeps a single handler error as the cause', async () => {
    const { webhooks, sign } = await setup();
    const boom = new Error('boom');
    webhooks.on(memberCreated, () => Promise.reject(boom));
    await expect(webhooks.process(await sign('evt-1'))).rejects.toMatchObject({ cause: boom, errors: [boom] });
  });
});

describe('handleRequest', () => {
  it('answers 200 for a processed event and for a duplicate', async () => {
    const { webhooks, sign } = await setup();
    webhooks.on(memberCreated, vi.fn());
    const body = await sign('evt-1');
    const first = await webhooks.handleRequest(post(body));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, duplicate: false, handled: true });
    const second = await webhooks.handleRequest(post(body));
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ ok: true, duplicate: true, handled: false });
  });

  it('answers 400 with a short message when verification fails, without leaking the token', async () => {
    const onError = vi.fn();
    const { webhooks } = await setup({ onError });
    const { privateKeyPem: otherKey } = await (await import('../../src/webhooks/index.js')).generateWebhookKeyPair();
    const forged = await signTestWebhook({ eventType: memberCreated.type, createdEvent: { entity: { id: 'secret-entity' } } }, otherKey);
    const response = await webhooks.handleRequest(post(forged));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/json');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'The webhook signature does not match the public key' });
    expect(text).not.toContain(forged.split('.')[1]!);
    expect(text).not.toContain('secret-entity');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'INVALID_SIGNATURE' }));

    const garbage = await webhooks.handleRequest(post('hello'));
    expect(garbage.status).toBe(400);
    const empty = await webhooks.handleRequest(post(''));
    expect(empty.status).toBe(400);
  });

  it('answers 500 with a generic message when a handler fails', async () => {
    const onError = vi.fn();
    const { webhooks, sign } = await setup({ onError });
    webhooks.on(memberCreated, () => {
      throw new Error('password=hunter2 in a connection string');
    });
    const response = await webhooks.handleRequest(post(await sign('evt-1')));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'The webhook could not be processed' });
    expect(text).not.toContain('hunter2');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'HANDLER_FAILED' }));
  });

  it('answers 500 when the configured key is unusable, and 405 for other methods', async () => {
    const { sign } = await setup();
    const broken = createWebhookHandler({ publicKey: 'not a key at all!', now: () => T0 });
    const response = await broken.handleRequest(post(await sign('evt-1')));
    expect(response.status).toBe(500);
    const get = await broken.handleRequest(post('', 'GET'));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});
