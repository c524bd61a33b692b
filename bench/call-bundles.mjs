#!/usr/bin/env node
// Every call tree-shakes alone: for each exported call of each domain package (each export with a
// `declaration`), bundles an app that imports only that call, the way bench/bundle.mjs bundles the
// benchmark apps (esbuild, production define, minified), and says what else came with it: another
// call's declaration (its name), a webhook event (its type), or zod (core's zod entry). Used by
// packages/core/test/tree-shaking.dist.test.ts; run it directly for a table of every call's size:
// `node bench/call-bundles.mjs` (after `pnpm build`).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { APP_BUILD, root, workspacePackages } from './bundle.mjs';

/** The domain packages, whose every call must bundle alone. */
export const DOMAINS = ['plans', 'orders', 'members', 'identity', 'services', 'bookings'];

/** The calls of each domain package (its built ESM entry's exports with a `declaration`), by package. */
export async function declaredCalls() {
  const calls = [];
  for (const pkg of DOMAINS) {
    const entry = join(root, `packages/${pkg}/dist/index.js`);
    if (!existsSync(entry)) throw new Error(`packages/${pkg}/dist is missing: run \`pnpm build\` first`);
    const exports = await import(pathToFileURL(entry).href);
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === 'function' && value.declaration) calls.push({ pkg, name, declaration: value.declaration });
    }
  }
  return calls;
}

/** Every webhook event type the domain packages define, from their built entries. */
export async function eventTypes() {
  const types = [];
  for (const pkg of DOMAINS) {
    const exports = await import(pathToFileURL(join(root, `packages/${pkg}/dist/index.js`)).href);
    for (const value of Object.values(exports)) {
      if (value && typeof value === 'object' && typeof value.type === 'string' && typeof value.kind === 'string' && value.schema) {
        types.push(value.type);
      }
    }
  }
  return types;
}

/**
 * Bundles `contents` (an app's entry module) as bench/bundle.mjs bundles the benchmark apps, in
 * memory; `nodeEnv` is what `process.env.NODE_ENV` is defined as (`undefined`: left as it is).
 */
export async function bundleApp(contents, { nodeEnv = 'production', format = 'esm' } = {}) {
  const { define: _define, ...build } = APP_BUILD;
  const result = await esbuild.build({
    ...build,
    ...(nodeEnv === undefined ? {} : { define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) } }),
    format,
    stdin: { contents, resolveDir: root, loader: 'js' },
    write: false,
    metafile: true,
    logLevel: 'silent',
    tsconfigRaw: {},
    nodePaths: [join(root, 'packages/core/node_modules')],
    plugins: [workspacePackages],
    logOverride: { 'ignored-bare-import': 'silent' },
  });
  const code = result.outputFiles[0].text;
  const inputs = Object.entries(Object.values(result.metafile.outputs)[0].inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([file]) => file);
  return { code, inputs };
}

/**
 * What an app that calls only `call` bundles that it should not: the names of other calls whose
 * declarations came along, webhook event types, and whether zod did.
 */
export function strays(bundle, call, allCalls, allEventTypes) {
  const quoted = (text) => new RegExp(`["'\`]${text.replace(/[.$]/g, '\\$&')}["'\`]`);
  return {
    calls: allCalls.filter((other) => other.name !== call.name && quoted(other.name).test(bundle.code)).map((other) => other.name),
    events: allEventTypes.filter((type) => quoted(type).test(bundle.code)),
    zod: bundle.inputs.some((file) => /packages[\\/]core[\\/]dist[\\/]zod\.js$|[\\/]zod[\\/]/.test(file)),
  };
}

/** Bundles every call alone (in parallel) and returns each one's size and strays. */
export async function bundleEveryCall() {
  const calls = await declaredCalls();
  const types = await eventTypes();
  return Promise.all(
    calls.map(async (call) => {
      const bundle = await bundleApp(`export { ${call.name} } from '@frontdesk/${call.pkg}';`);
      const gzip = gzipSync(bundle.code, { level: 9 }).length;
      return { ...call, minified: bundle.code.length, gzip, strays: strays(bundle, call, calls, types) };
    }),
  );
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const started = Date.now();
  const rows = await bundleEveryCall();
  for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
    const extra = [...row.strays.calls, ...row.strays.events, ...(row.strays.zod ? ['zod'] : [])];
    console.log(
      `${`${row.pkg}.${row.name}`.padEnd(48)} ${String(row.minified).padStart(7)} ${String(row.gzip).padStart(7)}  ${extra.length ? `EXTRA: ${extra.join(', ')}` : ''}`,
    );
  }
  console.log(`${rows.length} calls bundled in ${Date.now() - started} ms`);
}
