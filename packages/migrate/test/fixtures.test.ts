import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { convertedShare } from '../src/index.js';
import { officialImportsOf } from '../src/package-json.js';
import { REASONS } from '../src/reasons.js';
import { convertedApp } from './e2e.js';
import { APPS } from './global-setup.js';

/**
 * The measurement over the fixture apps (converted once by test/global-setup.ts; each app's run
 * against the emulator, before and after, is in its own test file): at least 95% of the official
 * call sites converted, every other one reported with its reason and the guide's section, no
 * official import left, and the figures the README states.
 */

const apps = APPS.map((app) => ({ app, ...convertedApp(app) }));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(m|c)?[jt]sx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the fixture apps', () => {
  it('have at least 95% of their official call sites converted, and every other one reported with its reason', () => {
    const total = apps.reduce((sum, app) => sum + app.callSites.total, 0);
    const converted = apps.reduce((sum, app) => sum + app.callSites.converted, 0);
    expect(total).toBeGreaterThan(50);
    expect(converted / total).toBeGreaterThanOrEqual(0.95);
    const { report } = inject('fixtures');
    expect(report.notConverted.length).toBeGreaterThanOrEqual(total - converted);
    for (const finding of [...report.notConverted, ...report.notes]) {
      expect(finding.url).toContain(`#${REASONS[finding.reason].section}`);
    }
  });

  it('import no official package once converted, and list the Frontdesk packages they import', () => {
    for (const { app, dir, packageJson } of apps) {
      for (const file of sourceFiles(dir)) expect([...officialImportsOf(readFileSync(file, 'utf8'))], file).toEqual([]);
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      expect(
        Object.keys(manifest.dependencies).filter((name) => name.startsWith('@wix/')),
        app,
      ).toEqual([]);
      expect(packageJson?.removed.length, app).toBeGreaterThan(0);
      for (const [name, range] of Object.entries(packageJson?.added ?? {}))
        expect(manifest.dependencies[name], `${app} ${name}`).toBe(range);
    }
  });

  it('are measured in the README as the tool measures them', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const { app, callSites, notConverted } of apps) {
      expect(readme).toContain(`| ${app} | ${callSites.total} | ${callSites.converted} | ${notConverted.length} |`);
    }
    const { report } = inject('fixtures');
    const { total, converted } = report.callSites;
    expect(readme).toContain(`Over the three apps: ${converted} of ${total} official call sites converted (${convertedShare(report)}%)`);
  });
});
