#!/usr/bin/env node
// Builds the booking app for production and serves it (`vite build`, then `vite preview`), on
// 127.0.0.1:5174 by default (BOOKING_APP_PORT, BOOKING_APP_HOST); see examples/shared-ui/scripts/start-app.mjs.
import { startApp } from '../../shared-ui/scripts/start-app.mjs';

await startApp({
  root: new URL('..', import.meta.url),
  name: 'booking app',
  defaultPort: 5174,
  portEnv: 'BOOKING_APP_PORT',
  hostEnv: 'BOOKING_APP_HOST',
  onReady: (url) => {
    // The demo passcode is public (README); a passcode set in STAFF_PASSCODE is never printed.
    console.log(
      `staff view: ${url}staff (passcode: ${process.env.STAFF_PASSCODE ? 'from STAFF_PASSCODE' : 'frontdesk-staff, the demo default'})`,
    );
  },
});
