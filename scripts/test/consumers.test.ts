// Tests of the packed-tarball consumer check's helpers (scripts/consumers.mjs). The whole run (pack,
// install from the registry, build and run the projects in compat/consumers/) is the script itself:
// `node scripts/consumers.mjs`. Run: `npx vitest run --project scripts`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONSUMERS, REACT_18, TARBALL, childEnv, consumerManifest, packedManifestProblems, pool } from '../consumers.mjs';

const templates = fileURLToPath(new URL('../../compat/consumers/', import.meta.url));

describe('consumerManifest', () => {
  const template = {
    name: 'app',
    dependencies: { '@frontdesk/core': TARBALL, react: '19.3.1' },
    devDependencies: { '@frontdesk/emulator': TARBALL, '@types/react': '19.3.0' },
  };
  const tarballs = { '@frontdesk/core': '/tmp/t/core-0.0.0.tgz', '@frontdesk/emulator': '/tmp/t/emulator-0.0.0.tgz' };

  it('points each @frontdesk dependency at its tarball and leaves the rest', () => {
    const manifest = consumerManifest(template, tarballs);
    expect(manifest.dependencies).toEqual({ '@frontdesk/core': 'file:/tmp/t/core-0.0.0.tgz', react: '19.3.1' });
    expect(manifest.devDependencies['@frontdesk/emulator']).toBe('file:/tmp/t/emulator-0.0.0.tgz');
    expect(template.dependencies['@frontdesk/core']).toBe(TARBALL);
  });

  it('applies overrides in whichever field has the dependency', () => {
    const manifest = consumerManifest(template, tarballs, { react: '18.3.1', '@types/react': '^18.3.0' });
    expect(manifest.dependencies.react).toBe('18.3.1');
    expect(manifest.devDependencies['@types/react']).toBe('^18.3.0');
  });

  it('refuses a package that was not packed, and an override of nothing', () => {
    expect(() => consumerManifest(template, { '@frontdesk/core': '/x.tgz' })).toThrow(/no tarball for @frontdesk\/emulator/);
    expect(() => consumerManifest(template, tarballs, { vite: '8.3.8' })).toThrow(/does not have: vite/);
  });
});

describe('packedManifestProblems', () => {
  it('names every workspace: range left', () => {
    const problems = packedManifestProblems({
      name: '@frontdesk/react',
      dependencies: { '@frontdesk/core': '^0.0.0' },
      peerDependencies: { '@frontdesk/plans': 'workspace:>=0.0.0 <1.0.0', react: '^18.0.0 || ^19.0.0' },
    });
    expect(problems).toEqual(['@frontdesk/react: peerDependencies.@frontdesk/plans is still "workspace:>=0.0.0 <1.0.0"']);
    expect(packedManifestProblems({ name: 'x' })).toEqual([]);
  });
});

describe('pool', () => {
  it('keeps the order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const task = (value: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((done) => setTimeout(done, 5 * (4 - value)));
      running--;
      return value;
    };
    expect(await pool([0, 1, 2, 3].map(task), 2)).toEqual([0, 1, 2, 3]);
    expect(most).toBe(2);
    expect(await pool([], 2)).toEqual([]);
  });
});

describe('childEnv', () => {
  it("drops the outer run's package and workspace settings, keeps registry, cache and PATH", () => {
    const env = childEnv({
      PATH: '/bin',
      npm_package_name: 'frontdesk',
      npm_lifecycle_event: 'test',
      npm_config_prefix: '/repo',
      npm_config_workspace: 'x',
      npm_config_registry: 'https://registry.example/',
      npm_config_cache: '/cache',
      INIT_CWD: '/repo',
      VITEST: 'true',
    });
    expect(env).toMatchObject({ PATH: '/bin', npm_config_registry: 'https://registry.example/', npm_config_cache: '/cache' });
    for (const key of ['npm_package_name', 'npm_lifecycle_event', 'npm_config_prefix', 'npm_config_workspace', 'INIT_CWD', 'VITEST']) {
      expect(env).not.toHaveProperty(key);
    }
  });
});

describe('CONSUMERS', () => {
  it('has a template with a package.json, and every file a check runs, for each project', () => {
    for (const consumer of CONSUMERS) {
      const dir = join(templates, consumer.template);
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      for (const check of consumer.checks) {
        if (!Array.isArray(check.run)) continue;
        const file = check.run[0] === 'node' ? check.run[1] : check.run[0] === 'tsc' ? check.run[2] : undefined;
        if (file) expect(existsSync(join(dir, file)), `${consumer.name}: ${file}`).toBe(true);
      }
      if (consumer.overrides) expect(() => consumerManifest(manifest, tarballsFor(manifest), consumer.overrides)).not.toThrow();
    }
  });

  it('installs React 18 and React 19 from the same Vite template, and msw nowhere near the no-msw project', () => {
    const vite = CONSUMERS.filter((consumer) => consumer.template === 'vite-react');
    expect(vite.map((consumer) => consumer.overrides?.react ?? 'template')).toEqual(['template', REACT_18.react]);
    const noMsw = JSON.parse(readFileSync(join(templates, 'emulator-no-msw/package.json'), 'utf8'));
    expect(JSON.stringify(noMsw)).not.toMatch(/"msw"/);
  });
});

function tarballsFor(manifest: any): Record<string, string> {
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => name.startsWith('@frontdesk/'));
  return Object.fromEntries(names.map((name) => [name, `/t/${name}.tgz`]));
}
