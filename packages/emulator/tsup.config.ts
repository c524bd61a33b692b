import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // The library: ESM + CJS with declarations. `shims` gives the CJS build `import.meta.url`
    // (used to load the optional msw peer dependency lazily).
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
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
