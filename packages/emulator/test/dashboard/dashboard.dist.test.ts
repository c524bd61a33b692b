import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// Runs in the `dist` project after `pnpm build`: the built package serves the dashboard (its page and
// its script, compiled by the same build) with nothing else installed or running.
const require = createRequire(import.meta.url);
type Root = typeof import('../../src/index.js');

async function servesDashboard(root: Root): Promise<void> {
  const emulator = root.createEmulator({ clock: '2026-03-01T09:00:00.000Z' });
  const page = await emulator.fetch('/', { headers: { accept: 'text/html' } });
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(await page.text()).toContain('<script src="/_emulator/dashboard/app.js" defer></script>');
  const script = await emulator.fetch('/_emulator/dashboard/app.js');
  expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  const source = await script.text();
  expect(() => new Function(source)).not.toThrow();
  expect(source).toContain('/_emulator/dashboard/changes');
  const summary = await (await emulator.fetch('/_emulator/dashboard/summary')).json();
  expect(summary.site.id).toBe(root.DEMO_SITE_ID);
  await emulator.close();
}

describe('the built dashboard', () => {
  it('is served by the ESM build', async () => {
    await servesDashboard((await import('../../dist/index.js')) as unknown as Root);
  });

  it('is served by the CommonJS build', async () => {
    await servesDashboard(require('@frontdesk/emulator') as Root);
  });
});
