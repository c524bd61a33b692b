/**
 * The path of the dashboard's app (the React build served by `script-asset.ts`).
 */
export const DASHBOARD_SCRIPT_PATH = '/_emulator/dashboard/app.js';

// The page's only CSS. Inline on purpose (the policy allows inline styles, not inline scripts): the
// shell and the app share it, and it costs no second request.
const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.4; }
  * { box-sizing: border-box; }
  body { margin: 0; background: Canvas; color: CanvasText; }
  header { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1.25rem; padding: 0.75rem 1rem; border-bottom: 1px solid GrayText; }
  header h1 { font-size: 1.2rem; margin: 0; }
  header nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 0.9rem; list-style: none; margin: 0; padding: 0; }
  nav a[aria-current="page"] { font-weight: 700; text-decoration-thickness: 3px; }
  .plain { list-style: none; padding: 0; }
  .live { margin-left: auto; color: GrayText; font-size: 0.85rem; }
  main { max-width: 76rem; margin: 0 auto; padding: 0 1rem 3rem; }
  h2 { font-size: 1.15rem; border-bottom: 1px solid GrayText; padding-bottom: 0.3rem; margin-top: 1.5rem; }
  h3 { font-size: 1rem; margin: 1.25rem 0 0.5rem; }
  dl.facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.5rem 1rem; }
  dl.facts dt { font-weight: 600; } dl.facts dd { margin: 0; overflow-wrap: anywhere; }
  .counts { display: flex; flex-wrap: wrap; gap: 0.75rem; list-style: none; padding: 0; }
  .counts a { display: block; border: 1px solid GrayText; border-radius: 0.5rem; padding: 0.5rem 1rem; min-width: 6rem; color: inherit; text-decoration: none; }
  .counts strong { display: block; font-size: 1.5rem; }
  .row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0.5rem 0; }
  .row label { display: inline-flex; flex-wrap: wrap; gap: 0.3rem; align-items: center; }
  button, .button { font: inherit; font-size: 0.9rem; padding: 0.35rem 0.8rem; border-radius: 0.4rem; border: 1px solid GrayText; background: ButtonFace; color: ButtonText; cursor: pointer; text-decoration: none; }
  button:disabled { opacity: 0.55; cursor: default; }
  button.small { padding: 0.1rem 0.5rem; margin-left: 0.4rem; }
  input, select { font: inherit; font-size: 0.9rem; padding: 0.3rem; max-width: 100%; }
  :focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
  .table { overflow-x: auto; max-width: 100%; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 0.4rem; border-bottom: 1px solid GrayText; vertical-align: top; overflow-wrap: break-word; }
  th { white-space: nowrap; }
  tr.selected { background: Highlight; color: HighlightText; } tr.selected a { color: inherit; }
  .status { min-height: 1.4rem; margin: 0.5rem 0; } .error { color: #c62828; }
  .note { color: GrayText; font-size: 0.9rem; }
  .panel { border: 1px solid GrayText; border-radius: 0.5rem; padding: 0.75rem; margin: 1rem 0; }
  .field { display: inline-flex; flex-wrap: wrap; gap: 0.3rem; align-items: center; max-width: 100%; }
  .field > * { min-width: 0; max-width: 100%; }
  figure { margin: 0.75rem 0; }
  .panel h3 { margin-top: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; border: 1px solid GrayText; border-radius: 0.4rem; padding: 0.5rem; max-height: 30rem; overflow: auto; font-size: 0.85rem; }
  .calendar td, .calendar th { min-width: 7rem; }
  .entry { border-left: 4px solid GrayText; padding: 0.25rem 0.4rem; margin-bottom: 0.4rem; }
  .entry.full { border-left-color: #c62828; }
  .entry ul { list-style: none; margin: 0.2rem 0 0; padding: 0; }
  .booking-status { font-size: 0.8rem; border: 1px solid GrayText; border-radius: 0.3rem; padding: 0 0.3rem; }
  dl.facts .fact { display: contents; }
  .badge { display: inline-block; font-size: 0.8rem; font-weight: 600; border: 1px solid currentColor; border-radius: 0.3rem; padding: 0 0.35rem; }
  .status-canceled, .status-declined, .status-blocked, .status-offline, .status-ended, .status-archived { color: #b71c1c; }
  .status-active, .status-confirmed, .status-approved, .status-public { color: #1b5e20; }
  .badge.fault { color: #e65100; margin-left: 0.3rem; }
  tr.failed.client { background: color-mix(in srgb, #f9a825 14%, transparent); }
  tr.failed.server { background: color-mix(in srgb, #c62828 14%, transparent); }
  tr.failed td.status-cell { font-weight: 700; }
  .entry.past { opacity: 0.6; border-left-style: dotted; }
  .now { border-top: 2px solid #c62828; color: #c62828; font-size: 0.8rem; font-weight: 600; margin: 0.25rem 0; }
  th.today, td.today { background: color-mix(in srgb, Highlight 8%, transparent); }
  .confirm { display: inline-flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; border: 1px solid #c62828; border-radius: 0.4rem; padding: 0.3rem 0.5rem; }
  button.danger { border-color: #c62828; color: #c62828; }
  .unavailable { margin: 0.25rem 0; padding-left: 1.2rem; }
  .form fieldset { border: 1px solid GrayText; border-radius: 0.4rem; margin: 0.5rem 0; }
  .form > .field { margin: 0.3rem 0.75rem 0.3rem 0; }
  .slots { display: flex; flex-direction: column; gap: 0.2rem; max-height: 16rem; overflow: auto; }
  .switches label { display: block; margin: 0.3rem 0; }
  fieldset.zones { display: inline-flex; gap: 0.5rem; border: none; padding: 0; margin: 0; font-size: 0.85rem; }
  fieldset.zones legend { float: left; margin-right: 0.3rem; }
  .message-text { max-height: 12rem; font-size: 0.8rem; }
  .pager { justify-content: flex-start; }
  @media (max-width: 40rem) { header .live { margin-left: 0; } dl.facts { grid-template-columns: minmax(0, 1fr); } dl.facts dd { margin-bottom: 0.4rem; } }
`;

const SHELL = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Frontdesk emulator</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
<script type="module" src="${DASHBOARD_SCRIPT_PATH}"></script>
</head>
<body>
<div id="root"></div>
<noscript><p>The dashboard needs JavaScript. Without it, the emulator's admin API answers as JSON under <a href="/_emulator">/_emulator</a> (see docs/emulator.md, "Admin API").</p></noscript>
</body>
</html>`;

/**
 * The dashboard's HTML (`GET /` in a browser): a shell with no data in it (the site, the keys and
 * everything else come from the admin API), the app's script from {@link DASHBOARD_SCRIPT_PATH}
 * and the page's CSS. The shell is the same for every caller.
 */
export function dashboardHtml(): string {
  return SHELL;
}

/**
 * The dashboard page's Content-Security-Policy: its own script and inline styles only, no frames.
 */
export const DASHBOARD_CSP =
  "default-src 'self'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";
