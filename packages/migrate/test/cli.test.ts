import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/index.js';
import { writeApp } from './helpers.js';

/** The command, as `npx @frontdesk/migrate` runs it, on a small app. */

const APP = {
  'src/client.ts': `import { createClient, OAuthStrategy } from '@wix/sdk';
import { plans } from '@wix/pricing-plans';

export const wixClient = createClient({ modules: { plans }, auth: OAuthStrategy({ clientId: 'x' }) });
`,
  'src/plans.ts': `import { wixClient } from './client';

export async function planNames() {
  const { items } = await wixClient.plans.queryPublicPlans().limit(5).find();
  return items.map((plan) => \`\${plan._id}: \${plan.name}\`);
}
`,
  'src/untouched.ts': 'export const answer = 42;\n',
};

async function run(args: string[], cwd: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (text) => out.push(text), err: (text) => err.push(text) }, cwd);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Every file of a folder with its content and modification time. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else out[path] = `${statSync(path).mtimeMs} ${readFileSync(path, 'utf8')}`;
    }
  };
  walk(dir);
  return out;
}

describe('frontdesk-migrate', () => {
  // No DOM or Node typings: a smaller program, and the conversion does not need them.
  const packageJson = { name: 'app', dependencies: { '@wix/pricing-plans': '^1.0.394', '@wix/sdk': '^1.21.16' } };
  const dir = writeApp('cli', APP, packageJson, { lib: ['ES2022'], types: [] });

  it('explains itself, and refuses unknown options', async () => {
    const help = await run(['--help'], dir);
    expect(help.code).toBe(0);
    expect(help.out).toContain('Usage: npx @frontdesk/migrate [paths...]');
    const bad = await run(['--frobnicate'], dir);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('unknown option --frobnicate');
  });

  it('with --dry prints the diff and the report, and changes no file', async () => {
    const before = snapshot(dir);
    const { code, out } = await run(['--dry'], dir);
    expect(code).toBe(0);
    expect(snapshot(dir)).toEqual(before);
    expect(out).toContain('--- a/src/plans.ts\n+++ b/src/plans.ts');
    expect(out).toContain('+  const { items } = await queryPublicPlans(wixClient, { paging: { limit: 5 } });');
    expect(out).toContain('-    "@wix/sdk": "^1.21.16"');
    expect(out).toContain('Would change 2 files of 3 examined; 3 of 3 official call sites converted (100%).');
    expect(out).toContain('Next: run `npm install` to install the new dependencies.');
  });

  it('converts in place, and reports as JSON', async () => {
    const { code, out } = await run(['src', '--json'], dir);
    expect(code).toBe(0);
    const report = JSON.parse(out);
    expect(report.callSites).toEqual({ total: 3, converted: 3 });
    expect(report.files.filter((file: { changed: boolean }) => file.changed).map((file: { file: string }) => file.file)).toEqual([
      'src/client.ts',
      'src/plans.ts',
    ]);
    expect(report.install).toBe('npm install');
    expect(readFileSync(join(dir, 'src/plans.ts'), 'utf8')).toContain("import { queryPublicPlans } from '@frontdesk/plans';");
    expect(readFileSync(join(dir, 'src/untouched.ts'), 'utf8')).toBe(APP['src/untouched.ts']);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    expect(Object.keys(manifest.dependencies)).toEqual(['@frontdesk/core', '@frontdesk/plans']);
    // A second run changing nothing is checked on the fixture apps (test/fixtures.test.ts and each app's test).
  });
});
