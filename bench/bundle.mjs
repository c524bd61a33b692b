#!/usr/bin/env node
// Bundle-size benchmark, step 1: bundles each app entry in bench/entries/ the way an app's bundler
// builds for production (esbuild: ESM, browser platform, minified, tree-shaken, `process.env.NODE_ENV`
// defined as 'production', as Vite, webpack and Next.js define it) into bench/dist/<entry>.js and prints
// the minified and gzipped sizes. `size-limit` (.size-limit.json) then checks the budgets on exactly
// these files. `--why` also prints which modules the bytes come from. `--without-zod` also bundles
// each entry with core's zod entry replaced by no-op validators (written to bench/dist/<entry>.no-zod.js,
// never checked against budgets): the size of everything but the validation library, i.e. the floor
// that any choice of validator starts from.
//
// @frontdesk/* packages resolve to their built ESM output through their `exports` (what a user's
// bundler gets), so run `npm run build` first; bare imports in the entries themselves (zod) resolve from
// core's dependencies, the same copies the packages use.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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

/** Replaces core's zod entry with no-op validators (`--without-zod`: the floor without the validation library). */
const withoutZod = {
  name: 'without-zod',
  setup(build) {
    build.onLoad({ filter: /packages[\\/]core[\\/]dist[\\/]zod\.js$/ }, () => {
      const names = readFileSync(join(root, 'packages/core/src/zod.ts'), 'utf8')
        .match(/export \{([^}]*)\} from 'zod\/mini'/)[1]
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      const exports = names.map((name) => `noop as ${name}`);
      return { contents: `const noop = () => ({ check() { return this; } });\nexport { ${exports.join(', ')} };`, loader: 'js' };
    });
  },
};

export async function bundle({ why = false, quiet = false, noZod = false } = {}) {
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
    if (why) console.log(await esbuild.analyzeMetafile(result.metafile, { verbose: false }));
    if (noZod && name !== 'react-storefront') {
      const floor = await esbuild.build({
        ...APP_BUILD,
        entryPoints: [join(root, `bench/entries/${name}.ts`)],
        outfile: join(out, `${name}.no-zod.js`),
        tsconfigRaw: {},
        nodePaths: [join(root, 'packages/core/node_modules')],
        plugins: [withoutZod, workspacePackages],
      });
      if (floor.warnings.length > 0) throw new Error(`bundling ${name} without zod produced warnings (see above)`);
      const code = readFileSync(join(out, `${name}.no-zod.js`));
      rows.at(-1).withoutZod = { minified: code.length, gzip: gzipSync(code, { level: 9 }).length };
    }
  }
  if (!quiet) {
    console.log('entry        minified     gzip   official (gzip)  share');
    for (const r of rows) {
      const share = r.official ? `${((r.gzip / r.official.gzip) * 100).toFixed(0)}%` : '-';
      console.log(
        `${r.entry.padEnd(12)} ${kb(r.minified).padStart(8)} ${kb(r.gzip).padStart(8)} ${(r.official ? kb(r.official.gzip) : '-').padStart(16)}  ${share}`,
      );
    }
    if (noZod) {
      console.log('\nwithout zod (no-op validators): the floor of everything else');
      for (const r of rows.filter((row) => row.withoutZod)) {
        const share = r.official ? `${((r.withoutZod.gzip / r.official.gzip) * 100).toFixed(0)}%` : '-';
        console.log(
          `${r.entry.padEnd(12)} ${kb(r.withoutZod.minified).padStart(8)} ${kb(r.withoutZod.gzip).padStart(8)} ${(r.official ? kb(r.official.gzip) : '-').padStart(16)}  ${share}`,
        );
      }
    }
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

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  bundle({ why: process.argv.includes('--why'), noZod: process.argv.includes('--without-zod') }).catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
