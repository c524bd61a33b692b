import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// Runs in the `dist` project after `npm run build`: the built package serves the dashboard (its page
// shell and its React app, bundled by the same build into dist/dashboard-app.js) with nothing else
// installed or running.
const require = createRequire(import.meta.url);
type Root = typeof import('../../src/index.js');

async function servesDashboard(root: Root): Promise<void> {
  const emulator = root.createEmulator({ clock: '2026-03-01T09:00:00.000Z' });
  const page = await emulator.fetch('/', { headers: { accept: 'text/html' } });
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(await page.text()).toContain('<script type="module" src="/_emulator/dashboard/app.js"></script>');
  const script = await emulator.fetch('/_emulator/dashboard/app.js');
  expect(script.status).toBe(200);
  expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  const source = await script.text();
  expect(() => new Function(source)).not.toThrow();
  expect(source).toContain('/_emulator/dashboard/changes');
  // React is bundled in, for production: no import left for the browser to resolve, no dev build.
  expect(source).not.toMatch(/\bfrom\s*["']react/);
  expect(source).not.toContain('react-dom.development');
  // Kept by the browser and revalidated: an unchanged app answers 304 (Chromium then reuses its compiled code).
  expect(script.headers.get('cache-control')).toBe('no-cache');
  const etag = script.headers.get('etag')!;
  expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
  const again = await emulator.fetch('/_emulator/dashboard/app.js', { headers: { 'if-none-match': etag } });
  expect([again.status, await again.text()]).toEqual([304, '']);
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

describe('the library entries', () => {
  it('leave the dashboard app out: no React in index, msw, extend, their chunks or declarations', () => {
    const dist = new URL('../../dist/', import.meta.url);
    const files = readdirSync(dist).filter((name) => /\.(c?js|d\.c?ts)$/.test(name) && !['dashboard-app.js', 'cli.js'].includes(name));
    expect(files).toEqual(expect.arrayContaining(['index.js', 'index.cjs', 'index.d.ts', 'msw.js', 'extend.js']));
    for (const name of files) {
      const text = readFileSync(new URL(name, dist), 'utf8');
      expect(text, name).not.toMatch(/react-dom|createRoot|dashboard\/ui/);
    }
  });
});
