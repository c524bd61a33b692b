import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';

// An app bundles only the domains whose hooks it uses: one hook of one domain must not pull another
// domain package into the bundle (the built dist, bundled as an app's bundler would).
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const DOMAINS = ['plans', 'orders', 'members', 'identity', 'services', 'bookings'] as const;
const HOOKS: Record<string, (typeof DOMAINS)[number]> = {
  usePlan: 'plans',
  useMemberOrders: 'orders',
  useCurrentMember: 'members',
  useServices: 'services',
  useAvailability: 'bookings',
};

async function packagesIn(hook: string): Promise<Set<string>> {
  const result = await esbuild.build({
    stdin: { contents: `export { ${hook} } from '@frontdesk/react';`, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    // What users get: the packages' exports (dist), not the repository's tsconfig paths to the sources.
    tsconfigRaw: {},
    external: ['react', 'react/jsx-runtime', '@tanstack/react-query'],
    nodePaths: [join(root, 'packages/core/node_modules')],
    plugins: [
      {
        name: 'workspace',
        setup(build) {
          build.onResolve({ filter: /^@frontdesk\// }, (args) => {
            if (args.pluginData) return undefined;
            const dir = join(root, 'packages', args.path.split('/')[1]!);
            return build.resolve(args.path, { kind: args.kind, resolveDir: dir, pluginData: true });
          });
        },
      },
    ],
  });
  const inputs = Object.values(result.metafile.outputs)[0]!.inputs;
  const found = new Set<string>();
  for (const [file, { bytesInOutput }] of Object.entries(inputs)) {
    const domain = /packages\/([a-z]+)\/dist\//.exec(file)?.[1];
    if (domain && bytesInOutput > 0) found.add(domain);
  }
  return found;
}

describe.runIf(existsSync(join(root, 'packages/react/dist/index.js')))('@frontdesk/react tree-shakes per domain', () => {
  for (const [hook, domain] of Object.entries(HOOKS)) {
    it(`${hook} bundles ${domain} and no other domain package`, async () => {
      const found = await packagesIn(hook);
      expect(found.has(domain)).toBe(true);
      expect(DOMAINS.filter((other) => other !== domain && found.has(other))).toEqual([]);
    });
  }
});
