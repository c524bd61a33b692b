#!/usr/bin/env node
// "Go to definition" as an editor does it, in a consumer project installed from the packed tarballs
// (scripts/consumers.mjs runs it in node-esm, node-cjs and vite-react19): TypeScript's language
// service finds the declaration of an imported name (in the package's dist/ declarations), then maps
// it through the declaration map, as tsserver does for editors (`getSourceMapper().tryGetSourcePosition`,
// what its definition requests use). Each name must land on its own declaration in a `.ts`/`.tsx` file
// under `node_modules/@frontdesk/<package>/src/`, and through the declarations of the expected format.
//
//   node scripts/consumer-definitions.mjs <esm|cjs> <file>:<name>=<package>[,<name>=<package>...] ...
//
// run in the consumer's folder; compiler options from its tsconfig.json when it has one, else
// `module: nodenext` with JavaScript files. Prints one summary line; exits non-zero on any miss.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

/**
 * Where `name` (its last mention in `file` that has a definition: a use rather than the import) is defined: the
 * declaration the language service finds and where its declaration map sends it.
 *
 * @param {ts.LanguageService} service
 * @param {string} file absolute path
 * @param {string} name
 * @returns {{ declaration?: { fileName: string, pos: number }, source?: { fileName: string, pos: number } }}
 */
export function definitionOf(service, file, name) {
  const text = readFileSync(file, 'utf8');
  const mentions = [...text.matchAll(new RegExp(`\\b${name}\\b`, 'g'))].map((match) => match.index).reverse();
  if (mentions.length === 0) throw new Error(`${file} does not mention ${name}`);
  // The last mention that is code (a mention in a string or a comment has no definition).
  const definition = mentions.map((at) => service.getDefinitionAtPosition(file, at)?.[0]).find(Boolean);
  if (!definition) return {};
  const declaration = { fileName: definition.fileName, pos: definition.textSpan.start };
  // tsserver maps definitions in declaration files to their sources this way (the `SourceMapper` of
  // the language service; not part of TypeScript's public typings).
  const source = /** @type {any} */ (service).getSourceMapper().tryGetSourcePosition(declaration);
  return { declaration, source };
}

/**
 * What is wrong with a definition of `name` expected in `pkg`'s sources, read in `format`.
 *
 * @param {string} name
 * @param {string} pkg a package name without its scope (`plans`, `react`)
 * @param {'esm' | 'cjs'} format
 * @param {ReturnType<typeof definitionOf>} found
 * @returns {string | undefined}
 */
export function definitionProblem(name, pkg, format, { declaration, source }) {
  if (!declaration) return `${name}: no definition`;
  const path = declaration.fileName.replace(/\\/g, '/');
  const commonJs = /\.d\.cts$/.test(path) || path.includes('/dist/types-cjs/');
  if (commonJs !== (format === 'cjs')) return `${name}: declared in ${path}, not in the ${format} declarations`;
  if (!source) return `${name}: ${path} has no declaration map back to a source`;
  const sourcePath = source.fileName.replace(/\\/g, '/');
  if (!new RegExp(`/node_modules/@frontdesk/${pkg}/src/.+\\.tsx?$`).test(sourcePath) || !existsSync(sourcePath)) {
    return `${name}: maps to ${sourcePath}, not to a file of node_modules/@frontdesk/${pkg}/src/`;
  }
  const line = readFileSync(sourcePath, 'utf8').slice(source.pos).split('\n')[0];
  if (!line.includes(name)) return `${name}: ${sourcePath} at its mapped position has "${line.trim()}", not ${name}`;
  return undefined;
}

function compilerOptions(dir) {
  const config = join(dir, 'tsconfig.json');
  if (!existsSync(config)) {
    return { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, allowJs: true, noEmit: true };
  }
  const parsed = ts.getParsedCommandLineOfConfigFile(config, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!parsed) throw new Error(`cannot read ${config}`);
  return parsed.options;
}

function main() {
  const [format, ...specs] = process.argv.slice(2);
  if ((format !== 'esm' && format !== 'cjs') || specs.length === 0) {
    console.error('usage: consumer-definitions.mjs <esm|cjs> <file>:<name>=<package>[,...] ...');
    process.exit(2);
  }
  const dir = process.cwd();
  const checks = specs.flatMap((spec) => {
    const [file, names] = spec.split(':');
    return names.split(',').map((pair) => ({ file: resolve(dir, file), name: pair.split('=')[0], pkg: pair.split('=')[1] }));
  });
  const files = [...new Set(checks.map((check) => check.file))];
  const options = compilerOptions(dir);
  const host = {
    getScriptFileNames: () => files,
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) => (existsSync(name) ? ts.ScriptSnapshot.fromString(readFileSync(name, 'utf8')) : undefined),
    getCurrentDirectory: () => dir,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());
  const problems = [];
  const landed = [];
  for (const { file, name, pkg } of checks) {
    const found = definitionOf(service, file, name);
    const problem = definitionProblem(name, pkg, format, found);
    if (problem) problems.push(problem);
    else landed.push(`${name} → ${found.source.fileName.replace(/\\/g, '/').replace(/^.*\/node_modules\//, '')}`);
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
    return;
  }
  console.log(`${format}: go to definition lands in the sources: ${landed.join(', ')}`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) main();
