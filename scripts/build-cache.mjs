// Which builds are current: a fingerprint (SHA-256) of everything a build reads, written next to its
// output when it succeeds. `npm start` and `npm test` rebuild only the workspace packages whose
// fingerprint changed (a package's fingerprint includes those of the workspace packages it depends
// on, so a change in core rebuilds everything above it), and the example apps skip `vite build` when
// their sources and the packages they use are unchanged. Content, not modification times: a checkout
// or a copy that only touches files' dates rebuilds nothing, and an edit is never missed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Files every package build reads besides its own folder. */
const SHARED_INPUTS = ['scripts/tsup-package.mjs', 'scripts/declarations.mjs', 'tsconfig.base.json', 'pnpm-lock.yaml'];
/** A package's own inputs: these files and everything under these folders. */
const OWN_FILES = /^(package\.json|tsup\.config\.[cm]?[jt]s|tsconfig(\.[\w-]+)?\.json|vite\.config\.[cm]?[jt]s|index\.html)$/;
const OWN_FOLDERS = ['src', 'public'];
const STAMP = '.frontdesk-build';

/** The fingerprint file of a build output folder. */
export const stampOf = (outDir) => join(outDir, STAMP);

/**
 * The fingerprint of the workspace package (or app) in `dir`: its own inputs, the shared build
 * scripts, and the fingerprints of the workspace packages it depends on.
 *
 * @param {string} dir An absolute folder with a package.json.
 * @param {Map<string, string>} [memo] Fingerprints already computed, by folder.
 * @param {string[]} [extraPaths] More files and folders the build reads (an app's shared UI code).
 * @returns {string}
 */
export function fingerprint(dir, memo = new Map(), extraPaths = []) {
  const known = memo.get(dir);
  if (known !== undefined) return known;
  memo.set(dir, ''); // a dependency cycle reads the package as unknown instead of recursing forever
  const hash = createHash('sha256');
  const extra = extraPaths.filter((path) => existsSync(path)).flatMap((path) => (statSync(path).isDirectory() ? walk(path) : [path]));
  for (const file of [...inputsOf(dir), ...extra]) {
    hash.update(`${relative(root, file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  for (const dependency of workspaceDependencies(dir)) hash.update(`${dependency}\0${fingerprint(dependency, memo)}\0`);
  const digest = hash.digest('hex');
  memo.set(dir, digest);
  return digest;
}

/**
 * The fingerprint of an example app's production build: what {@link fingerprint} reads for `dir` plus
 * `extraPaths`, and the values of the environment variables `env` names (a bundler writes some of them
 * into the build, so another value is another build).
 *
 * @param {string} dir The app's folder.
 * @param {{ paths?: string[], env?: string[] }} [reads] More files and folders, and variable names.
 * @returns {string}
 */
export function appFingerprint(dir, { paths = [], env = [] } = {}) {
  const vars = [...env].sort().map((key) => `${key}=${process.env[key] ?? ''}`);
  return createHash('sha256')
    .update(fingerprint(dir, new Map(), paths))
    .update(vars.join('\n'))
    .digest('hex');
}

/**
 * True when `outDir` holds a build whose inputs had fingerprint `print`, with declaration files when
 * `declarations` is true (a build for `npm start` leaves them out: nothing it runs reads them).
 */
export function isCurrent(outDir, print, { declarations = true } = {}) {
  const stamp = stampOf(outDir);
  if (!existsSync(stamp)) return false;
  const [stamped, kind] = readFileSync(stamp, 'utf8').trim().split(' ');
  return stamped === print && (kind === 'full' || !declarations);
}

/** Records that `outDir` now holds a build of inputs with fingerprint `print` (with declarations or not). */
export function markBuilt(outDir, print, { declarations = true } = {}) {
  if (existsSync(outDir)) writeFileSync(stampOf(outDir), `${print} ${declarations ? 'full' : 'js'}\n`);
}

/** The workspace packages (absolute folders) under packages/. */
export function workspacePackages() {
  const base = join(root, 'packages');
  return (
    readdirSync(base)
      .map((name) => join(base, name))
      .filter((dir) => existsSync(join(dir, 'package.json')))
      // Private workspace packages (@frontdesk/test-support) are read from source: nothing to build.
      .filter((dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).private !== true)
  );
}

function inputsOf(dir) {
  const files = SHARED_INPUTS.map((file) => join(root, file)).filter((file) => existsSync(file));
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (OWN_FILES.test(name)) files.push(path);
    else if (OWN_FOLDERS.includes(name) && statSync(path).isDirectory()) files.push(...walk(path));
  }
  return files;
}

function walk(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...walk(path));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

/**
 * The folders of the workspace packages a build of `dir` reads (`workspace:` ranges in its
 * dependencies and peer dependencies; development dependencies such as the emulator are for tests).
 */
function workspaceDependencies(dir) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const names = new Set();
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(pkg[field] ?? {})) {
      if (String(range).startsWith('workspace:') && name.startsWith('@frontdesk/')) names.add(name);
    }
  }
  return [...names]
    .map((name) => join(root, 'packages', name.slice('@frontdesk/'.length)))
    .filter((folder) => folder !== dir && existsSync(join(folder, 'package.json')))
    .sort();
}
