import { declarationsOnSuccess } from '../../scripts/tsup-package.mjs';
import { defineConfig } from 'tsup';

const libraryEntry = { index: 'src/index.ts', msw: 'src/msw/index.ts', extend: 'src/extend/index.ts' };

export default defineConfig([
  {
    // The library: ESM + CJS with declarations, one entry per subpath export (`.`, `./msw`,
    // `./extend`); the declarations the entries share are per-module files in dist/types*/. `shims` gives the CJS build
    // `import.meta.url` (used by `emulator.handlers()` to load the optional msw peer dependency lazily).
    entry: libraryEntry,
    // Only the msw entry imports msw; it stays the consumer's copy.
    external: ['msw'],
    // Shared code in chunks for CJS too: one copy of each class (`instanceof PlatformError`, one
    // state) whichever entries a CommonJS consumer loads.
    splitting: true,
    format: ['esm', 'cjs'],
    // Declarations with declaration maps, one file per module (scripts/declarations.mjs): only the
    // msw entry's modules import msw.
    dts: false,
    onSuccess: declarationsOnSuccess(libraryEntry),
    sourcemap: true,
    // The configs build in parallel into dist/: this one cleans everything but the CLI's and the
    // dashboard app's output.
    clean: ['!cli.*', '!dashboard-app.*'],
    shims: true,
    target: 'node20',
    platform: 'node',
    tsconfig: 'tsconfig.build.json',
  },
  {
    // The `frontdesk-emulator` bin: ESM only, executable (the source starts with a hashbang).
    entry: { cli: 'src/cli.ts' },
    format: ['esm'],
    sourcemap: true,
    target: 'node20',
    platform: 'node',
    tsconfig: 'tsconfig.build.json',
  },
  {
    // The dashboard's browser app (src/dashboard/ui, React included): one minified ES module that
    // the emulator serves at /_emulator/dashboard/app.js (src/dashboard/script-asset.ts). Not a
    // library entry: nothing in `index`, `msw` or `extend` imports it, and it has no declarations.
    entry: { 'dashboard-app': 'src/dashboard/ui/main.tsx' },
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    minify: true,
    splitting: false,
    sourcemap: false,
    dts: false,
    // react and react-dom are devDependencies: bundled, never imported at run time.
    noExternal: [/^react(-dom)?(\/|$)/, /^scheduler(\/|$)/],
    define: { 'process.env.NODE_ENV': '"production"' },
    esbuildOptions(options) {
      options.jsx = 'automatic';
    },
    tsconfig: 'tsconfig.build.json',
  },
]);
