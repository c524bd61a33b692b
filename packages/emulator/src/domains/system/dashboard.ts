import { accessModeOf, type AccessMode } from '../../dashboard/access.js';
import { runDashboardAction } from '../../dashboard/actions.js';
import { calendarRange, dashboardCalendar } from '../../dashboard/calendar.js';
import { changeCount } from '../../dashboard/changes.js';
import { dataCollection, dataItem, dataPage, readDataLimit } from '../../dashboard/data.js';
import { nextOrderPayment } from '../../dashboard/order-payments.js';
import { ownerDispatch } from '../../dashboard/owner-dispatch.js';
import { domainCounts, type DomainCounts } from '../../dashboard/counts.js';
import { importedState, MAX_IMPORT_BYTES } from '../../dashboard/import-state.js';
import { DASHBOARD_SCRIPT_PATH } from '../../dashboard/page.js';
import { dashboardScriptResponse } from '../../dashboard/script-asset.js';
import { requestLog, type RequestFilter } from '../../dashboard/requests.js';
import { invalidArgument, notFound } from '../../errors.js';
import { readBodyBytes } from '../../routing/body.js';
import type { RouteOptions } from '../../routing/types.js';
import type { DomainRegistrar } from '../types.js';
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
  domain.route('GET', DASHBOARD_SCRIPT_PATH, () => dashboardScriptResponse(), PUBLIC);
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
      ctx.store.replace(importedState(parsed, ctx.state, ctx.services.emptyDomainStates()));
      return { counts: domainCounts(ctx.store.data) };
    },
    { roles: 'public', body: 'raw' },
  );
  domain.route(
    'GET',
    '/_emulator/dashboard/requests',
    (ctx) => {
      const filter: RequestFilter = {};
      for (const key of ['method', 'status', 'path', 'role'] as const) {
        const value = ctx.query.get(key)?.trim();
        if (value) filter[key] = value;
      }
      if (filter.status && !/^([1-5]xx|\d{3})$/i.test(filter.status))
        throw invalidArgument('status must be 2xx, 4xx, 5xx (any class) or a code');
      return ctx.json({ requests: requestLog(ctx.store).list(filter) }, { headers: NO_STORE });
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

// The Data view, the calendar and the owner actions: every entity through the platform's own owner routes.
function registerDashboardDataRoutes(domain: DomainRegistrar): void {
  domain.route(
    'GET',
    '/_emulator/dashboard/data/{collection}',
    async (ctx) => {
      const collection = dataCollection(ctx.params.collection);
      const limit = readDataLimit(ctx.query.get('limit'));
      const q = ctx.query.get('q') ?? undefined;
      const page = await dataPage(ownerDispatch(ctx), collection, { limit, ...(q ? { q } : {}) });
      return ctx.json(page, { headers: NO_STORE });
    },
    PUBLIC,
  );
  domain.route(
    'GET',
    '/_emulator/dashboard/data/{collection}/{id}',
    async (ctx) => {
      const collection = dataCollection(ctx.params.collection);
      return ctx.json({ item: await dataItem(ownerDispatch(ctx), collection, ctx.params.id ?? '') }, { headers: NO_STORE });
    },
    PUBLIC,
  );
  domain.route(
    'GET',
    '/_emulator/dashboard/calendar',
    async (ctx) => {
      const range = calendarRange(ctx.query.get('from'), ctx.query.get('days'), ctx.clock.now());
      return ctx.json(await dashboardCalendar(ownerDispatch(ctx), ctx.state, range), { headers: NO_STORE });
    },
    PUBLIC,
  );
  domain.route(
    'POST',
    '/_emulator/dashboard/actions/{collection}/{id}/{action}',
    async (ctx) => ({ item: await runDashboardAction(ownerDispatch(ctx), ctx.params.collection, ctx.params.id ?? '', ctx.params.action) }),
    PUBLIC,
  );
}
