import { loadJose } from './jose.js';
import { WebhookError } from './webhook-error.js';

/**
 * The raw request body: the text exactly as received (`await request.text()`, `express.text()`),
 * or its bytes (`express.raw()`, a Node `Buffer`). Never a parsed object.
 */
export type WebhookBody = string | Uint8Array | ArrayBuffer;

/**
 * The claims of a verified webhook token that Frontdesk reads (jose's payload has these and more).
 * Declared here so no declaration file imports the ESM-only jose (CommonJS consumers' types).
 * @internal
 */
export interface WebhookTokenClaims {
  /** The envelope (a JSON string). */
  data?: unknown;
  /** Issued at (seconds since the epoch). */
  iat?: number;
  /** Expires at (seconds since the epoch). */
  exp?: number;
  [claim: string]: unknown;
}

const RAW_BODY_HINT =
  'pass the raw request text instead (fetch/Hono/Next: `await request.text()`; Express: `express.text({ type: "*/*" })` on this route)';

/** Turns the body into the compact JWT text, refusing parsed bodies with a helpful message. @internal */
export function readBody(body: unknown): string {
  let text: string;
  if (typeof body === 'string') text = body;
  else if (body instanceof Uint8Array || body instanceof ArrayBuffer) {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    } catch {
      throw new WebhookError('The webhook body is not UTF-8 text', { code: 'INVALID_BODY' });
    }
  } else if (body === undefined || body === null) {
    throw new WebhookError(`The webhook body is missing; ${RAW_BODY_HINT}`, { code: 'INVALID_BODY' });
  } else {
    throw new WebhookError(
      `The webhook body was already parsed (got ${Array.isArray(body) ? 'an array' : `a ${typeof body}`}); ${RAW_BODY_HINT}`,
      { code: 'INVALID_BODY' },
    );
  }
  text = text.trim();
  if (text === '') throw new WebhookError('The webhook body is empty', { code: 'INVALID_BODY' });
  if (text.startsWith('{') || text.startsWith('"') || text.startsWith('[')) {
    // The JWT was parsed and re-serialised somewhere on the way (a JSON body parser, JSON.stringify).
    throw new WebhookError(`The webhook body is JSON, not the JWT the platform sends; ${RAW_BODY_HINT}`, { code: 'INVALID_BODY' });
  }
  return text;
}

/** What `verifyToken` needs besides the token and the key. @internal */
export interface VerifyTokenOptions {
  /** Allowed clock difference, in seconds, for `exp`, `nbf` and `iat`. */
  leewaySeconds: number;
  /** The current time. */
  now: Date;
}

function joseCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Verifies the compact JWT with RS256 only and returns its payload. Maps jose's errors to
 * `WebhookError`s with our own messages, so neither the token nor its claims reach a message.
 * @internal
 */
export async function verifyToken(token: string, key: CryptoKey, options: VerifyTokenOptions): Promise<WebhookTokenClaims> {
  const { jwtVerify } = await loadJose();
  let payload: WebhookTokenClaims;
  try {
    ({ payload } = await jwtVerify(token, key, {
      // Pinned: `none`, HS256 (with the public key as the secret or any other) and every other
      // algorithm are refused before any signature check.
      algorithms: ['RS256'],
      clockTolerance: options.leewaySeconds,
      currentDate: options.now,
      requiredClaims: ['exp'],
    }));
  } catch (error) {
    throw mapJoseError(error);
  }
  if (typeof payload.iat === 'number' && payload.iat > options.now.getTime() / 1000 + options.leewaySeconds) {
    throw new WebhookError('The webhook token was issued in the future (check the server clock)', {
      code: 'NOT_YET_VALID',
    });
  }
  return payload;
}

function mapJoseError(error: unknown): WebhookError {
  const claim = (error as { claim?: unknown } | null)?.claim;
  switch (joseCode(error)) {
    case 'ERR_JWT_EXPIRED':
      return new WebhookError('The webhook token has expired', { code: 'EXPIRED' });
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      if (claim === 'nbf') {
        return new WebhookError('The webhook token is not valid yet (check the server clock)', {
          code: 'NOT_YET_VALID',
        });
      }
      if (claim === 'exp') return new WebhookError('The webhook token has no expiry ("exp")', { code: 'MALFORMED' });
      return new WebhookError(`The webhook token has an invalid "${String(claim)}" claim`, { code: 'MALFORMED' });
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
      return new WebhookError('The webhook token is not signed with RS256', { code: 'INVALID_SIGNATURE' });
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
      return new WebhookError('The webhook signature does not match the public key', {
        code: 'INVALID_SIGNATURE',
      });
    case 'ERR_JWS_INVALID':
    case 'ERR_JWT_INVALID':
      return new WebhookError('The webhook body is not a valid signed JWT', { code: 'MALFORMED' });
    case 'ERR_JOSE_NOT_SUPPORTED':
      return new WebhookError('The webhook token uses an unsupported algorithm or header', {
        code: 'INVALID_SIGNATURE',
      });
    default:
      // Key problems surface as TypeErrors from WebCrypto; the key itself is never printed.
      return new WebhookError('The webhook could not be verified with the configured public key', {
        code: 'INVALID_KEY',
      });
  }
}
