import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/** The repository's root (this file is `packages/identity/test/browser/bundle.ts`). */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Resolves `@frontdesk/<name>` (and `@frontdesk/core/webhooks`) to the packages' sources or dist, as
 * `vitest.workspace.ts` does for the node tests.
 */
function frontdeskPackages(mode: 'src' | 'dist'): Plugin {
  const packages = join(REPO_ROOT, 'packages');
  const names = new Set(readdirSync(packages).filter((name) => existsSync(join(packages, name, 'package.json'))));
  return {
    name: 'frontdesk-packages',
    setup(b) {
      b.onResolve({ filter: /^@frontdesk\/[a-z-]+(\/webhooks)?$/ }, (args) => {
        const [, name, sub] = /^@frontdesk\/([a-z-]+)(\/webhooks)?$/.exec(args.path)!;
        if (!names.has(name!)) return undefined;
        const path =
          mode === 'src'
            ? join(packages, name!, 'src', sub ? 'webhooks/index.ts' : 'index.ts')
            : join(packages, name!, 'dist', sub ? 'webhooks.js' : 'index.js');
        if (!existsSync(path))
          return { errors: [{ text: `${args.path}: ${path} does not exist${mode === 'dist' ? ' (run `npm run build`)' : ''}` }] };
        return { path };
      });
    },
  };
}

/**
 * Bundles a browser entry into one ES module (inline source map, so page errors point at the
 * TypeScript).
 *
 * @example
 * ```ts
 * const js = await bundleApp(new URL('./app.ts', import.meta.url));
 * ```
 */
export async function bundleApp(entry: string | URL, resolve: 'src' | 'dist' = 'src'): Promise<string> {
  const result = await build({
    entryPoints: [entry instanceof URL ? fileURLToPath(entry) : entry],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    sourcemap: 'inline',
    absWorkingDir: REPO_ROOT,
    plugins: [frontdeskPackages(resolve)],
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** JSON that is safe inside an inline `<script>`. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The HTML page of a harness app: `window.__HARNESS__ = config`, then the bundle.
 *
 * @example
 * ```ts
 * site.set('/', appPage('Shop', { emulatorUrl }));
 * ```
 */
export function appPage(title: string, config: Record<string, unknown>, script = '/app.js'): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title.replace(/[<&]/g, '')}</title>
<link rel="icon" href="data:,">
<script>window.__HARNESS__ = ${scriptJson(config)};</script>
<script type="module" src="${script}"></script>
</head>
<body><main id="app"><h1>${title.replace(/[<&]/g, '')}</h1></main></body>
</html>`;
}
