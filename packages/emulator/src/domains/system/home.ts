import { changeCount } from '../../dashboard/changes.js';
import { DASHBOARD_CSP, dashboardHtml } from '../../dashboard/page.js';
import { htmlResponse } from '../identity/api.js';
import type { RouteContext, RouteHandler } from '../../routing/types.js';
import { clockView, type ClockView } from './admin.js';

/*
 * `GET /`: the URL the CLI prints. Browsers get the dashboard (src/dashboard/: overview, clock, reset,
 * export and import, outbox, live updates); other clients get the facts of its overview as JSON. The
 * path follows the rules of the emulator's own paths (see `pathKind` in http/cors.ts): no CORS, and
 * another origin's script is refused, so only the emulator's own pages and non-browser callers can
 * read the answer.
 */

const PURPOSE =
  "A local, stateful copy of the platform's bookings, members, pricing plans and orders and identity APIs, with a clock you control, injected faults, signed webhooks and a test outbox (see docs/emulator.md).";

// The admin API key is shown only to a page the developer opened here: typed, bookmarked or followed
// from the emulator's own pages. A navigation from another site (a link on some page) gets the page
// without it.
function mayShowKey(ctx: RouteContext): boolean {
  const site = ctx.request.headers.get('sec-fetch-site');
  return site === null || site === 'none' || site === 'same-origin';
}

function wantsHtml(ctx: RouteContext): boolean {
  return (ctx.request.headers.get('accept') ?? '').toLowerCase().includes('text/html');
}

/**
 * What `GET /` tells (the JSON answer; the dashboard's overview shows the same facts).
 */
export interface EmulatorHome {
  name: 'Frontdesk emulator';
  description: string;
  site: { id: string; name: string };
  /** The first OAuth client id, if any. */
  oauthClientId?: string;
  /** The seed's owner API key, when it is known in clear and the request came from the emulator's own origin or no browser. */
  apiKey?: string;
  /** Where the state is kept: a data folder (`dir`), or in memory only. */
  data: { persisted: boolean; dir?: string };
  clock: ClockView;
  /** The emulator's pages and admin endpoints, by path. */
  pages: Record<string, string>;
}

/**
 * The facts of `GET /` for this request (the admin API key only when {@link EmulatorHome.apiKey} says).
 */
export function emulatorHome(ctx: RouteContext): EmulatorHome {
  const about = ctx.services.about?.() ?? {};
  const clientId = about.clientId ?? ctx.state.oauthClients[0]?.id;
  return {
    name: 'Frontdesk emulator',
    description: PURPOSE,
    site: { id: ctx.state.site.id, name: ctx.state.site.name },
    ...(clientId ? { oauthClientId: clientId } : {}),
    ...(about.apiKey && mayShowKey(ctx) ? { apiKey: about.apiKey } : {}),
    data: about.dataDir ? { persisted: true, dir: about.dataDir } : { persisted: false },
    clock: clockView(ctx.clock),
    pages: {
      outbox: '/_emulator/outbox/page',
      admin: '/_emulator',
      routes: '/_emulator/routes',
      state: '/_emulator/state',
      hostedLogin: '/_emulator/hosted/login?session=<redirect session id>',
    },
  };
}

/**
 * `GET /`: the dashboard's page shell for browsers (`Accept: text/html`; no data in it), else JSON ({@link EmulatorHome}).
 */
export const homePage: RouteHandler = (ctx) => {
  const home = emulatorHome(ctx);
  const headers = { vary: 'Accept', 'cache-control': 'no-store' };
  if (!wantsHtml(ctx)) return ctx.json(home, { headers });
  // Subscribes the change counter now, so the page's first poll already sees the changes made since it loaded.
  changeCount(ctx.store);
  // The shell carries no data (it is open even where the admin API needs a key): the page reads everything from the API.
  return htmlResponse(dashboardHtml(), {
    headers: { ...headers, 'content-security-policy': DASHBOARD_CSP },
  });
};
