// Next.js from the tarballs: `next build`, then `next start` against an emulator; the server's HTML
// (before any script runs) holds the prefetched plans, with Dates through dehydration.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { createEmulator } from '@frontdesk/emulator';

const nextBin = new URL('./node_modules/next/dist/bin/next', import.meta.url).pathname;
const emulator = createEmulator();
const { url } = await emulator.listen({ port: 0 });
const env = { ...process.env, FRONTDESK_BASE_URL: url, NEXT_TELEMETRY_DISABLED: '1' };
let server;
try {
  const build = spawnSync(process.execPath, [nextBin, 'build'], { env, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`next build failed:\n${build.stdout}\n${build.stderr}`);
  const port = await freePort();
  server = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const html = await fetchWhenUp(`http://127.0.0.1:${port}/`, () => output);
  const items = html.match(/<li>/g)?.length ?? 0;
  if (items === 0) throw new Error(`no plan in the server's HTML:\n${html.slice(0, 2000)}`);
  if (html.includes('no-date')) throw new Error('a plan lost its Date through dehydration');
  console.log(`next: next build + next start served ${items} plans in the server's HTML, with Dates`);
} finally {
  server?.kill('SIGTERM');
  await emulator.close();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Polls until the server answers (it prints "Ready" first); fails with its output if it exits. */
async function fetchWhenUp(target, outputOf) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`next start exited (${server.exitCode}):\n${outputOf()}`);
    try {
      const response = await fetch(target);
      const text = await response.text();
      if (response.status !== 200) throw new Error(`GET / answered ${response.status}:\n${text.slice(0, 2000)}\n${outputOf()}`);
      return text;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('GET / answered')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`next start did not answer:\n${outputOf()}`);
}
