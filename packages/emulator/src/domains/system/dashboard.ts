import { changeCount } from '../../dashboard/changes.js';
import { DASHBOARD_SCRIPT } from '../../dashboard/client.js';
import { domainCounts, type DomainCounts } from '../../dashboard/counts.js';
import { importedState, MAX_IMPORT_BYTES } from '../../dashboard/import-state.js';
import { DASHBOARD_SCRIPT_PATH } from '../../dashboard/page.js';
import { requestLog, type RequestFilter } from '../../dashboard/requests.js';
import { invalidArgument, notFound } from '../../errors.js';
import { readBodyBytes } from '../../routing/body.js';
import type { RouteOptions } from '../../routing/types.js';
import { bookingsDomain } from '../bookings/index.js';
import { identityDomain } from '../identity/index.js';
import { membersDomain } from '../members/index.js';
import { ordersDomain } from '../orders/index.js';
import { plansDomain } from '../plans/index.js';
import { servicesDomain } from '../services/index.js';
import type { DomainModule, DomainRegistrar } from '../types.js';
import { emulatorHome, type EmulatorHome } from './home.js';

const PUBLIC: RouteOptions = { roles: 'public' };
const NO_STORE = { 'cache-control': 'no-store' };

// What an imported state's domains are checked against: the built-in domains' empty states, as for a data folder.
const BUILT_IN: readonly DomainModule[] = [membersDomain, identityDomain, plansDomain, ordersDomain, servicesDomain, bookingsDomain];
const templates = (): Record<string, unknown> => Object.fromEntries(BUILT_IN.map((module) => [module.name, module.initialState?.()]));

/**
 * `GET /_emulator/dashboard/summary`: what the dashboard's overview shows.
 *
 * @example
 * ```ts
 * const summary = (await (await emulator.fetch('/_emulator/dashboard/summary')).json()) as DashboardSummary;
 * summary.counts.plans; // 3
 * ```
 */
export interface DashboardSummary extends Pick<EmulatorHome, 'site' | 'oauthClientId' | 'apiKey' | 'data' | 'clock'> {
  /** Records per domain. */
  counts: DomainCounts;
  /** The change counter (see `GET /_emulator/dashboard/changes`). */
  changes: number;
}

/**
 * Registers the dashboard's own endpoints under `/_emulator/dashboard` (the page itself is `GET /`,
 * see `home.ts`): its script, the overview summary, the change counter live updates poll, the
 * import of a state file, and the recorded requests (`requests`, `requests/{id}`). The dashboard's other actions use the admin API (`/_emulator/clock`,
 * `/_emulator/reset`, `/_emulator/state`, `/_emulator/outbox`).
 *
 * @example
 * ```ts
 * registerDashboardRoutes(domain);
 * // GET /_emulator/dashboard/changes → { changes: 12 }
 * ```
 */
export function registerDashboardRoutes(domain: DomainRegistrar): void {
  domain.route(
    'GET',
    DASHBOARD_SCRIPT_PATH,
    () =>
      new Response(DASHBOARD_SCRIPT, {
        headers: { 'content-type': 'text/javascript; charset=utf-8', 'x-content-type-options': 'nosniff', ...NO_STORE },
      }),
    PUBLIC,
  );
  domain.route(
    'GET',
    '/_emulator/dashboard/summary',
    (ctx) => {
      const { site, oauthClientId, apiKey, data, clock } = emulatorHome(ctx);
      const summary: DashboardSummary = {
        site,
        ...(oauthClientId ? { oauthClientId } : {}),
        ...(apiKey ? { apiKey } : {}),
        data,
        clock,
        counts: domainCounts(ctx.state),
        changes: changeCount(ctx.store),
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
      ctx.store.replace(importedState(parsed, ctx.state, templates()));
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
}
