#!/usr/bin/env node
// `pnpm bench`: both benchmarks, after `pnpm build`.
//   1. bundle size: bench/bundle.mjs bundles bench/entries/*.ts; compared here with the budgets in
//      .size-limit.json and with the official SDK (`pnpm size` is the pass/fail check);
//   2. per-call overhead: bench/overhead.mjs (Frontdesk vs raw fetch against a local server).
// Extra arguments go to overhead.mjs (e.g. `pnpm bench --rounds 5`). See docs/performance.md.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle } from './bundle.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// The official SDK's gzipped bundles for the same two apps, and our targets: at most 40% of them.
const OFFICIAL_GZIP = { storefront: 26_100, bookings: 36_100 };
const TARGET_GZIP = { storefront: 10_400, bookings: 14_400 };

console.log('== bundle size (esbuild, minified ESM for browsers, gzip -9)');
const rows = await bundle({ quiet: true });
const budgets = JSON.parse(readFileSync(join(root, '.size-limit.json'), 'utf8'));
const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
console.log('entry        minified     gzip   budget   target  official  share of official');
let over = false;
for (const r of rows) {
  const budget = budgets.find((b) => b.path === `bench/dist/${r.entry}.js`);
  const limit = budget ? parseFloat(budget.limit) * 1000 : NaN;
  const official = OFFICIAL_GZIP[r.entry];
  const share = r.gzip / official;
  over ||= r.gzip > limit;
  // Entries without an official counterpart (react-storefront: the official SDK has no React layer).
  const optional = (bytes) => (bytes === undefined ? '-' : kB(bytes));
  console.log(
    `${r.entry.padEnd(12)} ${kB(r.minified).padStart(8)} ${kB(r.gzip).padStart(8)} ${kB(limit).padStart(8)} ` +
      `${optional(TARGET_GZIP[r.entry]).padStart(8)} ${optional(official).padStart(9)}  ${official ? `${(share * 100).toFixed(0)}%` : '-'}` +
      (r.gzip > limit ? '  OVER BUDGET' : ''),
  );
}

console.log('\n== per-call overhead');
const overhead = spawnSync(process.execPath, [join(root, 'bench/overhead.mjs'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exitCode = overhead.status ?? 1;
if (over) console.log('\nA bundle is over its budget: `pnpm size` fails (see docs/performance.md).');
