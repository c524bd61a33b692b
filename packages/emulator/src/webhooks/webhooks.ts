import type { Clock } from '../clock.js';
import { invalidArgument } from '../errors.js';
import { newId } from '../ids.js';
import type { StateStore } from '../state/store.js';
import type { WebhookSubscription } from '../state/types.js';
import { buildEnvelope, type EmitInput, type EventIdentity } from './envelope.js';
import { generateWebhookKey, importWebhookKey, publicKeyToPem, signWebhook, type WebhookSigningKey } from './keys.js';
import { clone } from '../state/clone.js';

/**
 * One delivery attempt of one event to one subscriber.
 */
export interface WebhookDelivery {
  id: string;
  eventId: string;
  eventType: string;
  subscriptionId: string;
  url: string;
  /** The compact JWT that was POSTed. */
  jwt: string;
  /** The subscriber's HTTP status, when it answered. */
  status?: number;
  ok: boolean;
  /** `pending` while the POST is under way, then `delivered` (a 2xx answer) or `failed`. */
  state: 'pending' | 'delivered' | 'failed';
  /** Which attempt at this event and URL this is: 1, then one more for each redelivery. */
  attempts: number;
  /** The first 2 KiB of the subscriber's answer, when it answered. */
  responseBody?: string;
  /** Why the delivery failed (network error, timeout, signing error). */
  error?: string;
  /** Emulator-clock time of the attempt. */
  deliveredAt: string;
  /** The order of the attempts: 1 for the first the log recorded, then one more each (cleared with the log). */
  seq: number;
  /** Real (machine) time of the attempt: deliveries under a set clock all have the same `deliveredAt`. */
  realTime: string;
}

/**
 * An emitted event as the emulator recorded it (whether or not anyone subscribed).
 */
export interface EmittedEvent {
  id: string;
  eventType: string;
  /** The JSON string that went into the JWT's `data` claim. */
  envelope: string;
  /** Emulator-clock time of the event (its `eventTime`). */
  time: string;
  /** Real (machine) time it was emitted. */
  realTime: string;
  /** The order of the events: 1 for the first the log recorded, then one more each (cleared with the log). */
  seq: number;
}

/**
 * Options of the webhooks service.
 */
export interface WebhooksOptions {
  store: StateStore;
  clock: Clock;
  /** The fetch used for deliveries, read at delivery time (so msw can intercept the global one). */
  fetch: () => typeof fetch;
  /** Per-delivery timeout (default 10 s). */
  timeoutMs?: number;
}

const MAX_RECORDS = 1000;
/** How much of a subscriber's answer a delivery keeps. */
const RESPONSE_BODY_BYTES = 2048;

// The first `limit` bytes of a response body as text; the rest is not read (the stream is cancelled, not awaited:
// cancelling an msw-mocked body never settles).
async function bodyStart(response: Response, limit: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  const bytes = new Uint8Array(Math.min(size, limit));
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.length - offset);
    bytes.set(part, offset);
    offset += part.byteLength;
    if (offset >= bytes.length) break;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Webhook subscriptions, the RS256 signing key, signed deliveries and their log. Events are
 * delivered in emit order; one event goes to its subscribers in parallel. A failing subscriber is
 * recorded as a failed delivery and never affects the route that emitted the event.
 *
 * @example
 * ```ts
 * emulator.webhooks.subscribe({ url: 'http://127.0.0.1:5000/hooks' });
 * await emulator.webhooks.settled();
 * ```
 */
export class Webhooks {
  readonly #options: WebhooksOptions;
  #key: Promise<WebhookSigningKey> | undefined;
  #queue: Promise<void> = Promise.resolve();
  #deliveries: WebhookDelivery[] = [];
  #events: EmittedEvent[] = [];
  #deliverySeq = 0;
  #eventSeq = 0;

  constructor(options: WebhooksOptions) {
    this.#options = options;
  }

  /**
   * Adds a subscriber. `eventTypes` limits what it receives (default: every event).
   *
   * @example
   * ```ts
   * emulator.webhooks.subscribe({ url: 'http://127.0.0.1:5000/hooks', eventTypes: ['wix.members.v1.member_created'] });
   * ```
   */
  subscribe(input: { url: string; eventTypes?: string[] }): WebhookSubscription {
    let url: URL;
    try {
      url = new URL(input.url);
    } catch {
      throw invalidArgument('url must be an absolute http(s) URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidArgument('url must be an http(s) URL');
    if (input.eventTypes !== undefined && (!Array.isArray(input.eventTypes) || input.eventTypes.some((t) => typeof t !== 'string'))) {
      throw invalidArgument('eventTypes must be an array of strings');
    }
    const subscription: WebhookSubscription = {
      id: newId(),
      url: url.toString(),
      ...(input.eventTypes?.length ? { eventTypes: [...input.eventTypes] } : {}),
      createdDate: this.#options.clock.now().toISOString(),
    };
    this.#options.store.mutate((state) => {
      state.webhooks.subscriptions.push(subscription);
    });
    return subscription;
  }

  /**
   * Removes a subscriber; returns whether it existed.
   */
  unsubscribe(id: string): boolean {
    return this.#options.store.mutate((state) => {
      const before = state.webhooks.subscriptions.length;
      state.webhooks.subscriptions = state.webhooks.subscriptions.filter((s) => s.id !== id);
      return state.webhooks.subscriptions.length !== before;
    });
  }

  /**
   * The current subscribers.
   */
  subscriptions(): WebhookSubscription[] {
    return clone(this.#options.store.data.webhooks.subscriptions);
  }

  /**
   * The public key that verifies every delivery, as SPKI PEM (also at `GET /_emulator/webhooks/public-key`).
   *
   * @example
   * ```ts
   * const key = await importSPKI(await emulator.webhooks.publicKeyPem(), 'RS256');
   * await jwtVerify(jwt, key);
   * ```
   */
  async publicKeyPem(): Promise<string> {
    return publicKeyToPem(await this.#signingKey());
  }

  /**
   * The same public key as a JSON Web Key Set (`{ keys: [{ kty, n, e, alg: 'RS256', kid, use: 'sig' }] }`,
   * also at `GET /_emulator/webhooks/jwks`): verifiers that fetch keys by `kid` (the JWT header's) read this.
   *
   * @example
   * ```ts
   * const verify = createLocalJWKSet(await emulator.webhooks.jwks());
   * await jwtVerify(jwt, verify);
   * ```
   */
  async jwks(): Promise<{ keys: Array<Record<string, unknown>> }> {
    const key = await this.#signingKey();
    const record = this.#options.store.data.webhooks.key;
    const jwk = record?.kid === key.kid ? record.publicJwk : {};
    return { keys: [{ ...jwk, alg: 'RS256', kid: key.kid, use: 'sig' }] };
  }

  /**
   * Emits an event: records it and queues signed deliveries to matching subscribers. Returns the
   * event id at once; `settled()` waits for the deliveries. With `gate`, the deliveries wait for it
   * and are dropped when it resolves `false` (a route's change that was not stored is not announced).
   *
   * @example
   * ```ts
   * emulator.webhooks.emit('wix.members.v1.member_created', {
   *   entityFqdn: 'wix.members.v1.member', slug: 'created', entityId: member.id, createdEvent: { entity: member },
   * });
   * await emulator.webhooks.settled();
   * ```
   */
  emit(eventType: string, event: EmitInput, defaultIdentity?: EventIdentity, eventId: string = newId(), gate?: Promise<boolean>): string {
    const { store, clock } = this.#options;
    const now = clock.now();
    const envelope = buildEnvelope({
      eventType,
      eventId,
      instanceId: store.data.site.instanceId,
      siteId: store.data.site.id,
      ...(store.data.site.accountId ? { accountId: store.data.site.accountId } : {}),
      eventTime: now,
      sequence: store.nextSequence(`entityEventSequence:${event.entityFqdn}:${event.entityId}`),
      identity: event.identity ?? defaultIdentity ?? { identityType: 'ANONYMOUS_VISITOR' },
      event,
    });
    this.#eventSeq += 1;
    pushCapped(this.#events, {
      id: eventId,
      eventType,
      envelope,
      time: now.toISOString(),
      realTime: new Date().toISOString(),
      seq: this.#eventSeq,
    });
    const targets = store.data.webhooks.subscriptions.filter((s) => !s.eventTypes?.length || s.eventTypes.includes(eventType));
    if (targets.length > 0) {
      this.#queue = this.#queue.then(async () => {
        if (gate && !(await gate)) return;
        await this.#deliver(eventId, eventType, envelope, now, targets);
      });
    }
    return eventId;
  }

  /**
   * Waits until every delivery queued so far has finished (succeeded or failed).
   *
   * @example
   * ```ts
   * await emulator.webhooks.settled();
   * expect(emulator.webhooks.deliveries()).toHaveLength(1);
   * ```
   */
  async settled(): Promise<void> {
    let current: Promise<void>;
    do {
      current = this.#queue;
      await current;
    } while (current !== this.#queue);
  }

  /**
   * The delivery log (most recent last, up to 1000).
   */
  deliveries(): WebhookDelivery[] {
    return this.#deliveries.map((delivery) => ({ ...delivery }));
  }

  /**
   * Sends a recorded delivery's signed event again, to the same URL, as a new delivery (the old one
   * stays in the log). Returns the new delivery, `pending` until it is done (see `settled()`), or
   * `undefined` when no delivery with this id is in the log.
   *
   * @example
   * ```ts
   * const again = emulator.webhooks.redeliver(failed.id);
   * await emulator.webhooks.settled();
   * ```
   */
  redeliver(deliveryId: string): WebhookDelivery | undefined {
    const previous = this.#deliveries.find((delivery) => delivery.id === deliveryId);
    if (!previous) return undefined;
    const attempts = 1 + this.#deliveries.filter((d) => d.eventId === previous.eventId && d.url === previous.url).length;
    const record = this.#record(previous.eventId, previous.eventType, { id: previous.subscriptionId, url: previous.url }, attempts);
    const envelope = this.#events.find((event) => event.id === previous.eventId)?.envelope;
    this.#queue = this.#queue.then(async () => {
      let jwt = previous.jwt;
      if (!jwt && envelope) {
        try {
          jwt = await signWebhook(await this.#signingKey(), envelope, this.#options.clock.now());
        } catch (error) {
          this.#finish(record, { error: `Signing failed: ${error instanceof Error ? error.message : String(error)}` });
          return;
        }
      }
      if (!jwt) {
        this.#finish(record, { error: 'The signed event is no longer known' });
        return;
      }
      await this.#post(record, jwt);
    });
    return { ...record };
  }

  /**
   * Every emitted event (most recent last, up to 1000), subscribed to or not.
   */
  events(): EmittedEvent[] {
    return [...this.#events];
  }

  /**
   * Forgets the delivery and event logs (subscriptions stay).
   */
  clearLog(): void {
    this.#deliveries = [];
    this.#events = [];
    this.#deliverySeq = 0;
    this.#eventSeq = 0;
  }

  /**
   * Makes sure the state holds a signing key (generating one if needed) and returns it.
   */
  async ensureKey(): Promise<void> {
    await this.#signingKey();
  }

  #signingKey(): Promise<WebhookSigningKey> {
    const { store } = this.#options;
    const stored = store.data.webhooks.key;
    const cached = this.#key;
    if (cached && stored) {
      return cached.then((key) => (key.kid === stored.kid ? key : this.#reload()));
    }
    return this.#reload();
  }

  #reload(): Promise<WebhookSigningKey> {
    const { store } = this.#options;
    const load = async () => {
      let record = store.data.webhooks.key;
      if (!record) {
        record = await generateWebhookKey();
        // Another caller may have generated one meanwhile: the first stored key wins.
        if (!store.data.webhooks.key) {
          const generated = record;
          store.mutate((state) => {
            state.webhooks.key = generated;
          });
        }
        record = store.data.webhooks.key!;
      }
      return importWebhookKey(record);
    };
    const promise = load();
    this.#key = promise;
    promise.catch(() => {
      if (this.#key === promise) this.#key = undefined;
    });
    return promise;
  }

  async #deliver(eventId: string, eventType: string, envelope: string, now: Date, targets: WebhookSubscription[]): Promise<void> {
    const records = targets.map((subscription) => this.#record(eventId, eventType, subscription, 1));
    let jwt = '';
    try {
      jwt = await signWebhook(await this.#signingKey(), envelope, now);
    } catch (error) {
      const signError = `Signing failed: ${error instanceof Error ? error.message : String(error)}`;
      for (const record of records) this.#finish(record, { error: signError });
      return;
    }
    await Promise.all(records.map((record) => this.#post(record, jwt)));
  }

  // A new delivery in the log, pending.
  #record(eventId: string, eventType: string, subscription: Pick<WebhookSubscription, 'id' | 'url'>, attempts: number): WebhookDelivery {
    const record: WebhookDelivery = {
      id: newId(),
      eventId,
      eventType,
      subscriptionId: subscription.id,
      url: subscription.url,
      jwt: '',
      ok: false,
      state: 'pending',
      attempts,
      deliveredAt: this.#options.clock.now().toISOString(),
      seq: ++this.#deliverySeq,
      realTime: new Date().toISOString(),
    };
    pushCapped(this.#deliveries, record);
    return record;
  }

  #finish(record: WebhookDelivery, outcome: { status?: number; responseBody?: string; error?: string }): void {
    if (outcome.status !== undefined) record.status = outcome.status;
    if (outcome.responseBody !== undefined) record.responseBody = outcome.responseBody;
    if (outcome.error !== undefined) record.error = outcome.error;
    record.ok = outcome.error === undefined && outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300;
    record.state = record.ok ? 'delivered' : 'failed';
  }

  async #post(record: WebhookDelivery, jwt: string): Promise<void> {
    record.jwt = jwt;
    try {
      const response = await this.#options.fetch()(record.url, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: jwt,
        signal: AbortSignal.timeout(this.#options.timeoutMs ?? 10_000),
      });
      let responseBody = '';
      try {
        responseBody = await bodyStart(response, RESPONSE_BODY_BYTES);
      } catch {
        /* the status is what counts; a body that cannot be read is left out */
      }
      this.#finish(record, { status: response.status, ...(responseBody ? { responseBody } : {}) });
    } catch (error) {
      this.#finish(record, { error: error instanceof Error ? error.message : String(error) });
    }
  }
}

function pushCapped<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > MAX_RECORDS) list.splice(0, list.length - MAX_RECORDS);
}
