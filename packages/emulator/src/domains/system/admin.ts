import { invalidArgument } from '../../errors.js';
import { parseFaultSpec } from '../../faults.js';
import type { RouteOptions } from '../../routing/types.js';
import type { DomainRegistrar } from '../types.js';

const PUBLIC: RouteOptions = { roles: 'public' };

function clockView(clock: { now(): Date; isReal(): boolean }) {
  return { now: clock.now().toISOString(), real: clock.isReal() };
}

/**
 * Registers the emulator's own admin API under `/_emulator` (no credentials needed): info, state,
 * reset, clock, API keys, OAuth clients and faults. Webhook admin routes are in `admin-webhooks.ts`.
 *
 * @example
 * ```ts
 * registerAdminRoutes(domain);
 * // GET /_emulator → { site, clock, oauthClients, routes }
 * ```
 */
export function registerAdminRoutes(domain: DomainRegistrar): void {
  domain.route(
    'GET',
    '/_emulator',
    ({ state, clock, services }) => ({
      site: { id: state.site.id, name: state.site.name, instanceId: state.site.instanceId },
      clock: clockView(clock),
      oauthClients: state.oauthClients.map((c) => c.id),
      routes: services.routes.list().length,
    }),
    PUBLIC,
  );
  domain.route('GET', '/_emulator/routes', ({ services }) => ({ routes: services.routes.list() }), PUBLIC);
  domain.route(
    'GET',
    '/_emulator/state',
    ({ store }) => {
      const snapshot = store.snapshot();
      // The signing key's private half stays inside the emulator (it is in state.json, not on the wire).
      if (snapshot.webhooks.key) snapshot.webhooks.key = { ...snapshot.webhooks.key, privateJwk: {} };
      return snapshot;
    },
    PUBLIC,
  );
  domain.route(
    'POST',
    '/_emulator/reset',
    ({ services }) => {
      services.reset();
      return {};
    },
    PUBLIC,
  );

  domain.route('GET', '/_emulator/clock', ({ clock }) => clockView(clock), PUBLIC);
  domain.route(
    'POST',
    '/_emulator/clock',
    ({ input, clock }) => {
      if (input.real === true) clock.useRealTime();
      else if (typeof input.set === 'string') {
        if (Number.isNaN(Date.parse(input.set))) throw invalidArgument('set must be an ISO-8601 date-time');
        clock.set(input.set);
      } else if (typeof input.advanceMs === 'number' && Number.isFinite(input.advanceMs)) clock.advance(input.advanceMs);
      else throw invalidArgument('Send { set: "<ISO date-time>" }, { advanceMs: <number> } or { real: true }');
      return clockView(clock);
    },
    PUBLIC,
  );

  domain.route(
    'GET',
    '/_emulator/api-keys',
    ({ state }) => ({ apiKeys: state.apiKeys.map(({ id, name, hint, siteId, createdDate }) => ({ id, name, hint, siteId, createdDate })) }),
    PUBLIC,
  );
  domain.route(
    'POST',
    '/_emulator/api-keys',
    ({ input, services }) => services.createApiKey(typeof input.name === 'string' ? { name: input.name } : {}),
    PUBLIC,
  );

  domain.route('GET', '/_emulator/oauth-clients', ({ state }) => ({ oauthClients: state.oauthClients }), PUBLIC);
  domain.route(
    'POST',
    '/_emulator/oauth-clients',
    ({ input, services }) => {
      if (typeof input.id !== 'string' || input.id === '') throw invalidArgument('id is required');
      const redirectUris = Array.isArray(input.redirectUris) ? input.redirectUris.map(String) : undefined;
      return services.upsertOAuthClient({
        id: input.id,
        ...(typeof input.name === 'string' ? { name: input.name } : {}),
        ...(redirectUris ? { redirectUris } : {}),
      });
    },
    PUBLIC,
  );

  domain.route('GET', '/_emulator/faults', ({ services }) => ({ faults: services.faults.list() }), PUBLIC);
  domain.route('POST', '/_emulator/faults', ({ input, services }) => ({ id: services.faults.inject(parseFaultSpec(input)).id }), PUBLIC);
  domain.route(
    'DELETE',
    '/_emulator/faults',
    ({ services }) => {
      services.faults.clear();
      return {};
    },
    PUBLIC,
  );
  domain.route(
    'DELETE',
    '/_emulator/faults/{id}',
    ({ params, services }) => {
      services.faults.clear(params.id);
      return {};
    },
    PUBLIC,
  );
}
