import { withDeclarations } from '../../scripts/tsup-package.mjs';
import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // The library: ESM + CJS with declarations, one entry per subpath export (`.`, `./msw`,
    // `./extend`); declarations the entries share go to a common chunk. `shims` gives the CJS build
    // `import.meta.url` (used by `emulator.handlers()` to load the optional msw peer dependency lazily).
    entry: { index: 'src/index.ts', msw: 'src/msw/index.ts', extend: 'src/extend/index.ts' },
    // Only the msw entry imports msw; it stays the consumer's copy.
    external: ['msw'],
    // Shared code in chunks for CJS too: one copy of each class (`instanceof PlatformError`, one
    // state) whichever entries a CommonJS consumer loads.
    splitting: true,
    format: ['esm', 'cjs'],
    dts: withDeclarations,
    sourcemap: true,
    // Both configs build in parallel into dist/: this one cleans everything but the CLI's output.
    clean: ['!cli.*'],
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
]);
