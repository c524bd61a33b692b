import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';

// An app bundles only the domains whose hooks it uses (the built dist, bundled as an app's bundler
// would): the root entry imports no domain package at all, each domain entry imports its own package
// only (the orders entry also `@frontdesk/identity`, for the hosted checkout), and one hook of one
// domain pulls no other domain package into the bundle.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const DOMAINS = ['plans', 'orders', 'members', 'identity', 'services', 'bookings'] as const;
type Domain = (typeof DOMAINS)[number];
const HOOKS: Record<string, Domain> = {
  usePlan: 'plans',
  useMemberOrders: 'orders',
  useCurrentMember: 'members',
  useServices: 'services',
  useAvailability: 'bookings',
  useLogin: 'identity',
};
/** What each entry may import besides its own domain package, when all of it is bundled. */
const ALSO: Partial<Record<Domain, Domain[]>> = { orders: ['identity'] };

async function packagesIn(contents: string): Promise<Set<string>> {
  const result = await esbuild.build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
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
  it('the root entry, all of it, bundles no domain package', async () => {
    const found = await packagesIn(`export * from '@frontdesk/react';`);
    expect(found.has('core')).toBe(true);
    expect(DOMAINS.filter((domain) => found.has(domain))).toEqual([]);
  });

  for (const domain of DOMAINS) {
    const allowed = [domain, ...(ALSO[domain] ?? [])];
    it(`@frontdesk/react/${domain}, all of it, bundles ${allowed.join(' and ')} and no other domain package`, async () => {
      const found = await packagesIn(`export * from '@frontdesk/react/${domain}';`);
      expect(found.has(domain)).toBe(true);
      expect(DOMAINS.filter((other) => !allowed.includes(other) && found.has(other))).toEqual([]);
    });
  }

  for (const [hook, domain] of Object.entries(HOOKS)) {
    it(`${hook} bundles ${domain} and no other domain package`, async () => {
      const found = await packagesIn(
        `export { FrontdeskProvider } from '@frontdesk/react';\nexport { ${hook} } from '@frontdesk/react/${domain}';`,
      );
      expect(found.has(domain)).toBe(true);
      expect(DOMAINS.filter((other) => other !== domain && found.has(other))).toEqual([]);
    });
  }
});
