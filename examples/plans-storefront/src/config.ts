/**
 * Where the store's platform is and who the store is, from Vite's environment (`.env` files or the
 * shell): `VITE_FRONTDESK_BASE_URL` (the emulator `npm start` runs, by default) and
 * `VITE_FRONTDESK_CLIENT_ID` (the emulator's demo OAuth app).
 */
export const BASE_URL: string = import.meta.env.VITE_FRONTDESK_BASE_URL || 'http://127.0.0.1:4010';
export const CLIENT_ID: string = import.meta.env.VITE_FRONTDESK_CLIENT_ID || 'demo-storefront';

/** Plans per page on the plans list. */
export const PAGE_SIZE = 6;
