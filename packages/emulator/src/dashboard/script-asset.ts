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

let loaded: string | undefined;

/**
 * The built dashboard app's source, read once from {@link DASHBOARD_APP_LOCATIONS} (a miss is not
 * remembered: a `npm run build` after the first request is picked up by the next one).
 */
export async function dashboardScript(): Promise<string | undefined> {
  loaded ??= await readDashboardScript(DASHBOARD_APP_LOCATIONS);
  return loaded;
}

/**
 * The answer `GET /_emulator/dashboard/app.js` gives: the built app as JavaScript, or a 503 that
 * says how to build it.
 */
export async function dashboardScriptResponse(): Promise<Response> {
  const source = await dashboardScript();
  if (source === undefined) {
    return new Response(
      `The dashboard app (${DASHBOARD_APP_FILE}) is not built: run \`npm run build\` (or \`npm run pnpm -- -F @frontdesk/emulator build\`).\n`,
      { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } },
    );
  }
  return new Response(source, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' },
  });
}
