import type { WireShape } from '../wire/shape.js';

/** What an event's entity is described by: its generated {@link WireShape} (`wireShapeOf(schema)` for a zod schema). */
type Schema = WireShape<any>;
/** The entity type an event's description stands for. */
type Out<S> = S extends WireShape<infer T> ? T : unknown;

/**
 * What an event carries: `created`, `updated` and `deleted` events carry the entity; `action`
 * events (`booking_canceled`, `order_purchased`...) carry an action body in `data`.
 */
export type EventKind = 'created' | 'updated' | 'deleted' | 'action';

/**
 * A typed webhook event: its platform type, its kind and the wire shape of its entity (or action
 * body). Create one with {@link defineEvent}.
 */
export interface EventDefinition<TType extends string = string, TKind extends EventKind = EventKind, TSchema extends Schema = Schema> {
  /** The platform event type, e.g. `wix.members.v1.member_created`. */
  readonly type: TType;
  readonly kind: TKind;
  /** The shape of the entity (created/updated/deleted) or of the action body (action). */
  readonly schema: TSchema;
}

/**
 * Who caused the event, as the platform sends it (the parsed `identity`).
 */
export interface EventIdentity {
  identityType?: 'ANONYMOUS_VISITOR' | 'MEMBER' | 'WIX_USER' | 'APP' | (string & {});
  anonymousVisitorId?: string;
  memberId?: string;
  wixUserId?: string;
  appId?: string;
  [key: string]: unknown;
}

/**
 * The account the event belongs to, when the platform sends it.
 */
export interface EventAccountInfo {
  accountId?: string;
  siteId?: string;
  parentAccountId?: string;
  [key: string]: unknown;
}

/**
 * The envelope fields of every event. Names are the wire names (`id`, not `_id`); `eventTime` is a
 * `Date`. Use `id` to make your processing idempotent: delivery is at least once.
 *
 * @example
 * ```ts
 * const { id, entityId, eventTime } = event.metadata;
 * await db.processedEvents.insertIfAbsent(id);
 * ```
 */
export interface EventMetadata {
  /** The event id, unique per event (the same on redeliveries). */
  id: string;
  /** The id of the entity the event is about. */
  entityId: string;
  /** The entity's fully qualified name, e.g. `wix.members.v1.member`. */
  entityFqdn: string;
  /** The event's name within the entity, e.g. `created`, `canceled`. */
  slug: string;
  eventTime: Date;
  /** The app instance (site installation) the event belongs to. */
  instanceId: string;
  identity: EventIdentity;
  triggeredByAnonymizeRequest?: boolean;
  /** Increases with each event of one entity; compare to drop out-of-order updates. */
  entityEventSequence?: string;
  accountInfo?: EventAccountInfo;
}

/**
 * An entity was created: `entity` is the new entity.
 */
export interface CreatedEvent<TType extends string = string, T = unknown> {
  type: TType;
  kind: 'created';
  entity: T;
  metadata: EventMetadata;
}

/**
 * An entity was updated: `entity` is the current entity; `modifiedFields` maps changed paths
 * (`profile.nickname`) to their new values, dates decoded like the entity's.
 *
 * @example
 * ```ts
 * webhooks.on(memberUpdated, (event) => {
 *   if ('loginEmail' in (event.modifiedFields ?? {})) resendWelcome(event.entity);
 * });
 * ```
 */
export interface UpdatedEvent<TType extends string = string, T = unknown> {
  type: TType;
  kind: 'updated';
  entity: T;
  modifiedFields?: Record<string, unknown>;
  metadata: EventMetadata;
}

/**
 * An entity was deleted: `entity` is the deleted entity, when the platform sends it.
 */
export interface DeletedEvent<TType extends string = string, T = unknown> {
  type: TType;
  kind: 'deleted';
  entity?: T;
  metadata: EventMetadata;
}

/**
 * Something happened to an entity (canceled, purchased...): `data` is the action body.
 */
export interface ActionEvent<TType extends string = string, T = unknown> {
  type: TType;
  kind: 'action';
  data: T;
  metadata: EventMetadata;
}

/**
 * Any decoded event. Events without a registered definition have plain JSON in `entity`/`data`
 * (dates stay strings); narrow on `type` and `kind`.
 *
 * @example
 * ```ts
 * const event: WebhookEvent = await webhooks.verify(rawBody);
 * if (event.kind === 'action') console.log(event.type, event.data);
 * ```
 */
export type WebhookEvent =
  | CreatedEvent<string, unknown>
  | UpdatedEvent<string, unknown>
  | DeletedEvent<string, unknown>
  | ActionEvent<string, unknown>;

/**
 * The decoded event of a definition, e.g. `EventOf<typeof memberCreated>` is
 * `CreatedEvent<'wix.members.v1.member_created', Member>`.
 *
 * @example
 * ```ts
 * async function onMemberCreated(event: EventOf<typeof memberCreated>) {
 *   await sendWelcome(event.entity.loginEmail);
 * }
 * ```
 */
export type EventOf<D> =
  D extends EventDefinition<infer TType, infer TKind, infer TSchema>
    ? TKind extends 'created'
      ? CreatedEvent<TType, Out<TSchema>>
      : TKind extends 'updated'
        ? UpdatedEvent<TType, Out<TSchema>>
        : TKind extends 'deleted'
          ? DeletedEvent<TType, Out<TSchema>>
          : TKind extends 'action'
            ? ActionEvent<TType, Out<TSchema>>
            : never
    : never;

/**
 * Handles one event type; may be async. A rejection makes the delivery fail (HTTP 500), so the
 * platform retries it.
 */
export type EventHandler<D extends EventDefinition = EventDefinition> = (event: EventOf<D>) => void | Promise<void>;

/**
 * Declares a typed webhook event. `schema` is the wire shape of the entity (created/updated/deleted)
 * or of the action body (action): a generated one, or `wireShapeOf(schema)` for a zod schema of your
 * own; its date and float fields are decoded when the event arrives.
 *
 * @example
 * ```ts
 * export const memberCreated = defineEvent('wix.members.v1.member_created', {
 *   kind: 'created',
 *   schema: MemberWire,
 * });
 * webhooks.on(memberCreated, (event) => console.log(event.entity.createdDate)); // a Date
 * ```
 */
// Pure: lets bundlers drop events an app does not handle (call sites in other files say so with
// `/* @__PURE__ */`: bundlers read this annotation only within its own file).
/* @__NO_SIDE_EFFECTS__ */
export function defineEvent<const TType extends string, const TKind extends EventKind, TSchema extends Schema>(
  type: TType,
  options: { kind: TKind; schema: TSchema },
): EventDefinition<TType, TKind, TSchema> {
  if (typeof type !== 'string' || type === '') {
    throw new TypeError('defineEvent: the event type must be a non-empty string');
  }
  if (!['created', 'updated', 'deleted', 'action'].includes(options.kind)) {
    throw new TypeError(`defineEvent: kind must be 'created', 'updated', 'deleted' or 'action' (event ${type})`);
  }
  return Object.freeze({ type, kind: options.kind, schema: options.schema });
}
