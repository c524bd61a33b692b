import { createHash, randomBytes, randomUUID } from 'node:crypto';

/**
 * A new random UUID (v4), used for entity, event and request ids.
 *
 * @example
 * ```ts
 * const id = newId(); // '3f0c…-…'
 * ```
 */
export function newId(): string {
  return randomUUID();
}

/**
 * A random opaque secret: `prefix` followed by 32 random bytes in base64url.
 * Used for access tokens, refresh tokens and API keys.
 *
 * @example
 * ```ts
 * const token = newSecret('fd_at_');
 * ```
 */
export function newSecret(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url');
}

/**
 * The SHA-256 of a secret in hex. Secrets (tokens, API keys) are stored only by this hash, so the
 * persisted `state.json` never holds a usable credential.
 *
 * @example
 * ```ts
 * hashSecret('abc'); // 'ba7816bf…'
 * ```
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * Encodes a UTF-8 string as base64url without padding (the `.r` query parameter's encoding).
 *
 * @example
 * ```ts
 * toBase64Url('{"a":1}'); // 'eyJhIjoxfQ'
 * ```
 */
export function toBase64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/**
 * Decodes base64url (padding optional, standard base64 alphabet tolerated) into a UTF-8 string.
 *
 * @example
 * ```ts
 * fromBase64Url('eyJhIjoxfQ'); // '{"a":1}'
 * ```
 */
export function fromBase64Url(encoded: string): string {
  return Buffer.from(encoded, 'base64url').toString('utf8');
}
