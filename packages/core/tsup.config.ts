import { CLEAN_ALL_BUT_NODE, declarationsOnSuccess, NODE_BUILD } from '../../scripts/tsup-package.mjs';
import { defineConfig, type Options } from 'tsup';

/**
 * `zod/mini` is bundled into core's `zod` entry (src/zod.ts: only the parts Frontdesk uses, never
 * zod's locales); core's other files import that entry (`./zod.js` / `./zod.cjs` in dist), so each
 * format has one copy, and the domain packages import it as `@frontdesk/core/zod`.
 */
const zodEntry = (extension: string, folder = '.'): NonNullable<Options['esbuildPlugins']>[number] => ({
  name: 'frontdesk-zod-entry',
  setup(build) {
    build.onResolve({ filter: /^zod\/mini$/ }, (args) =>
      /[\\/]src[\\/]zod\.ts$/.test(args.importer) ? undefined : { path: `${folder}/zod.${extension}`, external: true },
    );
  },
});

const entry = { index: 'src/index.ts', webhooks: 'src/webhooks/index.ts', zod: 'src/zod.ts' };
// The Node build (dist/node, the `node` export condition: argument checks always on) has no zod entry
// of its own: it imports the one in dist/, so Node loads one copy of zod whichever build a package uses.
const { zod: _zod, ...nodeEntry } = entry;

/** The browser build's ESM output; it cleans dist/ (but the Node build) and writes every declaration. */
const esm: Options = {
  entry,
  format: ['esm'],
  // The declarations of every entry, both formats, with declaration maps (scripts/declarations.mjs).
  dts: false,
  onSuccess: declarationsOnSuccess(entry),
  sourcemap: true,
  clean: CLEAN_ALL_BUT_NODE,
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  noExternal: ['zod'],
  esbuildPlugins: [zodEntry('js')],
};

/** The browser build's CommonJS output. */
const cjs: Options = {
  entry,
  format: ['cjs'],
  dts: false,
  sourcemap: true,
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  // pkce-challenge ships ESM only: bundled so CommonJS consumers can require us. zod: see above.
  noExternal: ['pkce-challenge', 'zod'],
  esbuildPlugins: [zodEntry('cjs')],
};

// The Node build: the same outputs in dist/node (it cleans that folder), sharing dist/'s zod entry and declarations.
export default defineConfig([
  esm,
  cjs,
  { ...esm, ...NODE_BUILD, entry: nodeEntry, onSuccess: undefined, clean: true, esbuildPlugins: [zodEntry('js', '..')] },
  { ...cjs, ...NODE_BUILD, entry: nodeEntry, esbuildPlugins: [zodEntry('cjs', '..')] },
]);
