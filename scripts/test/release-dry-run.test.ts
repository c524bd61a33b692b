// Tests of the release dry run (scripts/release-dry-run.mjs): its checks on fixtures, and, with
// RELEASE_DRY_RUN=1 after `npm run build`, the whole run on this repository (about 20 s).
// Run: `npx vitest run --project scripts`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changesetProblems, publicPackages, releaseDryRun, tarballProblems, unexpectedMajors } from '../release-dry-run.mjs';

const requireFromRoot = createRequire(new URL('../../package.json', import.meta.url));
const parse: (text: string) => unknown = createRequire(requireFromRoot.resolve('@changesets/cli/bin.js'))('@changesets/parse').default;

const fixture = mkdtempSync(join(tmpdir(), 'release-dry-run-test-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

describe('changesetProblems', () => {
  it('accepts frontmatter, also with blank lines inside, and names a heading-mangled one', () => {
    mkdirSync(join(fixture, '.changeset'), { recursive: true });
    writeFileSync(join(fixture, '.changeset', 'README.md'), '# Changesets\n');
    writeFileSync(join(fixture, '.changeset', 'plain.md'), "---\n'@frontdesk/core': patch\n---\n\nText.\n");
    writeFileSync(join(fixture, '.changeset', 'spaced.md'), "---\n\n'@frontdesk/core': minor\n\n---\n\nText.\n");
    writeFileSync(join(fixture, '.changeset', 'mangled.md'), "---\n\n## '@frontdesk/core': minor\n\nText.\n");
    writeFileSync(join(fixture, '.changeset', 'none.md'), 'Just text.\n');
    const problems = changesetProblems(fixture, parse);
    expect(problems.map((problem) => problem.file).sort()).toEqual(['.changeset/mangled.md', '.changeset/none.md']);
    expect(problems.find((problem) => problem.file === '.changeset/mangled.md')?.reason).toMatch(/heading/);
  });
});

describe('tarballProblems', () => {
  const manifest = {
    name: '@frontdesk/plans',
    license: 'MIT',
    repository: { type: 'git', url: 'git+https://example.test/x.git' },
    homepage: 'https://example.test',
    bugs: { url: 'https://example.test/issues' },
    main: './dist/index.cjs',
    exports: { '.': { import: { types: './dist/index.d.ts', default: './dist/index.js' } }, './package.json': './package.json' },
    dependencies: { '@frontdesk/core': '^0.1.0' },
  };
  const files = ['package.json', 'LICENSE', 'README.md', 'dist/index.cjs', 'dist/index.d.ts', 'dist/index.js'];

  it('passes a complete package', () => {
    expect(tarballProblems(manifest, files)).toEqual([]);
  });

  it('finds workspace ranges left, missing files and metadata', () => {
    const problems = tarballProblems(
      { ...manifest, homepage: undefined, dependencies: { '@frontdesk/core': 'workspace:^' } },
      files.filter((file) => file !== 'LICENSE' && file !== 'dist/index.d.ts'),
    );
    expect(problems).toEqual([
      'LICENSE is not in the tarball',
      'dependencies.@frontdesk/core is still "workspace:^"',
      'package.json has no "homepage"',
      './dist/index.d.ts (named by package.json) is not in the tarball',
    ]);
  });
});

describe('unexpectedMajors', () => {
  it('flags 0.x packages that reach 1.0.0 without a major changeset', () => {
    const before = [
      { name: 'a', version: '0.0.0' },
      { name: 'b', version: '0.3.0' },
    ];
    const after = [
      { name: 'a', version: '1.0.0' },
      { name: 'b', version: '1.0.0' },
    ];
    expect(unexpectedMajors(before, after, new Set(['b']))).toEqual(['a 0.0.0 -> 1.0.0 with no major changeset']);
  });
});

describe('the repository', () => {
  it('has only public packages that say MIT and where they come from', () => {
    const packages = publicPackages(join(import.meta.dirname, '..', '..'));
    expect(packages.length).toBeGreaterThanOrEqual(9);
    for (const pkg of packages) {
      expect(pkg.manifest.license, pkg.name).toBe('MIT');
      expect(pkg.manifest.repository?.directory, pkg.name).toBe(`packages/${pkg.dir.split(/[\\/]/).pop()}`);
      expect(pkg.manifest.files, pkg.name).toContain('LICENSE');
    }
  });

  it.runIf(process.env.RELEASE_DRY_RUN === '1')(
    'versions, packs and dry-run publishes every public package in a copy',
    () => {
      const result = releaseDryRun();
      expect(result.problems).toEqual([]);
      expect(result.packages.length).toBeGreaterThanOrEqual(9);
    },
    120_000,
  );
});
