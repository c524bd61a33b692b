#!/usr/bin/env node
// `npm test`'s check of `npm start`: starts it as a reader would (`node scripts/run.mjs start`, on
// free ports, with its state in a temporary folder), waits until it prints that it is ready, then
// asks every URL it printed for its page (as a browser does, `Accept: text/html`) and expects each
// to answer 200 with HTML. Ctrl-C (SIGINT) then must stop everything it started. Exits non-zero,
// with the start's output, on any problem.
//
//   node scripts/start-check.mjs        after a build (`npm test` runs it after its other checks)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The URLs in the lines `npm start` prints once it is ready (`   storefront:   http://...`, and the
 * ones in parentheses such as the emulator's outbox page).
 *
 * @param {string} output everything `npm start` printed
 * @returns {string[] | undefined} undefined while it has not said it is ready
 *
 * @example
 * printedUrls('== ready in 3 s\n   emulator:     http://127.0.0.1:4010  (emails: http://127.0.0.1:4010/_emulator/outbox/page)\n');
 * // ['http://127.0.0.1:4010', 'http://127.0.0.1:4010/_emulator/outbox/page']
 */
export function printedUrls(output) {
  const ready = output.search(/^== ready in \d+ s/m);
  if (ready < 0) return undefined;
  const urls = [];
  for (const line of output.slice(ready).split('\n').slice(1)) {
    if (!/^ {3}\S/.test(line)) {
      if (urls.length > 0) break;
      continue;
    }
    for (const [url] of line.matchAll(/https?:\/\/[^\s)]+/g)) urls.push(url);
  }
  return urls;
}

/** A port nothing listens on now (the system's pick). */
function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(String(port)));
    });
  });
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'frontdesk-start-check-'));
  const env = {
    ...process.env,
    PORT: await freePort(),
    STOREFRONT_PORT: await freePort(),
    BOOKING_APP_PORT: await freePort(),
    NEXT_STOREFRONT_PORT: await freePort(),
    FRONTDESK_DATA_DIR: dataDir,
    // Its own Next.js build folder: the browser tests' and a developer's builds are left alone.
    NEXT_DIST_DIR: '.next-start-check',
  };
  const child = spawn(process.execPath, [join(root, 'scripts/run.mjs'), 'start'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((done) => child.once('exit', (code, signal) => done(code ?? signal)));
  let exitedWith;
  void exited.then((result) => (exitedWith = result));

  const problems = [];
  try {
    // Waits for what `npm start` says, not for a time: it builds the apps first (a minute or more on a busy machine).
    let urls;
    while (!(urls = printedUrls(output)) && exitedWith === undefined) await new Promise((ok) => setTimeout(ok, 200));
    if (!urls) {
      problems.push(`npm start exited (${exitedWith}) before it was ready`);
      return problems;
    }
    for (const name of ['storefront', 'booking-app', 'next-storefront', 'emulator']) {
      if (!new RegExp(`^ {3}${name}: +http`, 'm').test(output)) problems.push(`npm start did not print the ${name}'s URL`);
    }
    for (const url of urls) {
      try {
        const response = await fetch(url, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(60_000) });
        const type = response.headers.get('content-type') ?? '';
        const body = await response.text();
        if (response.status !== 200 || !type.includes('text/html') || !/<html/i.test(body))
          problems.push(`${url}: ${response.status} ${type} ${body.slice(0, 120)}`);
        else console.log(`start: ${url} serves its page`);
      } catch (error) {
        problems.push(`${url}: ${error?.cause?.code ?? error?.message ?? error}`);
      }
    }
    return problems;
  } finally {
    if (exitedWith === undefined) {
      child.kill('SIGINT');
      const code = await exited;
      if (code !== 0 && code !== 130 && code !== 'SIGINT' && problems.length === 0)
        problems.push(`npm start exited with ${code} after Ctrl-C`);
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (problems.length > 0) console.log(output.split('\n').slice(-80).join('\n'));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = await main();
  for (const problem of problems) console.error(`✗ ${problem}`);
  console.log(problems.length === 0 ? 'start: every URL npm start printed serves its page' : `start: ${problems.length} problem(s)`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}
