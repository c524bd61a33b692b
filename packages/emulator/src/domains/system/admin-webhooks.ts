import { invalidArgument, notFound } from '../../errors.js';
import type { RouteOptions } from '../../routing/types.js';
import type { EmitInput } from '../../webhooks/envelope.js';
import type { DomainRegistrar } from '../types.js';

const PUBLIC: RouteOptions = { roles: 'public' };

/**
 * Registers the webhook admin API under `/_emulator/webhooks`: subscriptions, the public key,
 * the delivery and event logs, and a manual emit.
 *
 * @example
 * ```ts
 * registerWebhookAdminRoutes(domain);
 * // POST /_emulator/webhooks/subscriptions {"url":"http://127.0.0.1:5000/hooks"}
 * ```
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
  domain.route(
    'GET',
    '/_emulator/webhooks/deliveries',
    async ({ services }) => {
      await services.webhooks.settled();
      return { deliveries: services.webhooks.deliveries() };
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
