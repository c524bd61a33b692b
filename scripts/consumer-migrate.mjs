#!/usr/bin/env node
// The migration tool as users get it (scripts/consumers.mjs runs this in its `migrate-fixtures`
// project, where the packed @frontdesk/* tarballs are installed): the fixture apps of
// packages/migrate/test/fixtures (written on the official SDK) are copied to ./apps, converted by the
// installed `frontdesk-migrate` bin, and each app is then type-checked with its own tsconfig.json
// against the installed tarballs, with the official SDK no longer reachable.
//
// The tool reads the apps' types, so the official packages must be installed while it runs: they are
// linked from the repository (packages/migrate's pinned devDependencies, the same ones its tests run
// the apps with) rather than downloaded again, and unlinked before the type-check, so an import of
// the official SDK left in an app is an error there.
//
// Checks: every official call site converted and nothing reported as not converted; each app's
// package.json without the official packages it used and with the Frontdesk ones at the versions of
// the installed tarballs; `tsc --noEmit` with 0 errors per app. Prints one summary line; exits non-zero
// with the reason otherwise.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = join(repoRoot, 'packages/migrate/test/fixtures');
const project = process.cwd();
const APPS = ['next-app', 'vite-react', 'node-script'];

/** @param {string} message */
function fail(message) {
  console.error(`consumer-migrate: ${message}`);
  process.exit(1);
}

// 1. The apps, as written for the official SDK.
const apps = join(project, 'apps');
rmSync(apps, { recursive: true, force: true });
mkdirSync(apps, { recursive: true });
for (const app of APPS) cpSync(join(fixtures, app), join(apps, app), { recursive: true });
cpSync(join(fixtures, 'tsconfig.json'), join(apps, 'tsconfig.json'));

// 2. The official SDK, reachable while the tool reads the apps.
const wix = join(project, 'node_modules/@wix');
const official = join(repoRoot, 'packages/migrate/node_modules/@wix');
mkdirSync(wix, { recursive: true });
for (const name of readdirSync(official)) symlinkSync(realpathSync(join(official, name)), join(wix, name), 'dir');

// 3. The installed tool.
const bin = join(project, 'node_modules/@frontdesk/migrate/bin/frontdesk-migrate.js');
if (!existsSync(bin)) fail(`${bin} is missing: is the @frontdesk/migrate tarball installed?`);
const run = spawnSync(process.execPath, [bin, 'apps', '--tsconfig', 'apps/tsconfig.json', '--json'], { cwd: project, encoding: 'utf8' });
rmSync(wix, { recursive: true, force: true });
if (run.status !== 0) fail(`frontdesk-migrate exited with ${run.status}: ${run.stderr || run.stdout}`);
const report = JSON.parse(run.stdout);
const { total, converted } = report.callSites;
if (report.notConverted.length > 0 || converted !== total) {
  fail(`${converted} of ${total} call sites converted; not converted: ${JSON.stringify(report.notConverted, null, 2)}`);
}

// 4. Each app's package.json: the official packages out, the Frontdesk ones in at the tarballs' versions.
for (const app of APPS) {
  const manifest = JSON.parse(readFileSync(join(apps, app, 'package.json'), 'utf8'));
  const deps = { ...manifest.dependencies, ...manifest.devDependencies };
  const left = Object.keys(deps).filter((name) => /^@wix\/(sdk|bookings|members|pricing-plans|identity|redirects)$/.test(name));
  if (left.length > 0) fail(`apps/${app}/package.json still lists ${left.join(', ')}`);
  const frontdesk = Object.entries(deps).filter(([name]) => name.startsWith('@frontdesk/'));
  if (frontdesk.length === 0) fail(`apps/${app}/package.json lists no @frontdesk package`);
  for (const [name, range] of frontdesk) {
    const installed = JSON.parse(readFileSync(join(project, 'node_modules', name, 'package.json'), 'utf8')).version;
    if (range !== `^${installed}`) fail(`apps/${app}/package.json: ${name} is ${range}, the installed tarball is ${installed}`);
  }
}

// 5. Each app type-checks with its own tsconfig.json against the tarballs, the official SDK gone.
const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
for (const app of APPS) {
  const checked = spawnSync(process.execPath, [tsc, '--noEmit', '-p', join(apps, app, 'tsconfig.json')], {
    cwd: project,
    encoding: 'utf8',
  });
  if (checked.status !== 0) fail(`apps/${app}: tsc found errors:\n${checked.stdout}${checked.stderr}`);
}
console.log(
  `${APPS.length} apps converted by the packed tool (${converted} of ${total} official call sites), each type-checks with 0 errors`,
);
