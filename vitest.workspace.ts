import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The test projects, one per package. Vitest 4 no longer reads this file by itself:
 * `vitest.config.ts` imports it as `test.projects`.
 */
export const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'core',
      root: './packages/core',
      include: ['test/**/*.test.ts'],
      exclude: ['test/**/*.dist.test.ts'],
      environment: 'node',
      typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    },
  },
  {
    test: {
      name: 'emulator',
      root: './packages/emulator',
      include: ['test/**/*.test.ts'],
      exclude: ['test/**/*.dist.test.ts'],
      environment: 'node',
    },
  },
  {
    // Imports each package's built output as CJS and ESM; run after `pnpm build`.
    test: {
      name: 'dist',
      root: '.',
      include: ['packages/*/test/**/*.dist.test.ts'],
      environment: 'node',
    },
  },
];

export default projects;
