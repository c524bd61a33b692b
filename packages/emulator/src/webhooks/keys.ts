import { calculateJwkThumbprint, exportJWK, exportSPKI, generateKeyPair, importJWK, SignJWT } from 'jose';
import type { WebhookKeyRecord } from '../state/types.js';

/**
 * An imported signing key pair.
 */
export interface WebhookSigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

/**
 * Generates a new RS256 key pair as JWKs (persistable), with its thumbprint as `kid`.
 */
export async function generateWebhookKey(): Promise<WebhookKeyRecord> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const privateJwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return { kid, privateJwk: { ...privateJwk, alg: 'RS256', kid }, publicJwk: { ...publicJwk, alg: 'RS256', kid } };
}

/**
 * Imports a persisted key pair for signing and PEM export.
 */
export async function importWebhookKey(record: WebhookKeyRecord): Promise<WebhookSigningKey> {
  const privateKey = (await importJWK(record.privateJwk, 'RS256')) as CryptoKey;
  const publicKey = (await importJWK(record.publicJwk, 'RS256', { extractable: true })) as CryptoKey;
  return { kid: record.kid, privateKey, publicKey };
}

/**
 * The public key as SPKI PEM (`-----BEGIN PUBLIC KEY-----`), what webhook consumers verify with.
 */
export function publicKeyToPem(key: WebhookSigningKey): Promise<string> {
  return exportSPKI(key.publicKey);
}

/**
 * Signs `{ data, iat, exp }` as a compact RS256 JWT (`kid` in the header). Times are seconds of the
 * emulator clock; the token is valid for `ttlSeconds`.
 */
export function signWebhook(key: WebhookSigningKey, data: string, now: Date, ttlSeconds = 3600): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ data })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: key.kid })
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key.privateKey);
}
