import { existsSync } from 'node:fs';
import { dirname, join, parse } from 'node:path';
import { ts } from 'ts-morph';
import { OFFICIAL_PACKAGES } from './mapping.js';

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const;

/** The nearest `package.json` at or above a folder, if any. */
export function nearestPackageJson(dir: string): string | undefined {
  for (let current = dir; ; current = dirname(current)) {
    const candidate = join(current, 'package.json');
    if (existsSync(candidate)) return candidate;
    if (current === parse(current).root) return undefined;
  }
}

/**
 * The official packages a source text imports, requires or loads with `import()` (by package name,
 * subpaths included), as the compiler's pre-processor finds them (comments and strings left out).
 */
export function officialImportsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    const name = /^@wix\/[^/]+/.exec(fileName)?.[0];
    if (name && (OFFICIAL_PACKAGES as readonly string[]).includes(name)) found.add(name);
  }
  return found;
}

/** The outcome of {@link updateManifest}. */
export interface ManifestUpdate {
  text: string;
  removed: string[];
  added: Record<string, string>;
  kept: string[];
}

/**
 * A package.json's text with the official packages that were `replaced` (imported before, by no
 * file now) taken out of every dependency field, and the Frontdesk packages the code imports now
 * added to `dependencies` (unless listed already). The indentation, the final newline and the key
 * order are kept; dependencies stay sorted when they were.
 */
export function updateManifest(
  text: string,
  replaced: ReadonlySet<string>,
  stillImported: ReadonlySet<string>,
  frontdesk: Record<string, string>,
): ManifestUpdate {
  const manifest = JSON.parse(text) as Record<string, unknown>;
  const removed: string[] = [];
  const kept: string[] = [];
  const listed = (name: string) =>
    DEPENDENCY_FIELDS.some((field) => Object.hasOwn((manifest[field] as Record<string, string> | undefined) ?? {}, name));
  for (const name of replaced) {
    if (stillImported.has(name)) {
      if (listed(name)) kept.push(name);
      continue;
    }
    for (const field of DEPENDENCY_FIELDS) {
      const deps = manifest[field] as Record<string, string> | undefined;
      if (deps && Object.hasOwn(deps, name)) {
        delete deps[name];
        if (!removed.includes(name)) removed.push(name);
      }
    }
  }
  const added: Record<string, string> = {};
  for (const [name, range] of Object.entries(frontdesk)) {
    if (listed(name)) continue;
    const deps = (manifest.dependencies as Record<string, string> | undefined) ?? {};
    const sorted = isSorted(Object.keys(deps));
    deps[name] = range;
    manifest.dependencies = sorted ? sortKeys(deps) : deps;
    added[name] = range;
  }
  if (removed.length === 0 && Object.keys(added).length === 0) return { text, removed, added, kept: kept.sort() };
  const indent = /^[ \t]+(?=")/m.exec(text)?.[0] ?? '  ';
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  let out = JSON.stringify(manifest, null, indent);
  if (newline !== '\n') out = out.replace(/\n/g, newline);
  if (/\r?\n$/.test(text)) out += newline;
  return { text: out, removed: removed.sort(), added, kept: kept.sort() };
}

/** The install command for the project of a package.json (from the lockfile found at or above it). */
export function installCommand(packageJson: string): string {
  const lockfiles: [string, string][] = [
    ['pnpm-lock.yaml', 'pnpm install'],
    ['yarn.lock', 'yarn install'],
    ['bun.lock', 'bun install'],
    ['bun.lockb', 'bun install'],
    ['package-lock.json', 'npm install'],
  ];
  for (let current = dirname(packageJson); ; current = dirname(current)) {
    for (const [file, command] of lockfiles) if (existsSync(join(current, file))) return command;
    if (current === parse(current).root) return 'npm install';
  }
}

function isSorted(keys: string[]): boolean {
  return keys.every((key, index) => index === 0 || keys[index - 1]!.localeCompare(key) <= 0);
}

function sortKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
