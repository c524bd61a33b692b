#!/usr/bin/env node
// Builds the booking app for production and serves it (`vite build`, then `vite preview`), on
// 127.0.0.1:5174 by default (BOOKING_APP_PORT, BOOKING_APP_HOST). The platform's URL comes from
// VITE_FRONTDESK_BASE_URL (else FRONTDESK_BASE_URL, else http://127.0.0.1:4010). `npm start` at the
// repository's root runs this beside the emulator; a production build starts in a couple of seconds
// and then serves every page without compiling anything on request.
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!process.env.VITE_FRONTDESK_BASE_URL && process.env.FRONTDESK_BASE_URL) {
  process.env.VITE_FRONTDESK_BASE_URL = process.env.FRONTDESK_BASE_URL;
}
const host = process.env.BOOKING_APP_HOST || '127.0.0.1';
const port = Number(process.env.BOOKING_APP_PORT || 5174);

const started = Date.now();
await build({ root, logLevel: 'warn', build: { outDir: 'dist', emptyOutDir: true } });
let server;
try {
  server = await preview({ root, logLevel: 'warn', preview: { host, port, strictPort: true, open: false } });
} catch (error) {
  const inUse = /already in use|EADDRINUSE/.test(String(error?.message ?? error));
  console.error(inUse ? `port ${port} is in use: stop what runs there, or set BOOKING_APP_PORT to another port` : error);
  process.exit(1);
}
const url = server.resolvedUrls?.local[0] ?? `http://${host}:${port}/`;
console.log(`booking app built in ${((Date.now() - started) / 1000).toFixed(1)} s, serving ${url} (platform: ${process.env.VITE_FRONTDESK_BASE_URL || 'http://127.0.0.1:4010'})`);
// The demo passcode is public (README); a passcode set in STAFF_PASSCODE is never printed.
console.log(`staff view: ${url}staff (passcode: ${process.env.STAFF_PASSCODE ? 'from STAFF_PASSCODE' : 'frontdesk-staff, the demo default'})`);

const stop = () => server.close().finally(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
