import { decodeEvent } from './decode-event.js';
import { DEDUPE_MAX_ENTRIES, createDedupeWindow } from './dedupe.js';
import type { EventDefinition, EventHandler, WebhookEvent } from './define-event.js';
import { importWebhookPublicKey, type WebhookPublicKey } from './keys.js';
import { readBody, verifyToken, type WebhookBody } from './verify-token.js';
import { WebhookError, isWebhookError } from './webhook-error.js';

/**
 * Options of {@link createWebhookHandler}.
 */
export interface WebhookHandlerOptions {
  /** The key that verifies deliveries: SPKI PEM, base64-encoded PEM, RSA JWK or `CryptoKey`. */
  publicKey: WebhookPublicKey;
  /** Allowed clock difference for `exp`, `nbf` and `iat`, in seconds. Default 0. */
  leewaySeconds?: number;
  /**
   * The least time an event id is remembered to drop redeliveries, in ms. Default 10 minutes; 0
   * disables deduplication (and with it replay protection). Each id is also remembered until its
   * token expires (`exp` plus the leeway, one hour for the platform's tokens), so a captured delivery
   * sent again is a duplicate or expired, never run twice.
   */
  dedupeWindowMs?: number;
  /**
   * The most event ids remembered at once (default 10 000). When it is reached and none has expired,
   * new events are refused (`DEDUPE_FULL`, HTTP 503 with `Retry-After`) rather than forgetting an id
   * whose token could still be replayed; the platform delivers them again later.
   */
  dedupeMaxEntries?: number;
  /** The clock (for tests). Default `Date.now`. */
  now?: () => Date | number;
  /**
   * Called by `handleRequest` with every error it turns into a 4xx/5xx response (which carries only
   * a short message), so you can log it.
   */
  onError?: (error: unknown) => void;
}

/**
 * What `process` did with a delivery.
 *
 * @example
 * ```ts
 * const { event, handled, duplicate }: ProcessResult = await webhooks.process(rawBody);
 * if (!handled && !duplicate) console.warn('no handler for', event.type);
 * ```
 */
export interface ProcessResult {
  /** The verified, decoded event. */
  event: WebhookEvent;
  /** `true` when at least one handler ran (and none failed). */
  handled: boolean;
  /** `true` when the event id is remembered from an earlier delivery; no handler ran. */
  duplicate: boolean;
}

/**
 * Verifies, decodes and dispatches webhook deliveries. Create with {@link createWebhookHandler}.
 *
 * @example
 * ```ts
 * const webhooks: WebhookHandler = createWebhookHandler({ publicKey });
 * const off = webhooks.on(memberCreated, (event) => save(event.entity));
 * ```
 */
export interface WebhookHandler {
  /**
   * Adds a handler for an event type (several per type run concurrently). Returns a function that
   * removes it.
   */
  on<D extends EventDefinition>(definition: D, handler: EventHandler<D>): () => void;
  /** Verifies and decodes a delivery without running handlers. Rejects with a `WebhookError`. */
  verify(rawBody: WebhookBody): Promise<WebhookEvent>;
  /**
   * Verifies, decodes, drops a repeated event id and runs every handler of the type. After all ran,
   * handler failures reject as one `WebhookError` (`code: 'HANDLER_FAILED'`, `errors`).
   */
  process(rawBody: WebhookBody): Promise<ProcessResult>;
  /**
   * For fetch-style servers: 200 on success or duplicate, 400 `{ message }` when the delivery is
   * refused, 500 when a handler failed or the key is unusable, 503 with `Retry-After` when too many
   * recent event ids are remembered to take a new one, 405 for other methods than POST.
   */
  handleRequest(request: Request): Promise<Response>;
}

interface Registration {
  definition: EventDefinition;
  handler: (event: WebhookEvent) => void | Promise<void>;
}

const DEFAULT_DEDUPE_WINDOW_MS = 10 * 60 * 1000;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/**
 * Creates a webhook receiver: register typed handlers with `on`, then feed it the RAW request body
 * (`process`) or the whole request (`handleRequest`). Deliveries are verified as RS256 JWTs with
 * your app's public key; an event id already processed runs no handler again while its token is valid
 * (and for at least `dedupeWindowMs`), so neither redeliveries nor replayed tokens run twice.
 *
 * @example
 * ```ts
 * import { createWebhookHandler } from '@frontdesk/core/webhooks';
 * import { memberCreated } from '@frontdesk/services';
 *
 * const webhooks = createWebhookHandler({ publicKey: process.env.WEBHOOK_PUBLIC_KEY! });
 * webhooks.on(memberCreated, async (event) => {
 *   await welcome(event.entity.loginEmail, event.metadata.eventTime);
 * });
 * export const POST = (request: Request) => webhooks.handleRequest(request);
 * ```
 */
export function createWebhookHandler(options: WebhookHandlerOptions): WebhookHandler {
  if (options.publicKey === undefined || options.publicKey === null || options.publicKey === '') {
    throw new WebhookError('createWebhookHandler: `publicKey` is required', { code: 'INVALID_KEY' });
  }
  const leewaySeconds = options.leewaySeconds ?? 0;
  if (!Number.isFinite(leewaySeconds) || leewaySeconds < 0) {
    throw new TypeError('createWebhookHandler: `leewaySeconds` must be a number of seconds >= 0');
  }
  const windowMs = options.dedupeWindowMs ?? DEFAULT_DEDUPE_WINDOW_MS;
  const maxEntries = options.dedupeMaxEntries ?? DEDUPE_MAX_ENTRIES;
  if (!(maxEntries >= 1)) throw new TypeError('createWebhookHandler: `dedupeMaxEntries` must be at least 1');
  const nowMs = (): number => {
    const value = options.now ? options.now() : Date.now();
    return value instanceof Date ? value.getTime() : value;
  };
  const dedupe = createDedupeWindow(maxEntries);
  const registrations = new Map<string, Registration[]>();

  let keyPromise: Promise<CryptoKey> | undefined;
  const key = (): Promise<CryptoKey> => {
    keyPromise ??= importWebhookPublicKey(options.publicKey).catch((error: unknown) => {
      keyPromise = undefined;
      throw error;
    });
    return keyPromise;
  };

  const definitionsFor = (type: string): EventDefinition[] => {
    const unique = new Set<EventDefinition>();
    for (const registration of registrations.get(type) ?? []) unique.add(registration.definition);
    return [...unique];
  };

  /** The event and the time (ms) until which its token is accepted: `exp` plus the leeway. */
  const verifyDelivery = async (rawBody: WebhookBody): Promise<{ event: WebhookEvent; validUntilMs: number }> => {
    const token = readBody(rawBody);
    const payload = await verifyToken(token, await key(), { leewaySeconds, now: new Date(nowMs()) });
    // jose accepts the token while floor(now in s) - leeway < exp, i.e. before ceil(exp + leeway) s.
    const validUntilMs = Math.ceil(Number(payload.exp) + leewaySeconds) * 1000;
    return { event: decodeEvent(payload, definitionsFor), validUntilMs };
  };

  const verify = async (rawBody: WebhookBody): Promise<WebhookEvent> => (await verifyDelivery(rawBody)).event;

  const processBody = async (rawBody: WebhookBody): Promise<ProcessResult> => {
    const { event, validUntilMs } = await verifyDelivery(rawBody);
    const { id } = event.metadata;
    if (windowMs > 0) {
      const now = nowMs();
      // Remembered as long as this token could be replayed, and at least for the window.
      const claim = dedupe.claim(id, now, Math.max(now + windowMs, validUntilMs));
      if (claim === 'duplicate') return { event, handled: false, duplicate: true };
      if (claim === 'full') {
        throw new WebhookError(
          `Too many recent webhook events to remember (${maxEntries}); event ${event.type} (id ${id}) was not processed, ` +
            'deliver it again later',
          { code: 'DEDUPE_FULL', eventType: event.type, eventId: id, retryAfterMs: dedupe.retryAfterMs(now) },
        );
      }
    }
    // A snapshot: handlers added or removed while these run take effect from the next event.
    const handlers = [...(registrations.get(event.type) ?? [])].map((r) => r.handler);
    const results = await Promise.allSettled(handlers.map(async (handler) => handler(event)));
    const errors = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    if (errors.length > 0) {
      // Forget the id so the platform's retry of this delivery runs the handlers again.
      dedupe.release(id);
      throw new WebhookError(`${errors.length} of ${handlers.length} handlers failed for webhook event ${event.type} (id ${id})`, {
        code: 'HANDLER_FAILED',
        eventType: event.type,
        eventId: id,
        errors,
        cause: errors.length === 1 ? errors[0] : new AggregateError(errors, 'Webhook handlers failed'),
      });
    }
    return { event, handled: handlers.length > 0, duplicate: false };
  };

  const handleRequest = async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') {
      return json(405, { message: 'Webhooks must be sent with POST' }, { allow: 'POST' });
    }
    try {
      const { duplicate, handled } = await processBody(await request.text());
      return json(200, { ok: true, duplicate, handled });
    } catch (error) {
      options.onError?.(error);
      if (isWebhookError(error) && error.code === 'DEDUPE_FULL') {
        const seconds = Math.max(1, Math.ceil((error.retryAfterMs ?? 0) / 1000));
        return json(503, { message: error.message }, { 'retry-after': String(seconds) });
      }
      if (isWebhookError(error) && error.code !== 'HANDLER_FAILED' && error.code !== 'INVALID_KEY') {
        // Our messages name the problem only: no token, key or event content.
        return json(400, { message: error.message });
      }
      return json(500, { message: 'The webhook could not be processed' });
    }
  };

  return {
    on(definition, handler) {
      const registration: Registration = {
        definition,
        handler: handler as unknown as Registration['handler'],
      };
      const list = registrations.get(definition.type) ?? [];
      list.push(registration);
      registrations.set(definition.type, list);
      return () => {
        const current = registrations.get(definition.type);
        if (!current) return;
        const index = current.indexOf(registration);
        if (index !== -1) current.splice(index, 1);
        if (current.length === 0) registrations.delete(definition.type);
      };
    },
    verify,
    process: processBody,
    handleRequest,
  };
}
