import { deliveryView, type DeliveryView } from '../webhooks/delivery-view.js';
import type { EmittedEvent, WebhookDelivery } from '../webhooks/webhooks.js';

/*
 * The dashboard's webhook logs: every emitted event (subscribed to or not) and every delivery,
 * newest first and paged, each with its event decoded (the JWT's `data` claim, whose `data` and
 * `identity` are JSON strings in turn, parsed all the way down).
 */

type Json = Record<string, unknown>;

/**
 * A webhook event decoded: the envelope (`eventType`, `instanceId`, `accountInfo`) with its
 * `identity` and `data` parsed, and, for a delivery, the JWT's `iat` and `exp`.
 */
export type DecodedEvent = Json;

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The envelope of an event (the JSON text of the JWT's `data` claim) with its inner `data` and
 * `identity` parsed.
 */
export function decodeEnvelope(envelope: string): DecodedEvent {
  const outer = parseJson(envelope);
  if (!outer || typeof outer !== 'object') return { envelope };
  const decoded: Json = { ...(outer as Json) };
  if ('data' in decoded) decoded.data = parseJson(decoded.data);
  if ('identity' in decoded) decoded.identity = parseJson(decoded.identity);
  return decoded;
}

function base64UrlText(part: string): string {
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * A delivery's JWT decoded (not verified: the emulator signed it): its event as
 * {@link decodeEnvelope} gives it, with the token's `iat` and `exp`. `undefined` before it is signed.
 */
export function decodeWebhookJwt(jwt: string): DecodedEvent | undefined {
  const payload = jwt.split('.')[1];
  if (!payload) return undefined;
  const claims = parseJson(base64UrlText(payload));
  if (!claims || typeof claims !== 'object') return undefined;
  const { data, iat, exp } = claims as Json;
  return { ...decodeEnvelope(String(data ?? '')), ...(iat !== undefined ? { iat } : {}), ...(exp !== undefined ? { exp } : {}) };
}

/**
 * An event of `GET /_emulator/dashboard/events`: its id, type, entity, when (emulator clock and real
 * time), its order (`seq`), how many deliveries it had, and the event decoded.
 */
export interface EventRow {
  id: string;
  seq: number;
  eventType: string;
  entityFqdn: string;
  entityId: string;
  time: string;
  realTime: string;
  deliveries: number;
  event: DecodedEvent;
}

/**
 * A delivery of `GET /_emulator/dashboard/deliveries`: the admin API's delivery view (the JWT left
 * out) with the event it carried, decoded.
 */
export type DeliveryRow = Omit<DeliveryView, 'jwt'> & { event?: DecodedEvent };

/** A page of a log, newest first. */
export interface LogPage<T> {
  items: T[];
  total: number;
}

// `limit` items from `offset`, newest (last recorded) first, mapped.
function newestFirst<T, U>(all: readonly T[], offset: number, limit: number, map: (item: T) => U): LogPage<U> {
  const items: U[] = [];
  for (let index = all.length - 1 - offset; index >= 0 && items.length < limit; index -= 1) items.push(map(all[index]!));
  return { items, total: all.length };
}

/**
 * The events page: `limit` events from `offset`, newest first, `eventType` (text in it) to narrow.
 */
export function eventsPage(
  events: readonly EmittedEvent[],
  deliveries: readonly WebhookDelivery[],
  options: { offset: number; limit: number; eventType?: string },
): LogPage<EventRow> {
  const perEvent = new Map<string, number>();
  for (const delivery of deliveries) perEvent.set(delivery.eventId, (perEvent.get(delivery.eventId) ?? 0) + 1);
  const needle = options.eventType?.trim().toLowerCase();
  const matching = needle ? events.filter((event) => event.eventType.toLowerCase().includes(needle)) : events;
  return newestFirst(matching, options.offset, options.limit, (event) => {
    const decoded = decodeEnvelope(event.envelope);
    const inner = (decoded.data ?? {}) as Json;
    return {
      id: event.id,
      seq: event.seq,
      eventType: event.eventType,
      entityFqdn: String(inner.entityFqdn ?? ''),
      entityId: String(inner.entityId ?? ''),
      time: event.time,
      realTime: event.realTime,
      deliveries: perEvent.get(event.id) ?? 0,
      event: decoded,
    };
  });
}

/**
 * The deliveries page: `limit` deliveries from `offset`, newest first, each with its event decoded.
 */
export function deliveriesPage(deliveries: readonly WebhookDelivery[], options: { offset: number; limit: number }): LogPage<DeliveryRow> {
  return newestFirst(deliveries, options.offset, options.limit, (delivery) => {
    const { jwt, ...view } = deliveryView(delivery);
    const event = jwt ? decodeWebhookJwt(jwt) : undefined;
    return { ...view, ...(event ? { event } : {}) };
  });
}
