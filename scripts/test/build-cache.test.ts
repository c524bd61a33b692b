// Tests of the build fingerprints (scripts/build-cache.mjs) on a throw-away workspace: a copy of the
// module in a temporary folder, with two packages where `b` depends on `a`.
import { copyFileSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';

type Cache = typeof import('../build-cache.mjs');

let root: string;
let cache: Cache;
const pkg = (name: string) => join(root, 'packages', name);
const write = (path: string, text: string) => {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
};
const prints = () => {
  const memo = new Map<string, string>();
  return { a: cache.fingerprint(pkg('a'), memo), b: cache.fingerprint(pkg('b'), memo), c: cache.fingerprint(pkg('c'), memo) };
};

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'build-cache-'));
  mkdirSync(join(root, 'scripts'));
  copyFileSync(fileURLToPath(new URL('../build-cache.mjs', import.meta.url)), join(root, 'scripts/build-cache.mjs'));
  write(join(root, 'scripts/tsup-package.mjs'), 'export {};\n');
  write(join(pkg('a'), 'package.json'), JSON.stringify({ name: '@frontdesk/a' }));
  write(join(pkg('a'), 'src/index.ts'), 'export const a = 1;\n');
  write(join(pkg('b'), 'package.json'), JSON.stringify({ name: '@frontdesk/b', dependencies: { '@frontdesk/a': 'workspace:^' } }));
  write(join(pkg('b'), 'src/index.ts'), 'export { a } from "@frontdesk/a";\n');
  // `c` uses `a` only in its tests.
  write(join(pkg('c'), 'package.json'), JSON.stringify({ name: '@frontdesk/c', devDependencies: { '@frontdesk/a': 'workspace:^' } }));
  write(join(pkg('c'), 'src/index.ts'), 'export const c = 3;\n');
  cache = (await import(/* @vite-ignore */ `${join(root, 'scripts/build-cache.mjs')}?${Date.now()}`)) as Cache;
});

describe('build fingerprints', () => {
  it('stay the same when nothing changed, even when files are touched', () => {
    const before = prints();
    utimesSync(join(pkg('a'), 'src/index.ts'), new Date(), new Date(2030, 0, 1));
    expect(prints()).toEqual(before);
  });

  it('change for the package whose source changed and for the packages that depend on it, not for test-only users', () => {
    const before = prints();
    write(join(pkg('a'), 'src/index.ts'), 'export const a = 2;\n');
    const after = prints();
    expect(after.a).not.toBe(before.a);
    expect(after.b).not.toBe(before.b);
    expect(after.c).toBe(before.c);
  });

  it('change with a new file, a config file or a shared build script, but not with a dependent package', () => {
    let before = prints();
    write(join(pkg('b'), 'src/extra.ts'), 'export {};\n');
    expect(prints().b).not.toBe(before.b);
    expect(prints().a).toBe(before.a);
    before = prints();
    write(join(pkg('a'), 'tsup.config.ts'), 'export default {};\n');
    expect(prints().a).not.toBe(before.a);
    before = prints();
    write(join(root, 'scripts/tsup-package.mjs'), 'export const changed = true;\n');
    const after = prints();
    expect([after.a, after.b, after.c].every((print, i) => print !== [before.a, before.b, before.c][i])).toBe(true);
  });

  it('say a build is current only when its stamp has the same fingerprint', () => {
    const out = join(pkg('a'), 'dist');
    expect(cache.isCurrent(out, prints().a)).toBe(false);
    mkdirSync(out);
    cache.markBuilt(out, prints().a);
    expect(cache.isCurrent(out, prints().a)).toBe(true);
    write(join(pkg('a'), 'src/index.ts'), 'export const a = 3;\n');
    expect(cache.isCurrent(out, prints().a)).toBe(false);
  });

  it('tell a build without declaration files from a full one', () => {
    const out = join(pkg('a'), 'dist');
    mkdirSync(out);
    cache.markBuilt(out, prints().a, { declarations: false });
    expect(cache.isCurrent(out, prints().a, { declarations: false })).toBe(true);
    expect(cache.isCurrent(out, prints().a)).toBe(false);
    cache.markBuilt(out, prints().a);
    expect(cache.isCurrent(out, prints().a, { declarations: false })).toBe(true);
    expect(cache.isCurrent(out, prints().a)).toBe(true);
  });

  it("an app's fingerprint changes with the variables it names, not with others", () => {
    const print = () => cache.appFingerprint(pkg('c'), { env: ['FRONTDESK_TEST_BASE_URL'] });
    const before = print();
    process.env.FRONTDESK_TEST_OTHER = 'x';
    expect(print()).toBe(before);
    process.env.FRONTDESK_TEST_BASE_URL = 'http://127.0.0.1:4011';
    try {
      expect(print()).not.toBe(before);
    } finally {
      delete process.env.FRONTDESK_TEST_BASE_URL;
      delete process.env.FRONTDESK_TEST_OTHER;
    }
  });

  it('count extra paths (an app reading shared code), files and folders', () => {
    const shared = join(root, 'shared');
    write(join(shared, 'src/ui.ts'), 'export {};\n');
    write(join(shared, 'vite.ts'), 'export {};\n');
    const print = () => cache.fingerprint(pkg('c'), new Map(), [join(shared, 'src'), join(shared, 'vite.ts')]);
    const before = print();
    write(join(shared, 'vite.ts'), 'export const x = 1;\n');
    expect(print()).not.toBe(before);
  });
});
