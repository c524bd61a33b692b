#!/usr/bin/env node
// Type-check benchmark: `tsc --noEmit` of the same 20-line consumer (core, plans, orders) written with
// Frontdesk (its published declarations in dist/) and with the official SDK (compat/official-sdk),
// both without skipLibCheck: the cost a user's editor and CI pay. Prints the median wall time of
// `--rounds` runs (default 3), the errors each reports, and the largest declaration file of each
// Frontdesk package.
//
//   npm run build && node bench/typecheck.mjs [--rounds 3]
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 3;
const tsc = createRequire(join(root, 'package.json')).resolve('typescript/bin/tsc');

function run(kind) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [tsc, '-p', join(root, `bench/typecheck/${kind}`)], { encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const errors = (result.stdout.match(/error TS\d+/g) ?? []).length;
  return { seconds, errors };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`tsc --noEmit of a 20-line consumer, no skipLibCheck (median of ${rounds})`);
for (const kind of ['frontdesk', 'official']) {
  const samples = Array.from({ length: rounds }, () => run(kind));
  const label = kind === 'frontdesk' ? '@frontdesk/core, plans, orders' : '@wix/sdk, @wix/pricing-plans';
  console.log(`  ${label.padEnd(32)} ${median(samples.map((s) => s.seconds)).toFixed(2)} s, ${samples[0].errors} errors`);
}

console.log('\nlargest declaration file per package (dist/*.d.ts)');
for (const pkg of readdirSync(join(root, 'packages'))) {
  const dir = join(root, 'packages', pkg, 'dist');
  let largest = { file: '-', size: 0 };
  try {
    for (const file of readdirSync(dir)) {
      if (!/\.d\.c?ts$/.test(file)) continue;
      const size = statSync(join(dir, file)).size;
      if (size > largest.size) largest = { file, size };
    }
  } catch {
    continue;
  }
  console.log(`  ${pkg.padEnd(10)} ${largest.file.padEnd(16)} ${(largest.size / 1000).toFixed(0).padStart(5)} KB`);
}
