import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const src = (path: string): string => fileURLToPath(new URL(`./packages/${path}`, import.meta.url));

/**
 * Unit and integration tests run against the packages' sources, so a change in core is seen by every
 * package without a rebuild. The `dist` project is the exception: it imports the built output.
 */
const alias = [
  { find: /^@frontdesk\/core\/webhooks$/, replacement: src('core/src/webhooks/index.ts') },
  { find: /^@frontdesk\/emulator\/(msw|extend)$/, replacement: src('emulator/src/$1/index.ts') },
  { find: /^@frontdesk\/react\/(plans|orders|members|services|bookings|identity)$/, replacement: src('react/src/$1/index.ts') },
  ...['core', 'emulator', 'services', 'bookings', 'members', 'plans', 'orders', 'identity', 'react', 'test-support'].map((name) => ({
    find: new RegExp(`^@frontdesk/${name}$`),
    replacement: src(`${name}/src/index.ts`),
  })),
];

/**
 * Tests wait for conditions, never for durations; a time limit only ends a test that hangs. Vitest's
 * 5 s default ended correct ones on a loaded CI machine (RSA keys, full-state writes, loading a large
 * build): 30 s wherever a project does not need more.
 */
const HANG_LIMITS = { testTimeout: 30_000, hookTimeout: 30_000 } as const;

const sourceProject = (name: string, environment: 'node' | 'happy-dom' = 'node'): TestProjectInlineConfiguration => ({
  resolve: { alias },
  test: {
    name,
    root: `./packages/${name}`,
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/**/*.dist.test.ts', 'test/**/*.browser.test.ts'],
    environment,
    ...HANG_LIMITS,
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});

/**
 * The test projects, one per package. Vitest 4 no longer reads this file by itself:
 * `vitest.config.ts` imports it as `test.projects`.
 */
export const projects: TestProjectInlineConfiguration[] = [
  sourceProject('core'),
  sourceProject('emulator'),
  sourceProject('services'),
  sourceProject('bookings'),
  sourceProject('members'),
  sourceProject('plans'),
  sourceProject('orders'),
  sourceProject('identity'),
  sourceProject('react', 'happy-dom'),
  {
    // The migration tool: transforms on small inputs, and the fixture apps converted and run
    // against the emulator before and after (test/fixtures/, converted into test/.converted/).
    // The Next fixture's tsconfig says `jsx: preserve` (Next compiles JSX itself): transform it here.
    resolve: { alias },
    oxc: { jsx: { runtime: 'automatic' } },
    test: {
      name: 'migrate',
      root: './packages/migrate',
      include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
      exclude: ['test/**/*.dist.test.ts', 'test/fixtures/**', 'test/.converted/**'],
      environment: 'node',
      // Converts the fixture apps once for all test files (test/global-setup.ts).
      globalSetup: ['./test/global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  },
  {
    // Imports each package's built output as CJS and ESM; run after `npm run build`.
    test: {
      name: 'dist',
      root: '.',
      include: ['packages/*/test/**/*.dist.test.ts'],
      environment: 'node',
      ...HANG_LIMITS,
    },
  },
  {
    // The repository's own tools (scripts/): the docs link checker and export-docs check.
    test: { name: 'scripts', root: './scripts', include: ['test/**/*.test.ts'], environment: 'node', ...HANG_LIMITS },
  },
  {
    // The booking app's server side (its staff proxy), over HTTP, without a browser.
    resolve: { alias },
    test: {
      name: 'booking-app',
      root: './examples/booking-app',
      include: ['test/**/*.test.ts'],
      exclude: ['test/**/*.browser.test.ts'],
      environment: 'node',
      ...HANG_LIMITS,
    },
  },
  {
    // The owners' Node scripts (examples/node-scripts), run as child processes against the emulator.
    resolve: { alias },
    test: {
      name: 'node-scripts',
      root: './examples/node-scripts',
      include: ['test/**/*.test.ts'],
      environment: 'node',
      testTimeout: 60_000,
    },
  },
  {
    // The platform's official SDK (compat/official-sdk, pinned) against the in-process emulator through msw.
    resolve: { alias },
    test: { name: 'official-sdk', root: './compat/official-sdk', include: ['test/**/*.test.ts'], environment: 'node', ...HANG_LIMITS },
  },
  {
    // Real Chromium (Debian's package) through playwright-core against the standalone emulator.
    resolve: { alias },
    test: {
      name: 'browser',
      root: '.',
      include: ['packages/*/test/**/*.browser.test.ts', 'examples/*/test/**/*.browser.test.ts'],
      environment: 'node',
      testTimeout: 60_000,
      hookTimeout: 120_000,
      fileParallelism: false,
    },
  },
];

export default projects;
