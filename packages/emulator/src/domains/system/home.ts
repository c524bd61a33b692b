import { escapeHtml, htmlPage, htmlResponse } from '../identity/hosted/html.js';
import type { RouteContext, RouteHandler } from '../../routing/types.js';

/*
 * `GET /`: the URL the CLI prints. Browsers get a small page saying what answers there and linking the
 * emulator's pages; other clients get the same facts as JSON. The path follows the rules of the
 * emulator's own paths (see `pathKind` in http/cors.ts): no CORS, and another origin's script is
 * refused, so only the emulator's own pages and non-browser callers can read the answer.
 */

const PAGES = [
  {
    path: '/_emulator/outbox/page',
    label: 'Outbox',
    what: 'the emails and booking notifications the emulator "sent" (codes, links, messages)',
  },
  { path: '/_emulator', label: 'Admin info', what: 'site, clock and OAuth clients as JSON; the admin API lives under /_emulator/' },
  { path: '/_emulator/routes', label: 'Routes', what: 'every platform call the emulator answers (JSON)' },
  { path: '/_emulator/state', label: 'State', what: 'the whole state (JSON)' },
] as const;

const PURPOSE =
  "A local, stateful copy of the platform's bookings, members, pricing plans and orders and identity APIs, with a clock you control, injected faults, signed webhooks and a test outbox (see docs/emulator.md).";

const LOGIN_NOTE =
  'The hosted sign-in page (/_emulator/hosted/login) opens from an app\'s "sign in" (it needs the redirect session the app creates), so it has no link here.';

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
 * What `GET /` tells (the JSON answer; the HTML page shows the same facts).
 *
 * @example
 * ```ts
 * const info = (await (await emulator.fetch('/')).json()) as EmulatorHome;
 * info.data.persisted; // false for an in-memory emulator
 * ```
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
  clock: { now: string; real: boolean };
  /** The emulator's pages and admin endpoints, by path. */
  pages: Record<string, string>;
}

/**
 * The facts of `GET /` for this request (the admin API key only when {@link EmulatorHome.apiKey} says).
 *
 * @example
 * ```ts
 * const home = emulatorHome(ctx);
 * ```
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
    clock: { now: ctx.clock.now().toISOString(), real: ctx.clock.isReal() },
    pages: {
      outbox: '/_emulator/outbox/page',
      admin: '/_emulator',
      routes: '/_emulator/routes',
      state: '/_emulator/state',
      hostedLogin: '/_emulator/hosted/login?session=<redirect session id>',
    },
  };
}

function homeHtml(home: EmulatorHome, keyHidden: boolean): string {
  const fact = (term: string, value: string) => `<dt>${escapeHtml(term)}</dt><dd>${value}</dd>`;
  const code = (value: string) => `<code>${escapeHtml(value)}</code>`;
  const key = home.apiKey
    ? code(home.apiKey)
    : keyHidden
      ? "Not shown to a page opened from another site: see the emulator's start-up output."
      : 'None known in clear (create one with POST /_emulator/api-keys).';
  const data = home.data.dir
    ? `Kept in the data folder ${code(home.data.dir)} (survives restarts).`
    : 'In memory only: lost when the emulator stops (start it with --data &lt;folder&gt; to keep it).';
  const clock = `${code(home.clock.now)} (${home.clock.real ? 'real time' : 'set, not real time: POST /_emulator/clock moves it'})`;
  const facts = [
    fact('Site', `${escapeHtml(home.site.name)}<br>${code(home.site.id)}`),
    fact('OAuth client id', home.oauthClientId ? code(home.oauthClientId) : 'None (POST /_emulator/oauth-clients to add one).'),
    fact('Admin API key', key),
    fact('Data', data),
    fact('Clock', clock),
  ].join('\n');
  const links = PAGES.map((p) => `<li><a href="${escapeHtml(p.path)}">${escapeHtml(p.label)}</a>: ${escapeHtml(p.what)}</li>`).join('\n');
  return `<p>${escapeHtml(home.description)}</p>
<dl class="facts">
${facts}
</dl>
<h2>Pages</h2>
<ul>
${links}
</ul>
<p class="note">${escapeHtml(LOGIN_NOTE)}</p>`;
}

/**
 * `GET /`: an HTML page for browsers (`Accept: text/html`), else JSON ({@link EmulatorHome}).
 *
 * @example
 * ```ts
 * domain.route('GET', '/', homePage, { roles: 'public' });
 * ```
 */
export const homePage: RouteHandler = (ctx) => {
  const home = emulatorHome(ctx);
  const headers = { vary: 'Accept', 'cache-control': 'no-store' };
  if (!wantsHtml(ctx)) return ctx.json(home, { headers });
  const keyHidden = Boolean(ctx.services.about?.().apiKey) && !home.apiKey;
  return htmlResponse(htmlPage('Frontdesk emulator', homeHtml(home, keyHidden), { siteName: home.site.name, wide: true }), { headers });
};
