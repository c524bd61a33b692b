#!/usr/bin/env node
// Node cold-import benchmark: how long `node` takes to start and import Frontdesk's core + plans
// (built ESM, as a Node script gets them) versus the official SDK's `@wix/sdk` + `@wix/pricing-plans`
// (pinned in compat/official-sdk), each minus a bare `node` start. Every sample is a fresh process;
// the figure is the median of `--rounds` (default 15) runs, alternating the three kinds.
//
//   node bench/import-time.mjs [--rounds 15]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 15;

const dist = (pkg) => join(root, `packages/${pkg}/dist/index.js`);
for (const pkg of ['core', 'plans']) {
  if (!existsSync(dist(pkg))) throw new Error(`packages/${pkg}/dist is missing: run \`npm run build\` first`);
}
const official = createRequire(join(root, 'compat/official-sdk/package.json'));
// The ESM entry of each official package (what `import` resolves to in Node).
const esmEntry = (name) => {
  const pkgJson = official.resolve(`${name}/package.json`);
  const pkg = JSON.parse(
    spawnSync(process.execPath, ['-p', `JSON.stringify(require(${JSON.stringify(pkgJson)}))`], { encoding: 'utf8' }).stdout,
  );
  const entry = pkg.exports?.['.']?.import;
  const target = typeof entry === 'string' ? entry : (entry?.default ?? pkg.module ?? pkg.main);
  return join(dirname(pkgJson), target);
};

const kinds = {
  bare: '',
  frontdesk: [dist('core'), dist('plans')].map((file) => `await import(${JSON.stringify(pathToFileURL(file).href)});`).join(''),
  official: [esmEntry('@wix/sdk'), esmEntry('@wix/pricing-plans')]
    .map((file) => `await import(${JSON.stringify(pathToFileURL(file).href)});`)
    .join(''),
};

/** One fresh process: the time from spawn to exit, in ms. */
function sample(code) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`import failed: ${code}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const times = { bare: [], frontdesk: [], official: [] };
for (let i = 0; i < rounds; i++) for (const kind of Object.keys(kinds)) times[kind].push(sample(kinds[kind]));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const bare = median(times.bare);
console.log(`node cold import, median of ${rounds} fresh processes (bare node: ${bare.toFixed(0)} ms)`);
for (const kind of ['frontdesk', 'official']) {
  const label = kind === 'frontdesk' ? '@frontdesk/core + @frontdesk/plans' : '@wix/sdk + @wix/pricing-plans';
  console.log(`  ${label.padEnd(36)} +${(median(times[kind]) - bare).toFixed(0)} ms`);
}
