/**
 * Shared by the domain packages' `*.dist.test.ts` (the `dist` vitest project, after `npm run build`):
 * loads a package's built dist as CommonJS (`require`) and as ESM (`import()`), both the browser build
 * (`dist/`) and the Node build (`dist/node/`, the `node` export condition), and gives each a client
 * wired to an in-process emulator (its own built dist), so one real call can be made per build.
 * Imported as `@frontdesk/test-support/dist-smoke`: it loads no package's source, only built output.
 */
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const packages = new URL('../../', import.meta.url);
const distFile = (pkg: string, file: string): string => fileURLToPath(new URL(`${pkg}/dist/${file}`, packages));

/** Which build of a package, in which format. */
export type DistBuild = 'cjs' | 'esm' | 'node cjs' | 'node esm';

/**
 * The package's dist, every build in both formats: `[['cjs', module], ['esm', module], ['node cjs',
 * module], ['node esm', module]]`.
 */
export async function loadEveryBuild<T>(pkg: string): Promise<[build: DistBuild, mod: T][]> {
  const load = async (file: string): Promise<T> =>
    file.endsWith('.cjs')
      ? (require(distFile(pkg, file)) as T)
      : ((await import(/* @vite-ignore */ pathToFileURL(distFile(pkg, file)).href)) as T);
  return [
    ['cjs', await load('index.cjs')],
    ['esm', await load('index.js')],
    ['node cjs', await load('node/index.cjs')],
    ['node esm', await load('node/index.js')],
  ];
}

type Emulator = { fetch(input: string | URL | Request, init?: RequestInit): Promise<Response> };
type EmulatorModule = {
  createEmulator(): Emulator;
  DEMO_API_KEY: string;
  DEMO_SITE_ID: string;
  DEMO_CLIENT_ID: string;
  DEMO_PLAN_IDS: Record<string, string>;
};
type CoreModule = typeof import('@frontdesk/core');

/** A fresh emulator (built dist) and the built core, with helpers to make clients that talk to it. */
export async function distEnvironment() {
  const emulatorModule = (await import(/* @vite-ignore */ pathToFileURL(distFile('emulator', 'index.js')).href)) as EmulatorModule;
  const core = (await import(/* @vite-ignore */ pathToFileURL(distFile('core', 'index.js')).href)) as CoreModule;
  const emulator = emulatorModule.createEmulator();
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => emulator.fetch(String(input), init)) as typeof globalThis.fetch;
  const baseUrl = 'http://emulator.test';
  return {
    emulator: emulatorModule,
    owner: () =>
      core.createClient({
        baseUrl,
        fetch,
        auth: core.apiKey({ apiKey: emulatorModule.DEMO_API_KEY, siteId: emulatorModule.DEMO_SITE_ID }),
      }),
    visitor: () => core.createClient({ baseUrl, fetch, auth: core.oauth({ clientId: emulatorModule.DEMO_CLIENT_ID }) }),
  };
}
