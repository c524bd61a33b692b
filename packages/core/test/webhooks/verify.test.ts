import { createHmac } from 'node:crypto';
import { SignJWT, generateKeyPair, importPKCS8 } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  createWebhookHandler,
  generateWebhookKeyPair,
  isWebhookError,
  signTestWebhook,
  type WebhookErrorCode,
} from '../../src/webhooks/index.js';
import { isFrontdeskError } from '../../src/errors/frontdesk-error.js';
import { rejectionOf } from '@frontdesk/test-support';
import { T0, T0_SECONDS, keyPair, payloadOf, rawJwt, withPayload } from './fixtures.js';

const EVENT = {
  eventType: 'wix.members.v1.member_created',
  id: 'evt-1',
  createdEvent: { entity: { id: 'm1', loginEmail: 'secret-ada@example.com' } },
};

async function setup(options: { leewaySeconds?: number; now?: Date } = {}) {
  const { publicKeyPem, privateKeyPem } = await keyPair();
  const webhooks = createWebhookHandler({
    publicKey: publicKeyPem,
    now: () => options.now ?? T0,
    ...(options.leewaySeconds === undefined ? {} : { leewaySeconds: options.leewaySeconds }),
  });
  const valid = await signTestWebhook(EVENT, privateKeyPem, { iat: T0_SECONDS });
  return { webhooks, publicKeyPem, privateKeyPem, valid };
}

/** Expects a rejection with `code`, and checks that nothing sensitive leaked into the message. */
async function expectRejected(promise: Promise<unknown>, code: WebhookErrorCode, secrets: string[] = []): Promise<Error> {
  const error = await rejectionOf(promise);
  expect(isWebhookError(error)).toBe(true);
  expect(isFrontdeskError(error)).toBe(true);
  expect((error as { code: string }).code).toBe(code);
  const message = (error as Error).message;
  for (const secret of secrets) {
    expect(message).not.toContain(secret);
    for (const part of secret.split('.')) if (part.length > 8) expect(message).not.toContain(part);
  }
  expect(message).not.toContain('BEGIN');
  expect(JSON.stringify((error as { toJSON(): unknown }).toJSON())).not.toContain('secret-ada');
  return error as Error;
}

describe('webhook verification', () => {
  it('accepts a valid delivery', async () => {
    const { webhooks, valid } = await setup();
    await expect(webhooks.verify(valid)).resolves.toMatchObject({ type: EVENT.eventType });
  });

  it('accepts the body as bytes and ignores surrounding whitespace', async () => {
    const { webhooks, valid } = await setup();
    await expect(webhooks.verify(new TextEncoder().encode(`${valid}\n`))).resolves.toMatchObject({
      metadata: { id: 'evt-1' },
    });
  });

  it('rejects a tampered payload', async () => {
    const { webhooks, valid } = await setup();
    const payload = payloadOf(valid);
    const data = (payload['data'] as string).replace('m1', 'm2');
    const tampered = withPayload(valid, { ...payload, data });
    await expectRejected(webhooks.verify(tampered), 'INVALID_SIGNATURE', [tampered]);
    const extended = withPayload(valid, { ...payload, exp: (payload['exp'] as number) + 86_400 });
    await expectRejected(webhooks.verify(extended), 'INVALID_SIGNATURE', [extended]);
  });

  it('rejects a tampered signature', async () => {
    const { webhooks, valid } = await setup();
    const [header, payload, signature] = valid.split('.') as [string, string, string];
    const flipped = signature[10] === 'A' ? 'B' : 'A';
    const tampered = `${header}.${payload}.${signature.slice(0, 10)}${flipped}${signature.slice(11)}`;
    await expectRejected(webhooks.verify(tampered), 'INVALID_SIGNATURE', [tampered]);
    await expectRejected(webhooks.verify(`${header}.${payload}.`), 'INVALID_SIGNATURE');
  });

  it('rejects a token signed with another key', async () => {
    const { webhooks } = await setup();
    const other = await generateWebhookKeyPair();
    const token = await signTestWebhook(EVENT, other.privateKeyPem, { iat: T0_SECONDS });
    const error = await expectRejected(webhooks.verify(token), 'INVALID_SIGNATURE', [token]);
    expect(error.message).toBe('The webhook signature does not match the public key');
  });

  it('rejects an expired token, and accepts it within the leeway', async () => {
    const { privateKeyPem } = await keyPair();
    const token = await signTestWebhook(EVENT, privateKeyPem, { iat: T0_SECONDS - 400, expiresInSeconds: 300 });
    const strict = await setup();
    const error = await expectRejected(strict.webhooks.verify(token), 'EXPIRED', [token]);
    expect(error.message).toBe('The webhook token has expired');
    const lenient = await setup({ leewaySeconds: 120 });
    await expect(lenient.webhooks.verify(token)).resolves.toMatchObject({ type: EVENT.eventType });
    const tooLenient = await setup({ leewaySeconds: 99 });
    await expectRejected(tooLenient.webhooks.verify(token), 'EXPIRED');
  });

  it('rejects exp exactly at now (jose: exp <= now is expired)', async () => {
    const { privateKeyPem } = await keyPair();
    const token = await signTestWebhook(EVENT, privateKeyPem, { iat: T0_SECONDS - 300, expiresInSeconds: 300 });
    const { webhooks } = await setup();
    await expectRejected(webhooks.verify(token), 'EXPIRED');
  });

  it('rejects iat and nbf in the future beyond the leeway', async () => {
    const { privateKeyPem } = await keyPair();
    const future = await signTestWebhook(EVENT, privateKeyPem, { iat: T0_SECONDS + 60 });
    await expectRejected((await setup()).webhooks.verify(future), 'NOT_YET_VALID');
    await expect((await setup({ leewaySeconds: 60 })).webhooks.verify(future)).resolves.toBeDefined();

    const key = await importPKCS8(privateKeyPem, 'RS256');
    const data = payloadOf(await signTestWebhook(EVENT, privateKeyPem, { iat: T0_SECONDS }))['data'];
    const nbf = await new SignJWT({ data })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuedAt(T0_SECONDS)
      .setNotBefore(T0_SECONDS + 30)
      .setExpirationTime(T0_SECONDS + 300)
      .sign(key);
    await expectRejected((await setup()).webhooks.verify(nbf), 'NOT_YET_VALID');
    await expect((await setup({ leewaySeconds: 30 })).webhooks.verify(nbf)).resolves.toBeDefined();
  });

  it('requires an exp claim', async () => {
    const { privateKeyPem } = await keyPair();
    const key = await importPKCS8(privateKeyPem, 'RS256');
    const data = payloadOf(await signTestWebhook(EVENT, privateKeyPem, { iat: T0_SECONDS }))['data'];
    const token = await new SignJWT({ data }).setProtectedHeader({ alg: 'RS256' }).setIssuedAt(T0_SECONDS).sign(key);
    await expectRejected((await setup()).webhooks.verify(token), 'MALFORMED');
  });

  it('rejects alg "none"', async () => {
    const { webhooks, valid } = await setup();
    const payload = payloadOf(valid);
    for (const alg of ['none', 'None', 'NONE']) {
      const token = rawJwt({ alg, typ: 'JWT' }, payload);
      await expectRejected(webhooks.verify(token), 'INVALID_SIGNATURE', [token]);
    }
    // Even with the original RS256 signature kept.
    const withSignature = rawJwt({ alg: 'none' }, payload, valid.split('.')[2]);
    await expectRejected(webhooks.verify(withSignature), 'INVALID_SIGNATURE');
  });

  it('rejects HS256 signed with the public key as the HMAC secret (key confusion)', async () => {
    const { webhooks, valid, publicKeyPem } = await setup();
    const payload = payloadOf(valid);
    for (const secret of [publicKeyPem, publicKeyPem.trim(), `${publicKeyPem.trim()}\n`]) {
      const viaJose = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
      await expectRejected(webhooks.verify(viaJose), 'INVALID_SIGNATURE', [viaJose]);
    }
    // Hand-rolled the way the classic exploit does it.
    const unsigned = rawJwt({ alg: 'HS256', typ: 'JWT' }, payload).slice(0, -1);
    const mac = createHmac('sha256', publicKeyPem).update(unsigned).digest('base64url');
    await expectRejected(webhooks.verify(`${unsigned}.${mac}`), 'INVALID_SIGNATURE');
  });

  it('rejects HS256 with a random secret, and other algorithms', async () => {
    const { webhooks, valid } = await setup();
    const payload = payloadOf(valid);
    const secret = crypto.getRandomValues(new Uint8Array(32));
    for (const alg of ['HS256', 'HS512']) {
      const token = await new SignJWT(payload).setProtectedHeader({ alg }).sign(secret);
      await expectRejected(webhooks.verify(token), 'INVALID_SIGNATURE', [token]);
    }
    const { privateKeyPem } = await keyPair();
    const ps256 = await new SignJWT(payload).setProtectedHeader({ alg: 'PS256' }).sign(await importPKCS8(privateKeyPem, 'PS256'));
    await expectRejected(webhooks.verify(ps256), 'INVALID_SIGNATURE');
    const ec = await generateKeyPair('ES256');
    const es256 = await new SignJWT(payload).setProtectedHeader({ alg: 'ES256' }).sign(ec.privateKey);
    await expectRejected(webhooks.verify(es256), 'INVALID_SIGNATURE');
  });

  it('rejects malformed JWTs', async () => {
    const { webhooks } = await setup();
    for (const body of ['not-a-jwt', 'a.b.c', 'a.b', 'a.b.c.d.e', '...']) {
      await expectRejected(webhooks.verify(body), 'MALFORMED', [body]);
    }
    // A well-formed RS256 header: the signature check (over the raw segments) fails first.
    await expectRejected(webhooks.verify('eyJhbGciOiJSUzI1NiJ9.%%%.abc'), 'INVALID_SIGNATURE');
    await expectRejected(webhooks.verify(''), 'INVALID_BODY');
    await expectRejected(webhooks.verify('   \n'), 'INVALID_BODY');
  });

  it('rejects a missing or non-string data claim, and a broken envelope', async () => {
    const { privateKeyPem } = await keyPair();
    const key = await importPKCS8(privateKeyPem, 'RS256');
    const { webhooks } = await setup();
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256' })
        .setIssuedAt(T0_SECONDS)
        .setExpirationTime(T0_SECONDS + 300)
        .sign(key);

    const missing = await expectRejected(webhooks.verify(await sign({})), 'MALFORMED');
    expect(missing.message).toBe('The webhook JWT has no "data" claim');
    const object = await expectRejected(webhooks.verify(await sign({ data: { eventType: 'x' } })), 'MALFORMED');
    expect(object.message).toBe('The webhook JWT\'s "data" claim must be a string, got a object');
    await expectRejected(webhooks.verify(await sign({ data: 42 })), 'MALFORMED');
    await expectRejected(webhooks.verify(await sign({ data: 'not json' })), 'MALFORMED');
    await expectRejected(webhooks.verify(await sign({ data: '[]' })), 'MALFORMED');
    await expectRejected(webhooks.verify(await sign({ data: '{"instanceId":"i"}' })), 'MALFORMED');
    const noInner = JSON.stringify({ eventType: 'a.b_created', instanceId: 'i', identity: '{}' });
    await expectRejected(webhooks.verify(await sign({ data: noInner })), 'MALFORMED');
    const noBody = JSON.stringify({
      eventType: 'a.b_created',
      instanceId: 'i',
      identity: '{}',
      data: JSON.stringify({ id: 'e', entityFqdn: 'a.b', slug: 'created', entityId: 'x', eventTime: T0.toISOString() }),
    });
    const error = await expectRejected(webhooks.verify(await sign({ data: noBody })), 'MALFORMED');
    expect(error).toMatchObject({ eventType: 'a.b_created', eventId: 'e' });
  });

  it('rejects an already-parsed body with a hint to pass the raw text', async () => {
    const { webhooks, valid } = await setup();
    const parsed = { data: payloadOf(valid)['data'] };
    const error = await expectRejected(webhooks.verify(parsed as never), 'INVALID_BODY');
    expect(error.message).toContain('already parsed');
    expect(error.message).toContain('raw request text');
    await expectRejected(webhooks.process([valid] as never), 'INVALID_BODY');
    await expectRejected(webhooks.verify(undefined as never), 'INVALID_BODY');
    // A JWT that went through JSON.stringify (a JSON body parser and back).
    const json = await expectRejected(webhooks.verify(JSON.stringify(valid)), 'INVALID_BODY');
    expect(json.message).toContain('raw request text');
  });
});
