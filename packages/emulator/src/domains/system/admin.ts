import { CLOCK_RANGE, type Clock } from '../../clock.js';
import { applyClockTransitions, nextOrderPayment } from '../../dashboard/order-payments.js';
import { ownerDispatch, type OwnerCall } from '../../dashboard/owner-dispatch.js';
import { applicationError, invalidArgument, notFound, validationError } from '../../errors.js';
import { parseFaultSpec } from '../../faults.js';
import type { RouteOptions } from '../../routing/types.js';
import { normalizeRedirectUri, redirectUriProblem } from '../identity/api.js';
import type { DomainRegistrar } from '../types.js';

const PUBLIC: RouteOptions = { roles: 'public' };

/**
 * The clock as the admin API shows it: the time now, whether it follows the real time, and the time
 * it started at (`null` when it started on real time).
 */
export interface ClockView {
  now: string;
  real: boolean;
  start: string | null;
}

/**
 * The {@link ClockView} of a clock.
 */
export function clockView(clock: Clock): ClockView {
  return { now: clock.now().toISOString(), real: clock.isReal(), start: clock.start()?.toISOString() ?? null };
}

// The clock refuses times outside CLOCK_RANGE (and stays where it was): a 400 here, never a 500 later.
function moveClock(move: () => void): void {
  try {
    move();
  } catch (error) {
    if (error instanceof RangeError || error instanceof TypeError) {
      const range = { min: new Date(CLOCK_RANGE.min).toISOString(), max: new Date(CLOCK_RANGE.max).toISOString() };
      throw invalidArgument(error.message, range);
    }
    throw error;
  }
}

// The move a `POST /_emulator/clock` body asks for (a 400 for anything else or a time out of range).
async function moveClockAsAsked(clock: Clock, input: Record<string, any>, asOwner: OwnerCall): Promise<void> {
  // biome-ignore lint/correctness/useHookAtTopLevel: Clock.useRealTime is not a React hook.
  if (input.real === true) return clock.useRealTime();
  if (input.reset === true) return clock.reset();
  if (input.to === 'next-order-payment') {
    const next = await nextOrderPayment(asOwner, clock.now());
    if (!next) throw applicationError(400, 'NO_UPCOMING_PAYMENT', 'No active recurring order has a payment to come');
    return moveClock(() => clock.set(next));
  }
  if (input.to !== undefined) throw invalidArgument('to must be "next-order-payment"', { to: String(input.to) });
  if (typeof input.set === 'string') {
    if (Number.isNaN(Date.parse(input.set))) throw invalidArgument('set must be an ISO-8601 date-time');
    return moveClock(() => clock.set(input.set));
  }
  if (typeof input.advanceMs === 'number' && Number.isFinite(input.advanceMs)) return moveClock(() => clock.advance(input.advanceMs));
  throw invalidArgument(
    'Send { set: "<ISO date-time>" }, { advanceMs: <number> }, { to: "next-order-payment" }, { reset: true } or { real: true }',
  );
}

// A list of redirect URIs to register: each an absolute URL without fragment; kept normalized (parsed URL).
function redirectUrisInput(value: unknown): string[] {
  if (!Array.isArray(value)) {
    throw validationError([{ field: 'redirectUris', description: 'must be an array of absolute URLs', data: {} }]);
  }
  const violations = value.flatMap((uri, index) => {
    const problem = redirectUriProblem(uri);
    return problem ? [{ field: `redirectUris[${index}]`, description: problem, data: {} }] : [];
  });
  if (violations.length > 0) throw validationError(violations);
  return [...new Set(value.map((uri) => normalizeRedirectUri(uri)!))];
}

/**
 * Registers the emulator's own admin API under `/_emulator` (no credentials needed): info, state,
 * reset, clock, API keys, OAuth clients (and their redirect URIs) and faults. Webhook admin routes are in `admin-webhooks.ts`.
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
    ({ store, clock }) => {
      const snapshot = store.snapshot();
      // The signing key's private half stays inside the emulator (it is in state.json, not on the wire).
      if (snapshot.webhooks.key) snapshot.webhooks.key = { ...snapshot.webhooks.key, privateJwk: {} };
      // The clock goes with the data it dates (an import sets it back: see dashboard/import-state.ts).
      return { ...snapshot, clock: clockView(clock) };
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
  // Every move applies the clock-driven order transitions at once (renewals, starts, ends and their webhooks).
  domain.route(
    'POST',
    '/_emulator/clock',
    async (ctx) => {
      const asOwner = ownerDispatch(ctx);
      await moveClockAsAsked(ctx.clock, ctx.input, asOwner);
      await applyClockTransitions(asOwner);
      return clockView(ctx.clock);
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
  // Creates or updates a client. `redirectUris` replaces the list (left out: kept); only these exact
  // URIs receive authorization codes, and only their origins get the other browser redirects.
  domain.route(
    'POST',
    '/_emulator/oauth-clients',
    ({ input, services, state }) => {
      if (typeof input.id !== 'string' || input.id === '') throw invalidArgument('id is required');
      const existing = state.oauthClients.find((client) => client.id === input.id);
      const redirectUris = input.redirectUris === undefined ? existing?.redirectUris : redirectUrisInput(input.redirectUris);
      const name = typeof input.name === 'string' ? input.name : existing?.name;
      return services.upsertOAuthClient({ id: input.id, ...(name ? { name } : {}), ...(redirectUris ? { redirectUris } : {}) });
    },
    PUBLIC,
  );
  // Adds redirect URIs to a client (kept once each): `npm start` registers the example apps' URLs this way.
  domain.route(
    'POST',
    '/_emulator/oauth-clients/{id}/redirect-uris',
    ({ input, params, services, state }) => {
      const existing = state.oauthClients.find((client) => client.id === params.id);
      if (!existing) throw notFound('OAuth client not found', 'NOT_FOUND', { clientId: params.id ?? null });
      const added = redirectUrisInput(input.redirectUris);
      const redirectUris = [...existing.redirectUris];
      for (const uri of added) if (!redirectUris.some((known) => normalizeRedirectUri(known) === uri)) redirectUris.push(uri);
      return services.upsertOAuthClient({ id: existing.id, name: existing.name, redirectUris });
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
