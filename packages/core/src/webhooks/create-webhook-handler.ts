import { decodeEvent } from './decode-event.js';
import { createDedupeWindow } from './dedupe.js';
import type { EventDefinition, EventHandler, WebhookEvent } from './define-event.js';
import { importWebhookPublicKey, type WebhookPublicKey } from './keys.js';
import { readBody, verifyToken, type WebhookBody } from './verify-token.js';
import { WebhookError, isWebhookError } from './webhook-error.js';

/**
 * Options of {@link createWebhookHandler}.
 *
 * @example
 * ```ts
 * const options: WebhookHandlerOptions = { publicKey: process.env.WEBHOOK_PUBLIC_KEY!, leewaySeconds: 30 };
 * ```
 */
export interface WebhookHandlerOptions {
  /** The key that verifies deliveries: SPKI PEM, base64-encoded PEM, RSA JWK or `CryptoKey`. */
  publicKey: WebhookPublicKey;
  /** Allowed clock difference for `exp`, `nbf` and `iat`, in seconds. Default 0. */
  leewaySeconds?: number;
  /** How long an event id is remembered to drop redeliveries, in ms. Default 10 minutes; 0 disables. */
  dedupeWindowMs?: number;
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
  /** `true` when the event id was seen within the dedupe window; no handler ran. */
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
   * refused, 500 when a handler failed or the key is unusable, 405 for other methods than POST.
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
 * your app's public key; redeliveries of an event id within `dedupeWindowMs` run no handler.
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
  const nowMs = (): number => {
    const value = options.now ? options.now() : Date.now();
    return value instanceof Date ? value.getTime() : value;
  };
  const dedupe = createDedupeWindow(windowMs);
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

  const verify = async (rawBody: WebhookBody): Promise<WebhookEvent> => {
    const token = readBody(rawBody);
    const payload = await verifyToken(token, await key(), { leewaySeconds, now: new Date(nowMs()) });
    return decodeEvent(payload, definitionsFor);
  };

  const processBody = async (rawBody: WebhookBody): Promise<ProcessResult> => {
    const event = await verify(rawBody);
    const { id } = event.metadata;
    if (!dedupe.claim(id, nowMs())) return { event, handled: false, duplicate: true };
    // A snapshot: handlers added or removed while these run take effect from the next event.
    const handlers = [...(registrations.get(event.type) ?? [])].map((r) => r.handler);
    const results = await Promise.allSettled(handlers.map(async (handler) => handler(event)));
    const errors = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    if (errors.length > 0) {
      // Forget the id so the platform's retry of this delivery runs the handlers again.
      dedupe.release(id);
      throw new WebhookError(
        `${errors.length} of ${handlers.length} handlers failed for webhook event ${event.type} (id ${id})`,
        {
          code: 'HANDLER_FAILED',
          eventType: event.type,
          eventId: id,
          errors,
          cause: errors.length === 1 ? errors[0] : new AggregateError(errors, 'Webhook handlers failed'),
        },
      );
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
