// The tsup configuration every published package except core and the emulator builds with: one entry,
// ESM + CJS + declarations typed against the built @frontdesk/core (tsconfig.build.json; tsconfig.json
// maps the sources for tests). The sources are built as written: what an app's bundler may drop is
// marked in them (`/* @__PURE__ */` on declarations; `process.env.NODE_ENV` left for the app's bundler).
import { defineConfig } from 'tsup';
import { buildDeclarations } from './declarations.mjs';

/**
 * Declaration files are built unless FRONTDESK_DTS=0: `npm start` leaves them out (the emulator, the
 * apps and their servers only run JavaScript), which takes its build from about a minute to seconds.
 */
export const withDeclarations = process.env.FRONTDESK_DTS !== '0';

/**
 * tsup's `onSuccess` for a configuration whose entries get declarations: per-module declarations with
 * declaration maps and the entries' `.d.ts`/`.d.cts` (scripts/declarations.mjs; tsup's own `dts` cannot
 * emit maps), after `before` (another `onSuccess` step). Nothing but `before` when FRONTDESK_DTS=0.
 *
 * @param {Record<string, string>} entry tsup's `entry` (name to source path)
 * @param {() => Promise<void>} [before]
 * @returns {() => Promise<void>}
 */
export function declarationsOnSuccess(entry, before) {
  return async () => {
    await before?.();
    if (withDeclarations) await buildDeclarations(entry);
  };
}

const zodFromCore = {
  name: 'frontdesk-zod-from-core',
  setup(build) {
    build.onResolve({ filter: /^zod\/mini$/ }, () => ({ path: '@frontdesk/core/zod', external: true }));
  },
};

/**
 * What Node gets (the packages' `node` export condition, `dist/node/`): the same sources with
 * `process.env.NODE_ENV` fixed at build time, so the development argument checks (zod schemas,
 * readable `InputError` messages) always run in Node, a server started with `NODE_ENV=production`
 * included. Browser builds (the `import`/`require` conditions, `dist/`) leave `process.env.NODE_ENV`
 * to the app's bundler, which drops the checks and zod from production bundles
 * (docs/errors-and-retries.md).
 */
export const NODE_BUILD = {
  outDir: 'dist/node',
  define: { 'process.env.NODE_ENV': '"development"' },
};

/**
 * The folders a package's main build cleans: everything in `dist/` but the Node build, which its own
 * configuration (run alongside) cleans and writes.
 */
export const CLEAN_ALL_BUT_NODE = ['!node/**'];

/**
 * The options of a package's browser build (`dist/`, ESM + CJS): one entry, `src/index.ts`, unless the
 * package gives its own. `@frontdesk/react` builds only this (it has no argument checks of its own).
 */
export function packageOptions() {
  const entry = { index: 'src/index.ts' };
  return {
    entry,
    format: ['esm', 'cjs'],
    // Declarations come from onSuccess (declaration maps); see scripts/declarations.mjs.
    dts: false,
    onSuccess: declarationsOnSuccess(entry),
    sourcemap: true,
    clean: true,
    target: 'es2022',
    tsconfig: 'tsconfig.build.json',
    // `zod/mini` resolves to `@frontdesk/core/zod` (core's bundle of the parts of zod Frontdesk uses,
    // without zod's locales): one copy of them in an app, and only them loaded in Node. (`noExternal`
    // keeps tsup from marking zod external before the plugin sees it.)
    noExternal: [/^zod\//],
    esbuildPlugins: [zodFromCore],
  };
}

/**
 * The configuration of a domain package: the browser build (cleaning all of `dist/` but the Node
 * build), and the Node build beside it, which shares its declarations (same exports).
 */
export function packageConfig() {
  const browser = packageOptions();
  const { onSuccess: _declarations, ...shared } = browser;
  return defineConfig([
    { ...browser, clean: CLEAN_ALL_BUT_NODE },
    { ...shared, ...NODE_BUILD, clean: true },
  ]);
}
