#!/usr/bin/env node
// The one way every script in the repository runs pnpm, on a machine that has only Node and npm:
//
//   node scripts/pnpm.mjs <pnpm arguments>    runs pnpm (the root package.json's `npm run pnpm -- ...`)
//
// Which pnpm (`findPnpm`): the command a parent script already found (FRONTDESK_PNPM, so a script
// started by `npm test` does not look again), else a global pnpm 10 on PATH, else the version of
// the root package.json's `packageManager` fetched once with npx and run with this Node. Nothing
// here ever runs a bare `pnpm` that may not exist: a machine without it gets the npx copy.
//
// `runCommand` runs any command and, when it could not even start, says so with the command's name
// and the reason (`could not start pnpm: it is not installed or not on PATH (ENOENT)`), never an
// empty message.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The variable through which a script hands the pnpm it found to the scripts it starts. */
export const PNPM_ENV = 'FRONTDESK_PNPM';

/** The pnpm version the repository asks for (`packageManager` in the root package.json). */
export function pinnedPnpmVersion() {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return /^pnpm@(.+)$/.exec(manifest.packageManager ?? '')?.[1] ?? '10.34.9';
}

/**
 * Why a command could not be started, as a sentence naming it: `error` is the `error` of a
 * `spawnSync` result or the `'error'` event of a child process.
 *
 * @param {string} command
 * @param {NodeJS.ErrnoException} error
 * @returns {string}
 *
 * @example
 * startFailure('pnpm', spawnSync('pnpm', ['--version']).error); // 'could not start pnpm: it is not installed or not on PATH (ENOENT)'
 */
export function startFailure(command, error) {
  const code = error.code ? ` (${error.code})` : '';
  if (error.code === 'ENOENT') return `could not start ${command}: it is not installed or not on PATH${code}`;
  if (error.code === 'EACCES') return `could not start ${command}: permission denied${code}`;
  if (error.code === 'ETIMEDOUT') return `${command} did not finish in time${code}`;
  return `could not start ${command}: ${error.message || 'unknown error'}${code}`;
}

/**
 * Runs a command to its end and returns its exit status and its output (stdout then stderr, or, when
 * it could not start or was stopped, the reason in words). Never throws.
 *
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ cwd?: string, env?: Record<string, string | undefined>, timeout?: number, stdio?: 'pipe' | 'inherit' }} [options]
 * @returns {{ ok: boolean, status: number | null, output: string }}
 *
 * @example
 * const { ok, output } = runCommand('git', ['status', '--short']);
 */
export function runCommand(command, args, { cwd = root, env = process.env, timeout, stdio = 'pipe' } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    env,
    timeout,
    encoding: 'utf8',
    stdio: stdio === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    shell: process.platform === 'win32',
  });
  const lines = [`${result.stdout ?? ''}${result.stderr ?? ''}`.trim()];
  if (result.error) lines.push(startFailure(command, result.error));
  else if (result.status === null && result.signal) lines.push(`${command} was stopped by ${result.signal}`);
  return { ok: result.status === 0 && !result.error, status: result.status, output: lines.filter(Boolean).join('\n') };
}

/** @type {string[] | undefined} */
let found;

/**
 * The command line that runs pnpm here: `[command, ...leading arguments]`. Looked up once per process
 * (see the top of this file for the order).
 *
 * @param {{ env?: Record<string, string | undefined> }} [options]
 * @returns {string[]}
 *
 * @example
 * const [command, ...pre] = findPnpm();
 * spawnSync(command, [...pre, 'install'], { stdio: 'inherit' });
 */
export function findPnpm({ env = process.env } = {}) {
  if (found) return found;
  const handed = parseHanded(env[PNPM_ENV]);
  if (handed) return (found = handed);
  const version = pinnedPnpmVersion();
  // A corepack shim may try to download pnpm: never let it prompt, nor wait on it for long.
  const global = runCommand('pnpm', ['--version'], { env: { ...env, COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' }, timeout: 60_000 });
  if (global.ok && /^10\./.test(global.output.split('\n').pop() ?? '')) return (found = ['pnpm']);
  return (found = npxPnpm(version, env));
}

/**
 * pnpm fetched by npx (its cache, ~/.npm/_npx), then run with this Node from where npx put it: a
 * second npx for every pnpm command would cost a second or two each. Where that path cannot be read
 * (no POSIX shell), every command goes through npx.
 */
function npxPnpm(version, env) {
  const viaNpx = ['npx', '-y', `pnpm@${version}`];
  if (process.platform === 'win32') return viaNpx;
  const located = runCommand('npx', ['-y', '-p', `pnpm@${version}`, '-c', 'command -v pnpm'], { env, timeout: 300_000 });
  const shim = located.ok ? located.output.split('\n').pop()?.trim() : undefined;
  if (!shim || !existsSync(shim)) {
    console.warn(`pnpm ${version} could not be located through npx (${located.output || 'no output'}); running it with npx each time`);
    return viaNpx;
  }
  const script = realpathSync(shim);
  const check = runCommand(process.execPath, [script, '--version'], { env });
  return check.ok && check.output.split('\n').pop() === version ? [process.execPath, script] : viaNpx;
}

/** A command line handed down in FRONTDESK_PNPM (a JSON array of strings), or undefined. */
function parseHanded(value) {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(value);
    if (Array.isArray(parsed) && parsed.length > 0 && parsed.every((part) => typeof part === 'string' && part !== '')) return parsed;
  } catch {
    // Not ours: look again.
  }
  return undefined;
}

/**
 * The environment pnpm itself runs in: `env` with the pnpm found here handed down (FRONTDESK_PNPM),
 * and, when that pnpm is npx's copy, its folder first on PATH, so that a tool pnpm runs which starts
 * `pnpm` on its own (`changeset publish` does) gets this one rather than none.
 *
 * @param {Record<string, string | undefined>} [env]
 * @returns {Record<string, string | undefined>}
 *
 * @example
 * spawnSync(...findPnpm(), { env: pnpmEnv() });
 */
export function pnpmEnv(env = process.env) {
  const command = findPnpm({ env });
  const out = { ...env, [PNPM_ENV]: JSON.stringify(command) };
  const bin = command[0] === process.execPath ? join(dirname(command[1] ?? ''), '..', '..', '.bin') : undefined;
  if (bin && existsSync(join(bin, 'pnpm'))) {
    const key = Object.keys(out).find((name) => name.toUpperCase() === 'PATH') ?? 'PATH';
    out[key] = [bin, out[key]].filter(Boolean).join(delimiter);
  }
  return out;
}

/**
 * Runs pnpm with `args` to its end; returns what {@link runCommand} returns.
 *
 * @param {readonly string[]} args
 * @param {Parameters<typeof runCommand>[2]} [options]
 *
 * @example
 * const pack = runPnpm(['pack', '--pack-destination', '/tmp/tarballs'], { cwd: 'packages/core' });
 * if (!pack.ok) console.error(pack.output);
 */
export function runPnpm(args, options = {}) {
  const [command, ...pre] = findPnpm({ env: options.env });
  const result = runCommand(command, [...pre, ...args], { ...options, env: pnpmEnv(options.env) });
  return command === 'pnpm' || result.ok
    ? result
    : { ...result, output: `${result.output}\n(pnpm was run as: ${[command, ...pre].join(' ')})`.trim() };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = runPnpm(process.argv.slice(2), { cwd: process.cwd(), stdio: 'inherit' });
  if (!result.ok && result.output) console.error(result.output);
  process.exitCode = result.status ?? 1;
}
