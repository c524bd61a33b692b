import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { exampleResolve } from '../shared-ui/vite.js';
import { checkout } from './server/checkout.js';
import { staffProxy } from './server/staff-proxy.js';

export default defineConfig({
  // The app's own server routes, which hold the admin key: `/staff-api/*`, the staff view's owner
  // calls (server/staff-proxy.ts), and `/checkout-api/*`, completing a customer's booking (server/checkout.ts).
  plugins: [react(), staffProxy(), checkout()],
  // The packages' sources (FRONTDESK_PACKAGES=dist: their build), one React for the shared shell too.
  resolve: exampleResolve(),
  server: { host: '127.0.0.1', port: 5174, strictPort: true },
  preview: { host: '127.0.0.1', port: 5174, strictPort: true },
  // The app's own dependencies up front (the packages' are found by the start-up scan): no
  // re-optimisation, and so no page reload, in the middle of a sign-in during development.
  optimizeDeps: { include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@tanstack/react-query'] },
  build: { target: 'es2022', sourcemap: true },
});
