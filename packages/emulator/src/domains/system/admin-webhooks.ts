import { invalidArgument, notFound } from '../../errors.js';
import type { RouteOptions } from '../../routing/types.js';
import type { EmitInput } from '../../webhooks/envelope.js';
import { EMITTED_EVENT_TYPES, emittedEventType } from '../../webhooks/event-types.js';
import { testEvent } from '../../webhooks/test-event.js';
import { deliveryView } from '../../webhooks/delivery-view.js';
import type { DomainRegistrar } from '../types.js';

const PUBLIC: RouteOptions = { roles: 'public' };

/**
 * Registers the webhook admin API under `/_emulator/webhooks`: subscriptions, the public key (PEM and JWKS),
 * the delivery and event logs, redelivery, the event types the emulator emits, a test event of
 * any of them, and a manual emit.
 */
export function registerWebhookAdminRoutes(domain: DomainRegistrar): void {
  domain.route(
    'GET',
    '/_emulator/webhooks/subscriptions',
    ({ services }) => ({ subscriptions: services.webhooks.subscriptions() }),
    PUBLIC,
  );
  domain.route(
    'POST',
    '/_emulator/webhooks/subscriptions',
    ({ input, services }) => {
      if (typeof input.url !== 'string') throw invalidArgument('url is required');
      return {
        subscription: services.webhooks.subscribe({
          url: input.url,
          ...(input.eventTypes !== undefined ? { eventTypes: input.eventTypes } : {}),
        }),
      };
    },
    PUBLIC,
  );
  domain.route(
    'DELETE',
    '/_emulator/webhooks/subscriptions/{id}',
    ({ params, services }) => {
      if (!services.webhooks.unsubscribe(params.id!)) throw notFound('Subscription not found');
      return {};
    },
    PUBLIC,
  );
  domain.route(
    'GET',
    '/_emulator/webhooks/public-key',
    async ({ services }) => new Response(await services.webhooks.publicKeyPem(), { headers: { 'content-type': 'application/x-pem-file' } }),
    PUBLIC,
  );
  domain.route('GET', '/_emulator/webhooks/jwks', async ({ services }) => services.webhooks.jwks(), PUBLIC);
  // Waits for the deliveries under way first, unless `?wait=false` (then pending ones show as `pending`).
  domain.route(
    'GET',
    '/_emulator/webhooks/deliveries',
    async ({ services, query }) => {
      if (query.get('wait') !== 'false') await services.webhooks.settled();
      return { deliveries: services.webhooks.deliveries().map(deliveryView) };
    },
    PUBLIC,
  );
  domain.route(
    'POST',
    '/_emulator/webhooks/deliveries/{id}/redeliver',
    ({ params, services }) => {
      const delivery = services.webhooks.redeliver(params.id ?? '');
      if (!delivery) throw notFound('No delivery with this id in the log', 'DELIVERY_NOT_FOUND', { id: params.id ?? null });
      return { delivery: deliveryView(delivery) };
    },
    PUBLIC,
  );
  domain.route('GET', '/_emulator/webhooks/event-types', () => ({ eventTypes: EMITTED_EVENT_TYPES }), PUBLIC);
  domain.route(
    'POST',
    '/_emulator/webhooks/test',
    ({ input, emit, clock }) => {
      if (typeof input.eventType !== 'string') throw invalidArgument('eventType is required');
      const type = emittedEventType(input.eventType);
      if (!type)
        throw invalidArgument('The emulator does not emit this event type: see GET /_emulator/webhooks/event-types', {
          eventType: input.eventType,
        });
      return { id: emit(type.eventType, testEvent(type, clock.now())) };
    },
    PUBLIC,
  );
  domain.route('GET', '/_emulator/webhooks/events', ({ services }) => ({ events: services.webhooks.events() }), PUBLIC);
  domain.route(
    'DELETE',
    '/_emulator/webhooks/deliveries',
    ({ services }) => {
      services.webhooks.clearLog();
      return {};
    },
    PUBLIC,
  );
  domain.route(
    'POST',
    '/_emulator/webhooks/emit',
    ({ input, emit }) => {
      const { eventType, ...event } = input as { eventType?: unknown } & Partial<EmitInput>;
      if (typeof eventType !== 'string') throw invalidArgument('eventType is required');
      for (const field of ['entityFqdn', 'slug', 'entityId'] as const) {
        if (typeof event[field] !== 'string') throw invalidArgument(`${field} is required`);
      }
      const bodies = ['createdEvent', 'updatedEvent', 'deletedEvent', 'actionEvent'].filter((k) => k in event);
      if (bodies.length !== 1) throw invalidArgument('Exactly one of createdEvent, updatedEvent, deletedEvent, actionEvent is required');
      return { id: emit(eventType, event as EmitInput) };
    },
    PUBLIC,
  );
}
