import type { EmulatorHome } from '../domains/system/home.js';
import { escapeHtml } from '../domains/identity/hosted/html.js';
import type { DomainCounts } from './counts.js';

/**
 * The path of the dashboard's script (see `client.ts`).
 *
 * @example
 * ```ts
 * `<script src="${DASHBOARD_SCRIPT_PATH}" defer></script>`;
 * ```
 */
export const DASHBOARD_SCRIPT_PATH = '/_emulator/dashboard/app.js';

const PAGES = [
  {
    path: '/_emulator/outbox/page',
    label: 'Outbox',
    what: 'the emails and booking notifications the emulator "sent" (codes, links, messages), as a page of its own',
  },
  { path: '/_emulator', label: 'Admin info', what: 'site, clock and OAuth clients as JSON; the admin API lives under /_emulator/' },
  { path: '/_emulator/routes', label: 'Routes', what: 'every platform call the emulator answers (JSON)' },
  { path: '/_emulator/state', label: 'State', what: 'the whole state (JSON)' },
] as const;

const LOGIN_NOTE =
  'The hosted sign-in page (/_emulator/hosted/login) opens from an app\'s "sign in" (it needs the redirect session the app creates), so it has no link here.';

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: Canvas; color: CanvasText; }
  header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.5rem 1.5rem; padding: 1rem 1.5rem; border-bottom: 1px solid GrayText; }
  header h1 { font-size: 1.3rem; margin: 0; }
  header nav { display: flex; gap: 1rem; }
  #live { margin-left: auto; color: GrayText; font-size: 0.9rem; }
  main { max-width: 70rem; margin: 0 auto; padding: 0 1.5rem 3rem; }
  section { margin-top: 2rem; }
  h2 { font-size: 1.15rem; border-bottom: 1px solid GrayText; padding-bottom: 0.3rem; }
  dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1rem; }
  dl.facts dt { font-weight: 600; } dl.facts dd { margin: 0; overflow-wrap: anywhere; }
  .counts { display: flex; flex-wrap: wrap; gap: 0.75rem; list-style: none; padding: 0; }
  .counts li { border: 1px solid GrayText; border-radius: 0.5rem; padding: 0.5rem 1rem; min-width: 6rem; }
  .counts strong { display: block; font-size: 1.5rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0.5rem 0; }
  button, .button { font: inherit; font-size: 0.9rem; padding: 0.35rem 0.8rem; border-radius: 0.4rem; border: 1px solid GrayText; background: ButtonFace; color: ButtonText; cursor: pointer; text-decoration: none; }
  button.copy { margin-left: 0.5rem; padding: 0.1rem 0.5rem; }
  button:focus-visible, a:focus-visible, input:focus-visible, select:focus-visible, tr:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
  table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: 0.4rem; border-bottom: 1px solid GrayText; vertical-align: top; overflow-wrap: anywhere; }
  .status { min-height: 1.5rem; margin: 0.5rem 0; } .status.error { color: #c62828; }
  .note { color: GrayText; font-size: 0.9rem; }
  #requests-rows tr { cursor: pointer; } #requests-rows tr[aria-selected="true"] { background: Highlight; color: HighlightText; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; border: 1px solid GrayText; border-radius: 0.4rem; padding: 0.5rem; max-height: 30rem; overflow: auto; }
`;

function copyable(value: string): string {
  return `<code>${escapeHtml(value)}</code><button type="button" class="copy" data-copy="${escapeHtml(value)}">Copy</button>`;
}

function overview(home: EmulatorHome, keyHidden: boolean, counts: DomainCounts): string {
  const fact = (term: string, value: string) => `<dt>${escapeHtml(term)}</dt><dd>${value}</dd>`;
  const code = (value: string) => `<code>${escapeHtml(value)}</code>`;
  const key = home.apiKey
    ? copyable(home.apiKey)
    : keyHidden
      ? "Not shown to a page opened from another site: see the emulator's start-up output."
      : 'None known in clear (create one with POST /_emulator/api-keys).';
  const data = home.data.dir
    ? `Kept in the data folder ${code(home.data.dir)} (survives restarts).`
    : 'In memory only: lost when the emulator stops (start it with --data &lt;folder&gt; to keep it).';
  const facts = [
    fact('Site', `${escapeHtml(home.site.name)}<br>${copyable(home.site.id)}`),
    fact('OAuth client id', home.oauthClientId ? copyable(home.oauthClientId) : 'None (POST /_emulator/oauth-clients to add one).'),
    fact('Admin API key', key),
    fact('Data', data),
  ].join('\n');
  const countItems = (Object.entries(counts) as Array<[keyof DomainCounts, number]>)
    .map(([name, count]) => `<li><strong data-count="${escapeHtml(name)}">${count}</strong>${escapeHtml(name)}</li>`)
    .join('');
  return `<section id="overview" aria-labelledby="overview-title">
<h2 id="overview-title">Overview</h2>
<p>${escapeHtml(home.description)}</p>
<dl class="facts">
${facts}
</dl>
<ul class="counts" aria-label="Records per domain">${countItems}</ul>
<h3>Clock</h3>
<p><code id="clock-now">${escapeHtml(home.clock.now)}</code> (<span id="clock-mode">${home.clock.real ? 'real time' : 'set, not real time'}</span>)</p>
<div class="actions">
<button type="button" data-clock="hour">+1 hour</button>
<button type="button" data-clock="day">+1 day</button>
<button type="button" data-clock="real">Back to real time</button>
</div>
<h3>State</h3>
<div class="actions">
<button type="button" id="reset-seed">Reset to the seed</button>
<a class="button" href="/_emulator/state" download="frontdesk-emulator-state.json">Export the state</a>
<label class="button">Import a state file <input type="file" id="import-file" accept="application/json,.json" hidden></label>
</div>
<p class="status" id="dashboard-status" role="status"></p>
</section>`;
}

function outbox(): string {
  return `<section id="outbox" aria-labelledby="outbox-title">
<h2 id="outbox-title">Outbox</h2>
<p>The emails and booking notifications the emulator "sent", newest first (also on <a href="/_emulator/outbox/page">their own page</a>).</p>
<table>
<thead><tr><th>Sent</th><th>To</th><th>Subject</th><th>Code</th><th>Link</th></tr></thead>
<tbody id="outbox-rows"></tbody>
</table>
<p id="outbox-empty" class="note">No messages yet.</p>
</section>`;
}

function requests(): string {
  const options = (values: readonly string[]) => values.map((v) => `<option value="${v}">${v || 'any'}</option>`).join('');
  return `<section id="requests" aria-labelledby="requests-title">
<h2 id="requests-title">Requests</h2>
<p>The last 500 requests, newest first (the dashboard's own are left out; <code>POST /_emulator/reset</code> clears them). Tokens, passwords, codes and keys are redacted when recorded. Pick a row to see its bodies.</p>
<form id="requests-filter" class="actions" role="search">
<label>Method <select name="method">${options(['', 'GET', 'POST', 'PATCH', 'PUT', 'DELETE'])}</select></label>
<label>Status <select name="status">${options(['', '2xx', '3xx', '4xx', '5xx'])}</select></label>
<label>Path <input type="search" name="path" placeholder="text in the path"></label>
<label>Caller <select name="role">${options(['', 'visitor', 'member', 'owner', 'anonymous'])}</select></label>
</form>
<table>
<thead><tr><th>Time</th><th>Method</th><th>Path</th><th>Status</th><th>ms</th><th>Caller</th></tr></thead>
<tbody id="requests-rows"></tbody>
</table>
<p id="requests-empty" class="note">No requests recorded yet.</p>
<div id="request-detail" hidden>
<h3 id="request-detail-title">Request</h3>
<h4>Request body</h4>
<pre id="request-detail-request"></pre>
<h4>Response body</h4>
<pre id="request-detail-response"></pre>
</div>
</section>`;
}

function pages(): string {
  const links = PAGES.map((p) => `<li><a href="${escapeHtml(p.path)}">${escapeHtml(p.label)}</a>: ${escapeHtml(p.what)}</li>`).join('\n');
  return `<section id="pages" aria-labelledby="pages-title">
<h2 id="pages-title">Pages</h2>
<ul>
${links}
</ul>
<p class="note">${escapeHtml(LOGIN_NOTE)}</p>
</section>`;
}

/**
 * The dashboard's HTML (`GET /` in a browser): the overview rendered on the server (it reads
 * without script), and the outbox, the requests, the actions and the live updates from the script at
 * {@link DASHBOARD_SCRIPT_PATH}. Everything shown is escaped.
 *
 * @example
 * ```ts
 * htmlResponse(dashboardHtml(emulatorHome(ctx), false, domainCounts(ctx.state)));
 * ```
 */
export function dashboardHtml(home: EmulatorHome, keyHidden: boolean, counts: DomainCounts): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Frontdesk emulator</title>
<style>${STYLE}</style>
<script src="${DASHBOARD_SCRIPT_PATH}" defer></script>
</head>
<body>
<header>
<h1>Frontdesk emulator</h1>
<span>${escapeHtml(home.site.name)}</span>
<nav aria-label="Views"><a href="#overview">Overview</a><a href="#outbox">Outbox</a><a href="#requests">Requests</a><a href="#pages">Pages</a></nav>
<span id="live" role="status">Live updates need JavaScript.</span>
</header>
<main>
${overview(home, keyHidden, counts)}
${outbox()}
${requests()}
${pages()}
</main>
</body>
</html>`;
}

/**
 * The dashboard page's Content-Security-Policy: its own script and inline styles only, no frames.
 *
 * @example
 * ```ts
 * htmlResponse(html, { headers: { 'content-security-policy': DASHBOARD_CSP } });
 * ```
 */
export const DASHBOARD_CSP =
  "default-src 'self'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";
