import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { staffProxy } from './server/staff-proxy.js';

const packages = fileURLToPath(new URL('../../packages/', import.meta.url));
const names = ['core', 'identity', 'members', 'orders', 'plans', 'react', 'services', 'bookings'];

/**
 * This example lives in the Frontdesk repository and, by default, runs on the packages' sources:
 * no build step is needed and a change in a package shows at once. `FRONTDESK_PACKAGES=dist` uses
 * their built `dist` instead, as an app that installs them from npm does (delete the alias in your
 * own app: `@frontdesk/*` are ordinary packages there).
 */
const fromSources = process.env.FRONTDESK_PACKAGES !== 'dist';
const alias = fromSources
  ? names
      .filter((name) => existsSync(`${packages}${name}/src/index.ts`))
      .map((name) => ({ find: new RegExp(`^@frontdesk/${name}$`), replacement: `${packages}${name}/src/index.ts` }))
  : [];

export default defineConfig({
  // `/staff-api/*`: the staff view's owner calls, made here with the admin key (server/staff-proxy.ts).
  plugins: [react(), staffProxy()],
  resolve: { alias },
  server: { host: '127.0.0.1', port: 5174, strictPort: true },
  preview: { host: '127.0.0.1', port: 5174, strictPort: true },
  // The app's own dependencies up front (the packages' are found by the start-up scan): no
  // re-optimisation, and so no page reload, in the middle of a sign-in during development.
  optimizeDeps: { include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@tanstack/react-query'] },
  build: { target: 'es2022', sourcemap: true },
});
