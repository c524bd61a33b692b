import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installCommand, officialImportsOf, updateManifest } from '../src/package-json.js';

describe('officialImportsOf', () => {
  it('finds imports, requires and import() of the official packages (subpaths too), not comments or strings', () => {
    const text = `// import { x } from '@wix/members';
import { createClient } from '@wix/sdk';
import type { plans } from '@wix/pricing-plans/meta';
const { bookings } = require('@wix/bookings');
const lazy = () => import('@wix/identity');
import { media } from '@wix/sdk-react';
const text = "from '@wix/redirects'";`;
    expect([...officialImportsOf(text)].sort()).toEqual(['@wix/bookings', '@wix/identity', '@wix/pricing-plans', '@wix/sdk']);
  });
});

describe('updateManifest', () => {
  const manifest = `{
    "name": "shop",
    "dependencies": {
        "@wix/pricing-plans": "^1.0.394",
        "@wix/sdk": "^1.21.16",
        "next": "16.4.6"
    },
    "devDependencies": { "@wix/members": "^1.0.519" }
}
`;

  it('takes out what was replaced, adds the Frontdesk packages sorted, keeps the indentation and final newline', () => {
    const update = updateManifest(manifest, new Set(['@wix/sdk', '@wix/pricing-plans', '@wix/members']), new Set(), {
      '@frontdesk/core': '^0.4.0',
      '@frontdesk/plans': '^0.4.0',
    });
    expect(update.removed).toEqual(['@wix/members', '@wix/pricing-plans', '@wix/sdk']);
    expect(update.added).toEqual({ '@frontdesk/core': '^0.4.0', '@frontdesk/plans': '^0.4.0' });
    expect(update.text).toBe(`{
    "name": "shop",
    "dependencies": {
        "@frontdesk/core": "^0.4.0",
        "@frontdesk/plans": "^0.4.0",
        "next": "16.4.6"
    },
    "devDependencies": {}
}
`);
  });

  it('keeps an official package a file still imports, and a Frontdesk package listed already', () => {
    const update = updateManifest(manifest, new Set(['@wix/sdk', '@wix/pricing-plans']), new Set(['@wix/sdk']), {
      '@frontdesk/core': '^0.4.0',
    });
    expect(update.removed).toEqual(['@wix/pricing-plans']);
    expect(update.kept).toEqual(['@wix/sdk']);
    const again = updateManifest(update.text, new Set(['@wix/sdk']), new Set(['@wix/sdk']), { '@frontdesk/core': '^0.5.0' });
    expect(again.text).toBe(update.text);
    expect(again.added).toEqual({});
  });
});

describe('installCommand', () => {
  const root = mkdtempSync(join(tmpdir(), 'frontdesk-migrate-install-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('follows the lockfile found at or above the package', () => {
    const cases: [lockfile: string, command: string][] = [
      ['pnpm-lock.yaml', 'pnpm install'],
      ['yarn.lock', 'yarn install'],
      ['bun.lock', 'bun install'],
      ['package-lock.json', 'npm install'],
    ];
    for (const [lockfile, command] of cases) {
      const dir = join(root, lockfile, 'apps', 'web');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(root, lockfile, lockfile), '');
      writeFileSync(join(dir, 'package.json'), '{}');
      expect(installCommand(join(dir, 'package.json'))).toBe(command);
    }
  });
});
