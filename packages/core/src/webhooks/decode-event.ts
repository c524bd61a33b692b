import type { WireShape } from '../wire/shape.js';
import { decodeTimestamp, decodeWireValues } from '../wire/values.js';
import type { EventDefinition, EventIdentity, EventKind, EventMetadata, WebhookEvent } from './define-event.js';
import { WebhookError } from './webhook-error.js';
import { isRecord } from '../is-record.js';

/*
 * The envelope, as wire.md "Webhooks (events)" describes it. The verified JWT payload is
 * `{ data: "<JSON>", iat, exp }`; `data` holds `{ eventType, instanceId, data: "<JSON>", identity:
 * "<JSON>", accountInfo? }`; the inner `data` holds the domain event with exactly one of the four
 * bodies below.
 */

const BODIES: Record<string, EventKind> = {
  createdEvent: 'created',
  updatedEvent: 'updated',
  deletedEvent: 'deleted',
  actionEvent: 'action',
};

type Json = Record<string, unknown>;

function malformed(message: string, context: { eventType?: string; eventId?: string } = {}): WebhookError {
  return new WebhookError(message, { code: 'MALFORMED', ...context });
}

/** Parses a JSON string field (or takes an object as is); `what` names the field in errors. */
function parseJsonField(value: unknown, what: string, context?: { eventType?: string }): Json {
  if (isRecord(value)) return value;
  if (typeof value !== 'string') {
    throw malformed(`The webhook's ${what} must be a JSON string, got ${describe(value)}`, context);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw malformed(`The webhook's ${what} is not valid JSON`, context);
  }
  if (!isRecord(parsed)) throw malformed(`The webhook's ${what} must be a JSON object`, context);
  return parsed;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'undefined' ? 'nothing' : `a ${typeof value}`;
}

function requireString(record: Json, key: string, context: { eventType?: string; eventId?: string }, nonEmpty = false): string {
  const value = record[key];
  if (typeof value !== 'string' || (nonEmpty && value === '')) {
    throw malformed(`The webhook event has no "${key}" (got ${describe(value)})`, context);
  }
  return value;
}

/**
 * Decodes `modifiedFields` (flat keys such as `details.startDate` or `contact.emails[0]`) with the
 * entity's wire shape: each value is put back at its path in a scratch object, decoded, and read back.
 */
function decodeModifiedFields(fields: Json, schemas: readonly WireShape[]): Json {
  for (const [key, value] of Object.entries(fields)) {
    const path = key
      .replace(/\[\d+\]/g, '')
      .split('.')
      .filter(Boolean);
    if (path.length === 0) continue;
    const root: Json = {};
    let node = root;
    for (const segment of path.slice(0, -1)) node = node[segment] = {} as Json;
    node[path[path.length - 1]!] = value;
    for (const schema of schemas) decodeWireValues(root, schema);
    let current: unknown = root;
    for (const segment of path) current = (current as Json | undefined)?.[segment];
    fields[key] = current;
  }
  return fields;
}

/**
 * Turns a verified JWT payload into a decoded event. `definitions` are the ones registered for the
 * event's type (decoded with each schema in turn); with none, entity/data stay plain JSON.
 * @internal
 */
export function decodeEvent(payload: Json, definitionsFor: (type: string) => readonly EventDefinition[]): WebhookEvent {
  if (!('data' in payload)) throw malformed('The webhook JWT has no "data" claim');
  if (typeof payload['data'] !== 'string') {
    throw malformed(`The webhook JWT's "data" claim must be a string, got ${describe(payload['data'])}`);
  }
  const outer = parseJsonField(payload['data'], '"data" claim');
  const eventType = outer['eventType'];
  if (typeof eventType !== 'string' || eventType === '') {
    throw malformed('The webhook envelope has no "eventType"');
  }
  const context: { eventType: string; eventId?: string } = { eventType };
  const instanceId = requireString(outer, 'instanceId', context);
  const identity = (outer['identity'] === undefined ? {} : parseJsonField(outer['identity'], 'identity', context)) as EventIdentity;
  const inner = parseJsonField(outer['data'], 'event data', context);
  const id = requireString(inner, 'id', context, true);
  context.eventId = id;

  const eventTime = decodeTimestamp(inner['eventTime']);
  if (!(eventTime instanceof Date)) throw malformed('The webhook event has no valid "eventTime"', context);

  const bodies = Object.keys(BODIES).filter((key) => inner[key] !== undefined && inner[key] !== null);
  if (bodies.length !== 1) {
    throw malformed(
      bodies.length === 0
        ? 'The webhook event has no createdEvent, updatedEvent, deletedEvent or actionEvent'
        : `The webhook event has more than one body (${bodies.join(', ')})`,
      context,
    );
  }
  const bodyKey = bodies[0]!;
  const kind = BODIES[bodyKey]!;
  const body = inner[bodyKey];
  if (!isRecord(body)) throw malformed(`The webhook event's ${bodyKey} must be an object`, context);

  const metadata: EventMetadata = {
    id,
    entityId: requireString(inner, 'entityId', context),
    entityFqdn: requireString(inner, 'entityFqdn', context),
    slug: requireString(inner, 'slug', context),
    eventTime,
    instanceId,
    identity,
  };
  if (typeof inner['triggeredByAnonymizeRequest'] === 'boolean') {
    metadata.triggeredByAnonymizeRequest = inner['triggeredByAnonymizeRequest'];
  }
  const sequence = inner['entityEventSequence'];
  if (typeof sequence === 'string' || typeof sequence === 'number') metadata.entityEventSequence = String(sequence);
  if (isRecord(outer['accountInfo'])) metadata.accountInfo = outer['accountInfo'];

  const definitions = definitionsFor(eventType);
  for (const definition of definitions) {
    if (definition.kind !== kind) {
      throw malformed(`The webhook event ${eventType} carries a ${bodyKey}, but it is defined as a ${definition.kind} event`, context);
    }
  }
  const schemas = definitions.map((definition) => definition.schema);
  const decode = <T>(value: T): T => {
    for (const schema of schemas) decodeWireValues(value, schema);
    return value;
  };

  const entityOf = (key: string): unknown => {
    if (!isRecord(body[key])) throw malformed(`The webhook event's ${bodyKey} has no "${key}" object`, context);
    return decode(body[key]);
  };

  switch (kind) {
    case 'created':
      return { type: eventType, kind, entity: entityOf('entity'), metadata };
    case 'updated': {
      const event: WebhookEvent = { type: eventType, kind, entity: entityOf('currentEntity'), metadata };
      if (isRecord(body['modifiedFields'])) event.modifiedFields = decodeModifiedFields(body['modifiedFields'], schemas);
      return event;
    }
    case 'deleted': {
      const event: WebhookEvent = { type: eventType, kind, metadata };
      if (body['deletedEntity'] !== undefined && body['deletedEntity'] !== null) {
        event.entity = decode(body['deletedEntity']);
      }
      return event;
    }
    case 'action':
      // An empty action body may be left out on the wire.
      return { type: eventType, kind, data: decode(body['body'] ?? {}), metadata };
  }
}
