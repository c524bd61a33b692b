import { createShell } from '../../shared-ui/src/index.js';
import { BASE_URL } from './config.js';
import { API_CODES } from './errors.js';

/**
 * The shared shell (examples/shared-ui: router, layout, sign-in pages, errors) set up for the
 * booking app: members land on My bookings after signing in.
 */
export const shell = createShell({
  brand: 'Frontdesk Demo Studio',
  home: '/my-bookings',
  storagePrefix: 'booking-app',
  baseUrl: BASE_URL,
  errorCodes: API_CODES,
});
