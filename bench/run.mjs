#!/usr/bin/env node
// `npm run bench`: both benchmarks, after `npm run build`.
//   1. bundle size: bench/bundle.mjs bundles bench/entries/*.ts; compared here with the budgets in
//      .size-limit.json and with the official SDK (`npm run size` is the pass/fail check);
//   2. per-call overhead: bench/overhead.mjs (Frontdesk vs raw fetch against a local server);
//   3. Node cold-import time: bench/import-time.mjs (Frontdesk vs the official SDK);
//   4. type-check time and declaration sizes: bench/typecheck.mjs (Frontdesk vs the official SDK);
//   5. the emulator dashboard's views in Chromium: bench/dashboard.mjs (first view, growth with rows).
// Extra arguments go to overhead.mjs (e.g. `npm run bench -- --rounds 5`). See docs/performance.md.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle } from './bundle.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// Our target: at most 40% of the official SDK's gzipped bundle for the same app, measured in this run.
const TARGET_SHARE = 0.4;

console.log('== bundle size (esbuild, minified ESM for browsers, gzip -9)');
const rows = await bundle({ quiet: true });
const budgets = JSON.parse(readFileSync(join(root, '.size-limit.json'), 'utf8'));
const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
console.log('entry        minified     gzip   budget   target  official  share of official');
let over = false;
for (const r of rows) {
  const budget = budgets.find((b) => b.path === `bench/dist/${r.entry}.js`);
  const limit = budget ? parseFloat(budget.limit) * 1000 : NaN;
  const official = r.official?.gzip;
  const share = r.gzip / official;
  over ||= r.gzip > limit;
  // Entries without an official counterpart (react-storefront: the official SDK has no React layer).
  const optional = (bytes) => (bytes === undefined ? '-' : kB(bytes));
  console.log(
    `${r.entry.padEnd(12)} ${kB(r.minified).padStart(8)} ${kB(r.gzip).padStart(8)} ${kB(limit).padStart(8)} ` +
      `${optional(official && Math.floor(official * TARGET_SHARE)).padStart(8)} ${optional(official).padStart(9)}  ${official ? `${(share * 100).toFixed(0)}%` : '-'}` +
      (r.gzip > limit ? '  OVER BUDGET' : ''),
  );
}

console.log('\n== per-call overhead');
const overhead = spawnSync(process.execPath, [join(root, 'bench/overhead.mjs'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
let status = overhead.status ?? 1;
console.log('\n== per-call overhead, side by side with the official SDK');
const sideBySide = spawnSync(process.execPath, [join(root, 'bench/overhead.mjs'), '--official', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (sideBySide.status !== 0) status = sideBySide.status ?? 1;

// 3., 4. and 5.: Node cold-import time and type-check time, each beside the official SDK's; the dashboard's views.
for (const script of ['import-time.mjs', 'typecheck.mjs', 'dashboard.mjs']) {
  console.log(`\n== ${script.replace('.mjs', '')}`);
  const result = spawnSync(process.execPath, [join(root, 'bench', script)], { stdio: 'inherit' });
  if (result.status !== 0) status = result.status ?? 1;
}
process.exitCode = status;
if (over) console.log('\nA bundle is over its budget: `npm run size` fails (see docs/performance.md).');
