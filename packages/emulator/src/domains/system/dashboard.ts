import { accessModeOf, type AccessMode } from '../../dashboard/access.js';
import { changeCount } from '../../dashboard/changes.js';
import { readDataLimit, readDataOffset } from '../../dashboard/data.js';
import { nextOrderPayment } from '../../dashboard/order-payments.js';
import { ownerDispatch } from '../../dashboard/owner-dispatch.js';
import { domainCounts, type DomainCounts } from '../../dashboard/counts.js';
import { importedClock, importedState, MAX_IMPORT_BYTES, restoreClock } from '../../dashboard/import-state.js';
import { DASHBOARD_SCRIPT_PATH } from '../../dashboard/page.js';
import { dashboardScriptResponse } from '../../dashboard/script-asset.js';
import { MAX_RECORDED_REQUESTS, requestLog, type RequestFilter } from '../../dashboard/requests.js';
import { appOrigins } from '../../dashboard/test-data.js';
import { businessTimeZone } from '../../dashboard/time-zone.js';
import { invalidArgument, notFound } from '../../errors.js';
import { readBodyBytes } from '../../routing/body.js';
import type { RouteOptions } from '../../routing/types.js';
import type { DomainRegistrar } from '../types.js';
import { registerDashboardDataRoutes } from './dashboard-data.js';
import { clockView } from './admin.js';
import { emulatorHome, type EmulatorHome } from './home.js';

const PUBLIC: RouteOptions = { roles: 'public' };
const NO_STORE = { 'cache-control': 'no-store' };

/**
 * `GET /_emulator/dashboard/summary`: what the dashboard's overview shows.
 */
export interface DashboardSummary extends Pick<EmulatorHome, 'site' | 'oauthClientId' | 'apiKey' | 'data' | 'clock'> {
  /** Records per domain. */
  counts: DomainCounts;
  /** The change counter (see `GET /_emulator/dashboard/changes`). */
  changes: number;
  /** The earliest upcoming payment of an ACTIVE recurring pricing-plan order (ISO), or `null`. */
  nextOrderPayment: string | null;
  /** `key` when this server needs an owner API key on the dashboard and admin API (a non-loopback listener), else `open`. */
  access: AccessMode;
  /** The business's IANA time zone (its bookings settings: the zone of its services, availability and booking emails). */
  timeZone: string;
  /** The apps a member can be signed in to: the origins of the OAuth clients' registered redirect URIs. */
  apps: Array<{ origin: string; clientId: string }>;
}

/**
 * Registers the dashboard's own endpoints under `/_emulator/dashboard` (the page itself is `GET /`,
 * see `home.ts`): its script, the overview summary, the change counter live updates poll, the
 * import of a state file, the recorded requests (`requests`, `requests/{id}`), the Data view
 * (`data/{collection}`, `data/{collection}/{id}`), the bookings calendar (`calendar`) and the owner
 * actions (`actions/{collection}/{id}/{action}`), the last three through the platform's own owner
 * routes (see `dashboard/owner-dispatch.ts`). The dashboard's other actions use the admin API
 * (`/_emulator/clock`, `/_emulator/reset`, `/_emulator/state`, `/_emulator/outbox`, webhooks, faults).
 */
export function registerDashboardRoutes(domain: DomainRegistrar): void {
  domain.route('GET', DASHBOARD_SCRIPT_PATH, (ctx) => dashboardScriptResponse(ctx.request), PUBLIC);
  domain.route(
    'GET',
    '/_emulator/dashboard/summary',
    async (ctx) => {
      // Read first: listing the orders brings them up to the clock, as any owner read does.
      const nextPayment = await nextOrderPayment(ownerDispatch(ctx), ctx.clock.now());
      const { site, oauthClientId, apiKey, data, clock } = emulatorHome(ctx);
      const summary: DashboardSummary = {
        site,
        ...(oauthClientId ? { oauthClientId } : {}),
        ...(apiKey ? { apiKey } : {}),
        data,
        clock,
        counts: domainCounts(ctx.state),
        changes: changeCount(ctx.store),
        nextOrderPayment: nextPayment?.toISOString() ?? null,
        access: accessModeOf(ctx.request),
        timeZone: businessTimeZone(ctx.state),
        apps: appOrigins(ctx.state),
      };
      return ctx.json(summary, { headers: NO_STORE });
    },
    PUBLIC,
  );
  domain.route(
    'GET',
    '/_emulator/dashboard/changes',
    (ctx) => ctx.json({ changes: changeCount(ctx.store) }, { headers: NO_STORE }),
    PUBLIC,
  );
  domain.route(
    'POST',
    '/_emulator/dashboard/import',
    async (ctx) => {
      const text = new TextDecoder().decode(await readBodyBytes(ctx.request, MAX_IMPORT_BYTES));
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw invalidArgument('The file is not JSON: export one with GET /_emulator/state');
      }
      const { clock: exportedClock, ...file } = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
      const clock = importedClock(exportedClock);
      ctx.store.replace(
        importedState(parsed === null || typeof parsed !== 'object' ? parsed : file, ctx.state, ctx.services.emptyDomainStates()),
      );
      if (clock) restoreClock(ctx.clock, clock);
      return { counts: domainCounts(ctx.store.data), clock: clockView(ctx.clock) };
    },
    // A state file may be larger than other bodies: up to MAX_IMPORT_BYTES (32 MiB).
    { roles: 'public', body: 'raw', maxBodyBytes: MAX_IMPORT_BYTES },
  );
  domain.route(
    'GET',
    '/_emulator/dashboard/requests',
    (ctx) => {
      const filter: RequestFilter = {};
      for (const key of ['method', 'status', 'path', 'role', 'q'] as const) {
        const value = ctx.query.get(key)?.trim();
        if (value) filter[key] = value;
      }
      if (filter.status && !/^([1-5]xx|\d{3})$/i.test(filter.status))
        throw invalidArgument('status must be 2xx, 4xx, 5xx (any class) or a code');
      const offset = readDataOffset(ctx.query.get('offset'));
      const limit = ctx.query.get('limit') === null ? MAX_RECORDED_REQUESTS : readDataLimit(ctx.query.get('limit'));
      return ctx.json(requestLog(ctx.store).page(filter, offset, limit), { headers: NO_STORE });
    },
    PUBLIC,
  );
  domain.route(
    'GET',
    '/_emulator/dashboard/requests/{id}',
    (ctx) => {
      const request = requestLog(ctx.store).get(ctx.params.id ?? '');
      if (!request)
        throw notFound('No recorded request with this id (the log keeps the last 500)', 'REQUEST_NOT_FOUND', { id: ctx.params.id });
      return ctx.json({ request }, { headers: NO_STORE });
    },
    PUBLIC,
  );
  registerDashboardDataRoutes(domain);
}
