import { readdirSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';

/** The extensions of the files the tool rewrites. */
export const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.mts', '.cts'];

/** Folders never searched: dependencies, build output, caches. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'build',
  'out',
  'coverage',
  '.git',
  '.next',
  '.turbo',
  '.vercel',
  '.output',
  '.cache',
]);

/** True for a file the tool rewrites (declaration files left out). */
export function isSourceFile(path: string): boolean {
  return SOURCE_EXTENSIONS.includes(extname(path)) && !/\.d\.[cm]?ts$/.test(path);
}

/**
 * The source files under `paths` (files or folders, relative to `cwd`), sorted, without
 * dependencies and build output. A path that does not exist throws.
 */
export function collectFiles(paths: readonly string[], cwd: string): string[] {
  const out = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(join(dir, entry.name));
      } else if (entry.isFile() && isSourceFile(entry.name)) {
        out.add(join(dir, entry.name));
      }
    }
  };
  for (const path of paths) {
    const absolute = resolve(cwd, path);
    const stat = statSync(absolute);
    if (stat.isDirectory()) walk(absolute);
    else if (isSourceFile(absolute)) out.add(absolute);
  }
  return [...out].sort();
}
