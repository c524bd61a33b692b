import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: { index: 'src/index.ts', webhooks: 'src/webhooks/index.ts' },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    tsconfig: 'tsconfig.build.json',
  },
  {
    entry: { index: 'src/index.ts', webhooks: 'src/webhooks/index.ts' },
    format: ['cjs'],
    dts: true,
    sourcemap: true,
    target: 'es2022',
    tsconfig: 'tsconfig.build.json',
    // ky and pkce-challenge ship ESM only: bundle them so CommonJS consumers can require us.
    noExternal: ['ky', 'pkce-challenge'],
  },
]);
