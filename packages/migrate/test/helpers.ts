import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MigrationResult, migrate } from '../src/index.js';

/** Where converted copies go: inside this package, so `@wix/*`, `next` and `react` resolve from its node_modules. */
export const CONVERTED = join(dirname(fileURLToPath(import.meta.url)), '.converted');

/** The fixture apps. */
export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
  },
};

/** The outcome of converting small files together (one program, as in an app). */
export interface Converted extends MigrationResult {
  dir: string;
  /** A file's text after the conversion (unchanged files too). */
  output(file: string): string;
  /** The findings (not converted and notes) of one file. */
  findings(file: string): MigrationResult['report']['notConverted'];
}

/**
 * Writes `files` (name to source) into a fresh folder under test/.converted/, an npm project with a
 * tsconfig.json (`compilerOptions` override the defaults) and a package.json; returns the folder.
 */
export function writeApp(
  name: string,
  files: Record<string, string>,
  packageJson?: object,
  compilerOptions: Record<string, unknown> = {},
): string {
  const dir = join(CONVERTED, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const tsconfig = { compilerOptions: { ...TSCONFIG.compilerOptions, ...compilerOptions } };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(packageJson ?? { name, private: true, dependencies: {} }, null, 2)}\n`);
  // An npm project of its own (the install command the report gives comes from the lockfile).
  writeFileSync(join(dir, 'package-lock.json'), '{}\n');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

/**
 * Writes `files` as {@link writeApp} does and converts them in one run (`dry`: nothing written),
 * returning the outputs. Many cases share one run: the type checker loads the official typings once.
 */
export async function convertFiles(name: string, files: Record<string, string>, packageJson?: object): Promise<Converted> {
  const dir = writeApp(name, files, packageJson);
  const result = await migrate({ cwd: dir, dry: true });
  return {
    ...result,
    dir,
    output: (file) => result.changes.find((change) => change.file === file)?.after ?? files[file]!,
    findings: (file) => [...result.report.notConverted, ...result.report.notes].filter((finding) => finding.file === file),
  };
}
