import { declarationsOnSuccess } from '../../scripts/tsup-package.mjs';
import { defineConfig, type Options } from 'tsup';

/**
 * `zod/mini` is bundled into core's `zod` entry (src/zod.ts: only the parts Frontdesk uses, never
 * zod's locales); core's other files import that entry (`./zod.js` / `./zod.cjs` in dist), so each
 * format has one copy, and the domain packages import it as `@frontdesk/core/zod`.
 */
const zodEntry = (extension: string): NonNullable<Options['esbuildPlugins']>[number] => ({
  name: 'frontdesk-zod-entry',
  setup(build) {
    build.onResolve({ filter: /^zod\/mini$/ }, (args) =>
      /[\\/]src[\\/]zod\.ts$/.test(args.importer) ? undefined : { path: `./zod.${extension}`, external: true },
    );
  },
});

const entry = { index: 'src/index.ts', webhooks: 'src/webhooks/index.ts', zod: 'src/zod.ts' };

export default defineConfig([
  {
    entry,
    format: ['esm'],
    // The declarations of every entry, both formats, with declaration maps (scripts/declarations.mjs),
    // built by this configuration: it cleans dist/ first.
    dts: false,
    onSuccess: declarationsOnSuccess(entry),
    sourcemap: true,
    clean: true,
    target: 'es2022',
    tsconfig: 'tsconfig.build.json',
    noExternal: ['zod'],
    esbuildPlugins: [zodEntry('js')],
  },
  {
    entry,
    format: ['cjs'],
    dts: false,
    sourcemap: true,
    target: 'es2022',
    tsconfig: 'tsconfig.build.json',
    // pkce-challenge ships ESM only: bundled so CommonJS consumers can require us. zod: see above.
    noExternal: ['ky', 'pkce-challenge', 'zod'],
    esbuildPlugins: [zodEntry('cjs')],
  },
]);
