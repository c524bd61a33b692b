// `npm start`'s companion: a production build of the store, then `next start` on NEXT_STOREFRONT_PORT
// (default 5175) of NEXT_STOREFRONT_HOST (default 127.0.0.1), against FRONTDESK_BASE_URL.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appFingerprint, isCurrent, markBuilt } from '../../../scripts/build-cache.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const next = fileURLToPath(new URL('../node_modules/next/dist/bin/next', import.meta.url));
const port = process.env.NEXT_STOREFRONT_PORT || '5175';
const host = process.env.NEXT_STOREFRONT_HOST || '127.0.0.1';
const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };

// Skipped when nothing the build reads changed since the last one (a second `npm start`): the app's
// files, the Frontdesk packages it uses (their build fingerprints) and the variables it reads.
const distDir = join(root, process.env.NEXT_DIST_DIR || '.next');
const print = buildFingerprint();
if (isCurrent(distDir, print)) {
  console.log('next-storefront: unchanged since its last build');
} else {
  const built = spawnSync(process.execPath, [next, 'build'], { cwd: root, env, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  markBuilt(distDir, print);
}
const server = spawn(process.execPath, [next, 'start', '--port', port, '--hostname', host], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

function buildFingerprint() {
  return appFingerprint(root, {
    paths: ['app', 'lib', 'proxy.ts', 'next.config.ts'].map((path) => join(root, path)),
    env: ['FRONTDESK_BASE_URL', 'FRONTDESK_CLIENT_ID', 'APP_ORIGIN'],
  });
}
