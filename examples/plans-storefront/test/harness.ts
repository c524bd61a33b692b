import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { build, createServer, type Rollup } from 'vite';
import { expect } from 'vitest';
import { createEmulator, DEMO_CLIENT_ID, type Emulator, type EmulatorServer } from '@frontdesk/emulator';
// The identity package's browser harness: Chromium's flags, the screenshot folder, a static server.
import { CHROMIUM_ARGS, SCREENSHOT_DIR } from '../../../packages/identity/test/browser/harness.js';
import { startStaticServer, type StaticServerOptions } from '../../../packages/identity/test/browser/static-server.js';

const APP_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Where the storefront is served. */
export interface Site {
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string;
  /** `origin` + `path`. */
  url(path?: string): string;
  close(): Promise<void>;
}

/** Which app {@link startStorefront} serves (the plans storefront by default). */
export interface StorefrontOptions {
  /** The Vite app's folder (default: examples/plans-storefront). */
  appRoot?: string;
  /** Prefix of the failure screenshots' names (default `storefront`). */
  label?: string;
  /**
   * The app's own server routes for the production build (served before its static files), made
   * once the emulator's URL is known. The dev server (`STOREFRONT_TEST_SERVER=dev`) runs the app's
   * Vite plugins instead, with FRONTDESK_BASE_URL set to the emulator.
   */
  middleware?: (emulatorUrl: string) => NonNullable<StaticServerOptions['middleware']>;
}

/** One test file's world: the emulator, the storefront's production build, and Chromium. */
export interface StorefrontHarness {
  readonly emulator: Emulator;
  /** `http://127.0.0.1:<port>`: the platform the storefront talks to. */
  readonly emulatorUrl: string;
  /** The storefront, on its own port (another origin than the emulator, as in production). */
  readonly app: Site;
  readonly browser: Browser;
  /** How long the production build (or the dev server's start) took, in ms. */
  readonly buildMs: number;
  /** The newest email of `kind` (`verification-code`, `recovery`) to `to`, from the emulator's outbox over HTTP. */
  mail(to: string, kind: string): Promise<OutboxMessage>;
  /** Runs one test in a fresh browser context; see {@link StoreTest}. */
  run<T>(name: string, fn: (t: StoreTest) => Promise<T>, options?: { context?: BrowserContextOptions; timeoutMs?: number }): Promise<T>;
  close(): Promise<void>;
}

/** An email in the emulator's outbox (`GET /_emulator/outbox?to=`). */
export interface OutboxMessage {
  kind: string;
  subject: string;
  code?: string;
  link?: string;
}

/** One test's browser. */
export interface StoreTest {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Uncaught exceptions and `console.error`s of the store's pages (not failed loads). */
  readonly consoleErrors: string[];
  /** The pathnames of the requests the browser sent to the emulator, with their method. */
  readonly apiCalls: string[];
  /** Opens the store at `path`. */
  goto(path: string): Promise<void>;
  /** Waits until the page is the store at `path` (pathname, and the query when `path` has one). */
  waitForStore(path: string): Promise<URL>;
  /** Waits until the page is on the emulator (a hosted page) at `path`. */
  waitForEmulator(path: string): Promise<void>;
}

/** Sets environment variables while `fn` runs, then puts the previous values back. */
async function withEnv<T>(values: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const previous = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  Object.assign(process.env, values);
  try {
    return await fn();
  } finally {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/**
 * The production build in memory: path → file. Vitest sets NODE_ENV=test, which would give React's
 * development build: the build runs with NODE_ENV=production, as `vite build` from a shell does.
 */
async function buildStore(appRoot: string, emulatorUrl: string): Promise<Record<string, { body: string | Uint8Array }>> {
  const result = await withEnv({ VITE_FRONTDESK_BASE_URL: emulatorUrl, NODE_ENV: 'production' }, () =>
    build({ root: appRoot, logLevel: 'warn', build: { write: false, sourcemap: false } }),
  );
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const files: Record<string, { body: string | Uint8Array }> = {};
  for (const item of outputs.flatMap((o) => o.output)) {
    files[`/${item.fileName}`] = { body: item.type === 'chunk' ? item.code : item.source };
  }
  files['/'] = files['/index.html']!;
  return files;
}

/**
 * The storefront's Vite dev server (`STOREFRONT_TEST_SERVER=dev`): React's development build and
 * Strict Mode (effects run twice), to check the app there too. Slower to load than the build.
 */
async function devServer(appRoot: string, emulatorUrl: string): Promise<Site> {
  const server = await withEnv({ VITE_FRONTDESK_BASE_URL: emulatorUrl, FRONTDESK_BASE_URL: emulatorUrl }, async () => {
    const created = await createServer({
      root: appRoot,
      logLevel: 'warn',
      server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
    });
    return created.listen();
  });
  const origin = new URL(server.resolvedUrls!.local[0]!).origin;
  return { origin, url: (path = '/') => new URL(path, origin).href, close: () => server.close() };
}

function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100) || 'test'
  );
}

/** The text of every open page, the console errors, for a failure's message. */
async function describe(context: BrowserContext, consoleErrors: string[]): Promise<string> {
  const parts: string[] = [];
  for (const [index, page] of context.pages().entries()) {
    const text = await Promise.race([
      page.evaluate(() => document.body?.innerText ?? '(no body)').catch((error: Error) => `(unreadable: ${error.message.split('\n')[0]})`),
      new Promise<string>((resolve) => setTimeout(() => resolve('(no answer)'), 2000)),
    ]);
    parts.push(`[page ${index + 1}] ${page.url()}\n${text.length > 3000 ? `${text.slice(0, 3000)}…` : text.trim() || '(empty)'}`);
  }
  return `\n\n--- browser pages ---\n${parts.join('\n\n') || '(no open page)'}\n--- console errors ---\n${consoleErrors.join('\n') || '(none)'}`;
}

/**
 * Starts the emulator (demo seed, email verification on for sign-ups), builds the storefront for
 * production against it, serves the build from memory, and launches Chromium
 * (`CHROMIUM_PATH`, default `/usr/bin/chromium`).
 *
 * @example
 * ```ts
 * const h = await startStorefront();
 * await h.run('browse', async (t) => { await t.goto('/'); });
 * await h.close();
 * ```
 */
export async function startStorefront(options: StorefrontOptions = {}): Promise<StorefrontHarness> {
  const appRoot = options.appRoot ?? APP_ROOT;
  const label = options.label ?? 'storefront';
  const cleanups: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    if (!existsSync(executablePath)) {
      throw new Error(`Chromium not found at ${executablePath}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH`);
    }
    const emulator = createEmulator({ identity: { policy: { requireEmailVerification: true } } });
    cleanups.push(() => emulator.close());
    // Chromium starts while the store builds; closed on every path, a failed build included.
    const launching = chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
    launching.catch(() => undefined);
    cleanups.push(async () => (await launching).close());
    const server = (await emulator.listen({ port: 0, host: '127.0.0.1' })) as EmulatorServer;
    const emulatorUrl = server.url;
    const emulatorOrigin = new URL(emulatorUrl).origin;
    const started = Date.now();
    const dev = process.env.STOREFRONT_TEST_SERVER === 'dev';
    const files = dev ? undefined : await buildStore(appRoot, emulatorUrl);
    const buildMs = Date.now() - started;
    const middleware = options.middleware?.(emulatorUrl);
    const app = files
      ? await startStaticServer(files, { fallback: '/', ...(middleware ? { middleware } : {}) })
      : await devServer(appRoot, emulatorUrl);
    cleanups.push(() => app.close());
    const browser = await launching;

    const harness: StorefrontHarness = {
      emulator,
      emulatorUrl,
      app,
      browser,
      buildMs,
      close,
      async mail(to, kind) {
        for (let attempt = 0; attempt < 20; attempt++) {
          const response = await fetch(`${emulatorUrl}/_emulator/outbox?${new URLSearchParams({ to })}`);
          const { messages } = (await response.json()) as { messages: OutboxMessage[] };
          const found = messages.filter((m) => m.kind === kind).at(-1);
          if (found) return found;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error(`no ${kind} email to ${to} in the outbox`);
      },
      async run(name, fn, options = {}) {
        emulator.reset();
        // The app's callback and origin are registered redirect URIs of the demo client (its port is not the default).
        emulator.services.upsertOAuthClient({ id: DEMO_CLIENT_ID, redirectUris: [app.url('/callback'), app.url('/')] });
        const context = await browser.newContext(options.context);
        context.setDefaultTimeout(15_000);
        const page = await context.newPage();
        const consoleErrors: string[] = [];
        const apiCalls: string[] = [];
        const watch = (p: Page) => {
          p.on('console', (message) => {
            if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
              consoleErrors.push(`[${p.url()}] ${message.text()}`);
          });
          p.on('pageerror', (error) => consoleErrors.push(`[${p.url()}] uncaught ${error.name}: ${error.message}`));
        };
        context.on('page', watch);
        watch(page);
        context.on('request', (request) => {
          const url = new URL(request.url());
          if (url.origin === emulatorOrigin && request.method() !== 'OPTIONS') apiCalls.push(`${request.method()} ${url.pathname}`);
        });
        const storePath = (url: URL, path: string) => {
          const want = new URL(path, app.origin);
          return url.origin === app.origin && url.pathname === want.pathname && (!want.search || url.search === want.search);
        };
        const t: StoreTest = {
          context,
          page,
          consoleErrors,
          apiCalls,
          goto: async (path) => {
            await page.goto(app.url(path));
          },
          waitForStore: async (path) => {
            await page.waitForURL((url) => storePath(url, path));
            return new URL(page.url());
          },
          waitForEmulator: (path) => page.waitForURL((url) => url.origin === emulatorOrigin && url.pathname === path),
        };
        const screenshot = join(SCREENSHOT_DIR, `${label}-${slug(name)}.png`);
        const timeoutMs = options.timeoutMs ?? 50_000;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const deadline = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`The browser test did not finish within ${timeoutMs} ms`)), timeoutMs);
        });
        try {
          const running = fn(t);
          running.catch(() => undefined);
          return await Promise.race([running, deadline]);
        } catch (error) {
          const details = `${await describe(context, consoleErrors)}\n--- screenshot ---\n${screenshot}`;
          if (error instanceof Error) {
            error.message += details;
            throw error;
          }
          throw new Error(`${String(error)}${details}`);
        } finally {
          clearTimeout(timer);
          const last = context.pages().at(-1);
          if (last && !last.isClosed()) {
            mkdirSync(SCREENSHOT_DIR, { recursive: true });
            await last.screenshot({ path: screenshot, fullPage: true, timeout: 5000 }).catch(() => undefined);
          }
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

/** A locator's visible text, whitespace collapsed. */
export const text = async (locator: Locator): Promise<string> => (await locator.innerText()).replace(/\s+/g, ' ').trim();

/** The value shown for a term (`<dt>`) of a description list. */
export const fact = (scope: Locator | Page, term: string): Locator =>
  scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

/** Fails unless the page fits its screen's width (no sideways scrolling). */
export async function fitsWidth(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, `${page.url()} is ${scroll}px wide on a ${width}px screen`).toBeLessThanOrEqual(width);
}
