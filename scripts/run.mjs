#!/usr/bin/env node
// The two commands of a fresh machine (only Node 20 and npm needed):
//
//   npm start   node scripts/run.mjs start   install, build, run the emulator and the plans storefront
//   npm test    node scripts/run.mjs test    install, build, run every check; last line `N passed, N failed`
//   npm run emulator [-- --port N ...]        install, build, run only the emulator (port 4010, data in .data/emulator)
//
// Steps: find pnpm (scripts/pnpm.mjs: a global pnpm 10.x, else the packageManager version through npx), install with the
// frozen lockfile (a plain install only outside CI, when the lockfile is out of date), build every
// package, then start or test. Uses nothing outside the repository but Node and npm.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprint, isCurrent, markBuilt, workspacePackages } from './build-cache.mjs';
import { findPnpm, PNPM_ENV, pinnedPnpmVersion, pnpmEnv, startFailure } from './pnpm.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CI = isTruthy(process.env.CI);
const REPORT = join(root, '.vitest-report.json');
const started = Date.now();
const timings = []; // { name, start, ms } per step, for the summary

const command = process.argv[2];
if (command !== 'start' && command !== 'test' && command !== 'emulator') {
  console.error('usage: node scripts/run.mjs <start|test|emulator> [emulator options]');
  process.exit(2);
}

const pnpm = locatePnpm();
install();
if (command === 'emulator') {
  if (build().some((f) => /emulator$/.test(f.name) || f.name === 'build')) fail('the emulator did not build; see above');
  await runEmulatorOnly(process.argv.slice(3));
} else if (command === 'start') {
  // The emulator needs only itself and core; another package that does not build is a warning here.
  const failures = build();
  if (failures.some((f) => /(core|emulator)$/.test(f.name) || f.name === 'build')) fail('the build failed; see above');
  if (failures.length > 0) console.warn(`\nwarning: ${failures.map((f) => f.name).join(', ')} failed; starting anyway`);
  await start();
} else {
  process.exitCode = await test();
}

// ---------------------------------------------------------------------------------------------
// Setup

/**
 * pnpm as scripts/pnpm.mjs finds it (a global pnpm 10, else the pinned version through npx), handed
 * down to every script this one starts (FRONTDESK_PNPM), so none of them runs a bare `pnpm`.
 */
function locatePnpm() {
  const [cmd, ...pre] = findPnpm();
  if (cmd !== 'pnpm') step(`pnpm 10 not found on PATH: using pnpm ${pinnedPnpmVersion()} from npx (${[cmd, ...pre].join(' ')})`);
  process.env[PNPM_ENV] = JSON.stringify([cmd, ...pre]);
  return { cmd, pre };
}

function install() {
  // `npm start` again: pnpm keeps a copy of the lockfile it installed; the same lockfile means the
  // same dependencies, so the install (a few seconds even when there is nothing to do) is skipped.
  if (command !== 'test' && !CI && sameFile(join(root, 'node_modules/.pnpm/lock.yaml'), join(root, 'pnpm-lock.yaml'))) {
    step('dependencies: installed from the current pnpm-lock.yaml');
    return;
  }
  // `confirmModulesPurge=false`: never stop at the "remove node_modules?" prompt (no stdin in CI).
  const args = ['install', '--config.confirmModulesPurge=false'];
  step('pnpm install --frozen-lockfile');
  if (runPnpm([...args, '--frozen-lockfile']) === 0) return;
  if (CI) fail('pnpm install --frozen-lockfile failed: commit an up-to-date pnpm-lock.yaml');
  step('the lockfile is out of date: pnpm install (outside CI only)');
  if (runPnpm(args) !== 0) fail('pnpm install failed');
}

/**
 * Builds the packages whose inputs changed since their last build (all of them on a fresh clone), in
 * dependency order; returns one check per package that failed. What is current is decided by content
 * fingerprints (scripts/build-cache.mjs), so a second `npm start` rebuilds nothing. `npm start` keeps
 * the build's output in .data/build.log and prints it only when a build fails.
 */
function build() {
  // `npm start` runs only JavaScript (the emulator, the apps and their servers): no declaration files,
  // which are most of a build's time. `npm test` checks them, so it builds them.
  const declarations = command === 'test';
  if (!declarations) process.env.FRONTDESK_DTS = '0';
  const memo = new Map();
  const packages = workspacePackages().map((dir) => ({ dir, name: packageName(dir), print: fingerprint(dir, memo) }));
  const stale = packages.filter((pkg) => !isCurrent(join(pkg.dir, 'dist'), pkg.print, { declarations }));
  if (stale.length === 0) {
    step('build: every package is current (no change since its last build)');
    return [];
  }
  const current = packages.length - stale.length;
  const short = (pkg) => pkg.name.replace('@frontdesk/', '');
  step(
    `build ${stale.map(short).join(', ')}${current > 0 ? ` (${current} current)` : ''}${declarations ? '' : ', without declaration files'}`,
  );
  const log = command === 'test' ? undefined : join(root, '.data/build.log');
  const filters = stale.flatMap((pkg) => ['--filter', `./${relative(root, pkg.dir)}`]);
  // --no-bail: in `test`, a package that does not build must not hide the other packages' results.
  const failures = recursive('build', ['--no-bail', 'run', 'build'], filters, { log });
  if (failures.some((f) => f.name === 'build')) return failures;
  for (const pkg of stale) {
    if (!failures.some((f) => f.name === `build ${pkg.name}`)) markBuilt(join(pkg.dir, 'dist'), pkg.print, { declarations });
  }
  if (log && failures.length > 0) console.log(readFileSync(log, 'utf8').split('\n').slice(-80).join('\n'));
  if (log) console.log(`   built in ${Math.round((Date.now() - timings.at(-1).start) / 1000)} s (output: .data/build.log)`);
  return failures;
}

/**
 * `pnpm -r --filter <filter> <args>` (default: every package under packages/) with a per-package summary (pnpm's --report-summary):
 * returns the failed checks, named `<label> <package name>`.
 */
function recursive(label, args, filter = './packages/**', { log } = {}) {
  const summaryFile = join(root, 'pnpm-exec-summary.json');
  rmSync(summaryFile, { force: true });
  const filters = Array.isArray(filter) ? filter : ['--filter', filter];
  const code = runPnpm(['-r', ...filters, '--report-summary', ...args], { log });
  let statuses = {};
  try {
    statuses = JSON.parse(readFileSync(summaryFile, 'utf8')).executionStatus ?? {};
  } catch {
    // No summary: pnpm itself failed; reported below as one failure.
  } finally {
    rmSync(summaryFile, { force: true });
  }
  const failed = Object.entries(statuses)
    .filter(([, result]) => result.status !== 'passed' && result.status !== 'skipped')
    .map(([dir]) => ({ name: `${label} ${packageName(dir)}` }));
  if (code !== 0 && failed.length === 0) failed.push({ name: label });
  return failed;
}

function sameFile(a, b) {
  try {
    return readFileSync(a).equals(readFileSync(b));
  } catch {
    return false;
  }
}

function packageName(dir) {
  try {
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name ?? dir;
  } catch {
    return dir;
  }
}

// ---------------------------------------------------------------------------------------------
// start

/**
 * `npm start`'s hook for more processes: each runs beside the emulator once it is listening, with
 * the emulator's URL as FRONTDESK_BASE_URL, its output prefixed with its name; when any process
 * exits, all are stopped. A companion may have a `setup()` to run against the emulator first, and
 * a `url` that start-up waits for, then prints at the end (with its `note`, if any).
 *
 * (A companion that needs the site id or OAuth client id can read them from the emulator's data
 * directory, .data/emulator, or from its admin API.) A companion's `redirectUris` are registered for
 * the apps' OAuth client before it starts (see registerRedirectUris).
 */
function companions(baseUrl) {
  const storefront = join(root, 'examples/plans-storefront');
  const port = process.env.STOREFRONT_PORT || '5173';
  const bookingApp = join(root, 'examples/booking-app');
  const bookingPort = process.env.BOOKING_APP_PORT || '5174';
  const nextStorefront = join(root, 'examples/next-storefront');
  const nextPort = process.env.NEXT_STOREFRONT_PORT || '5175';
  return [
    {
      // The headless plans storefront: a production build (a second or two), then `vite preview`.
      name: 'storefront',
      when: () => existsSync(join(storefront, 'scripts/start.mjs')) && existsSync(join(storefront, 'node_modules/vite')),
      cmd: [process.execPath, join(storefront, 'scripts/start.mjs')],
      env: { VITE_FRONTDESK_BASE_URL: baseUrl, STOREFRONT_PORT: port },
      url: `http://127.0.0.1:${port}/`,
      redirectUris: appRedirectUris(port),
      // Its sign-up shows the emailed-code step: the demo site asks new members to verify their email.
      setup: () =>
        fetch(`${baseUrl}/_emulator/identity/policy`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ requireEmailVerification: true }),
        }),
    },
    {
      // The booking app (services, booking, My bookings, the staff view), built and served the same
      // way. Its server side (the staff proxy) calls the emulator with its demo admin key unless
      // FRONTDESK_API_KEY and FRONTDESK_SITE_ID are set; the staff passcode is STAFF_PASSCODE (demo
      // default in its README), which it prints once it is ready.
      name: 'booking-app',
      when: () => existsSync(join(bookingApp, 'scripts/start.mjs')) && existsSync(join(bookingApp, 'node_modules/vite')),
      cmd: [process.execPath, join(bookingApp, 'scripts/start.mjs')],
      env: { VITE_FRONTDESK_BASE_URL: baseUrl, BOOKING_APP_PORT: bookingPort },
      url: `http://127.0.0.1:${bookingPort}/`,
      redirectUris: appRedirectUris(bookingPort),
      note: `staff view at /staff (passcode: ${process.env.STAFF_PASSCODE ? 'from STAFF_PASSCODE' : 'frontdesk-staff'})`,
    },
    {
      // The plans storefront on Next.js (App Router): `next build`, then `next start`; member tokens
      // in an HTTP-only cookie, server-rendered plan pages.
      name: 'next-storefront',
      when: () => existsSync(join(nextStorefront, 'scripts/start.mjs')) && existsSync(join(nextStorefront, 'node_modules/next')),
      cmd: [process.execPath, join(nextStorefront, 'scripts/start.mjs')],
      env: { NEXT_STOREFRONT_PORT: nextPort },
      url: `http://127.0.0.1:${nextPort}/`,
      redirectUris: appRedirectUris(nextPort),
    },
  ];
}

/**
 * An example app's redirect URIs: its hosted-login callback, and its origin (the direct login's
 * `redirectUri`; the origin also allows its logout, checkout and password-reset pages).
 */
function appRedirectUris(port) {
  return [`http://127.0.0.1:${port}/callback`, `http://127.0.0.1:${port}/`];
}

/**
 * Registers the apps' actual URLs (their ports may differ from the demo seed's 5173/5174) as redirect
 * URIs of their OAuth client, through the emulator's admin API: the emulator sends codes and
 * redirects only to registered URIs. Adding is idempotent, so a saved .data/emulator is fine.
 */
async function registerRedirectUris(baseUrl, companions) {
  const clientId = process.env.VITE_FRONTDESK_CLIENT_ID || 'demo-storefront';
  const redirectUris = companions.flatMap((c) => c.redirectUris ?? []);
  if (redirectUris.length === 0) return;
  try {
    const response = await fetch(`${baseUrl}/_emulator/oauth-clients/${encodeURIComponent(clientId)}/redirect-uris`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirectUris }),
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  } catch (error) {
    console.warn(`could not register the apps' redirect URIs for OAuth client ${clientId}: ${error?.message ?? error}`);
  }
}

/**
 * `npm run emulator`: the emulator alone, in the foreground, for the example apps and scripts run by
 * hand. Options go to its CLI (`npm run emulator -- --port 4011`); the defaults are `npm start`'s.
 */
async function runEmulatorOnly(args) {
  const defaults = [];
  if (!args.includes('--port')) defaults.push('--port', process.env.PORT || '4010');
  if (!args.includes('--data')) defaults.push('--data', emulatorDataDir());
  step(`emulator (${[...defaults, ...args].join(' ')}); Ctrl-C stops it`);
  const child = spawnEmulator([...defaults, ...args]);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  process.exitCode = await exitCodeOf(child);
}

/**
 * Where `npm start` and `npm run emulator` keep the emulator's state (created): FRONTDESK_DATA_DIR,
 * by default `.data/emulator`.
 */
function emulatorDataDir() {
  const dataDir = resolve(root, process.env.FRONTDESK_DATA_DIR || '.data/emulator');
  mkdirSync(dataDir, { recursive: true });
  return dataDir;
}

/** The built emulator CLI with `args`, in the foreground's terminal. */
function spawnEmulator(args) {
  const cli = join(root, 'packages/emulator/dist/cli.js');
  if (!existsSync(cli)) fail('packages/emulator/dist/cli.js is missing after the build');
  return spawn(process.execPath, [cli, ...args], { cwd: root, stdio: 'inherit' });
}

/** A child's exit code, or 128 + the signal's number when a signal ended it (as a shell reports it). */
function exitCodeOf(child) {
  return new Promise((ok) => child.once('exit', (code, signal) => ok(code ?? 128 + (constants.signals[signal] ?? 1))));
}

async function start() {
  const port = process.env.PORT || '4010';
  const dataDir = emulatorDataDir();

  step(`emulator on port ${port} (data in .data/emulator); Ctrl-C stops everything`);
  const children = [];
  const emulator = spawnEmulator(['--port', port, '--data', dataDir]);
  children.push(emulator);

  const baseUrl = `http://127.0.0.1:${port}`;
  const active = companions(baseUrl).filter((c) => !c.when || c.when());
  const ready = [];
  if (active.length > 0) {
    await waitForPort(baseUrl, emulator);
    await registerRedirectUris(baseUrl, active);
    for (const companion of active) {
      if (companion.setup) {
        try {
          await companion.setup();
        } catch (error) {
          console.warn(`[${companion.name}] setup failed: ${error?.message ?? error}`);
        }
      }
      const [cmd, ...args] = companion.cmd;
      const child = spawn(cmd, args, {
        cwd: root,
        env: { ...process.env, FRONTDESK_BASE_URL: baseUrl, ...companion.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      prefixLines(child.stdout, process.stdout, companion.name);
      prefixLines(child.stderr, process.stderr, companion.name);
      children.push(child);
      // Until it answers or exits, however long its build takes on a busy machine: a slow app is
      // not left out of the URLs printed (a failed one is, and its output says why).
      if (companion.url) ready.push(waitForPort(companion.url, child, Number.POSITIVE_INFINITY).then((up) => up && companion));
    }
  }

  let stopping = false;
  const stopAll = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
  void Promise.all(ready).then((up) => {
    const urls = up.filter(Boolean);
    if (stopping || urls.length === 0) return;
    const seconds = Math.round((Date.now() - started) / 1000);
    const line = (label, value) => console.log(`   ${`${label}:`.padEnd(13)} ${value}`);
    console.log(`\n== ready in ${seconds} s; Ctrl-C stops everything\n`);
    for (const companion of urls) line(companion.name, companion.note ? `${companion.url}  (${companion.note})` : companion.url);
    line('emulator', `${baseUrl}  (emails: ${baseUrl}/_emulator/outbox/page)`);
    line('demo member', 'demo@frontdesk.test / frontdesk-demo\n');
  });
  // The first process to exit takes the others down; its exit code is ours.
  const code = await Promise.race(children.map(exitCodeOf));
  stopAll('SIGTERM');
  process.exitCode = code;
}

/** Polls `url` every 100 ms until it answers (true), `child` exits or `tries` run out (false). */
async function waitForPort(url, child, tries = 100) {
  for (let i = 0; i < tries && child.exitCode === null; i++) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(500) });
      return true;
    } catch {
      await new Promise((ok) => setTimeout(ok, 100));
    }
  }
  return false;
}

function prefixLines(from, to, name) {
  let buffered = '';
  from.setEncoding('utf8');
  from.on('data', (chunk) => {
    const lines = (buffered + chunk).split('\n');
    buffered = lines.pop();
    for (const line of lines) to.write(`[${name}] ${line}\n`);
  });
  from.on('end', () => buffered && to.write(`[${name}] ${buffered}\n`));
}

// ---------------------------------------------------------------------------------------------
// test

async function test() {
  // Every failing check below (a package that does not build, a package's lint, an example that does not type-check, the docs, the size budgets)
  // adds one to the failed count, beside the failed tests.
  const failures = build();

  // 1. Every vitest project: unit, integration and `dist` (imports the built output).
  step('vitest run (all projects)');
  rmSync(REPORT, { force: true });
  const vitestCode = runNode(bin('vitest', 'vitest'), [
    'run',
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${REPORT}`,
  ]);
  const tests = readReport(vitestCode);

  // 2. Per package: publint --strict and attw --pack (its `lint:package` script), two at a time.
  step('lint:package: publint --strict and attw --pack, per package');
  failures.push(...recursive('lint:package', ['--no-bail', '--workspace-concurrency=2', 'run', 'lint:package']));

  // 3. Every package type-checks with its tests (vitest only strips types, and tsup's declaration
  // build sees only the sources), and so do the benchmarks' entries.
  step('typecheck: the packages with their tests, and the benchmarks (tsc --noEmit)');
  failures.push(...recursive('typecheck', ['--no-bail', '--workspace-concurrency=2', 'run', 'typecheck']));
  if (runNode(bin('typescript', 'tsc'), ['-p', 'bench']) !== 0) failures.push({ name: 'typecheck bench' });
  if (runNode(bin('typescript', 'tsc'), ['-p', 'bench/official']) !== 0) failures.push({ name: 'typecheck bench/official' });
  // ...the example apps and scripts (Vite and tsx only strip their types).
  step('typecheck: the examples and compat/official-sdk (tsc --noEmit)');
  failures.push(...recursive('typecheck', ['--no-bail', '--workspace-concurrency=2', 'run', 'typecheck'], './examples/**'));
  // ...and the official SDK's test project (compat/official-sdk) against its own pinned types.
  failures.push(...recursive('typecheck', ['--no-bail', 'run', 'typecheck'], './compat/**'));

  // 3a. Formatting and lint: Biome (biome.jsonc), read-only; `npx biome check --write .` fixes.
  step('biome ci: formatting and lint');
  if (runNode(bin('@biomejs/biome', 'biome'), ['ci', '.']) !== 0) failures.push({ name: 'biome' });

  // 3b. Generated files are current: each domain package's src/wire.gen.ts (scripts/gen-wire.mjs).
  step('generated: src/wire.gen.ts files are current');
  if (runNode(join(root, 'scripts/gen-wire.mjs'), ['--check']) !== 0) failures.push({ name: 'generated' });

  // 3c. The release, rehearsed in a temporary copy: changeset version, every tarball checked, and
  // pnpm publish --dry-run (scripts/release-dry-run.mjs; the working tree is never changed).
  step('release: changeset version and publish --dry-run, in a copy');
  if (runNode(join(root, 'scripts/release-dry-run.mjs'), []) !== 0) failures.push({ name: 'release' });

  // 3d. The packed tarballs as users get them, in fresh projects outside the repository: Node ESM and
  // CommonJS (with a node16 type-check), Vite + React 19 and 18, vitest + msw, no msw (scripts/consumers.mjs).
  step('consumers: packed tarballs in fresh Node ESM/CJS, Vite + React 19/18 and vitest + msw projects');
  if (runNode(join(root, 'scripts/consumers.mjs'), []) !== 0) failures.push({ name: 'consumers' });

  // 4. The documentation site (scripts/docs.mjs): TypeDoc with every warning an error, an @example on
  // every exported function and callable variable (hooks included), and no broken link in the site or the guides.
  step('docs: TypeDoc site, export examples, link check');
  if (runNode(join(root, 'scripts/docs.mjs'), []) !== 0) failures.push({ name: 'docs' });

  // 5. Bundle-size budgets (.size-limit.json) on the app bundles of bench/entries.
  step('size-limit (bundle budgets)');
  const sized = runNode(join(root, 'bench/bundle.mjs'), []) === 0 && runNode(bin('size-limit', 'size-limit'), []) === 0;
  if (!sized) failures.push({ name: 'size-limit' });

  // 6. `npm start` as a reader runs it, on free ports: every URL it prints serves its page, and
  // Ctrl-C stops it (scripts/start-check.mjs).
  step('start: npm start serves every URL it prints');
  if (runNode(join(root, 'scripts/start-check.mjs'), []) !== 0) failures.push({ name: 'start' });

  const passed = tests.passed;
  const failed = tests.failed + tests.brokenFiles + failures.length;
  step('summary');
  console.log(
    `vitest: ${tests.passed} passed, ${tests.failed} failed` +
      (tests.brokenFiles ? `, ${tests.brokenFiles} failure(s) outside any test (a file that did not load, an unhandled error)` : '') +
      (tests.skipped ? `, ${tests.skipped} skipped/todo` : ''),
  );
  for (const label of ['build', 'lint:package', 'typecheck', 'biome', 'generated', 'release', 'consumers', 'docs', 'size-limit', 'start']) {
    const failedHere = failures.filter((f) => f.name === label || f.name.startsWith(`${label} `));
    const which = failedHere.map((f) => f.name.slice(label.length + 1)).filter(Boolean);
    console.log(`${label}: ${failedHere.length === 0 ? 'ok' : ['FAILED', ...which].join(' ')}`);
  }
  const steps = timings
    .filter((t) => t.ms !== undefined)
    .map((t) => `${t.name} ${Math.round(t.ms / 1000)} s`)
    .join(', ');
  console.log(`time: ${Math.round((Date.now() - started) / 1000)} s (${steps})`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 || vitestCode !== 0 ? 1 : 0;
}

/** Counts from the vitest JSON report; a missing report (vitest crashed) counts as one failure. */
function readReport(vitestCode) {
  if (!existsSync(REPORT)) {
    console.error(`vitest exited with ${vitestCode} and wrote no report`);
    return { passed: 0, failed: 0, skipped: 0, brokenFiles: 1 };
  }
  const report = JSON.parse(readFileSync(REPORT, 'utf8'));
  // A file that fails to load or fails in a hook has no failed test: count it, or it would vanish.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  const failed = report.numFailedTests ?? 0;
  return {
    passed: report.numPassedTests ?? 0,
    failed,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    // vitest failed with every test green (e.g. an unhandled error): still one failure.
    brokenFiles: brokenFiles || (vitestCode !== 0 && failed === 0 ? 1 : 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** The JS file of a root devDependency's bin, run with this Node (no shell, no .bin shims). */
function bin(pkgName, binName) {
  const require = createRequire(join(root, 'package.json'));
  const pkgJson = require.resolve(`${pkgName}/package.json`);
  const pkg = JSON.parse(readFileSync(pkgJson, 'utf8'));
  const rel = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin[binName];
  return join(dirname(pkgJson), rel);
}

function runPnpm(args, options = {}) {
  return run(pnpm.cmd, [...pnpm.pre, ...args], { ...options, env: pnpmEnv() });
}

function runNode(script, args) {
  return run(process.execPath, [script, ...args]);
}

function run(cmd, args, { cwd = root, log, env = process.env } = {}) {
  let out = 'inherit';
  if (log) {
    mkdirSync(dirname(log), { recursive: true });
    out = openSync(log, 'w');
  }
  const result = spawnSync(cmd, args, {
    cwd,
    env,
    stdio: ['ignore', out, out],
    shell: process.platform === 'win32',
  });
  if (typeof out === 'number') closeSync(out);
  if (result.error) console.error(startFailure(cmd, result.error));
  return result.status ?? 1;
}

/** Starts a named step; the summary of `test` lists how long each took. */
function step(text) {
  const now = Date.now();
  const last = timings.at(-1);
  if (last) last.ms = now - last.start;
  timings.push({ name: /install/.test(text) ? 'install' : text.split(/[ :(]/)[0], start: now });
  console.log(`\n== ${text}`);
}

function fail(text) {
  console.error(`\nerror: ${text}`);
  if (command === 'test') console.log('0 passed, 1 failed');
  process.exit(1);
}

function isTruthy(value) {
  return value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}
