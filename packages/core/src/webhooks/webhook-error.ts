import { FrontdeskError, brand, hasKind, type FrontdeskErrorOptions } from '../errors/frontdesk-error.js';

/**
 * Why a webhook was refused:
 * - `INVALID_BODY`: the body is not the raw request text (an already-parsed object, an empty body).
 * - `MALFORMED`: not a JWT, or the envelope inside it is not the platform's shape.
 * - `INVALID_SIGNATURE`: wrong key, tampered token, or not signed with RS256 (`none`, `HS256`...).
 * - `EXPIRED`: the token's `exp` has passed (beyond the leeway).
 * - `NOT_YET_VALID`: `nbf` or `iat` lies in the future (beyond the leeway).
 * - `INVALID_KEY`: the configured key cannot be used (a setup problem, not the sender's).
 * - `HANDLER_FAILED`: the event was valid but one or more of your handlers threw.
 * - `DEDUPE_FULL`: the event was valid, but the handler remembers as many recent event ids as it may
 *   (`dedupeMaxEntries`) and none has expired; nothing ran, and the sender should deliver it again
 *   after `retryAfterMs` (`handleRequest` answers 503 with `Retry-After`).
 */
export type WebhookErrorCode =
  | 'INVALID_BODY'
  | 'MALFORMED'
  | 'INVALID_SIGNATURE'
  | 'EXPIRED'
  | 'NOT_YET_VALID'
  | 'INVALID_KEY'
  | 'HANDLER_FAILED'
  | 'DEDUPE_FULL';

/**
 * What a `WebhookError` carries besides its message.
 */
export interface WebhookErrorOptions extends FrontdeskErrorOptions {
  code: WebhookErrorCode;
  /** The event type, once the envelope was read. */
  eventType?: string | undefined;
  /** The event id (`metadata.id`), once the envelope was read. */
  eventId?: string | undefined;
  /** `HANDLER_FAILED`: what each failing handler threw, in registration order. */
  errors?: unknown[] | undefined;
  /** `DEDUPE_FULL`: how long until a remembered id expires and room is made, in ms. */
  retryAfterMs?: number | undefined;
}

/**
 * Thrown by the webhook handler when a delivery cannot be verified or decoded (the sender gets a
 * 400), when the configured key is unusable, when too many recent event ids are remembered to take
 * a new one (`code: 'DEDUPE_FULL'`, a 503), or, after every handler ran, when some handlers threw
 * (`code: 'HANDLER_FAILED'`, the thrown values in `errors`). Messages never contain the token or
 * the key.
 *
 * @example
 * ```ts
 * try {
 *   await webhooks.process(rawBody);
 * } catch (error) {
 *   if (isWebhookError(error) && error.code === 'HANDLER_FAILED') console.error(error.errors);
 * }
 * ```
 */
export class WebhookError extends FrontdeskError {
  override name = 'WebhookError';
  /** Why the webhook was refused. */
  readonly code: WebhookErrorCode;
  /** The event type, when the envelope could be read. */
  readonly eventType: string | undefined;
  /** The event id, when the envelope could be read. */
  readonly eventId: string | undefined;
  /** `HANDLER_FAILED` only: what each failing handler threw. */
  readonly errors: unknown[] | undefined;
  /** `DEDUPE_FULL` only: how long until room is made, in ms. */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, options: WebhookErrorOptions) {
    super(message, options);
    this.code = options.code;
    this.eventType = options.eventType;
    this.eventId = options.eventId;
    this.errors = options.errors;
    this.retryAfterMs = options.retryAfterMs;
    brand(this, 'WebhookError');
  }
}

/**
 * True when `error` is a {@link WebhookError}, in any realm or copy of the package.
 *
 * @example
 * ```ts
 * if (isWebhookError(error) && error.code === 'EXPIRED') console.warn('stale delivery');
 * ```
 */
export function isWebhookError(error: unknown): error is WebhookError {
  return hasKind(error, 'WebhookError');
}
