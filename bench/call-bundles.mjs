#!/usr/bin/env node
// Every call tree-shakes alone: for each exported call of each domain package (each export with a
// `declaration`), an app that imports only that call, bundled the way bench/bundle.mjs bundles the
// benchmark apps (esbuild, `process.env.NODE_ENV` defined as 'production', minified), and what came
// with it that should not have: another call's declaration (found by its name), a webhook event (by
// its type), or zod (core's zod entry). One esbuild run bundles all the apps (one entry point each,
// the packages parsed once), so checking every call takes seconds. Used by
// packages/core/test/tree-shaking.dist.test.ts; run it directly for a table of every call's size
// alone: `node bench/call-bundles.mjs` (after `pnpm build`).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { APP_BUILD, root, workspacePackages } from './bundle.mjs';

/** The domain packages, whose every call must bundle alone. */
export const DOMAINS = ['plans', 'orders', 'members', 'identity', 'services', 'bookings'];

/** The built ESM entry of each domain package, imported (after `pnpm build`). */
async function domainExports() {
  const exports = [];
  for (const pkg of DOMAINS) {
    const entry = join(root, `packages/${pkg}/dist/index.js`);
    if (!existsSync(entry)) throw new Error(`packages/${pkg}/dist is missing: run \`pnpm build\` first`);
    exports.push({ pkg, exports: await import(pathToFileURL(entry).href) });
  }
  return exports;
}

/** The calls of the domain packages: their exports with a `declaration`. */
export async function declaredCalls() {
  const calls = [];
  for (const { pkg, exports } of await domainExports()) {
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === 'function' && value.declaration) calls.push({ pkg, name, declaration: value.declaration });
    }
  }
  return calls;
}

/** Every webhook event type the domain packages define (their exports with a `type`, a `kind` and a shape). */
export async function eventTypes() {
  const types = [];
  for (const { exports } of await domainExports()) {
    for (const value of Object.values(exports)) {
      if (value && typeof value === 'object' && typeof value.type === 'string' && typeof value.kind === 'string' && value.schema) {
        types.push(value.type);
      }
    }
  }
  return types;
}

/**
 * Bundles apps (entry modules, by name) the way bench/bundle.mjs bundles the benchmark apps, in
 * memory and in one esbuild run; `nodeEnv` is what `process.env.NODE_ENV` is defined as (`null`: left
 * as it is, as in a browser without a bundler). Returns each app's code and the files it holds.
 */
export async function bundleApps(apps, { nodeEnv = 'production', format = 'esm' } = {}) {
  const { define: _production, ...build } = APP_BUILD;
  const result = await esbuild.build({
    ...build,
    // esbuild itself defines it for the browser platform ('production' when minifying), so code left
    // as it is is bundled for the neutral platform, resolved as for browsers.
    ...(nodeEnv === null
      ? { platform: 'neutral', mainFields: ['browser', 'module', 'main'], conditions: ['browser'] }
      : { define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) } }),
    format,
    entryPoints: Object.keys(apps).map((name) => ({ in: `app:${name}`, out: name })),
    outdir: join(root, 'bench/dist/apps'),
    write: false,
    metafile: true,
    logLevel: 'silent',
    tsconfigRaw: {},
    nodePaths: [join(root, 'packages/core/node_modules')],
    plugins: [
      {
        name: 'apps',
        setup(b) {
          b.onResolve({ filter: /^app:/ }, (args) => ({ path: args.path.slice(4), namespace: 'app' }));
          b.onLoad({ filter: /.*/, namespace: 'app' }, (args) => ({ contents: apps[args.path], resolveDir: root, loader: 'js' }));
        },
      },
      workspacePackages,
    ],
    logOverride: { 'ignored-bare-import': 'silent' },
  });
  const bundles = {};
  for (const file of result.outputFiles) {
    const name = file.path.replace(/^.*[\\/]/, '').replace(/\.js$/, '');
    const meta = result.metafile.outputs[Object.keys(result.metafile.outputs).find((key) => key.endsWith(`/${name}.js`))];
    const inputs = Object.entries(meta.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([input]) => input);
    bundles[name] = { code: file.text, inputs };
  }
  return bundles;
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
    zod: bundle.inputs.some((file) => /packages[\\/]core[\\/]dist[\\/]zod\.js$|[\\/]node_modules[\\/].*[\\/]zod[\\/]/.test(file)),
  };
}

/** Bundles every call alone (production build) and returns each one's sizes and strays. */
export async function bundleEveryCall() {
  const calls = await declaredCalls();
  const types = await eventTypes();
  const apps = Object.fromEntries(
    calls.map((call) => [`${call.pkg}.${call.name}`, `export { ${call.name} } from '@frontdesk/${call.pkg}';`]),
  );
  const bundles = await bundleApps(apps);
  return calls.map((call) => {
    const bundle = bundles[`${call.pkg}.${call.name}`];
    const gzip = gzipSync(bundle.code, { level: 9 }).length;
    return { pkg: call.pkg, name: call.name, minified: bundle.code.length, gzip, strays: strays(bundle, call, calls, types) };
  });
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const started = Date.now();
  const rows = await bundleEveryCall();
  console.log(`${'call'.padEnd(52)} minified    gzip  also bundled`);
  for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
    const extra = [...row.strays.calls, ...row.strays.events, ...(row.strays.zod ? ['zod'] : [])];
    console.log(
      `${`${row.pkg}.${row.name}`.padEnd(52)} ${String(row.minified).padStart(8)} ${String(row.gzip).padStart(7)}  ${extra.join(', ')}`,
    );
  }
  console.log(`${rows.length} calls, each bundled alone, in ${Date.now() - started} ms`);
}
