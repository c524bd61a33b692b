import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { apiKey, createClient } from '@frontdesk/core';
import { startEmulatorCli, type RunningCli } from '../../../../scripts/test/emulator-cli.js';

// The dashboard's browser tests' world: the built CLI (`npm run build` first: the CLI and the
// dashboard's app, dist/dashboard-app.js) and Chromium, shared by the tests of one file. Waits are
// for conditions, never for time.

/** Chromium's flags (Debian's package, headless, as CI runs it). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-sync',
];
/** Where each test's last page is saved (gitignored). */
const SCREENSHOTS = fileURLToPath(new URL('../../../../test-results/browser/', import.meta.url));
/** How long a condition may take to hold (live updates poll every 2 s). */
export const WAIT = { timeout: 10_000 };
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** One test file's emulator (the built CLI) and browser, set in `beforeAll`. */
export interface DashboardWorld {
  cli: RunningCli;
  browser: Browser;
}

/**
 * Starts the CLI and Chromium before the file's tests and stops them after; returns the world,
 * filled in once `beforeAll` ran.
 */
export function useDashboardWorld(): DashboardWorld {
  const world = {} as DashboardWorld;
  beforeAll(async () => {
    const launching = chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    launching.catch(() => undefined);
    world.cli = await startEmulatorCli();
    world.browser = await launching;
  });
  afterAll(async () => {
    await world.browser?.close();
    world.cli?.child.kill();
  });
  return world;
}

/** The site owner's SDK client (no retries: a fault is seen at once). */
export const ownerOf = (cli: RunningCli) =>
  createClient({ baseUrl: cli.url, auth: apiKey({ apiKey: cli.apiKey, siteId: cli.siteId }), retry: false });

/** An admin API call from the test (not the page), with the emulator's answer as JSON. */
export async function adminCall(cli: RunningCli, path: string, body?: unknown): Promise<any> {
  const response = await fetch(`${cli.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return response.json();
}

/** One test's dashboard: a fresh context, the page open at `hash`. */
export async function openDashboard(world: DashboardWorld, hash = '', options: BrowserContextOptions = DESKTOP, url = world.cli.url) {
  const context = await world.browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${url}/${hash}`);
  await page.getByRole('heading', { level: 1, name: 'Frontdesk emulator' }).waitFor();
  return { page, context, errors };
}

/**
 * Runs `fn` with a dashboard on a freshly reset emulator; saves the last page as
 * test-results/browser/dashboard-<test>.png and closes the context, even when it fails.
 */
export async function withDashboard(
  world: DashboardWorld,
  hash: string,
  fn: (page: Page) => Promise<void>,
  options?: BrowserContextOptions,
): Promise<void> {
  await adminCall(world.cli, '/_emulator/reset', {});
  const { page, context, errors } = await openDashboard(world, hash, options);
  try {
    await fn(page);
    expect(errors).toEqual([]);
  } finally {
    const name = expect.getState().currentTestName?.split(' > ').at(-1)?.split(':')[0] ?? 'page';
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, `dashboard-${name.replace(/\W+/g, '-')}.png`), fullPage: true }).catch(() => undefined);
    await context.close();
  }
}

/** The text of a table's cell in the row that contains `rowText`, under the column `column`. */
export async function cell(page: Page, table: string, rowText: string | RegExp, column: string): Promise<string> {
  const grid = page.getByRole('table', { name: table });
  const headers = await grid.locator('thead th').allInnerTexts();
  const index = headers.indexOf(column);
  expect(index, `column ${column} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return grid.locator('tbody tr').filter({ hasText: rowText }).first().locator('td').nth(index).innerText();
}

/** True when the page has no horizontal scroll. */
export const fitsWidth = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
