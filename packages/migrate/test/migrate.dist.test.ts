import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

type Migrate = typeof import('../src/index.js');

const here = fileURLToPath(new URL('.', import.meta.url));

/** The built dist as CommonJS (`require`) and as ESM (`import()`): a Node tool, it has no browser or `node` build apart. */
async function loadBothFormats(): Promise<[format: 'cjs' | 'esm', module: Migrate][]> {
  const dist = join(here, '..', 'dist');
  const cjs = createRequire(import.meta.url)(join(dist, 'index.cjs')) as Migrate;
  const esm = (await import(/* @vite-ignore */ new URL('../dist/index.js', import.meta.url).href)) as Migrate;
  return [
    ['cjs', cjs],
    ['esm', esm],
  ];
}

describe('@frontdesk/migrate dist', async () => {
  const formats = await loadBothFormats();

  it('exports the same API from both formats', () => {
    const [cjs, esm] = formats.map(([, module]) => module);
    expect(Object.keys(cjs!).sort()).toEqual(Object.keys(esm!).sort());
    expect(typeof cjs!.migrate).toBe('function');
  });

  it('converts a file with the CommonJS build (ts-morph loaded through require)', { timeout: 60_000 }, async () => {
    const cjs = formats.find(([format]) => format === 'cjs')![1];
    const dir = join(here, '.converted', 'dist-cjs');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), '{ "name": "app", "dependencies": { "@wix/sdk": "1" } }\n');
    writeFileSync(
      join(dir, 'tsconfig.json'),
      '{ "compilerOptions": { "strict": true, "lib": ["ES2022"], "types": [], "moduleResolution": "Bundler", "module": "ESNext" } }\n',
    );
    writeFileSync(
      join(dir, 'client.ts'),
      "import { ApiKeyStrategy, createClient } from '@wix/sdk';\nexport const owner = createClient({ auth: ApiKeyStrategy({ apiKey: 'k', siteId: 's' }) });\n",
    );
    const { report, changes } = await cjs.migrate({ cwd: dir, dry: true });
    expect(report.callSites).toEqual({ total: 2, converted: 2 });
    expect(changes.find((change) => change.file === 'client.ts')?.after).toBe(
      "import { apiKey, createClient } from '@frontdesk/core';\nexport const owner = createClient({ auth: apiKey({ apiKey: 'k', siteId: 's' }) });\n",
    );
  });

  it('runs as the frontdesk-migrate bin', () => {
    const bin = join(here, '..', 'bin', 'frontdesk-migrate.js');
    expect(execFileSync(process.execPath, [bin, '--version'], { encoding: 'utf8' }).trim()).toMatch(/^\d+\.\d+\.\d+/);
    expect(execFileSync(process.execPath, [bin, '--help'], { encoding: 'utf8' })).toContain('npx @frontdesk/migrate [paths...]');
  });
});
