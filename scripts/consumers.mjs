#!/usr/bin/env node
// The packages as users get them: every public package is packed (`pnpm pack`, which turns
// `workspace:` ranges into real versions), then small consumer projects (templates in
// compat/consumers/) are copied to a temporary folder outside the repository, installed with npm from
// those tarballs (their third-party dependencies from the registry) and checked:
//
//   node-esm         `import` core + plans + the webhooks entry; a call against the emulator (listen on port 0) returns Dates
//   node-cjs         the same with `require` (the webhooks entry loads the ESM-only jose), and `tsc` with module node16
//                    (CommonJS) on `require('@frontdesk/core')`, `@frontdesk/core/webhooks`, plans and the emulator (TS1479 guard)
//   vite-react19/18  a Vite + React app on @frontdesk/react and /plans: `vite build`, `tsc --noEmit`, and a react-dom/server
//                    render of the provider tree with prefetched plans (the same template, installed with React 19 and 18)
//   (node-esm, node-cjs, vite-react19/18 also: "go to definition" on imported names, through TypeScript's language service
//    and the declaration maps, lands in the package's shipped src/*.ts, through the ESM or the CJS declarations:
//    scripts/consumer-definitions.mjs)
//   vitest-msw       a vitest suite through msw 2: `emulator.handlers()` and `createMswHandlers` (@frontdesk/emulator/msw), and `tsc`
//   next-app         a Next.js App Router app: `next build`, `next start`, and the server's HTML holds the plans a
//                    Server Component prefetched (Dates through dehydration); `tsc`
//   migrate-fixtures the fixture apps of @frontdesk/migrate (official-SDK apps) converted by the packed
//                    `frontdesk-migrate` bin, then `tsc` per app against the tarballs (scripts/consumer-migrate.mjs)
//   emulator-no-msw  the emulator's root entry with msw NOT installed: it runs, and `tsc` passes
//
//   node scripts/consumers.mjs            after `npm run build` (uses packages/*/dist; a missing dist is an error)
//   node scripts/consumers.mjs --keep     keeps the temporary folder and prints where it is
//   node scripts/consumers.mjs --only node-esm,node-cjs   only these projects (the tarball checks always run)
//
// Every tarball is also unpacked and checked: each declaration file (`*.d.ts`, `*.d.cts`) has its
// declaration map, and every map's `sources` are files of the tarball (the packages ship `src/`).
//
// Needs the npm registry (the third-party dependencies): it is probed first, and an unreachable
// registry is a failure with a message, never a silent skip. Installs share npm's cache and run in
// parallel; one line per check, exits non-zero on any failure. Helpers tested by
// scripts/test/consumers.test.ts.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findPnpm, startFailure } from './pnpm.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The placeholder a template's package.json gives each `@frontdesk/*` dependency. */
export const TARBALL = 'tarball';

/** React 18 for the second Vite app (the template pins React 19). */
export const REACT_18 = { react: '18.3.1', 'react-dom': '18.3.1', '@types/react': '^18.3.0', '@types/react-dom': '^18.3.0' };

/**
 * "Go to definition" checks (scripts/consumer-definitions.mjs): `[format, 'file:name=package,...']`.
 *
 * @param {'esm' | 'cjs'} format
 * @param {...string} files
 */
const definitions = (format, ...files) => ({
  label: `go to definition lands in src/ (${format === 'esm' ? 'ESM .d.ts' : 'CJS .d.cts'} + declaration maps)`,
  run: ['script', 'consumer-definitions.mjs', format, ...files],
});

/**
 * The consumer projects: a template folder under compat/consumers/, version overrides, and the checks
 * run in it in order. A check is `{ label, run }` where `run` is a command (`[bin, ...args]`: `node`,
 * `tsc`, `script` (a script of the repository's scripts/ folder, run in the project), or a bin of an
 * installed package as `pkg:bin`) or `{ absent: 'name' }` (that package must not be installed).
 *
 * @type {{ name: string, template: string, overrides?: Record<string, string>, checks: { label: string, run: string[] | { absent: string } }[] }[]}
 */
export const CONSUMERS = [
  {
    name: 'node-esm',
    template: 'node-esm',
    checks: [
      { label: 'import core + plans, call the emulator, Dates back', run: ['node', 'check.mjs'] },
      definitions('esm', 'check.mjs:getPlan=plans,createEmulator=emulator,createWebhookHandler=core,createClient=core'),
    ],
  },
  {
    name: 'node-cjs',
    template: 'node-cjs',
    checks: [
      { label: 'require core + plans + webhooks, call the emulator, Dates back', run: ['node', 'check.cjs'] },
      { label: 'tsc --noEmit, module node16 (CommonJS): core, core/webhooks, plans', run: ['tsc', '-p', 'tsconfig.json'] },
      { label: 'tsc --noEmit, module node16 (CommonJS): emulator', run: ['tsc', '-p', 'tsconfig.emulator.json'] },
      definitions(
        'cjs',
        'types.ts:queryPublicPlans=plans,createWebhookHandler=core,createClient=core',
        'emulator-types.ts:createEmulator=emulator',
      ),
    ],
  },
  ...[
    ['vite-react19', undefined],
    ['vite-react18', REACT_18],
  ].map(([name, overrides]) => ({
    name,
    template: 'vite-react',
    overrides,
    checks: [
      { label: 'vite build', run: ['vite:vite', 'build'] },
      { label: 'tsc --noEmit', run: ['tsc', '-p', 'tsconfig.json'] },
      { label: 'react-dom/server render with prefetched plans', run: ['node', 'ssr-check.mjs'] },
      definitions('esm', 'src/App.tsx:usePublicPlans=react,createFrontdeskQueryClient=react,createClient=core'),
    ],
  })),
  {
    name: 'vitest-msw',
    template: 'vitest-msw',
    checks: [
      { label: 'vitest run (msw 2, emulator handlers)', run: ['vitest:vitest', 'run'] },
      { label: 'tsc --noEmit', run: ['tsc', '-p', 'tsconfig.json'] },
    ],
  },
  {
    name: 'next-app',
    template: 'next-app',
    checks: [
      { label: 'next build + next start: the server HTML holds the prefetched plans', run: ['node', 'check.mjs'] },
      { label: 'tsc --noEmit (App Router, a Server Component and client components)', run: ['tsc', '-p', 'tsconfig.json'] },
    ],
  },
  {
    name: 'migrate-fixtures',
    template: 'migrate-fixtures',
    checks: [
      {
        label: 'the packed frontdesk-migrate converts the fixture apps, which then type-check against the tarballs',
        run: ['script', 'consumer-migrate.mjs'],
      },
    ],
  },
  {
    name: 'emulator-no-msw',
    template: 'emulator-no-msw',
    checks: [
      { label: 'msw is not installed', run: { absent: 'msw' } },
      { label: 'the root entry runs', run: ['node', 'check.mjs'] },
      { label: 'tsc --noEmit (root entry only)', run: ['tsc', '-p', 'tsconfig.json'] },
    ],
  },
];

/**
 * A consumer's package.json: each `@frontdesk/*` dependency given as `"tarball"` points at its packed
 * tarball (`file:`), and `overrides` replace the versions of the dependencies they name.
 *
 * @param {any} template the template's package.json
 * @param {Record<string, string>} tarballs package name to the tarball's absolute path
 * @param {Record<string, string>} [overrides] dependency name to version
 * @returns {any}
 */
export function consumerManifest(template, tarballs, overrides = {}) {
  const manifest = structuredClone(template);
  const unused = new Set(Object.keys(overrides));
  for (const field of ['dependencies', 'devDependencies']) {
    const deps = manifest[field];
    if (!deps) continue;
    for (const [name, range] of Object.entries(deps)) {
      if (name in overrides) {
        deps[name] = overrides[name];
        unused.delete(name);
      } else if (range === TARBALL) {
        const tarball = tarballs[name];
        if (!tarball) throw new Error(`${manifest.name}: no tarball for ${name} (packed: ${Object.keys(tarballs).join(', ') || 'none'})`);
        deps[name] = pathToFileURL(tarball).href.replace(/^file:\/\//, 'file:');
      }
    }
  }
  if (unused.size > 0) throw new Error(`${manifest.name}: overrides for dependencies it does not have: ${[...unused].join(', ')}`);
  return manifest;
}

/**
 * What a packed manifest still gets wrong for a registry install: a `workspace:` range left in any
 * dependency field (pnpm pack replaces them; npm cannot install them).
 *
 * @param {any} manifest a package.json read from a tarball
 * @returns {string[]} one message per problem
 */
export function packedManifestProblems(manifest) {
  const problems = [];
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (String(range).startsWith('workspace:')) problems.push(`${manifest.name}: ${field}.${name} is still "${range}"`);
    }
  }
  return problems;
}

/**
 * What is wrong with the declaration maps of an unpacked package (a tarball's `package/` folder): a
 * declaration file without its map, or a map whose `sources` are not files of the package. No
 * declaration file at all is a problem too.
 *
 * @param {string} dir the unpacked package
 * @param {string} name the package's name, for the messages
 * @returns {string[]} one message per problem
 */
export function declarationMapProblems(dir, name) {
  const problems = [];
  const files = (function walk(folder) {
    return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)],
    );
  })(dir);
  const declarations = files.filter((file) => /\.d\.c?ts$/.test(file));
  if (declarations.length === 0) problems.push(`${name}: no declaration files`);
  for (const file of declarations) {
    const shown = relative(dir, file);
    const comment = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(file, 'utf8'))?.[1];
    const map = comment && join(dirname(file), comment);
    if (!map || !existsSync(map)) {
      problems.push(`${name}: ${shown} has no declaration map`);
      continue;
    }
    const { sources = [], sourceRoot = '' } = JSON.parse(readFileSync(map, 'utf8'));
    if (sources.length === 0) problems.push(`${name}: ${relative(dir, map)} lists no sources`);
    for (const source of sources) {
      const path = resolve(dirname(map), sourceRoot, source);
      if (!path.startsWith(`${dir}${sep}`) || !existsSync(path)) {
        problems.push(`${name}: ${relative(dir, map)} names ${source}, which is not in the tarball`);
      }
    }
  }
  return problems;
}

/**
 * Runs `tasks` (functions returning promises), at most `limit` at a time; resolves with their results in order.
 *
 * @template T
 * @param {(() => Promise<T>)[]} tasks
 * @param {number} limit
 * @returns {Promise<T[]>}
 */
export async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
  return results;
}

/**
 * The environment for the temporary projects' commands: without what an outer `npm test` or `pnpm`
 * exported about the repository (its package, its workspace, its prefix), so that npm treats each
 * temporary folder as a project of its own. Registry, cache and proxy settings are kept.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string>}
 */
export function childEnv(env) {
  const dropped =
    /^(npm_package_|npm_lifecycle_|pnpm_|npm_config_(prefix|local_prefix|global|workspaces?|include_workspace_root|frozen_lockfile|node_linker|dir|recursive|filter)$)/i;
  /** @type {Record<string, string>} */
  const out = {};
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined || dropped.test(key) || key === 'INIT_CWD' || key === 'VITEST' || key.startsWith('VITEST_')) continue;
    out[key] = value;
  }
  out.npm_config_update_notifier = 'false';
  out.npm_config_fund = 'false';
  out.npm_config_audit = 'false';
  return out;
}

/** `12.3 s` */
export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

// ---------------------------------------------------------------------------------------------

/**
 * Runs a command; resolves with its exit code, combined output and duration (never rejects). The
 * timeout only stops a command that hangs: a type-check of a consumer took over 180 s on a machine
 * running three test suites at once, so it is far above any normal run.
 */
function run(cmd, args, { cwd, env, timeoutMs = 900_000 }) {
  const startedAt = Date.now();
  return new Promise((done) => {
    let output = '';
    let child;
    try {
      child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    } catch (error) {
      done({ code: 1, output: startFailure(cmd, error), ms: Date.now() - startedAt });
      return;
    }
    const timer = setTimeout(() => {
      output += `\n(timed out after ${seconds(timeoutMs)})`;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `\n${startFailure(cmd, error)}`));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      done({ code: code ?? (signal ? 1 : 0), output, ms: Date.now() - startedAt });
    });
  });
}

function indent(text, lines = 60) {
  const all = text.trim().split('\n');
  const shown = all.length > lines ? [`... (${all.length - lines} lines above)`, ...all.slice(-lines)] : all;
  return shown.map((line) => `      ${line}`).join('\n');
}

/** The declaration maps in a folder and its subfolders. */
function countMaps(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile() && /\.d\.c?ts\.map$/.test(entry.name))
    .length;
}

/** The JS file of an installed package's bin, resolved from `dir` (run with this Node, no shims). */
function binPath(dir, pkgName, binName) {
  const pkgDir = join(dir, 'node_modules', pkgName);
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const rel = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin?.[binName];
  if (!rel) throw new Error(`${pkgName} has no bin ${binName}`);
  return join(pkgDir, rel);
}

async function main() {
  const keep = process.argv.includes('--keep');
  const onlyArg = process.argv.indexOf('--only');
  const only = onlyArg === -1 ? undefined : new Set((process.argv[onlyArg + 1] ?? '').split(','));
  const unknown = only ? [...only].filter((name) => !CONSUMERS.some((consumer) => consumer.name === name)) : [];
  if (unknown.length > 0) {
    console.error(`consumers: no project ${unknown.join(', ')} (projects: ${CONSUMERS.map((consumer) => consumer.name).join(', ')})`);
    process.exit(2);
  }
  const started = Date.now();
  const env = childEnv(process.env);
  const failures = [];
  const line = (ok, what, ms, output) => {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${ms === undefined ? '' : ` (${seconds(ms)})`}`);
    if (!ok && output) console.log(indent(output));
    if (!ok) failures.push(what);
  };

  // The packages and their build output.
  const packagesDir = join(repoRoot, 'packages');
  const packages = readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(packagesDir, entry.name, 'package.json')))
    .map((entry) => ({
      dir: join(packagesDir, entry.name),
      manifest: JSON.parse(readFileSync(join(packagesDir, entry.name, 'package.json'), 'utf8')),
    }))
    .filter((pkg) => !pkg.manifest.private);
  const unbuilt = packages.filter((pkg) => !existsSync(join(pkg.dir, 'dist')));
  if (unbuilt.length > 0) {
    line(false, `dist: missing in ${unbuilt.map((pkg) => pkg.manifest.name).join(', ')}; run \`npm run build\` first`);
    process.exit(1);
  }

  // The registry: npm's configured one, probed first; unreachable is a failure, not a skip.
  const registry = (
    spawnSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8', env, shell: process.platform === 'win32' }).stdout || ''
  )
    .trim()
    .replace(/\/?$/, '/');
  const probeUrl = new URL('-/ping', registry || 'https://registry.npmjs.org/').href;
  try {
    const response = await fetch(probeUrl, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    line(
      false,
      `registry: ${probeUrl} did not answer (${error.cause?.code ?? error.cause?.errors?.[0]?.code ?? error.message}); the consumer projects need it to install react, vite, msw...`,
    );
    process.exit(1);
  }

  const work = realpathSync(mkdtempSync(join(tmpdir(), 'frontdesk-consumers-')));
  console.log(`consumers: working in ${work}`);
  try {
    // 1. Pack every public package (pnpm pack: `workspace:` ranges become versions).
    const pnpm = findPnpm({ env });
    const tarballs = {};
    const packed = await pool(
      packages.map((pkg) => async () => {
        const dest = join(work, 'tarballs', pkg.manifest.name.replace(/^@/, '').replace('/', '-'));
        mkdirSync(dest, { recursive: true });
        const result = await run(pnpm[0], [...pnpm.slice(1), 'pack', '--pack-destination', dest], { cwd: pkg.dir, env });
        const file = existsSync(dest) ? readdirSync(dest).find((name) => name.endsWith('.tgz')) : undefined;
        if (result.code !== 0 || !file) return { ok: false, pkg, result };
        tarballs[pkg.manifest.name] = join(dest, file);
        return { ok: true, pkg, result };
      }),
      availableParallelism(),
    );
    const packMs = Math.max(...packed.map((p) => p.result.ms));
    const packFailed = packed.filter((p) => !p.ok);
    for (const p of packFailed) line(false, `pack ${p.pkg.manifest.name}`, p.result.ms, p.result.output);
    if (packFailed.length === 0) {
      const problems = [];
      for (const [name, file] of Object.entries(tarballs)) {
        const listed = spawnSync('tar', ['-xzOf', file, 'package/package.json'], { encoding: 'utf8' });
        if (listed.status !== 0) problems.push(`${name}: cannot read package.json from ${file}`);
        else problems.push(...packedManifestProblems(JSON.parse(listed.stdout)));
      }
      line(problems.length === 0, `pack: ${packages.length} tarballs, no workspace: range left`, packMs, problems.join('\n'));
      const mapProblems = [];
      let maps = 0;
      for (const [name, file] of Object.entries(tarballs)) {
        const unpacked = join(dirname(file), 'unpacked');
        mkdirSync(unpacked, { recursive: true });
        const extracted = spawnSync('tar', ['-xzf', file, '-C', unpacked], { encoding: 'utf8' });
        if (extracted.status !== 0) mapProblems.push(`${name}: cannot unpack ${file}: ${extracted.stderr}`);
        else mapProblems.push(...declarationMapProblems(join(unpacked, 'package'), name));
        maps += extracted.status === 0 ? countMaps(join(unpacked, 'package')) : 0;
      }
      line(
        mapProblems.length === 0,
        `pack: ${maps} declaration maps, every source they name is in its tarball`,
        undefined,
        mapProblems.join('\n'),
      );
    }
    if (failures.length > 0) return;

    // 2. The projects, installed in parallel (npm's shared cache; --prefer-offline skips revalidating what it has).
    const consumers = CONSUMERS.filter((consumer) => !only || only.has(consumer.name)).map((consumer) => {
      const dir = join(work, consumer.name);
      cpSync(join(repoRoot, 'compat/consumers', consumer.template), dir, {
        recursive: true,
        filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
      });
      const template = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      writeFileSync(join(dir, 'package.json'), `${JSON.stringify(consumerManifest(template, tarballs, consumer.overrides), null, 2)}\n`);
      return { ...consumer, dir };
    });
    const installs = await pool(
      consumers.map(
        (consumer) => () =>
          run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', '--no-package-lock'], {
            cwd: consumer.dir,
            env,
          }),
      ),
      consumers.length,
    );
    for (const [i, consumer] of consumers.entries()) {
      line(installs[i].code === 0, `${consumer.name}: npm install`, installs[i].ms, installs[i].output);
    }

    // 3. The checks: one consumer's in order, two consumers at a time (vite and tsc use a core each).
    const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
    const results = await pool(
      consumers.map((consumer, i) => async () => {
        const lines = [];
        if (installs[i].code !== 0) return lines;
        for (const check of consumer.checks) {
          const what = `${consumer.name}: ${check.label}`;
          if (!Array.isArray(check.run)) {
            const present = existsSync(join(consumer.dir, 'node_modules', check.run.absent));
            lines.push([!present, what, undefined, present ? `node_modules/${check.run.absent} exists` : '']);
            continue;
          }
          const [head, ...args] = check.run;
          let argv;
          try {
            argv =
              head === 'node'
                ? args
                : head === 'tsc'
                  ? [tsc, ...args]
                  : head === 'script'
                    ? [join(repoRoot, 'scripts', args[0]), ...args.slice(1)]
                    : [binPath(consumer.dir, ...head.split(':')), ...args];
          } catch (error) {
            lines.push([false, what, undefined, String(error)]);
            continue;
          }
          const result = await run(process.execPath, argv, { cwd: consumer.dir, env });
          const output = result.output.trim();
          lines.push([result.code === 0, what, result.ms, result.code === 0 ? '' : output]);
          // The runtime checks print one summary line: show it.
          if (result.code === 0 && (head === 'node' || head === 'script') && output)
            lines.push([true, `${consumer.name}:   ${output.split('\n').at(-1)}`]);
        }
        return lines;
      }),
      2,
    );
    for (const lines of results) for (const [ok, what, ms, output] of lines) line(ok, what, ms, output);
  } finally {
    const ok = failures.length === 0;
    console.log(
      `consumers: ${ok ? 'all passed' : `${failures.length} failed (${failures.join('; ')})`} in ${seconds(Date.now() - started)}`,
    );
    if (keep || !ok) console.log(`consumers: kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
    process.exitCode = ok ? 0 : 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
