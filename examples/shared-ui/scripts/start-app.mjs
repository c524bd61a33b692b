// The example apps' `npm start` (their scripts/start.mjs): builds the app for production and serves
// it (`vite build`, then `vite preview`). The platform's URL comes from VITE_FRONTDESK_BASE_URL
// (else FRONTDESK_BASE_URL, else http://127.0.0.1:4010). `npm start` at the repository's root runs
// the apps beside the emulator; a production build starts in a couple of seconds and then serves
// every page without compiling anything on request.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { appFingerprint, isCurrent, markBuilt } from '../../../scripts/build-cache.mjs';

const SHARED_UI = fileURLToPath(new URL('..', import.meta.url));

/**
 * What the app's build reads: its own sources and config, the shared UI code, the Frontdesk packages
 * it uses (their build fingerprints) and the `VITE_*` variables Vite writes into the bundle.
 */
function buildFingerprint(appRoot) {
  return appFingerprint(appRoot, {
    paths: [join(SHARED_UI, 'src'), join(SHARED_UI, 'vite.ts')],
    env: Object.keys(process.env).filter((key) => key.startsWith('VITE_')),
  });
}

/**
 * Builds the app at `root` and serves the build on `hostEnv`/`portEnv` (default 127.0.0.1 and
 * `defaultPort`), then calls `onReady` with the served URL. Vite is the app's own (this folder has
 * no node_modules). Exits with a message when the port is taken; stops on SIGINT/SIGTERM.
 *
 * @param {object} options
 * @param {URL | string} options.root The app's folder (`new URL('..', import.meta.url)`).
 * @param {string} options.name The app's name in the messages (`storefront`).
 * @param {number} options.defaultPort The port when `portEnv` is not set (5173).
 * @param {string} options.portEnv The environment variable for the port (`STOREFRONT_PORT`).
 * @param {string} options.hostEnv The environment variable for the host (`STOREFRONT_HOST`).
 * @param {(url: string) => void} [options.onReady] More to print once it serves.
 * @returns {Promise<void>}
 *
 * @example
 * await startApp({ root: new URL('..', import.meta.url), name: 'storefront', defaultPort: 5173, portEnv: 'STOREFRONT_PORT', hostEnv: 'STOREFRONT_HOST' });
 */
export async function startApp({ root, name, defaultPort, portEnv, hostEnv, onReady }) {
  const rootPath = fileURLToPath(new URL('./', root instanceof URL ? root : pathToFileURL(`${root}/`)));
  const { build, preview } = await import(pathToFileURL(createRequire(`${rootPath}package.json`).resolve('vite')).href);
  if (!process.env.VITE_FRONTDESK_BASE_URL && process.env.FRONTDESK_BASE_URL) {
    process.env.VITE_FRONTDESK_BASE_URL = process.env.FRONTDESK_BASE_URL;
  }
  const host = process.env[hostEnv] || '127.0.0.1';
  const port = Number(process.env[portEnv] || defaultPort);

  const started = Date.now();
  // Skipped when nothing the build reads changed since the last one (a second `npm start`).
  const outDir = join(rootPath, 'dist');
  const print = buildFingerprint(rootPath);
  const current = isCurrent(outDir, print);
  if (!current) {
    await build({ root: rootPath, logLevel: 'warn', build: { outDir: 'dist', emptyOutDir: true } });
    markBuilt(outDir, print);
  }
  let server;
  try {
    server = await preview({ root: rootPath, logLevel: 'warn', preview: { host, port, strictPort: true, open: false } });
  } catch (error) {
    const inUse = /already in use|EADDRINUSE/.test(String(error?.message ?? error));
    console.error(inUse ? `port ${port} is in use: stop what runs there, or set ${portEnv} to another port` : error);
    process.exit(1);
  }
  const url = server.resolvedUrls?.local[0] ?? `http://${host}:${port}/`;
  const how = current ? 'unchanged since its last build' : `built in ${((Date.now() - started) / 1000).toFixed(1)} s`;
  console.log(`${name} ${how}, serving ${url} (platform: ${process.env.VITE_FRONTDESK_BASE_URL || 'http://127.0.0.1:4010'})`);
  onReady?.(url);

  const stop = () => server.close().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
