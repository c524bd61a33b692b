import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const packages = fileURLToPath(new URL('../../packages/', import.meta.url));
const names = ['core', 'identity', 'members', 'orders', 'plans', 'react', 'services', 'bookings'];

/**
 * The example apps' Vite `resolve` options. The examples live in the Frontdesk repository and, by
 * default, run on the packages' sources: no build step is needed and a change in a package shows at
 * once. `FRONTDESK_PACKAGES=dist` uses their built `dist` instead, as an app that installs them from
 * npm does (delete the alias in your own app: `@frontdesk/*` are ordinary packages there).
 *
 * The shared shell (../shared-ui/src, imported by relative path, no node_modules of its own) finds
 * React, React Query and the packages in the app's node_modules (`dedupe`): one copy of each.
 *
 * @example
 * ```ts
 * export default defineConfig({ plugins: [react()], resolve: exampleResolve() });
 * ```
 */
export function exampleResolve(): { alias: { find: RegExp; replacement: string }[]; dedupe: string[] } {
  const fromSources = process.env.FRONTDESK_PACKAGES !== 'dist';
  const alias = fromSources
    ? names
        .filter((name) => existsSync(`${packages}${name}/src/index.ts`))
        .map((name) => ({ find: new RegExp(`^@frontdesk/${name}$`), replacement: `${packages}${name}/src/index.ts` }))
        // The React package's domain entry points (`@frontdesk/react/plans`, ...).
        .concat({ find: /^@frontdesk\/react\/([a-z]+)$/, replacement: `${packages}react/src/$1/index.ts` })
    : [];
  return { alias, dedupe: ['react', 'react-dom', '@tanstack/react-query', '@frontdesk/core', '@frontdesk/identity', '@frontdesk/react'] };
}
