import { defineConfig } from 'tsup';
import { declarationsOnSuccess } from '../../scripts/tsup-package.mjs';

const libraryEntry = { index: 'src/index.ts' };

export default defineConfig([
  {
    // The library (`migrate`, `formatReport`, `runCli`): ESM + CJS with declarations and their maps.
    // `shims` gives the CJS build `import.meta.url` (the Frontdesk versions are read beside it).
    entry: libraryEntry,
    format: ['esm', 'cjs'],
    dts: false,
    onSuccess: declarationsOnSuccess(libraryEntry),
    sourcemap: true,
    clean: ['!cli.*'],
    shims: true,
    target: 'node20',
    platform: 'node',
    tsconfig: 'tsconfig.build.json',
  },
  {
    // The `frontdesk-migrate` bin: ESM only (the source starts with a hashbang).
    entry: { cli: 'src/cli.ts' },
    format: ['esm'],
    sourcemap: true,
    target: 'node20',
    platform: 'node',
    tsconfig: 'tsconfig.build.json',
  },
]);
