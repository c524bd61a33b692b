import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Runs in the `dist` project after `npm run build`: the built package, as CommonJS and as ESM, through
// its subpath exports (`.`, `./msw`, `./extend`).
const require = createRequire(import.meta.url);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(packageDir, 'dist');

type Root = typeof import('../src/index.js');
type Msw = typeof import('../src/msw/index.js');
type Extend = typeof import('../src/extend/index.js');

async function anonymousGrant(root: Root) {
  const emulator = root.createEmulator();
  const response = await emulator.fetch('/oauth2/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: root.DEMO_CLIENT_ID, grantType: 'anonymous' }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('x-wix-request-id')).toBeTruthy();
  expect((await response.json()).expires_in).toBe(14400);
  expect(emulator.handlers()).toHaveLength(1);
  return emulator;
}

async function entries(root: Root, msw: Msw, extend: Extend, mswPackage: typeof import('msw')) {
  const emulator = await anonymousGrant(root);
  // The root is lean: the building blocks are in `extend` only.
  for (const name of ['decodeQuery', 'PlatformError', 'Webhooks', 'RouteRegistry', 'IdentityApi', 'Outbox', 'createMswHandlers'])
    expect(name in root).toBe(false);
  expect(extend.decodeQuery(new URLSearchParams('a=1&a=2'))).toEqual({ a: ['1', '2'] });
  expect(emulator.webhooks).toBeInstanceOf(extend.Webhooks);

  // One copy of the classes whichever entries are loaded: a custom route's PlatformError is answered as such.
  emulator.route(
    'GET',
    '/custom/v1/things/{id}',
    ({ params }) => {
      throw extend.notFound('Thing not found', 'thing_not_found', { id: params.id });
    },
    { roles: ['owner'] },
  );
  const response = await emulator.fetch('/custom/v1/things/t1', {
    headers: { authorization: root.DEMO_API_KEY, 'wix-site-id': root.DEMO_SITE_ID },
  });
  expect(response.status).toBe(404);
  expect((await response.json()).details.applicationError.code).toBe('thing_not_found');

  const handlers = msw.createMswHandlers(emulator.app.fetch, { baseUrl: 'https://www.wixapis.com' });
  expect(handlers).toHaveLength(1);
  expect(handlers[0]).toBeInstanceOf(mswPackage.HttpHandler);
}

/** The declaration files `file` imports, itself included (relative imports only). */
function declarationGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.\/[^']+)'/g))
    declarationGraph(join(dirname(file), specifier!.replace(/\.(c?)js$/, '.d.$1ts')), seen);
  return seen;
}

/** Type-checks `code` as a consumer of the built package (NodeNext) that has no msw installed. */
function typeCheckWithoutMsw(fileName: string, code: string): string[] {
  const file = join(packageDir, 'test', fileName);
  const options: ts.CompilerOptions = {
    noEmit: true,
    strict: true,
    skipLibCheck: false,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: ['node'],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (name === file ? code : readFile(name));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || (!/[\\/]node_modules[\\/]msw[\\/]/.test(name) && fileExists(name));
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => !d.file || d.file.fileName === file || d.file.fileName.startsWith(dist))
    .map((d) => `${d.file?.fileName ?? ''} TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

const consumer = `
import { createEmulator, DEMO_SITE_ID, type Emulator, type EmulatorOptions } from '@frontdesk/emulator';
const options: EmulatorOptions = { seed: 'demo' };
const emulator: Emulator = createEmulator(options);
export const handlers: unknown[] = emulator.handlers();
export const site: string = DEMO_SITE_ID;
`;

describe('@frontdesk/emulator dist', () => {
  it('works as CommonJS (dist/*.cjs)', async () => {
    await entries(
      require('@frontdesk/emulator') as Root,
      require('@frontdesk/emulator/msw') as Msw,
      require('@frontdesk/emulator/extend') as Extend,
      require('msw') as typeof import('msw'),
    );
  });

  it('works as ESM (dist/*.js)', async () => {
    await entries(
      (await import('../dist/index.js')) as unknown as Root,
      (await import('../dist/msw.js')) as unknown as Msw,
      (await import('../dist/extend.js')) as unknown as Extend,
      await import('msw'),
    );
    // The first import of the ESM build goes through Vitest's module transform (seconds on a loaded machine).
  }, 30_000);

  it("keeps msw out of the root entry's declarations (both formats)", () => {
    for (const entry of ['index.d.ts', 'index.d.cts', 'extend.d.ts', 'extend.d.cts']) {
      const files = declarationGraph(join(dist, entry));
      for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(/from 'msw'|import\('msw'\)/);
    }
    expect(readFileSync(join(dist, 'msw.d.ts'), 'utf8')).toMatch(/from 'msw'/);
  });

  it('type-checks for a consumer without msw (ESM and CommonJS)', () => {
    expect(typeCheckWithoutMsw('consumer-without-msw.mts', consumer)).toEqual([]);
    expect(typeCheckWithoutMsw('consumer-without-msw.cts', consumer)).toEqual([]);
  }, 60_000);

  it('keeps every declaration file under 100 KB', () => {
    const declarations = readdirSync(dist).filter((name) => /\.d\.c?ts$/.test(name));
    expect(declarations).toEqual(
      expect.arrayContaining(['index.d.ts', 'index.d.cts', 'msw.d.ts', 'msw.d.cts', 'extend.d.ts', 'extend.d.cts']),
    );
    for (const name of declarations) expect(statSync(join(dist, name)).size, name).toBeLessThanOrEqual(100 * 1024);
  });
});
