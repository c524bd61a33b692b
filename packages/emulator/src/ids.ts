import { createHash, randomBytes, randomUUID } from 'node:crypto';

/**
 * A new random UUID (v4), used for entity, event and request ids.
 */
export function newId(): string {
  return randomUUID();
}

/**
 * A random opaque secret: `prefix` followed by 32 random bytes in base64url.
 * Used for access tokens, refresh tokens and API keys.
 */
export function newSecret(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url');
}

/**
 * The SHA-256 of a secret in hex. Secrets (tokens, API keys) are stored only by this hash, so the
 * persisted `state.json` never holds a usable credential.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * Encodes a UTF-8 string as base64url without padding (the `.r` query parameter's encoding).
 */
export function toBase64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/**
 * Decodes base64url (padding optional, standard base64 alphabet tolerated) into a UTF-8 string.
 */
export function fromBase64Url(encoded: string): string {
  return Buffer.from(encoded, 'base64url').toString('utf8');
}
