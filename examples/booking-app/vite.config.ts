import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { exampleResolve } from '../shared-ui/vite.js';
import { staffProxy } from './server/staff-proxy.js';

export default defineConfig({
  // `/staff-api/*`: the staff view's owner calls, made here with the admin key (server/staff-proxy.ts).
  plugins: [react(), staffProxy()],
  // The packages' sources (FRONTDESK_PACKAGES=dist: their build), one React for the shared shell too.
  resolve: exampleResolve(),
  server: { host: '127.0.0.1', port: 5174, strictPort: true },
  preview: { host: '127.0.0.1', port: 5174, strictPort: true },
  // The app's own dependencies up front (the packages' are found by the start-up scan): no
  // re-optimisation, and so no page reload, in the middle of a sign-in during development.
  optimizeDeps: { include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@tanstack/react-query'] },
  build: { target: 'es2022', sourcemap: true },
});
