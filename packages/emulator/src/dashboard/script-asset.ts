/*
 * The dashboard's browser app is a separate build output (tsup's third config bundles
 * src/dashboard/ui with React into dist/dashboard-app.js). The server reads it from disk the first
 * time a browser asks for it, with a dynamic import of `node:fs/promises`: the emulator in process
 * (tests, msw handlers) never loads the file system module unless the script is requested.
 */

/** The file name of the built dashboard app, next to the emulator's built modules in `dist/`. */
export const DASHBOARD_APP_FILE = 'dashboard-app.js';

/**
 * Where the built app may be, in order: next to the running module (the built package: `dist/`),
 * then the package's `dist/` seen from `src/dashboard/` (tests and tools that run the sources).
 */
export const DASHBOARD_APP_LOCATIONS: readonly URL[] = [
  new URL(`./${DASHBOARD_APP_FILE}`, import.meta.url),
  new URL(`../../dist/${DASHBOARD_APP_FILE}`, import.meta.url),
];

/**
 * Reads the first of `locations` that exists, as text; `undefined` when none does.
 */
export async function readDashboardScript(locations: readonly URL[]): Promise<string | undefined> {
  const { readFile } = await import('node:fs/promises');
  for (const location of locations) {
    try {
      return await readFile(location, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return undefined;
}

let loaded: { source: string; etag: string } | undefined;

// A strong validator of the source: its SHA-256, quoted.
async function etagOf(source: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(source)));
  return `"${Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('')}"`;
}

/**
 * The built dashboard app's source, read once from {@link DASHBOARD_APP_LOCATIONS} (a miss is not
 * remembered: a `npm run build` after the first request is picked up by the next one).
 */
export async function dashboardScript(): Promise<string | undefined> {
  return (await loadScript())?.source;
}

async function loadScript(): Promise<{ source: string; etag: string } | undefined> {
  if (loaded) return loaded;
  const source = await readDashboardScript(DASHBOARD_APP_LOCATIONS);
  if (source !== undefined) loaded = { source, etag: await etagOf(source) };
  return loaded;
}

/**
 * The answer `GET /_emulator/dashboard/app.js` gives: the built app as JavaScript, or a 503 that
 * says how to build it. The browser keeps it and asks again each time (`no-cache` with an `ETag`):
 * an unchanged app is a 304, and Chromium reuses the code it compiled, so the page opens faster.
 */
export async function dashboardScriptResponse(request?: Request): Promise<Response> {
  const script = await loadScript();
  if (script === undefined) {
    return new Response(
      `The dashboard app (${DASHBOARD_APP_FILE}) is not built: run \`npm run build\` (or \`npm run pnpm -- -F @frontdesk/emulator build\`).\n`,
      { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } },
    );
  }
  const headers = {
    'content-type': 'text/javascript; charset=utf-8',
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-cache',
    etag: script.etag,
  };
  if (request?.headers.get('if-none-match') === script.etag) return new Response(null, { status: 304, headers });
  return new Response(script.source, { headers });
}
