import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { DEMO_API_KEY, DEMO_SITE_ID } from '../src/index.js';

let bundle: Promise<string> | undefined;
let bundleDir: string | undefined;

/**
 * The `frontdesk-emulator` CLI bundled from the current sources (one file, built once per test
 * file): the tests run what the sources say, whatever `dist/` holds.
 */
export function cliBundle(): Promise<string> {
  bundle ??= (async () => {
    bundleDir = mkdtempSync(join(tmpdir(), 'frontdesk-cli-bundle-'));
    const outfile = join(bundleDir, 'cli.mjs');
    await build({
      entryPoints: [fileURLToPath(new URL('../src/cli.ts', import.meta.url))],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: ['msw', 'msw/*'],
      // Bundled CommonJS dependencies call `require`.
      banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
      logLevel: 'silent',
    });
    return outfile;
  })();
  return bundle;
}

/** Removes the bundle (call in `afterAll`). */
export function removeCliBundle(): void {
  if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
  bundle = undefined;
  bundleDir = undefined;
}

/** A running CLI child process. */
export interface CliProcess {
  url: string;
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stdout(): string;
  stderr(): string;
}

/** Runs the CLI (bundled) and waits for its URL; rejects with its output when it exits first. */
export async function startCli(args: string[]): Promise<CliProcess> {
  const child = spawn(process.execPath, [await cliBundle(), '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = /listening on (http:\/\/\S+)/.exec(stdout);
      if (match) {
        child.stdout.off('data', onData);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', onData);
    void exited.then(({ code, signal }) => reject(new Error(`CLI exited (${code ?? signal}) before listening:\n${stdout}\n${stderr}`)));
  });
  return { url, child, exited, stdout: () => stdout, stderr: () => stderr };
}

/** Runs the CLI to its end (for start-up failures): exit code and output. */
export async function runCliToExit(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [await cliBundle(), '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  return { code, stdout, stderr };
}

/** The demo owner's JSON headers. */
export const ownerJsonHeaders = { authorization: DEMO_API_KEY, 'wix-site-id': DEMO_SITE_ID, 'content-type': 'application/json' };

/** A JSON request to a running emulator; returns the status and the parsed body. */
export async function request(url: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: ownerJsonHeaders,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
