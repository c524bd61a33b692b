/**
 * `identity` of a webhook event (the official typings' `EventIdentity`).
 */
export interface EventIdentity {
  identityType: 'ANONYMOUS_VISITOR' | 'MEMBER' | 'WIX_USER' | 'APP';
  anonymousVisitorId?: string;
  memberId?: string;
  wixUserId?: string;
  appId?: string;
}

/**
 * What a domain emits: the entity event body (exactly one of the four `*Event` fields).
 *
 * @example
 * ```ts
 * ctx.emit('wix.bookings.v2.booking_created', {
 *   entityFqdn: 'wix.bookings.v2.booking', slug: 'created', entityId: booking.id, createdEvent: { entity: booking },
 * });
 * ```
 */
export interface EmitInput {
  entityFqdn: string;
  slug: string;
  entityId: string;
  createdEvent?: { entity: unknown };
  updatedEvent?: { currentEntity: unknown; modifiedFields?: Record<string, unknown> };
  deletedEvent?: { deletedEntity?: unknown };
  actionEvent?: { body: unknown };
  /** Defaults to the caller's identity (route context) or an anonymous visitor. */
  identity?: EventIdentity;
  triggeredByAnonymizeRequest?: boolean;
}

/**
 * The inner `data` of an entity event, before it is JSON-encoded into the envelope.
 *
 * @example
 * ```ts
 * const inner: EntityEventData = JSON.parse(JSON.parse(payload.data).data);
 * ```
 */
export interface EntityEventData {
  id: string;
  entityFqdn: string;
  slug: string;
  entityId: string;
  eventTime: string;
  triggeredByAnonymizeRequest: boolean;
  entityEventSequence: string;
  createdEvent?: { entity: unknown };
  updatedEvent?: { currentEntity: unknown; modifiedFields?: Record<string, unknown> };
  deletedEvent?: { deletedEntity?: unknown };
  actionEvent?: { body: unknown };
}

/**
 * The envelope inside the JWT's `data` claim (after one `JSON.parse`).
 *
 * @example
 * ```ts
 * const envelope: WebhookEnvelope = JSON.parse((await jwtVerify(jwt, key)).payload.data as string);
 * ```
 */
export interface WebhookEnvelope {
  eventType: string;
  instanceId: string;
  /** JSON of {@link EntityEventData}. */
  data: string;
  /** JSON of {@link EventIdentity}. */
  identity: string;
  accountInfo: { siteId: string; accountId?: string };
}

/**
 * Everything needed to build one event's envelope.
 */
export interface BuildEnvelopeInput {
  eventType: string;
  eventId: string;
  instanceId: string;
  siteId: string;
  accountId?: string;
  eventTime: Date;
  sequence: number;
  identity: EventIdentity;
  event: EmitInput;
}

const BODY_KEYS = ['createdEvent', 'updatedEvent', 'deletedEvent', 'actionEvent'] as const;

/**
 * Builds the JWT payload's `data` string for an entity event, as the platform sends it
 * (spec `wire.md`, "Webhooks"): `data` → `{eventType, instanceId, data: "<json>", identity: "<json>"}`
 * whose inner `data` is `{id, entityFqdn, slug, entityId, eventTime, triggeredByAnonymizeRequest,
 * entityEventSequence, createdEvent | updatedEvent | deletedEvent | actionEvent}`.
 *
 * @example
 * ```ts
 * const data = buildEnvelope({ eventType: 'wix.members.v1.member_created', eventId, instanceId, siteId,
 *   eventTime: new Date(), sequence: 1, identity: { identityType: 'WIX_USER' },
 *   event: { entityFqdn: 'wix.members.v1.member', slug: 'created', entityId: 'm1', createdEvent: { entity: member } } });
 * ```
 */
export function buildEnvelope(input: BuildEnvelopeInput): string {
  const { event } = input;
  const bodies = BODY_KEYS.filter((key) => event[key] !== undefined);
  if (bodies.length !== 1) {
    throw new TypeError(`An event needs exactly one of ${BODY_KEYS.join(', ')} (got ${bodies.length})`);
  }
  const inner: EntityEventData = {
    id: input.eventId,
    entityFqdn: event.entityFqdn,
    slug: event.slug,
    entityId: event.entityId,
    eventTime: input.eventTime.toISOString(),
    triggeredByAnonymizeRequest: event.triggeredByAnonymizeRequest ?? false,
    entityEventSequence: String(input.sequence),
    [bodies[0]!]: event[bodies[0]!],
  };
  const envelope: WebhookEnvelope = {
    eventType: input.eventType,
    instanceId: input.instanceId,
    data: JSON.stringify(inner),
    identity: JSON.stringify(input.identity),
    accountInfo: { siteId: input.siteId, ...(input.accountId ? { accountId: input.accountId } : {}) },
  };
  return JSON.stringify(envelope);
}
