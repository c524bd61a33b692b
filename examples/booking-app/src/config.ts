/**
 * Where the studio's platform is and who the booking app is, from Vite's environment (`.env` files or the
 * shell): `VITE_FRONTDESK_BASE_URL` (the emulator `npm start` runs, by default) and
 * `VITE_FRONTDESK_CLIENT_ID` (the emulator's demo OAuth app).
 */
export const BASE_URL: string = import.meta.env.VITE_FRONTDESK_BASE_URL || 'http://127.0.0.1:4010';
export const CLIENT_ID: string = import.meta.env.VITE_FRONTDESK_CLIENT_ID || 'demo-storefront';

/** The most services the services page lists (the demo studio has a handful). */
export const SERVICES_LIMIT = 50;

/** Days shown at once when picking an appointment's date. */
export const DAYS_PER_WEEK = 7;

/** How far ahead the class sessions list looks, in days. */
export const CLASS_DAYS_AHEAD = 28;
