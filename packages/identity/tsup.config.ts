import { defineConfig } from 'tsup';
import { pureCalls } from '../../scripts/pure-calls.mjs';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Types resolve against the built @frontdesk/core, not its sources (tsconfig.json maps those for tests).
  tsconfig: 'tsconfig.build.json',
  // Marks declaration-building calls pure in the output, so apps' bundlers drop unused ones.
  esbuildPlugins: [pureCalls()],
});
