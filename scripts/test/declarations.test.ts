import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { definitionProblem } from '../consumer-definitions.mjs';
import { declarationMapProblems } from '../consumers.mjs';
import { commonJsDeclaration, entryDeclaration } from '../declarations.mjs';

const map = (sources: string[], file = 'index.d.ts') =>
  JSON.stringify({ version: 3, file, sourceRoot: '', sources, names: [], mappings: 'AAAA' });

describe('commonJsDeclaration', () => {
  it('gives type-only imports of jose resolution-mode import, on the same line, and leaves other imports alone', () => {
    const text = [
      "import type { JWTPayload } from 'jose';",
      "import type { KeyLike } from 'jose/types';",
      "import * as z from 'zod/mini';",
      "import type { Plan } from './plan.js';",
      "export declare function load(): Promise<typeof import('jose')>;",
      '//# sourceMappingURL=verify-token.d.ts.map',
    ].join('\n');
    expect(commonJsDeclaration(text).split('\n')).toEqual([
      "import type { JWTPayload } from 'jose' with { 'resolution-mode': 'import' };",
      "import type { KeyLike } from 'jose/types' with { 'resolution-mode': 'import' };",
      "import * as z from 'zod/mini';",
      "import type { Plan } from './plan.js';",
      "export declare function load(): Promise<typeof import('jose', { with: { 'resolution-mode': 'import' } })>;",
      '//# sourceMappingURL=verify-token.d.ts.map',
    ]);
  });
});

describe('entryDeclaration', () => {
  it("moves an entry module's declarations to dist/: relative specifiers, map comment and map sources follow", () => {
    const moved = entryDeclaration({
      name: 'msw',
      extension: 'd.cts',
      typesDir: 'types-cjs',
      module: 'msw/index',
      text: [
        "import { type HttpHandler } from 'msw';",
        "import { type HandlersOptions } from './handlers.js';",
        "export { createEmulator } from '../emulator.js';",
        "export type Lazy = typeof import('./lazy.js');",
        '//# sourceMappingURL=index.d.ts.map',
        '',
      ].join('\n'),
      map: map(['../../../src/msw/index.ts']),
    });
    expect(moved.text.split('\n')).toEqual([
      "import { type HttpHandler } from 'msw';",
      "import { type HandlersOptions } from './types-cjs/msw/handlers.js';",
      "export { createEmulator } from './types-cjs/emulator.js';",
      "export type Lazy = typeof import('./types-cjs/msw/lazy.js');",
      '//# sourceMappingURL=msw.d.cts.map',
      '',
    ]);
    expect(JSON.parse(moved.map)).toMatchObject({ file: 'msw.d.cts', sources: ['../src/msw/index.ts'], mappings: 'AAAA' });
  });
});

describe('declarationMapProblems', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  function unpacked(files: Record<string, string>): string {
    dir = mkdtempSync(join(tmpdir(), 'declaration-maps-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  }

  it('accepts declarations whose maps name files of the package', () => {
    const root = unpacked({
      'src/index.ts': 'export const a = 1;\n',
      'dist/index.d.ts': 'export declare const a = 1;\n//# sourceMappingURL=index.d.ts.map\n',
      'dist/index.d.ts.map': map(['../src/index.ts']),
      'dist/types-cjs/index.d.ts': 'export declare const a = 1;\n//# sourceMappingURL=index.d.ts.map\n',
      'dist/types-cjs/index.d.ts.map': map(['../../src/index.ts']),
    });
    expect(declarationMapProblems(root, '@frontdesk/x')).toEqual([]);
  });

  it('names a declaration without a map, a source left out of the package, and a package without declarations', () => {
    const root = unpacked({
      'dist/index.d.ts': 'export declare const a = 1;\n//# sourceMappingURL=index.d.ts.map\n',
      'dist/index.d.ts.map': map(['../src/index.ts']),
      'dist/index.d.cts': 'export declare const a = 1;\n',
    });
    expect(declarationMapProblems(root, '@frontdesk/x')).toEqual([
      '@frontdesk/x: dist/index.d.cts has no declaration map',
      '@frontdesk/x: dist/index.d.ts.map names ../src/index.ts, which is not in the tarball',
    ]);
    rmSync(root, { recursive: true, force: true });
    expect(declarationMapProblems(unpacked({ 'dist/index.js': '' }), '@frontdesk/x')).toEqual(['@frontdesk/x: no declaration files']);
  });
});

describe('definitionProblem', () => {
  const src = '/tmp/app/node_modules/@frontdesk/plans/src/plans.ts';
  it('refuses a definition from the wrong format, one without a map, and one outside the package sources', () => {
    const esmDeclaration = { fileName: '/tmp/app/node_modules/@frontdesk/plans/dist/types/plans.d.ts', pos: 0 };
    expect(definitionProblem('getPlan', 'plans', 'cjs', { declaration: esmDeclaration, source: { fileName: src, pos: 0 } })).toMatch(
      /not in the cjs declarations/,
    );
    expect(definitionProblem('getPlan', 'plans', 'esm', { declaration: esmDeclaration })).toMatch(/no declaration map/);
    expect(
      definitionProblem('getPlan', 'plans', 'esm', { declaration: esmDeclaration, source: { fileName: '/elsewhere/plans.ts', pos: 0 } }),
    ).toMatch(/not to a file of node_modules\/@frontdesk\/plans\/src/);
    expect(definitionProblem('getPlan', 'plans', 'esm', {})).toBe('getPlan: no definition');
  });
});
