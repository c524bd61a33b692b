// The tsup configuration every published package except core and the emulator builds with: one entry,
// ESM + CJS + declarations typed against the built @frontdesk/core (tsconfig.build.json; tsconfig.json
// maps the sources for tests), and, for the domain packages, declaration-building calls marked pure.
import { defineConfig } from 'tsup';
import { pureCalls } from './pure-calls.mjs';

/** @param {{ pure?: boolean }} [options] `pure: false` leaves out the pure-calls plugin (the React package). */
export function packageConfig({ pure = true } = {}) {
  return defineConfig({
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    tsconfig: 'tsconfig.build.json',
    // Marks declaration-building calls pure in the output, so apps' bundlers drop unused ones.
    ...(pure ? { esbuildPlugins: [pureCalls()] } : {}),
  });
}
