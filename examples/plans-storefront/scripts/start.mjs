#!/usr/bin/env node
// Builds the storefront for production and serves it (`vite build`, then `vite preview`), on
// 127.0.0.1:5173 by default (STOREFRONT_PORT, STOREFRONT_HOST); see examples/shared-ui/scripts/start-app.mjs.
import { startApp } from '../../shared-ui/scripts/start-app.mjs';

await startApp({
  root: new URL('..', import.meta.url),
  name: 'storefront',
  defaultPort: 5173,
  portEnv: 'STOREFRONT_PORT',
  hostEnv: 'STOREFRONT_HOST',
});
