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
 *
 * @example
 * ```ts
 * emulator.webhooks.deliveries().filter((d: WebhookDelivery) => !d.ok);
 * ```
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
  /** Why the delivery failed (network error, timeout, signing error). */
  error?: string;
  /** Emulator-clock time of the attempt. */
  deliveredAt: string;
}

/**
 * An emitted event as the emulator recorded it (whether or not anyone subscribed).
 *
 * @example
 * ```ts
 * emulator.webhooks.events().at(-1)?.eventType;
 * ```
 */
export interface EmittedEvent {
  id: string;
  eventType: string;
  /** The JSON string that went into the JWT's `data` claim. */
  envelope: string;
}

/**
 * Options of the webhooks service.
 *
 * @example
 * ```ts
 * new Webhooks({ store, clock, fetch: () => globalThis.fetch });
 * ```
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
   *
   * @example
   * ```ts
   * emulator.webhooks.unsubscribe(subscription.id);
   * ```
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
   *
   * @example
   * ```ts
   * emulator.webhooks.subscriptions().length;
   * ```
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
    pushCapped(this.#events, { id: eventId, eventType, envelope });
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
   *
   * @example
   * ```ts
   * emulator.webhooks.deliveries().filter((d) => !d.ok);
   * ```
   */
  deliveries(): WebhookDelivery[] {
    return [...this.#deliveries];
  }

  /**
   * Every emitted event (most recent last, up to 1000), subscribed to or not.
   *
   * @example
   * ```ts
   * emulator.webhooks.events().map((e) => e.eventType);
   * ```
   */
  events(): EmittedEvent[] {
    return [...this.#events];
  }

  /**
   * Forgets the delivery and event logs (subscriptions stay).
   *
   * @example
   * ```ts
   * emulator.webhooks.clearLog();
   * ```
   */
  clearLog(): void {
    this.#deliveries = [];
    this.#events = [];
  }

  /**
   * Makes sure the state holds a signing key (generating one if needed) and returns it.
   *
   * @example
   * ```ts
   * await webhooks.ensureKey();
   * ```
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
    let jwt = '';
    let signError: string | undefined;
    try {
      jwt = await signWebhook(await this.#signingKey(), envelope, now);
    } catch (error) {
      signError = `Signing failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    await Promise.all(
      targets.map(async (subscription) => {
        const record: WebhookDelivery = {
          id: newId(),
          eventId,
          eventType,
          subscriptionId: subscription.id,
          url: subscription.url,
          jwt,
          ok: false,
          deliveredAt: this.#options.clock.now().toISOString(),
        };
        if (signError) {
          record.error = signError;
        } else {
          try {
            const response = await this.#options.fetch()(subscription.url, {
              method: 'POST',
              headers: { 'content-type': 'text/plain' },
              body: jwt,
              signal: AbortSignal.timeout(this.#options.timeoutMs ?? 10_000),
            });
            record.status = response.status;
            record.ok = response.ok;
            // Not awaited: cancelling an msw-mocked body never settles.
            void response.body?.cancel().catch(() => undefined);
          } catch (error) {
            record.error = error instanceof Error ? error.message : String(error);
          }
        }
        pushCapped(this.#deliveries, record);
      }),
    );
  }
}

function pushCapped<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > MAX_RECORDS) list.splice(0, list.length - MAX_RECORDS);
}
