import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Request } from 'playwright-core';
import { expect } from 'vitest';
import { createEmulator, DEMO_CLIENT_ID, type Emulator, type EmulatorOptions, type EmulatorServer } from '@frontdesk/emulator';
import { appPage, bundleApp, REPO_ROOT } from './bundle.js';
import { startStaticServer, type StaticFile, type StaticSite } from './static-server.js';

export { appPage, bundleApp, REPO_ROOT } from './bundle.js';
export { startStaticServer, type StaticFile, type StaticSite } from './static-server.js';

/** Where each test's last page is saved as `<test name>.png` (gitignored). */
export const SCREENSHOT_DIR = join(REPO_ROOT, 'test-results', 'browser');

/** Chromium's flags for the tests: headless, no sandbox (containers), nothing that calls home. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Options of {@link startBrowserHarness}. */
export interface HarnessOptions {
  /** The app's browser entry (TypeScript): absolute path or file URL. Bundled once with esbuild. */
  entry: string | URL;
  /** `@frontdesk/*` from the packages' sources (default: no build step needed) or their built `dist`. */
  resolve?: 'src' | 'dist';
  /** The app's page title. */
  title?: string;
  /** Extra values for `window.__HARNESS__` (besides `emulatorUrl`, `appOrigin`, `clientId`). */
  config?: Record<string, unknown>;
  /** Extra files served on the app's origin (path → content). */
  files?: Record<string, StaticFile>;
  /** Options of `createEmulator` (default: the demo seed, real clock). */
  emulator?: EmulatorOptions;
  /** The global the app exposes its functions as (`expose()` in `page-runtime.ts`). Default `frontdesk`. */
  globalName?: string;
}

/** A request the browser sent (any page, frame or tab of the test's context). */
export interface RecordedRequest {
  method: string;
  url: URL;
  /** The body as sent, if any. */
  body: string | undefined;
  resourceType: string;
  /** A document load (page or frame navigation). */
  navigation: boolean;
  /** Sent by a top-level page (not a frame). */
  mainFrame: boolean;
}

/** Options of `harness.run`. */
export interface RunOptions {
  /** The screenshot's name; default the current test's full name. */
  name?: string;
  /** Reset the emulator to its seed first. Default true. */
  reset?: boolean;
  /** Options of the browser context (one per test). */
  context?: BrowserContextOptions;
  /** Where the first page starts, on the app's origin; `null` leaves it blank. Default `/`. */
  startAt?: string | null;
  /**
   * Fail after this long with the pages' text (before the test runner's own timeout, which would
   * report nothing about the browser). Default 50 000 ms.
   */
  timeoutMs?: number;
  /** Playwright's default time limit for each wait and action. Default 15 000 ms. */
  actionTimeoutMs?: number;
}

/** One test's browser: a fresh context (cookies, storage) with its pages, console and requests. */
export interface BrowserTest {
  readonly context: BrowserContext;
  /** The first page (tab). */
  readonly page: Page;
  /** `console.error` calls and uncaught exceptions of every page and frame: `[url] text`. */
  readonly consoleErrors: string[];
  /**
   * The browser's own "Failed to load resource" console errors (4xx/5xx answers, refused loads):
   * kept apart, since many are expected (a wrong password is a 401).
   */
  readonly resourceErrors: string[];
  /** Every request of the context, in order. */
  readonly requests: RecordedRequest[];
  /** The page the test touched last (navigated, opened, called): screenshotted at the end. */
  readonly lastPage: Page;
  /** Opens a new tab on the app at `path` (default `/`) and waits until the app is ready. */
  open(path?: string): Promise<Page>;
  /** Navigates `page` to the app's `path` and waits until the app is ready. */
  goto(page: Page, path?: string): Promise<void>;
  /** Waits until `page` is on the app's origin (at `path`, if given) with the app ready. */
  waitForApp(page: Page, path?: string): Promise<void>;
  /** Waits until `page` is on the emulator's origin at `path`. */
  waitForEmulator(page: Page, path: string): Promise<void>;
  /** Calls `window.<globalName>[method](...args)` in `page` and returns its (serialisable) result. */
  call<T = any>(page: Page, method: string, ...args: unknown[]): Promise<T>;
  /** The JSON bodies of the `POST /oauth2/token` requests the browser sent to the emulator. */
  tokenRequests(): Record<string, unknown>[];
  /** Fills and submits the emulator's hosted sign-in form (labelled Email and Password). */
  signInOnHostedPage(page: Page, credentials: { email: string; password: string }): Promise<void>;
}

/** What {@link startBrowserHarness} returns: one emulator, one app origin and one browser per test file. */
export interface BrowserHarness {
  /** The in-process emulator behind `emulatorUrl` (outbox, identity, state, faults...). */
  readonly emulator: Emulator;
  /** `http://127.0.0.1:<port>`. */
  readonly emulatorUrl: string;
  /** The app's origin: the bundled app at every path (`/`, `/callback`, ...), plus `/app.js`. */
  readonly app: StaticSite;
  readonly browser: Browser;
  /** Serves more files on another origin (closed with the harness). */
  startSite(files: Record<string, StaticFile>, options?: { fallback?: string }): Promise<StaticSite>;
  /** Runs a test in a fresh context; on failure adds the pages' text and console errors to the error. */
  run<T>(fn: (t: BrowserTest) => Promise<T>, options?: RunOptions): Promise<T>;
  /** Closes the browser, the servers and the emulator. */
  close(): Promise<void>;
}

/** The current test's name as a file name. */
function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 120) || 'test'
  );
}

async function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([promise, new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** The text of every open page, for failure messages. */
async function describePages(pages: Page[], consoleErrors: string[], resourceErrors: string[]): Promise<string> {
  const parts: string[] = [];
  for (const [index, page] of pages.entries()) {
    const text = await withTimeout(
      page.evaluate(() => document.body?.innerText ?? '(no body)').catch((error: Error) => `(unreadable: ${error.message.split('\n')[0]})`),
      2000,
      '(no answer)',
    );
    const clipped = text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
    parts.push(`[page ${index + 1}] ${page.url()}\n${clipped.trim() || '(empty)'}`);
  }
  if (parts.length === 0) parts.push('(no open page)');
  const list = (entries: string[]): string => (entries.length ? entries.join('\n') : '(none)');
  return `\n\n--- browser pages ---\n${parts.join('\n\n')}\n--- console errors ---\n${list(consoleErrors)}\n--- failed loads ---\n${list(resourceErrors)}`;
}

function recordRequest(request: Request): RecordedRequest {
  let mainFrame = false;
  try {
    mainFrame = request.frame().parentFrame() === null;
  } catch {
    // Service worker requests have no frame.
  }
  return {
    method: request.method(),
    url: new URL(request.url()),
    body: request.postData() ?? undefined,
    resourceType: request.resourceType(),
    navigation: request.isNavigationRequest(),
    mainFrame,
  };
}

/**
 * Starts everything a browser test file needs, once: the standalone emulator on `127.0.0.1:0`, the
 * app (bundled from `entry`) on another `127.0.0.1` port (so its origin differs from the emulator's,
 * as in production), and Chromium (`CHROMIUM_PATH`, default `/usr/bin/chromium`). Each test then gets
 * a fresh context through `run`.
 *
 * @example
 * ```ts
 * let h: BrowserHarness;
 * beforeAll(async () => (h = await startBrowserHarness({ entry: new URL('./browser/sign-in-app.ts', import.meta.url) })));
 * afterAll(() => h?.close());
 *
 * it('signs in', () => h.run(async (t) => {
 *   expect(await t.call(t.page, 'directLogin', DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD)).toMatchObject({ loggedIn: true });
 * }));
 * ```
 */
export async function startBrowserHarness(options: HarnessOptions): Promise<BrowserHarness> {
  const globalName = options.globalName ?? 'frontdesk';
  const cleanups: (() => Promise<unknown>)[] = [];
  const close = async (): Promise<void> => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };

  try {
    const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    if (!existsSync(executablePath)) {
      throw new Error(`Chromium not found at ${executablePath}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH`);
    }
    const emulator = createEmulator(options.emulator);
    cleanups.push(() => emulator.close());
    const [server, bundle, browser] = await Promise.all([
      emulator.listen({ port: 0, host: '127.0.0.1' }) as Promise<EmulatorServer>,
      bundleApp(options.entry, options.resolve),
      chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS }),
    ]);
    cleanups.push(() => browser.close());
    const emulatorUrl = server.url;
    const emulatorOrigin = new URL(emulatorUrl).origin;

    const app = await startStaticServer({ '/app.js': bundle, ...options.files }, { fallback: '/' });
    cleanups.push(() => app.close());
    const config = { ...options.config, emulatorUrl, appOrigin: app.origin, clientId: emulator.credentials.clientId ?? DEMO_CLIENT_ID };
    app.set('/', appPage(options.title ?? 'Frontdesk test app', config));

    const harness: BrowserHarness = {
      emulator,
      emulatorUrl,
      app,
      browser,
      async startSite(files, siteOptions = {}) {
        const site = await startStaticServer(files, siteOptions);
        cleanups.push(() => site.close());
        return site;
      },
      async run<T>(fn: (t: BrowserTest) => Promise<T>, runOptions: RunOptions = {}): Promise<T> {
        if (runOptions.reset !== false) emulator.reset();
        // The app's callback and origin are registered redirect URIs of its client (reset() forgets them).
        emulator.services.upsertOAuthClient({ id: config.clientId, redirectUris: [app.url('/callback'), app.url('/')] });
        const name = slug(runOptions.name ?? expect.getState().currentTestName ?? 'test');
        const context = await browser.newContext(runOptions.context);
        context.setDefaultTimeout(runOptions.actionTimeoutMs ?? 15_000);
        const screenshot = join(SCREENSHOT_DIR, `${name}.png`);
        const consoleErrors: string[] = [];
        const resourceErrors: string[] = [];
        const requests: RecordedRequest[] = [];
        let last: Page | undefined;
        const watch = (page: Page): void => {
          last = page;
          page.on('console', (message) => {
            if (message.type() !== 'error') return;
            const entry = `[${message.location().url || page.url()}] ${message.text()}`;
            (message.text().startsWith('Failed to load resource') ? resourceErrors : consoleErrors).push(entry);
          });
          page.on('pageerror', (error) => consoleErrors.push(`[${page.url()}] uncaught ${error.name}: ${error.message}`));
          page.on('framenavigated', (frame) => {
            if (frame === page.mainFrame()) last = page;
          });
          page.on('close', () => {
            if (last === page)
              last = context
                .pages()
                .filter((p) => p !== page)
                .at(-1);
          });
        };
        context.on('page', watch);
        context.on('request', (request) => requests.push(recordRequest(request)));

        const ready = async (page: Page, path?: string): Promise<void> => {
          await page.waitForURL((url) => url.origin === app.origin && (path === undefined || url.pathname === path));
          // Polled on a timer: animation frames stop in background tabs.
          await page.waitForFunction((global) => (window as any)[global]?.ready === true, globalName, { polling: 50 });
        };
        const first = await context.newPage().catch(async (error: unknown) => {
          await context.close().catch(() => undefined);
          throw error;
        });
        const t: BrowserTest = {
          context,
          page: first,
          consoleErrors,
          resourceErrors,
          requests,
          get lastPage() {
            return last ?? t.page;
          },
          async open(path = '/') {
            const page = await context.newPage();
            await t.goto(page, path);
            return page;
          },
          async goto(page, path = '/') {
            last = page;
            await page.goto(app.url(path));
            await ready(page, new URL(app.url(path)).pathname);
          },
          waitForApp: (page, path) => ready(page, path),
          waitForEmulator: (page, path) => page.waitForURL((url) => url.origin === emulatorOrigin && url.pathname === path),
          call(page, method, ...args) {
            last = page;
            return page.evaluate(
              ([global, name, values]) => {
                const api = (window as any)[global];
                if (typeof api?.[name] !== 'function') throw new Error(`window.${global}.${name} is not a function on ${location.href}`);
                return api[name](...values);
              },
              [globalName, method, args] as const,
            );
          },
          tokenRequests: () =>
            requests
              .filter((r) => r.method === 'POST' && r.url.origin === emulatorOrigin && r.url.pathname === '/oauth2/token')
              .map((r) => {
                try {
                  return JSON.parse(r.body ?? '{}') as Record<string, unknown>;
                } catch {
                  return Object.fromEntries(new URLSearchParams(r.body ?? ''));
                }
              }),
          async signInOnHostedPage(page, { email, password }) {
            last = page;
            await page.bringToFront(); // a background tab acts slowly (no animation frames)
            await page.getByLabel('Email').fill(email);
            await page.getByLabel('Password').fill(password);
            await page.getByRole('button', { name: 'Sign in' }).click();
          },
        };
        const timeoutMs = runOptions.timeoutMs ?? 50_000;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const deadline = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`The browser test did not finish within ${timeoutMs} ms`)), timeoutMs);
        });
        try {
          const body = async (): Promise<T> => {
            if (runOptions.startAt !== null) await t.goto(t.page, runOptions.startAt ?? '/');
            return fn(t);
          };
          const running = body();
          running.catch(() => undefined); // after the deadline, closing the context makes it fail too
          return await Promise.race([running, deadline]);
        } catch (error) {
          const details = `${await describePages(context.pages(), consoleErrors, resourceErrors)}\n--- screenshot ---\n${screenshot}`;
          if (error instanceof Error) error.message += details;
          else throw new Error(`${String(error)}${details}`);
          throw error;
        } finally {
          clearTimeout(timer);
          const page = t.lastPage;
          if (!page.isClosed()) {
            mkdirSync(SCREENSHOT_DIR, { recursive: true });
            await page.screenshot({ path: screenshot, timeout: 5000 }).catch(() => undefined);
          }
          await context.close().catch(() => undefined);
        }
      },
      close,
    };
    return harness;
  } catch (error) {
    await close();
    throw error;
  }
}
