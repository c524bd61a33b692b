import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createEmulator, DEMO_CLIENT_ID, type Emulator, type EmulatorServer } from '@frontdesk/emulator';
// The identity package's browser harness: Chromium's flags and the screenshot folder.
import { CHROMIUM_ARGS, SCREENSHOT_DIR } from '../../../packages/identity/test/browser/harness.js';

const APP_ROOT = fileURLToPath(new URL('..', import.meta.url));
const NEXT_BIN = join(APP_ROOT, 'node_modules/next/dist/bin/next');
/** The tests' build folder (not `.next`, so a `next dev` beside them is left alone). */
const DIST_DIR = '.next-test';

/** One test file's world: the emulator, the store's production build served by `next start`, Chromium. */
export interface NextHarness {
  readonly emulator: Emulator;
  readonly emulatorUrl: string;
  /** `http://127.0.0.1:<port>`: the store. */
  readonly origin: string;
  readonly browser: Browser;
  /** How long `next build` took, in ms. */
  readonly buildMs: number;
  /** The store's URL of `path`. */
  url(path?: string): string;
  /** Runs one test in a fresh browser context, saving its last page as test-results/browser/next-<name>.png. */
  run<T>(name: string, fn: (t: { context: BrowserContext; page: Page; consoleErrors: string[] }) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs `next <args>` in the app's folder; resolves with its output when it exits with 0. */
function next(args: string[], env: Record<string, string>): { child: ChildProcess; done: Promise<string>; output(): string } {
  const child = spawn(process.execPath, [NEXT_BIN, ...args], {
    cwd: APP_ROOT,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: DIST_DIR, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const done = new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve(output) : reject(new Error(`next ${args[0]} exited with ${code ?? signal}:\n${output.slice(-4000)}`)),
    );
  });
  done.catch(() => undefined);
  return { child, done, output: () => output };
}

/** Waits until `url` answers (any status), or `exited` rejects. */
async function waitForServer(url: string, exited: Promise<string>, timeoutMs = 30_000): Promise<void> {
  let failed: unknown;
  exited.catch((error) => (failed = error));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (failed) throw failed;
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts the emulator in-process (demo seed), builds the store (`next build`, once per test file),
 * serves it with `next start` on a free port against the emulator, registers the store's redirect
 * URIs, and launches Chromium (`CHROMIUM_PATH`, default `/usr/bin/chromium`).
 */
export async function startNextStore(): Promise<NextHarness> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    if (!existsSync(executablePath))
      throw new Error(`Chromium not found at ${executablePath}: install Debian's chromium or set CHROMIUM_PATH`);
    if (!existsSync(NEXT_BIN)) throw new Error('Next.js is not installed: run `npm run pnpm -- install`');
    const emulator = createEmulator();
    cleanups.push(() => emulator.close());
    const launching = chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
    launching.catch(() => undefined);
    cleanups.push(async () => (await launching).close());
    const server = (await emulator.listen({ port: 0, host: '127.0.0.1' })) as EmulatorServer;
    const emulatorUrl = server.url.replace(/\/$/, '');

    const started = Date.now();
    await next(['build'], {}).done;
    const buildMs = Date.now() - started;

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const serving = next(['start', '--port', String(port), '--hostname', '127.0.0.1'], { FRONTDESK_BASE_URL: emulatorUrl });
    cleanups.push(async () => {
      if (serving.child.exitCode === null) {
        serving.child.kill('SIGTERM');
        await serving.done.catch(() => undefined);
      }
    });
    await waitForServer(`${origin}/_next/static/missing`, serving.done);
    const browser = await launching;

    const url = (path = '/') => new URL(path, origin).href;
    const harness: NextHarness = {
      emulator,
      emulatorUrl,
      origin,
      browser,
      buildMs,
      url,
      close,
      async run(name, fn) {
        emulator.reset();
        // The emulator sends codes and redirects only to registered URIs (as scripts/run.mjs does).
        const registered = await fetch(`${emulatorUrl}/_emulator/oauth-clients/${DEMO_CLIENT_ID}/redirect-uris`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ redirectUris: [url('/callback'), url('/')] }),
        });
        if (!registered.ok) throw new Error(`registering the redirect URIs: ${registered.status} ${await registered.text()}`);
        const context = await browser.newContext();
        context.setDefaultTimeout(15_000);
        const page = await context.newPage();
        const consoleErrors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
            consoleErrors.push(`[${page.url()}] ${message.text()}`);
        });
        page.on('pageerror', (error) => consoleErrors.push(`[${page.url()}] uncaught ${error.name}: ${error.message}`));
        const screenshot = join(SCREENSHOT_DIR, `next-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`);
        try {
          return await fn({ context, page, consoleErrors });
        } catch (error) {
          const text = await page.evaluate(() => document.body?.innerText ?? '').catch(() => '(unreadable)');
          if (error instanceof Error)
            error.message += `\n\n--- page ${page.url()} ---\n${text.slice(0, 2000)}\n--- console errors ---\n${consoleErrors.join('\n') || '(none)'}\n--- next start (last lines) ---\n${serving.output().slice(-3000)}\n--- screenshot ---\n${screenshot}`;
          throw error;
        } finally {
          mkdirSync(SCREENSHOT_DIR, { recursive: true });
          await page.screenshot({ path: screenshot, fullPage: true, timeout: 5000 }).catch(() => undefined);
          await context.close().catch(() => undefined);
        }
      },
    };
    return harness;
  } catch (error) {
    await close();
    throw error;
  }
}
