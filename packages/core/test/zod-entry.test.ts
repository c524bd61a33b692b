import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as entry from '../src/zod.js';

// Every package's build resolves `zod/mini` to core's `zod` entry (src/zod.ts), which re-exports a
// chosen list: a `z.something` a package starts using must be on it, or the built package breaks.
const packages = fileURLToPath(new URL('../../', import.meta.url));
const TYPE_ONLY = new Set([
  'core',
  'infer',
  'input',
  'output',
  'ZodMiniDate',
  'ZodMiniNumber',
  'ZodMiniObject',
  'ZodMiniString',
  'ZodMiniType',
]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("core's zod entry", () => {
  it('exports every zod/mini function the packages use', () => {
    const used = new Set<string>();
    for (const pkg of readdirSync(packages)) {
      let dir: string;
      try {
        dir = join(packages, pkg, 'src');
        statSync(dir);
      } catch {
        continue;
      }
      if (pkg === 'emulator') continue; // The emulator does not validate with zod.
      for (const file of sources(dir)) {
        const text = readFileSync(file, 'utf8');
        if (!/from 'zod\/mini'/.test(text)) continue;
        for (const [, name] of text.matchAll(/\bz\.([A-Za-z_$]+)/g)) used.add(name!);
      }
    }
    const missing = [...used].filter((name) => !TYPE_ONLY.has(name) && !(name in entry)).sort();
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(10);
  });
});
