#!/usr/bin/env node
// Bundle-size benchmark, step 1: bundles each app entry in bench/entries/ the way an app's bundler
// builds for production (esbuild: ESM, browser platform, minified, tree-shaken, `process.env.NODE_ENV`
// defined as 'production', as Vite, webpack and Next.js define it) into bench/dist/<entry>.js and
// prints the minified and gzipped sizes beside those of the same apps on the official SDK
// (bench/official/), bundled the same way in the same run. `size-limit` (.size-limit.json) then checks
// the budgets on exactly these files. `--why` also prints where each bundle's bytes come from, per
// source module (packages/*/src/..., and each dependency), read from the bundle's source map through
// the packages' own maps.
//
// @frontdesk/* packages resolve to their built ESM output through their `exports` (what a user's
// bundler gets), so run `npm run build` first; bare imports in the entries themselves (zod) resolve from
// core's dependencies, the same copies the packages use.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

/** The repository's root folder. */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'bench/dist');
export const ENTRIES = ['storefront', 'bookings', 'react-storefront'];
// The same apps written with the official SDK (bench/official/), bundled the same way in the same run.
export const OFFICIAL_ENTRIES = ['storefront', 'bookings'];
const OFFICIAL_SDK = join(root, 'compat/official-sdk/node_modules');
// Peer dependencies the app already has: left out, so the budget measures what Frontdesk adds.
const EXTERNAL = { 'react-storefront': ['react', 'react/jsx-runtime', 'react-dom', '@tanstack/react-query'] };

/** Resolves `@frontdesk/<pkg>` (and subpaths) to the workspace package, through its `exports`. */
export const workspacePackages = {
  name: 'frontdesk-workspace',
  setup(build) {
    build.onResolve({ filter: /^@frontdesk\/[^/]+/ }, async (args) => {
      if (args.pluginData === 'frontdesk-workspace') return undefined;
      const name = args.path.split('/')[1];
      const dir = join(root, 'packages', name);
      if (!existsSync(join(dir, 'package.json'))) return { errors: [{ text: `${args.path}: no packages/${name}` }] };
      // Resolving from inside the package lets esbuild apply its own package.json (exports, sideEffects).
      return build.resolve(args.path, { kind: args.kind, resolveDir: dir, pluginData: 'frontdesk-workspace' });
    });
  },
};

/**
 * How an app's bundler builds for browsers in production: ESM, minified, tree-shaken, with
 * `process.env.NODE_ENV` replaced by 'production' (the same for both SDKs).
 */
export const APP_BUILD = {
  bundle: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  treeShaking: true,
  legalComments: 'none',
  logLevel: 'warning',
};

export async function bundle({ why = false, quiet = false } = {}) {
  const used = new Set(['core']);
  for (const name of ENTRIES) {
    const source = readFileSync(join(root, `bench/entries/${name}.ts`), 'utf8');
    for (const [, pkg] of source.matchAll(/from '@frontdesk\/([a-z-]+)/g)) used.add(pkg);
  }
  for (const pkg of used) {
    if (!existsSync(join(root, `packages/${pkg}/dist/index.js`))) {
      throw new Error(`packages/${pkg}/dist is missing: run \`npm run build\` first`);
    }
  }
  mkdirSync(out, { recursive: true });
  const rows = [];
  const official = {};
  for (const name of OFFICIAL_ENTRIES) official[name] = await bundleOfficial(name);
  for (const name of ENTRIES) {
    const result = await esbuild.build({
      ...APP_BUILD,
      entryPoints: [join(root, `bench/entries/${name}.ts`)],
      outfile: join(out, `${name}.js`),
      metafile: true,
      // Read through the packages' own maps (dist -> src), for `--why`.
      sourcemap: why ? 'external' : false,
      sourcesContent: false,
      external: EXTERNAL[name] ?? [],
      // Measure what users get: no tsconfig `paths` (the repo's dev config maps packages to src/).
      tsconfigRaw: {},
      nodePaths: [join(root, 'packages/core/node_modules')],
      plugins: [workspacePackages],
      // @frontdesk/react's entries import their shared chunks bare, for evaluation order; the package
      // is side-effect free, so dropping those imports is right and not worth a warning.
      logOverride: { 'ignored-bare-import': 'silent' },
    });
    // A warning here (an import that resolves to nothing, say from a stale dist) means a wrong size.
    if (result.warnings.length > 0) throw new Error(`bundling ${name} produced warnings (see above)`);
    writeFileSync(join(out, `${name}.meta.json`), JSON.stringify(result.metafile));
    const code = readFileSync(join(out, `${name}.js`));
    rows.push({ entry: name, minified: code.length, gzip: gzipSync(code, { level: 9 }).length, official: official[name] });
    if (why) rows.at(-1).modules = bytesBySource(code, JSON.parse(readFileSync(join(out, `${name}.js.map`), 'utf8')));
  }
  if (!quiet) {
    console.log('entry        minified     gzip   official (gzip)  share');
    for (const r of rows) {
      const share = r.official ? `${((r.gzip / r.official.gzip) * 100).toFixed(0)}%` : '-';
      console.log(
        `${r.entry.padEnd(12)} ${kb(r.minified).padStart(8)} ${kb(r.gzip).padStart(8)} ${(r.official ? kb(r.official.gzip) : '-').padStart(16)}  ${share}`,
      );
    }
    if (why) for (const row of rows) printModules(row);
  }
  return rows;
}

/**
 * Bundles bench/official/<name>.ts, the same app on the official SDK (`@wix/*`, pinned in
 * compat/official-sdk), with the same esbuild settings; returns its sizes.
 */
async function bundleOfficial(name) {
  if (!existsSync(OFFICIAL_SDK)) throw new Error('compat/official-sdk is not installed: run `npm run pnpm -- install` first');
  const outfile = join(out, `official-${name}.js`);
  const result = await esbuild.build({
    ...APP_BUILD,
    entryPoints: [join(root, `bench/official/${name}.ts`)],
    outfile,
    tsconfigRaw: {},
    nodePaths: [OFFICIAL_SDK],
  });
  if (result.warnings.length > 0) throw new Error(`bundling the official ${name} produced warnings (see above)`);
  const code = readFileSync(outfile);
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

/**
 * The bundle's minified bytes per original source file: each mapping of the bundle's source map
 * owns the bytes up to the next one (a bundle is one line per statement group; bytes before a line's
 * first mapping belong to none). Sources are named relative to the repository
 * (`packages/core/src/define-call.ts`, `node_modules/pkce-challenge/...`).
 */
function bytesBySource(code, map) {
  const text = code.toString('utf8');
  const lines = text.split('\n');
  const names = map.sources.map((source) =>
    relative(root, resolve(join(out, source)))
      .replace(/^node_modules\/\.pnpm\/[^/]+\/node_modules\//, 'node_modules/')
      .replace(/\\/g, '/'),
  );
  const totals = new Map();
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    const segments = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const [columnDelta, sourceDelta] = decodeVlq(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) sourceIndex += sourceDelta;
      segments.push({ column, source: sourceDelta === undefined ? undefined : sourceIndex });
    }
    const lineText = lines[lineIndex] ?? '';
    segments.forEach((segment, i) => {
      if (segment.source === undefined) return;
      const end = segments[i + 1]?.column ?? lineText.length;
      const bytes = Buffer.byteLength(lineText.slice(segment.column, end));
      const name = names[segment.source];
      totals.set(name, (totals.get(name) ?? 0) + bytes);
    });
  });
  return [...totals].map(([source, bytes]) => ({ source, bytes })).sort((a, b) => b.bytes - a.bytes);
}

const VLQ = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** The numbers of one source-map segment (base64 VLQ). */
function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = VLQ[char];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Prints a bundle's bytes per source module, with each one's share of the gzip size (estimated pro rata). */
function printModules(row) {
  const total = row.modules.reduce((sum, module) => sum + module.bytes, 0);
  console.log(`\n${row.entry}: ${kb(row.minified)} minified, ${kb(row.gzip)} gzip; per source module (gzip share estimated pro rata):`);
  for (const { source, bytes } of row.modules) {
    const gzip = Math.round((bytes / total) * row.gzip);
    console.log(`  ${String(bytes).padStart(7)} B  ~${String(gzip).padStart(5)} B gzip  ${source}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  bundle({ why: process.argv.includes('--why') }).catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
