import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { exampleResolve } from '../shared-ui/vite.js';

export default defineConfig({
  plugins: [react()],
  // The packages' sources (FRONTDESK_PACKAGES=dist: their build), one React for the shared shell too.
  resolve: exampleResolve(),
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  // The app's own dependencies up front (the packages' are found by the start-up scan): no
  // re-optimisation, and so no page reload, in the middle of a sign-in during development.
  optimizeDeps: { include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@tanstack/react-query'] },
  build: { target: 'es2022', sourcemap: true },
});
