#!/usr/bin/env node
// The release, rehearsed: in a temporary copy of the repository (never the working tree), runs
// `changeset version` (versions and CHANGELOGs from .changeset/*.md), then, for every public package,
// `pnpm pack` (its tarball is checked: LICENSE, README.md, every file `exports` names, no `workspace:`
// range left) and `pnpm publish --dry-run --no-git-checks`. Exits non-zero on any problem.
//
//   node scripts/release-dry-run.mjs          after `npm run build` (the packages' dist/ is copied)
//   node scripts/release-dry-run.mjs --keep   keeps the temporary copy and prints where it is
//
// Offline-safe: `changeset version` and `pnpm pack` never touch the network, but `pnpm publish
// --dry-run` does (pnpm 10 hands the tarball to npm 11, which asks the registry about the login and
// the version; with the registry unreachable it still succeeds, after about 70 s of retries per
// package). So the registry is probed first (3 s), and when it does not answer the publish step is
// skipped with a message; every check on the packed tarballs still runs.
// Tested by scripts/test/release-dry-run.test.ts; docs/publishing.md explains the release.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runCommand, runPnpm } from './pnpm.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The public (not `private`) packages under packages/, with their manifests.
 *
 * @param {string} root the repository (or its copy)
 * @returns {{ dir: string, name: string, version: string, manifest: any }[]}
 */
export function publicPackages(root) {
  const packagesDir = join(root, 'packages');
  return readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(packagesDir, entry.name, 'package.json')))
    .map((entry) => {
      const dir = join(packagesDir, entry.name);
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      return { dir, name: manifest.name, version: manifest.version, manifest };
    })
    .filter((pkg) => !pkg.manifest.private)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The changesets that `changeset version` would refuse, with why. A frontmatter turned into a heading
 * (`## '@frontdesk/core': minor`: a Markdown formatter read `'pkg': bump` + `---` as a setext heading)
 * gets its own hint.
 *
 * @param {string} root
 * @param {(text: string) => unknown} parse `@changesets/parse`
 * @returns {{ file: string, reason: string }[]}
 */
export function changesetProblems(root, parse) {
  const dir = join(root, '.changeset');
  const problems = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.md') && name !== 'README.md')) {
    const text = readFileSync(join(dir, file), 'utf8');
    try {
      parse(text);
    } catch {
      const heading = /^##\s+(["'])@[\w-]+\/[\w-]+\1:\s*(major|minor|patch)\s*$/m.test(text);
      problems.push({
        file: `.changeset/${file}`,
        reason: heading
          ? "its frontmatter became a '## ...' heading (a Markdown formatter); write it as ---, blank line, 'pkg': bump, blank line, ---"
          : 'no valid frontmatter',
      });
    }
  }
  return problems;
}

/**
 * What is wrong with a packed package: the manifest as packed (`workspace:` ranges must be replaced)
 * and the tarball's file list (paths without the `package/` prefix).
 *
 * @param {any} manifest the packed package.json
 * @param {readonly string[]} files
 * @returns {string[]}
 */
export function tarballProblems(manifest, files) {
  const problems = [];
  const has = new Set(files);
  for (const required of ['package.json', 'LICENSE', 'README.md'])
    if (!has.has(required)) problems.push(`${required} is not in the tarball`);
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (String(range).startsWith('workspace:')) problems.push(`${field}.${name} is still "${range}"`);
    }
  }
  for (const field of ['license', 'repository', 'homepage', 'bugs']) if (!manifest[field]) problems.push(`package.json has no "${field}"`);
  const targets = [];
  const collect = (value) => {
    if (typeof value === 'string') targets.push(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) collect(inner);
  };
  collect(manifest.exports);
  for (const field of ['main', 'module', 'types']) if (manifest[field]) targets.push(manifest[field]);
  for (const target of targets) {
    const path = target.replace(/^\.\//, '');
    if (!path.includes('*') && !has.has(path)) problems.push(`${target} (named by package.json) is not in the tarball`);
  }
  return problems;
}

/**
 * Packages whose version went from 0.x to 1.0.0 or more while no changeset asked for a major: what
 * changesets does to a package whose peer dependency left its range (see docs/publishing.md).
 *
 * @param {{ name: string, version: string }[]} before
 * @param {{ name: string, version: string }[]} after
 * @param {Set<string>} majors the packages a changeset bumps `major`
 */
export function unexpectedMajors(before, after, majors) {
  const old = new Map(before.map((pkg) => [pkg.name, pkg.version]));
  return after
    .filter((pkg) => old.get(pkg.name)?.startsWith('0.') && !pkg.version.startsWith('0.') && !majors.has(pkg.name))
    .map((pkg) => `${pkg.name} ${old.get(pkg.name)} -> ${pkg.version} with no major changeset`);
}

/** Whether the npm registry pnpm would publish to answers within 3 s. */
export function registryReachable(cwd = repoRoot) {
  const registry = pnpm(['config', 'get', 'registry'], cwd).output.split('\n').pop() || 'https://registry.npmjs.org/';
  const probe = spawnSync(
    process.execPath,
    ['-e', 'fetch(process.argv[1], { method: "HEAD", signal: AbortSignal.timeout(3000) }).then(() => {}, () => process.exit(1))', registry],
    { encoding: 'utf8', timeout: 5000 },
  );
  return { registry, reachable: probe.status === 0 };
}

/** The environment of every command the dry run starts: no colours or update notices in the output it reads. */
const quiet = () => ({ ...process.env, FORCE_COLOR: '0', npm_config_update_notifier: 'false' });

/** A command to its end: `{ ok, status, output }`; a command that could not start says why in `output`. */
function run(command, args, cwd) {
  return runCommand(command, args, { cwd, env: quiet() });
}

/** pnpm (as scripts/pnpm.mjs finds it, never a bare `pnpm`), like {@link run}. */
function pnpm(args, cwd) {
  return runPnpm(args, { cwd, env: quiet() });
}

const SKIPPED = new Set(['.git', 'node_modules', 'dist', '.data', 'docs-site', 'test-results', 'coverage']);

/** The files under `dir` (relative), without build output, installs and data: for a copy that is not a git checkout. */
function walk(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : walk(dir, path);
    return entry.isFile() ? [path] : [];
  });
}

/** Copies the repository's files (tracked and new, as git lists them, without ignored ones) and each package's dist/. */
function copyRepository(root, target) {
  const listed = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], root);
  const files = listed.ok ? listed.output.split('\0').filter(Boolean) : walk(root);
  for (const file of files) {
    const from = join(root, file);
    if (!existsSync(from)) continue; // deleted in the working tree
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(from, join(target, file));
  }
  for (const pkg of publicPackages(root)) {
    const dist = join(pkg.dir, 'dist');
    if (existsSync(dist)) cpSync(dist, join(target, 'packages', pkg.dir.split(/[\\/]/).pop(), 'dist'), { recursive: true });
  }
  // The tools (changesets, its changelog module) resolve from the copy through the repository's install.
  symlinkSync(join(root, 'node_modules'), join(target, 'node_modules'), 'dir');
  // pnpm reads a `workspace:` dependency's version from the package's node_modules: there, the
  // workspace packages are the copy's (with the new versions), everything else the repository's install.
  const copies = new Map(publicPackages(target).map((pkg) => [pkg.name, pkg.dir]));
  for (const pkg of publicPackages(root)) {
    const modules = join(pkg.dir, 'node_modules');
    if (!existsSync(modules)) continue;
    const into = join(target, 'packages', pkg.dir.split(/[\\/]/).pop(), 'node_modules');
    const names = readdirSync(modules).flatMap((name) =>
      name.startsWith('@') ? readdirSync(join(modules, name)).map((inner) => `${name}/${inner}`) : name.startsWith('.') ? [] : [name],
    );
    for (const name of names) {
      mkdirSync(dirname(join(into, name)), { recursive: true });
      symlinkSync(copies.get(name) ?? realpathSync(join(modules, name)), join(into, name), 'dir');
    }
  }
}

/**
 * The dry run. Returns what happened; never throws for a problem it finds (they are in `problems`).
 *
 * @param {{ root?: string, keep?: boolean, log?: (line: string) => void }} [options]
 */
export function releaseDryRun({ root = repoRoot, keep = false, log = () => {} } = {}) {
  const problems = [];
  const before = publicPackages(root);
  for (const pkg of before) {
    if (!existsSync(join(pkg.dir, pkg.manifest.main ?? 'dist/index.js')))
      problems.push(`${pkg.name}: not built (run \`npm run build\` first)`);
  }
  const requireFromRoot = createRequire(join(root, 'package.json'));
  const changesetBin = requireFromRoot.resolve('@changesets/cli/bin.js');
  const parse = createRequire(changesetBin)('@changesets/parse').default;
  problems.push(...changesetProblems(root, parse).map(({ file, reason }) => `${file}: ${reason}`));
  if (problems.length > 0) return { ok: false, problems, packages: [], dir: undefined };

  const dir = mkdtempSync(join(tmpdir(), 'frontdesk-release-'));
  const packages = [];
  try {
    log(`copying the repository to ${dir}`);
    copyRepository(root, dir);
    const majors = new Set();
    for (const file of readdirSync(join(dir, '.changeset')).filter((name) => name.endsWith('.md') && name !== 'README.md')) {
      for (const release of parse(readFileSync(join(dir, '.changeset', file), 'utf8')).releases) {
        if (release.type === 'major') majors.add(release.name);
      }
    }
    log('changeset version');
    const version = run(process.execPath, [changesetBin, 'version'], dir);
    if (!version.ok) {
      problems.push(`changeset version failed:\n${version.output}`);
      return { ok: false, problems, packages, dir: keep ? dir : undefined };
    }
    const after = publicPackages(dir);
    problems.push(...unexpectedMajors(before, after, majors));
    const { registry, reachable } = registryReachable(dir);
    if (!reachable)
      log(`the registry (${registry}) does not answer: skipping \`pnpm publish --dry-run\` (the packed tarballs are still checked)`);
    const tarballs = join(dir, '.tarballs');
    mkdirSync(tarballs);
    for (const pkg of after) {
      const from = before.find((old) => old.name === pkg.name)?.version;
      const changelog = existsSync(join(pkg.dir, 'CHANGELOG.md'));
      if (from !== pkg.version && !changelog) problems.push(`${pkg.name}: no CHANGELOG.md after changeset version`);
      log(`${pkg.name} ${from} -> ${pkg.version}: pnpm pack${reachable ? ', pnpm publish --dry-run' : ''}`);
      const pack = pnpm(['pack', '--json', '--pack-destination', tarballs], pkg.dir);
      if (!pack.ok) {
        problems.push(`${pkg.name}: pnpm pack failed:\n${pack.output}`);
        continue;
      }
      const tarball = join(tarballs, `${pkg.name.replace('@', '').replace('/', '-')}-${pkg.version}.tgz`);
      const listing = run('tar', ['-tzf', tarball], dir);
      const files = listing.output.split('\n').map((line) => line.replace(/^package\//, ''));
      const packed = JSON.parse(run('tar', ['-xzOf', tarball, 'package/package.json'], dir).output);
      problems.push(...tarballProblems(packed, files).map((problem) => `${pkg.name}: ${problem}`));
      if (reachable) {
        const publish = pnpm(['publish', '--dry-run', '--no-git-checks'], pkg.dir);
        if (!publish.ok) problems.push(`${pkg.name}: pnpm publish --dry-run failed:\n${publish.output}`);
      }
      packages.push({
        name: pkg.name,
        from,
        to: pkg.version,
        changelog,
        files: files.length,
        dependencies: packed.dependencies ?? {},
        peerDependencies: packed.peerDependencies ?? {},
        published: reachable,
      });
    }
    return { ok: problems.length === 0, problems, packages, dir: keep ? dir : undefined };
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const result = releaseDryRun({ keep: process.argv.includes('--keep'), log: (line) => console.log(`· ${line}`) });
  for (const pkg of result.packages) {
    const core = pkg.dependencies['@frontdesk/core'] ? ` (@frontdesk/core ${pkg.dependencies['@frontdesk/core']})` : '';
    const publish = pkg.published ? ', publish --dry-run ok' : ', publish --dry-run skipped (registry unreachable)';
    console.log(`${pkg.name}: ${pkg.from} -> ${pkg.to}, ${pkg.files} files${pkg.changelog ? ', CHANGELOG.md' : ''}${core}${publish}`);
  }
  if (result.dir) console.log(`kept: ${result.dir}`);
  for (const problem of result.problems) console.error(`✗ ${problem}`);
  console.log(
    result.ok
      ? `release dry run passed in ${((Date.now() - started) / 1000).toFixed(1)} s`
      : `release dry run failed: ${result.problems.length} problem(s)`,
  );
  process.exitCode = result.ok ? 0 : 1;
}
