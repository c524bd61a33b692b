import { resolve } from 'node:path';
import type { NextConfig } from 'next';

const root = resolve(process.cwd(), '../..');

const config: NextConfig = {
  // `npm run typecheck` checks the app (against the packages' sources); the build does not again.
  typescript: { ignoreBuildErrors: true },
  // The tests build into their own folder, so they never overwrite a `next dev` running beside them.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The workspace: @frontdesk/* are symlinks to ../../packages.
  turbopack: { root },
  outputFileTracingRoot: root,
  poweredByHeader: false,
};

export default config;
