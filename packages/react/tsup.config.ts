import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Options } from 'tsup';
import { declarationsOnSuccess, packageOptions } from '../../scripts/tsup-package.mjs';

// One entry per domain beside the root. `splitting` (ESM, and CJS too) puts the code the entries share
// (the context above all) in shared chunks, so `@frontdesk/react/plans`' hooks find the root's provider
// in both formats.
const DOMAINS = ['plans', 'orders', 'members', 'services', 'bookings', 'identity'] as const;

/*
 * React Server Components. The modules that need the browser's React (context, provider, hydration
 * boundary, hooks) start with 'use client'; the rest (keys, queryOptions builders, dehydrate,
 * createFrontdeskQueryClient) must stay importable from Server Components. Bundling drops module
 * directives, and esbuild's shared chunks mix modules freely, so a directive per chunk would either
 * be lost or turn server-safe helpers into client references. Instead each 'use client' module is
 * built as an entry of its own (`client-<path>.js`, its directive on top): every other output imports
 * it as an external file rather than bundling it. So the shared chunks and the public entries hold
 * server-safe code only, and each client output is exactly one 'use client' source module.
 * test/use-client.dist.test.ts checks the built files.
 */
const SRC = fileURLToPath(new URL('./src/', import.meta.url));
const DIRECTIVE = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use client\1;?/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** The source modules that start with 'use client', by absolute path. */
const clientModules = new Set(sourceFiles(SRC).filter((file) => DIRECTIVE.test(readFileSync(file, 'utf8'))));

/** `src/plans/hooks.ts` → `client-plans-hooks` (flat, beside the entries and chunks, so `./name.js` works from any output). */
const clientEntryName = (file: string): string =>
  `client-${relative(SRC, file)
    .replace(/\.tsx?$/, '')
    .replace(/[\\/]/g, '-')}`;

/** A relative import of a source file, `.js` written for `.ts`/`.tsx` (as in the sources). */
function sourceOf(resolveDir: string, path: string): string | undefined {
  const base = resolve(resolveDir, path).replace(/\.js$/, '');
  return ['.ts', '.tsx'].map((ext) => base + ext).find((file) => existsSync(file));
}

/** Imports of a 'use client' module become imports of its own output file. */
const clientBoundaries: EsbuildPlugin = {
  name: 'frontdesk-client-boundaries',
  setup(build) {
    const ext = build.initialOptions.outExtension?.['.js'] ?? '.js';
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const file = sourceOf(args.resolveDir, args.path);
      if (!file || !clientModules.has(file)) return undefined;
      return { path: `./${clientEntryName(file)}${ext}`, external: true };
    });
  },
};

/**
 * esbuild keeps an entry's 'use client' on top of its ESM output, but tsup's CJS conversion (ESM with
 * splitting, then sucrase) puts `"use strict"` and the `__esModule` marker before it, where it is no
 * longer a directive. After the build, each client output gets the directive as its first statement.
 */
async function clientDirectivesFirst(): Promise<void> {
  const dist = fileURLToPath(new URL('./dist/', import.meta.url));
  for (const name of readdirSync(dist).filter((file) => /^client-.*\.c?js$/.test(file))) {
    const code = readFileSync(join(dist, name), 'utf8');
    if (DIRECTIVE.test(code)) continue;
    // Same line count (the directive joins the first line), so the source map stays right.
    writeFileSync(join(dist, name), `"use client";${code.replace(/(["'])use client\1;/, '')}`);
  }
}

const base = packageOptions();

const entry = {
  index: 'src/index.ts',
  ...Object.fromEntries(DOMAINS.map((domain) => [domain, `src/${domain}/index.ts`])),
  ...Object.fromEntries([...clientModules].map((file) => [clientEntryName(file), relative(dirname(SRC), file)])),
};

export default {
  ...base,
  entry,
  splitting: true,
  esbuildPlugins: [...(base.esbuildPlugins ?? []), clientBoundaries],
  // The client directives, then the declarations of every entry (with declaration maps).
  onSuccess: declarationsOnSuccess(entry, clientDirectivesFirst),
} satisfies Options;
