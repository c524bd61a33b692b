import { packageConfig } from '../../scripts/tsup-package.mjs';

// One entry per domain beside the root. `splitting` (ESM, and CJS too) puts the code the entries share
// (the context above all) in shared chunks, so `@frontdesk/react/plans`' hooks find the root's provider
// in both formats. No declaration-building calls here: the pure-calls plugin is not needed.
const DOMAINS = ['plans', 'orders', 'members', 'services', 'bookings', 'identity'] as const;

export default {
  ...packageConfig({ pure: false }),
  entry: { index: 'src/index.ts', ...Object.fromEntries(DOMAINS.map((domain) => [domain, `src/${domain}/index.ts`])) },
  splitting: true,
};
