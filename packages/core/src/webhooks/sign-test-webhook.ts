import { loadJose } from './jose.js';
import type { EventAccountInfo, EventIdentity } from './define-event.js';
import { importWebhookPrivateKey, type WebhookPrivateKey } from './keys.js';

/** Dates may be given as `Date`s anywhere; they are sent as ISO-8601 text, as the platform does. */
type Entity = Record<string, unknown>;

/**
 * A test event, in the platform's own terms. Give exactly one of `createdEvent`, `updatedEvent`,
 * `deletedEvent` or `actionEvent`; everything else has a default.
 *
 * @example
 * ```ts
 * const event: TestWebhookEvent = {
 *   eventType: 'wix.bookings.v2.booking_canceled',
 *   actionEvent: { body: { booking: { id: 'b1', startDate: new Date() } } },
 * };
 * ```
 */
export interface TestWebhookEvent {
  /** E.g. `wix.members.v1.member_created`. */
  eventType: string;
  /** Default `'test-instance'`. */
  instanceId?: string;
  /** Default: `eventType` without its `_<slug>` suffix, e.g. `wix.members.v1.member`. */
  entityFqdn?: string;
  /** Default: `created`/`updated`/`deleted` for entity events, else what follows the first `_` of the last segment. */
  slug?: string;
  /** Default: the entity's `id` (for action bodies, also a nested object's, e.g. `booking.id`), else `''`. */
  entityId?: string;
  /** The event id. Default: a random UUID. */
  id?: string;
  /** Default: now. */
  eventTime?: Date | string;
  /** Default `{ identityType: 'APP' }`. */
  identity?: EventIdentity;
  accountInfo?: EventAccountInfo;
  triggeredByAnonymizeRequest?: boolean;
  entityEventSequence?: string;
  createdEvent?: { entity: Entity };
  updatedEvent?: { currentEntity: Entity; modifiedFields?: Record<string, unknown> };
  deletedEvent?: { deletedEntity?: Entity };
  actionEvent?: { body: Entity };
}

/**
 * Options of {@link signTestWebhook}.
 *
 * @example
 * ```ts
 * // An already expired delivery, to test your error path.
 * await signTestWebhook(event, privateKeyPem, { iat: new Date(Date.now() - 600_000), expiresInSeconds: 300 });
 * ```
 */
export interface SignTestWebhookOptions {
  /** `exp` is `iat` plus this. Default 300. */
  expiresInSeconds?: number;
  /** The issue time, as a `Date` or epoch seconds. Default: now. */
  iat?: Date | number;
  /** A `kid` header, if your code selects keys by it. */
  kid?: string;
}

const BODY_KEYS = ['createdEvent', 'updatedEvent', 'deletedEvent', 'actionEvent'] as const;
const SLUGS: Record<(typeof BODY_KEYS)[number], string | undefined> = {
  createdEvent: 'created',
  updatedEvent: 'updated',
  deletedEvent: 'deleted',
  actionEvent: undefined,
};

/** `wix.bookings.v2.booking_canceled` -> fqdn `wix.bookings.v2.booking`, slug `canceled`. */
function splitType(eventType: string, kindSlug: string | undefined): { fqdn: string; slug: string } {
  if (kindSlug && eventType.endsWith(`_${kindSlug}`)) {
    return { fqdn: eventType.slice(0, -(kindSlug.length + 1)), slug: kindSlug };
  }
  const dot = eventType.lastIndexOf('.');
  const underscore = eventType.indexOf('_', dot + 1);
  if (underscore === -1) return { fqdn: eventType, slug: kindSlug ?? eventType.slice(dot + 1) };
  return { fqdn: eventType.slice(0, underscore), slug: eventType.slice(underscore + 1) };
}

function idOf(value: unknown): string | undefined {
  const id = (value as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** The entity's `id`, or for action bodies like `{ booking: { id } }` the first nested object's. */
function entityIdOf(value: unknown): string | undefined {
  const own = idOf(value);
  if (own !== undefined || typeof value !== 'object' || value === null) return own;
  for (const child of Object.values(value)) {
    const nested = typeof child === 'object' && child !== null && !Array.isArray(child) ? idOf(child) : undefined;
    if (nested !== undefined) return nested;
  }
  return undefined;
}

/**
 * Signs a test delivery exactly as the platform would (an RS256 JWT over the same envelope) so you
 * can exercise your handlers end to end. Pair it with {@link generateWebhookKeyPair}.
 *
 * @example
 * ```ts
 * const { publicKeyPem, privateKeyPem } = await generateWebhookKeyPair();
 * const webhooks = createWebhookHandler({ publicKey: publicKeyPem });
 * const body = await signTestWebhook(
 *   { eventType: 'wix.members.v1.member_created', createdEvent: { entity: { id: 'm1', createdDate: new Date() } } },
 *   privateKeyPem,
 * );
 * await webhooks.process(body);
 * ```
 */
export async function signTestWebhook(
  event: TestWebhookEvent,
  privateKey: WebhookPrivateKey,
  options: SignTestWebhookOptions = {},
): Promise<string> {
  const present = BODY_KEYS.filter((key) => event[key] !== undefined);
  if (present.length !== 1) {
    throw new TypeError('signTestWebhook: give exactly one of createdEvent, updatedEvent, deletedEvent or actionEvent');
  }
  const bodyKey = present[0]!;
  const derived = splitType(event.eventType, SLUGS[bodyKey]);
  const subject =
    event.createdEvent?.entity ?? event.updatedEvent?.currentEntity ?? event.deletedEvent?.deletedEntity ?? event.actionEvent?.body;
  const eventTime = event.eventTime ?? new Date();

  // JSON.stringify turns every Date into ISO-8601 text (Date#toJSON), as the platform sends them.
  const inner = {
    id: event.id ?? crypto.randomUUID(),
    entityFqdn: event.entityFqdn ?? derived.fqdn,
    slug: event.slug ?? derived.slug,
    entityId: event.entityId ?? entityIdOf(subject) ?? '',
    eventTime: eventTime instanceof Date ? eventTime.toISOString() : eventTime,
    triggeredByAnonymizeRequest: event.triggeredByAnonymizeRequest ?? false,
    ...(event.entityEventSequence === undefined ? {} : { entityEventSequence: event.entityEventSequence }),
    [bodyKey]: event[bodyKey],
  };
  const outer = {
    eventType: event.eventType,
    instanceId: event.instanceId ?? 'test-instance',
    data: JSON.stringify(inner),
    identity: JSON.stringify(event.identity ?? { identityType: 'APP' }),
    ...(event.accountInfo === undefined ? {} : { accountInfo: event.accountInfo }),
  };

  const iat =
    options.iat === undefined
      ? Math.floor(Date.now() / 1000)
      : options.iat instanceof Date
        ? Math.floor(options.iat.getTime() / 1000)
        : options.iat;
  const key = await importWebhookPrivateKey(privateKey);
  const { SignJWT } = await loadJose();
  return new SignJWT({ data: JSON.stringify(outer) })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(options.kid ? { kid: options.kid } : {}) })
    .setIssuedAt(iat)
    .setExpirationTime(iat + (options.expiresInSeconds ?? 300))
    .sign(key);
}
