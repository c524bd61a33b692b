import { exportJWK, generateKeyPair, importPKCS8, importSPKI } from 'jose';
import { describe, expect, it } from 'vitest';
import { createWebhookHandler, generateWebhookKeyPair, signTestWebhook, type WebhookPublicKey } from '../../src/webhooks/index.js';
import { T0, T0_SECONDS, keyPair } from './fixtures.js';

const EVENT = { eventType: 'wix.members.v1.member_deleted', id: 'e1', deletedEvent: { deletedEntity: { id: 'm1' } } };

async function verifiesWith(publicKey: WebhookPublicKey, privateKey: Parameters<typeof signTestWebhook>[1]) {
  const webhooks = createWebhookHandler({ publicKey, now: () => T0 });
  const token = await signTestWebhook(EVENT, privateKey, { iat: T0_SECONDS });
  return webhooks.verify(token);
}

describe('key inputs', () => {
  it('generates PEM key pairs', async () => {
    const { publicKeyPem, privateKeyPem } = await generateWebhookKeyPair();
    expect(publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
  });

  it('accepts an SPKI PEM, including env-file forms', async () => {
    const { publicKeyPem, privateKeyPem } = await keyPair();
    await expect(verifiesWith(publicKeyPem, privateKeyPem)).resolves.toMatchObject({ kind: 'deleted' });
    const escaped = publicKeyPem.trim().replace(/\n/g, '\\n');
    await expect(verifiesWith(escaped, privateKeyPem)).resolves.toBeDefined();
    await expect(verifiesWith(`"${escaped}"`, privateKeyPem)).resolves.toBeDefined();
    const body = publicKeyPem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    await expect(verifiesWith(body, privateKeyPem)).resolves.toBeDefined();
  });

  it('accepts a base64-encoded PEM', async () => {
    const { publicKeyPem, privateKeyPem } = await keyPair();
    const encoded = Buffer.from(publicKeyPem).toString('base64');
    await expect(verifiesWith(encoded, privateKeyPem)).resolves.toMatchObject({ metadata: { id: 'e1' } });
    const encodedPrivate = Buffer.from(privateKeyPem).toString('base64');
    await expect(verifiesWith(publicKeyPem, encodedPrivate)).resolves.toBeDefined();
  });

  it('accepts JWKs (object and JSON text), ignoring private members of the public JWK', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
    const publicJwk = await exportJWK(publicKey);
    const privateJwk = await exportJWK(privateKey);
    await expect(verifiesWith(publicJwk, privateJwk)).resolves.toBeDefined();
    await expect(verifiesWith(JSON.stringify(publicJwk), privateJwk)).resolves.toBeDefined();
    await expect(verifiesWith(privateJwk, privateJwk)).resolves.toBeDefined();
  });

  it('accepts CryptoKeys', async () => {
    const { publicKeyPem, privateKeyPem } = await keyPair();
    const publicKey = await importSPKI(publicKeyPem, 'RS256');
    const privateKey = await importPKCS8(privateKeyPem, 'RS256');
    await expect(verifiesWith(publicKey, privateKey)).resolves.toBeDefined();
  });

  it('refuses unusable keys with INVALID_KEY and without echoing them', async () => {
    const { publicKeyPem, privateKeyPem } = await keyPair();
    const secret = crypto.getRandomValues(new Uint8Array(32));
    const ec = await generateKeyPair('ES256', { extractable: true });
    const cases: unknown[] = [
      'definitely not a key',
      privateKeyPem, // a private PEM where a public one is expected
      '-----BEGIN RSA PUBLIC KEY-----\nMIIBCgKCAQEA\n-----END RSA PUBLIC KEY-----',
      '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----',
      { kty: 'oct', k: 'c2VjcmV0' },
      await exportJWK(ec.publicKey),
      ec.publicKey,
      await importPKCS8(privateKeyPem, 'RS256'),
      secret,
      '{not json',
    ];
    for (const key of cases) {
      const error = await verifiesWith(key as WebhookPublicKey, privateKeyPem).catch((e: unknown) => e);
      expect(error, String(key)).toMatchObject({ code: 'INVALID_KEY' });
      expect((error as Error).message).not.toContain('MII');
      expect((error as Error).message).not.toContain('c2VjcmV0');
    }
    await expect(verifiesWith(publicKeyPem, publicKeyPem)).rejects.toMatchObject({ code: 'INVALID_KEY' });
    expect(() => createWebhookHandler({ publicKey: '' })).toThrow(/publicKey/);
    expect(() => createWebhookHandler({ publicKey: publicKeyPem, leewaySeconds: -1 })).toThrow(/leewaySeconds/);
  });
});
