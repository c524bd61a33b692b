// The declarations of a published package, with declaration maps, so that "go to definition" in an
// app lands in the package's shipped sources (`src/`). tsup bundles declarations with rollup-plugin-dts
// and forces `declarationMap: false` there, so the packages build their JavaScript with tsup (`dts:
// false`) and, in tsup's `onSuccess`, their declarations with TypeScript's compiler API:
//
//   dist/types/**/*.d.ts (+ .d.ts.map)       one file per source module (tsconfig.build.json, rootDir src)
//   dist/types-cjs/**/*.d.ts (+ .d.ts.map)   the same files under a package.json saying "type": "commonjs",
//                                            so TypeScript reads them as CommonJS for `require` consumers
//   dist/<entry>.d.ts (+ .d.ts.map)          the entry module's own declarations, moved to dist/: its
//                                            relative imports point into dist/types/ (the `import` side)
//   dist/<entry>.d.cts (+ .d.cts.map)        the same pointing into dist/types-cjs/ (the `require` side)
//
// The maps' `sources` are `../../src/...` (`../src/...` for the entries): the packages add `src` to
// `files`, so they resolve inside the tarball. The domain packages' sources import `zod/mini`, which
// they do not depend on (core bundles its parts into `@frontdesk/core/zod`): their declarations import
// `@frontdesk/core/zod` instead, as the JavaScript does, and core's `zod` declarations also export
// every type of `zod/mini` (type-only: the values stay the parts core bundles), since the domain
// packages' schemas are typed with any of them. In the CommonJS copy, a type-only import of an
// ESM-only package (jose) carries the `resolution-mode: import` attribute: without it TypeScript
// rejects it in a CommonJS file (TS1541 under `module: node16`); the attribute only changes how
// TypeScript resolves those types.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import ts from 'typescript';

/** The folders under dist/ that hold the per-module declarations, per module format. */
export const TYPES_DIRS = { esm: 'types', cjs: 'types-cjs' };

/** Module specifiers rewritten in every declaration file of a package other than core. */
const ZOD_FROM_CORE = [/(['"])zod\/mini\1/g, "'@frontdesk/core/zod'"];

/** Appended to core's `zod` declarations (src/zod.ts): the types the domain packages' declarations name. */
const ZOD_TYPES = "export type * from 'zod/mini';\n";

/** The dependencies that ship ES modules only: CommonJS declarations import their types as ESM. */
const ESM_ONLY = ['jose'];

/**
 * A declaration file as the CommonJS copy holds it: each `import type ... from '<ESM-only package>';`
 * and `import('<ESM-only package>')` type gets the `resolution-mode: import` attribute (on the same
 * line, so the declaration map stays right).
 *
 * @param {string} text a `.d.ts` file's text
 * @returns {string}
 */
export function commonJsDeclaration(text) {
  const esmOnly = (specifier) => ESM_ONLY.some((name) => specifier === name || specifier.startsWith(`${name}/`));
  return text
    .replace(/^(import\s+type\s[^;'"]*?\sfrom\s*)(['"])([^'"]+)\2\s*;/gm, (statement, head, quote, specifier) =>
      esmOnly(specifier) ? `${head}${quote}${specifier}${quote} with { 'resolution-mode': 'import' };` : statement,
    )
    .replace(/\bimport\((['"])([^'"]+)\1\)/g, (type, quote, specifier) =>
      esmOnly(specifier) ? `import(${quote}${specifier}${quote}, { with: { 'resolution-mode': 'import' } })` : type,
    );
}

/**
 * An entry's declaration file in dist/ (`<name>.d.ts` or `<name>.d.cts`) and its map: the entry
 * module's per-module declaration (`typesDir`/`module`.d.ts) moved two folders up, its relative module
 * specifiers and its map's `sources` rewritten to point at the same files as before.
 *
 * @param {{ name: string, extension: 'd.ts' | 'd.cts', typesDir: string, module: string, text: string, map: string }} entry
 *   `module`: the entry's source path under src/ without extension (`msw/index`); `text` and `map`: its
 *   per-module declaration and declaration map
 * @returns {{ text: string, map: string }}
 */
export function entryDeclaration({ name, extension, typesDir, module, text, map }) {
  const from = posix.dirname(`${typesDir}/${module}`);
  const moved = (specifier) => {
    const target = posix.join(from, specifier);
    return target.startsWith('../') ? target : `./${target}`;
  };
  const relocated = text
    .replace(
      /((?:\bfrom|\bimport\(|\bdeclare module)\s*)(['"])(\.\.?\/[^'"]*)\2/g,
      (_, head, quote, specifier) => `${head}${quote}${moved(specifier)}${quote}`,
    )
    .replace(/\/\/# sourceMappingURL=\S+\s*$/, `//# sourceMappingURL=${name}.${extension}.map\n`);
  const parsed = JSON.parse(map);
  const relocatedMap = { ...parsed, file: `${name}.${extension}`, sources: parsed.sources.map((source) => posix.join(from, source)) };
  return { text: relocated, map: `${JSON.stringify(relocatedMap)}\n` };
}

/**
 * Builds the declarations of the package in `packageDir` (see the top of this file): per-module
 * declarations and declaration maps in both formats, and one entry declaration pair per `entry`.
 * Throws with TypeScript's diagnostics when declaration emit fails.
 *
 * @param {Record<string, string>} entry tsup's `entry`: name to source path relative to the package
 * @param {{ packageDir?: string, tsconfig?: string }} [options]
 * @returns {Promise<void>}
 */
export async function buildDeclarations(entry, { packageDir = process.cwd(), tsconfig = 'tsconfig.build.json' } = {}) {
  const dist = resolve(packageDir, 'dist');
  const staging = join(dist, TYPES_DIRS.esm);
  for (const dir of Object.values(TYPES_DIRS)) rmSync(join(dist, dir), { recursive: true, force: true });

  const configPath = resolve(packageDir, tsconfig);
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {
      noEmit: false,
      declaration: true,
      declarationMap: true,
      emitDeclarationOnly: true,
      sourceMap: false,
      incremental: false,
      composite: false,
      rootDir: resolve(packageDir, 'src'),
      outDir: staging,
    },
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => fail([diagnostic]) },
  );
  if (!parsed) throw new Error(`declarations: cannot read ${configPath}`);
  if (parsed.errors.length > 0) fail(parsed.errors);

  const isCore = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).name === '@frontdesk/core';
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, projectReferences: parsed.projectReferences });
  /** The processed per-module outputs, by format, then path under the types folder. */
  const outputs = { esm: new Map(), cjs: new Map() };
  const result = program.emit(
    undefined,
    (fileName, text) => {
      const rel = relative(staging, fileName).replace(/\\/g, '/');
      let declarations = isCore || rel.endsWith('.map') ? text : text.replace(...ZOD_FROM_CORE);
      // Before the map comment (the last line), so every mapped line keeps its number.
      if (isCore && rel === 'zod.d.ts') declarations = declarations.replace(/(\/\/# sourceMappingURL=)/, `${ZOD_TYPES}$1`);
      outputs.esm.set(rel, declarations);
      outputs.cjs.set(rel, rel.endsWith('.map') ? declarations : commonJsDeclaration(declarations));
    },
    undefined,
    true,
  );
  const errors = result.diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) fail(errors);
  if (outputs.esm.size === 0) throw new Error(`declarations: ${configPath} emitted nothing`);

  for (const [format, files] of Object.entries(outputs)) {
    for (const [rel, text] of files) {
      const target = join(dist, TYPES_DIRS[format], rel);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, text);
    }
  }
  writeFileSync(join(dist, TYPES_DIRS.cjs, 'package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);

  for (const [name, source] of Object.entries(entry)) {
    const module = relative('src', source)
      .replace(/\\/g, '/')
      .replace(/\.tsx?$/, '');
    for (const [format, extension] of [
      ['esm', 'd.ts'],
      ['cjs', 'd.cts'],
    ]) {
      const text = outputs[format].get(`${module}.d.ts`);
      const map = outputs[format].get(`${module}.d.ts.map`);
      if (text === undefined || map === undefined) throw new Error(`declarations: no declarations for entry ${name} (${source})`);
      const relocated = entryDeclaration({ name, extension, typesDir: TYPES_DIRS[format], module, text, map });
      writeFileSync(join(dist, `${name}.${extension}`), relocated.text);
      writeFileSync(join(dist, `${name}.${extension}.map`), relocated.map);
    }
  }
}

/** @param {readonly ts.Diagnostic[]} diagnostics */
function fail(diagnostics) {
  const host = { getCanonicalFileName: (name) => name, getCurrentDirectory: ts.sys.getCurrentDirectory, getNewLine: () => '\n' };
  throw new Error(`declarations:\n${ts.formatDiagnostics(diagnostics, host)}`);
}
