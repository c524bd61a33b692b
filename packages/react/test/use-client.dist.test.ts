/**
 * The built package's React Server Components boundary (the `dist` vitest project; run after
 * `npm run build`): each 'use client' source module is an output file of its own that starts with the
 * directive, in both formats, and the entries and shared chunks (keys, queryOptions builders,
 * dehydrate, createFrontdeskQueryClient) carry no directive and no client code, so Server Components
 * can import them. See tsup.config.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const src = fileURLToPath(new URL('../src/', import.meta.url));
const read = (file: string) => readFileSync(join(dist, file), 'utf8');

/** A 'use client' directive as the first statement (CJS may put it before its "use strict"). */
const LEADING_DIRECTIVE = /^(["'])use client\1;/;
const ANY_DIRECTIVE = /(["'])use client\1;/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}
const clientSources = sources(src)
  .filter((file) => /^(['"])use client\1;/.test(readFileSync(file, 'utf8')))
  .map((file) => relative(src, file).replace(/\\/g, '/'));
const outputName = (source: string) => `client-${source.replace(/\.tsx?$/, '').replace(/\//g, '-')}`;
const code = readdirSync(dist).filter((file) => /\.c?js$/.test(file));
const clientFiles = code.filter((file) => file.startsWith('client-'));
const serverFiles = code.filter((file) => !file.startsWith('client-'));

describe("'use client' in the built package", () => {
  it('has the client modules it should (provider, context, hydration boundary, hooks)', () => {
    for (const module of ['context.ts', 'provider.tsx', 'hydration-boundary.tsx', 'hooks.ts', 'plans/hooks.ts', 'members/use-auth.ts'])
      expect(clientSources).toContain(module);
  });

  it('builds each client module to its own file, in both formats, starting with the directive', () => {
    expect(clientFiles.sort()).toEqual(clientSources.flatMap((source) => [`${outputName(source)}.cjs`, `${outputName(source)}.js`]).sort());
    for (const file of clientFiles) expect(read(file), file).toMatch(LEADING_DIRECTIVE);
  });

  it('keeps each client module out of the entries and shared chunks (imported as its file instead)', () => {
    for (const source of clientSources) {
      const marker = `// src/${source}\n`;
      const holders = code.filter((file) => read(file).includes(marker));
      expect(holders.sort(), source).toEqual([`${outputName(source)}.cjs`, `${outputName(source)}.js`]);
    }
    expect(read('index.js')).toContain('from "./client-provider.js"');
    expect(read('index.cjs')).toContain("require('./client-provider.cjs')");
  });

  it('leaves the entries and shared chunks server-safe: no directive, no import of React itself', () => {
    for (const file of serverFiles) {
      const text = read(file);
      expect(text, file).not.toMatch(ANY_DIRECTIVE);
      expect(text, file).not.toMatch(/from "react"|require\('react'\)|require\("react"\)/);
    }
  });

  it('exports the server-safe helpers the SSR guide uses from modules without the directive', async () => {
    const index = await import(/* @vite-ignore */ new URL('../dist/index.js', import.meta.url).href);
    const plans = await import(/* @vite-ignore */ new URL('../dist/plans.js', import.meta.url).href);
    for (const name of ['createFrontdeskQueryClient', 'dehydrate', 'prefetchQueries', 'serializeDates', 'callKey']) {
      expect(typeof index[name], name).toBe('function');
      const holder = serverFiles.find((file) => file.endsWith('.js') && new RegExp(`function ${name}\\b`).test(read(file)));
      expect(holder, `${name} is defined in a server-safe output`).toBeDefined();
    }
    expect(typeof plans.planQueries.detail).toBe('function');
  });
});
