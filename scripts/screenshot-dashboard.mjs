// The emulator dashboard's screenshot in docs/emulator.md (docs/images/emulator-dashboard.png):
// starts the built emulator CLI (demo seed, in memory, a free port), sells the demo member the
// yearly plan so the overview has an order to count, opens the dashboard's overview in Chromium at
// 1280×800 and saves it. Rerun after a change to the dashboard:
//
//   npm run pnpm -- -F @frontdesk/emulator build && node scripts/screenshot-dashboard.mjs
//
// Chromium is Debian's (/usr/bin/chromium) or CHROMIUM_PATH.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'packages/emulator/dist/cli.js');
const output = join(root, 'docs/images/emulator-dashboard.png');
const DEMO_MEMBER_ID = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const YEARLY_PLAN_ID = '7d1c2b3a-4e5f-4a6b-8c7d-0e1f2a3b4c02';

/**
 * Starts the built CLI on a free port; resolves with the URL, site id and admin API key its banner
 * prints, and the process.
 *
 * @returns {Promise<{ url: string, siteId: string, apiKey: string, child: import('node:child_process').ChildProcess }>}
 */
function startCli() {
  if (!existsSync(cli))
    throw new Error('packages/emulator/dist/cli.js is missing: run `npm run pnpm -- -F @frontdesk/emulator build` first');
  const child = spawn(process.execPath, [cli, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolvePromise, reject) => {
    let out = '';
    const read = (chunk) => {
      out += chunk;
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      const siteId = /site id:\s+(\S+)/.exec(out)?.[1];
      const apiKey = /admin API key:\s+(\S+)/.exec(out)?.[1];
      if (url && siteId && apiKey) resolvePromise({ url, siteId, apiKey, child });
    };
    child.stdout.setEncoding('utf8').on('data', read);
    child.stderr.setEncoding('utf8').on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => reject(new Error(`the emulator exited (${code}) before listening:\n${out}`)));
  });
}

const emulator = await startCli();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const sold = await fetch(`${emulator.url}/pricing-plans/v2/checkout/orders/offline`, {
    method: 'POST',
    headers: { authorization: emulator.apiKey, 'wix-site-id': emulator.siteId, 'content-type': 'application/json' },
    body: JSON.stringify({ planId: YEARLY_PLAN_ID, memberId: DEMO_MEMBER_ID, paid: true }),
  });
  if (!sold.ok) throw new Error(`the demo order was refused: ${sold.status} ${await sold.text()}`);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${emulator.url}/`);
  await page.getByRole('link', { name: '1 orders' }).waitFor();
  await page.getByText('Next order payment:').waitFor();
  mkdirSync(dirname(output), { recursive: true });
  await page.screenshot({ path: output });
  console.log(`saved ${output.slice(root.length + 1)}`);
} finally {
  await browser.close();
  emulator.child.kill();
}
