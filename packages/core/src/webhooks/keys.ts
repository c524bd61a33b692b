import { loadJose } from './jose.js';
import { WebhookError } from './webhook-error.js';

// Declared here, not imported from jose: the CommonJS declarations (dist/*.d.cts) must not import
// the ESM-only jose (TS1479 for `module: node16` consumers). The members of jose's `JWK` an RSA key uses.
/** A JSON Web Key (RFC 7517) holding an RSA key, as the webhook key options accept it. */
export interface WebhookJwk {
  kty?: string;
  alg?: string;
  use?: string;
  key_ops?: string[];
  ext?: boolean;
  kid?: string;
  x5c?: string[];
  x5t?: string;
  'x5t#S256'?: string;
  x5u?: string;
  /** RSA public modulus. */
  n?: string;
  /** RSA public exponent. */
  e?: string;
  /** RSA private exponent (private keys only), and the CRT members below. */
  d?: string;
  p?: string;
  q?: string;
  dp?: string;
  dq?: string;
  qi?: string;
}

type JWK = WebhookJwk;

/**
 * The public key that verifies deliveries: an SPKI PEM (`-----BEGIN PUBLIC KEY-----`, also with
 * `\n` escapes or without its header lines), the same PEM base64-encoded (as some dashboards and
 * env files hold it), an RSA JWK (object or JSON text), or a WebCrypto `CryptoKey`.
 */
export type WebhookPublicKey = string | JWK | CryptoKey;

/**
 * The private key that signs test deliveries: a PKCS8 PEM (or base64-encoded PEM), an RSA JWK with
 * `d`, or a `CryptoKey`.
 */
export type WebhookPrivateKey = string | JWK | CryptoKey;

const ALG = 'RS256';
const RSA_ALGORITHM = 'RSASSA-PKCS1-v1_5';

type Role = 'public' | 'private';

const PEM_LABEL: Record<Role, string> = { public: 'PUBLIC KEY', private: 'PRIVATE KEY' };

const EXPECTED: Record<Role, string> = {
  public: "expected an SPKI PEM ('-----BEGIN PUBLIC KEY-----'), a base64-encoded PEM, an RSA JWK or a CryptoKey",
  private: "expected a PKCS8 PEM ('-----BEGIN PRIVATE KEY-----'), a base64-encoded PEM, an RSA JWK with 'd' or a CryptoKey",
};

function keyError(role: Role, detail: string): WebhookError {
  return new WebhookError(`The webhook ${role} key cannot be used: ${detail}`, { code: 'INVALID_KEY' });
}

function isCryptoKey(key: unknown): key is CryptoKey {
  if (typeof CryptoKey !== 'undefined' && key instanceof CryptoKey) return true;
  const k = key as Partial<CryptoKey> | null;
  return typeof k === 'object' && k !== null && typeof k.type === 'string' && typeof k.algorithm === 'object' && Array.isArray(k.usages);
}

/** Turns env-file PEMs (`\n` escapes, base64-wrapped, bare base64 body) into a real PEM. */
function toPem(text: string, role: Role): string {
  let value = text
    .trim()
    .replace(/^["']|["']$/g, '')
    .replace(/\\n/g, '\n')
    .trim();
  if (!value.includes('-----BEGIN')) {
    const compact = value.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/=_-]+$/.test(compact)) throw keyError(role, EXPECTED[role]);
    const decoded = decodeBase64(compact);
    if (decoded?.includes('-----BEGIN')) {
      value = decoded.trim();
    } else {
      // A bare base64 DER body: wrap it so the importer can read it.
      const lines = compact.match(/.{1,64}/g) ?? [];
      value = `-----BEGIN ${PEM_LABEL[role]}-----\n${lines.join('\n')}\n-----END ${PEM_LABEL[role]}-----`;
    }
  }
  if (/-----BEGIN RSA (PUBLIC|PRIVATE) KEY-----/.test(value)) {
    throw keyError(
      role,
      role === 'public'
        ? "PKCS#1 ('BEGIN RSA PUBLIC KEY') is not supported; convert it with `openssl rsa -RSAPublicKey_in -pubout`"
        : "PKCS#1 ('BEGIN RSA PRIVATE KEY') is not supported; convert it with `openssl pkcs8 -topk8 -nocrypt`",
    );
  }
  if (!value.includes(`-----BEGIN ${PEM_LABEL[role]}-----`)) throw keyError(role, EXPECTED[role]);
  return value;
}

function decodeBase64(value: string): string | undefined {
  try {
    const normalized = value.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(normalized.padEnd(Math.ceil(normalized.length / 4) * 4, '='));
    return binary;
  } catch {
    return undefined;
  }
}

function checkCryptoKey(key: CryptoKey, role: Role): CryptoKey {
  if (key.type !== role) throw keyError(role, `got a ${key.type} CryptoKey`);
  if (key.algorithm.name !== RSA_ALGORITHM) {
    throw keyError(role, `the CryptoKey is for ${key.algorithm.name}; webhooks use RS256 (${RSA_ALGORITHM})`);
  }
  return key;
}

async function fromJwk(jwk: JWK, role: Role): Promise<CryptoKey> {
  // Only RSA keys: an `oct` JWK would turn verification into HMAC with a shared secret.
  if (jwk.kty !== 'RSA') throw keyError(role, `expected an RSA JWK (kty "RSA"), got kty "${String(jwk.kty)}"`);
  if (role === 'private' && typeof jwk.d !== 'string') throw keyError(role, "the JWK has no private part ('d')");
  if (typeof jwk.n !== 'string' || typeof jwk.e !== 'string') throw keyError(role, "the JWK lacks 'n' or 'e'");
  const input: JWK = role === 'public' ? { kty: 'RSA', n: jwk.n, e: jwk.e } : { ...jwk, alg: ALG };
  const { importJWK } = await loadJose();
  const key = await importJWK(input, ALG);
  if (key instanceof Uint8Array) throw keyError(role, EXPECTED[role]);
  return key;
}

async function importKey(input: unknown, role: Role): Promise<CryptoKey> {
  if (input === undefined || input === null || input === '') throw keyError(role, 'no key was given');
  if (input instanceof Uint8Array || input instanceof ArrayBuffer) {
    // Bytes are what an HMAC secret looks like; refuse rather than guess.
    throw keyError(role, `got bytes; ${EXPECTED[role]}`);
  }
  if (isCryptoKey(input)) return checkCryptoKey(input, role);
  if (typeof input === 'string') {
    const text = input.trim();
    if (text.startsWith('{')) {
      let jwk: unknown;
      try {
        jwk = JSON.parse(text);
      } catch {
        throw keyError(role, 'the key looks like JSON but does not parse as a JWK');
      }
      return fromJwk(jwk as JWK, role);
    }
    const pem = toPem(text, role);
    try {
      const { importPKCS8, importSPKI } = await loadJose();
      return role === 'public' ? await importSPKI(pem, ALG) : await importPKCS8(pem, ALG);
    } catch {
      throw keyError(role, `the PEM could not be read as an RSA key; ${EXPECTED[role]}`);
    }
  }
  if (typeof input === 'object' && 'kty' in input) {
    try {
      return await fromJwk(input as JWK, role);
    } catch (error) {
      if (error instanceof WebhookError) throw error;
      throw keyError(role, 'the JWK could not be imported as an RSA key');
    }
  }
  throw keyError(role, EXPECTED[role]);
}

/** Imports the verification key; never includes the key in an error message. @internal */
export function importWebhookPublicKey(key: WebhookPublicKey): Promise<CryptoKey> {
  return importKey(key, 'public');
}

/** Imports the signing key of test deliveries; never includes the key in an error message. @internal */
export function importWebhookPrivateKey(key: WebhookPrivateKey): Promise<CryptoKey> {
  return importKey(key, 'private');
}

/**
 * A PEM key pair, as returned by {@link generateWebhookKeyPair}.
 */
export interface WebhookKeyPair {
  /** SPKI PEM: give it to `createWebhookHandler({ publicKey })`. */
  publicKeyPem: string;
  /** PKCS8 PEM: give it to `signTestWebhook(event, privateKeyPem)`. */
  privateKeyPem: string;
}

/**
 * Generates a fresh RS256 key pair (2048-bit) as PEM text, for tests of your webhook handlers.
 *
 * @example
 * ```ts
 * const { publicKeyPem, privateKeyPem } = await generateWebhookKeyPair();
 * const webhooks = createWebhookHandler({ publicKey: publicKeyPem });
 * const body = await signTestWebhook({ eventType: 'wix.members.v1.member_created', createdEvent: { entity } }, privateKeyPem);
 * ```
 */
export async function generateWebhookKeyPair(): Promise<WebhookKeyPair> {
  const { exportPKCS8, exportSPKI, generateKeyPair } = await loadJose();
  const { publicKey, privateKey } = await generateKeyPair(ALG, { extractable: true, modulusLength: 2048 });
  return { publicKeyPem: await exportSPKI(publicKey), privateKeyPem: await exportPKCS8(privateKey) };
}
