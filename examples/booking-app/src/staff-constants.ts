/*
 * What the staff page and the staff proxy (server/staff-proxy.ts) agree on. No imports: the proxy
 * runs in Node, this file also in the browser.
 */

/** Where the app's server answers the staff view's calls. */
export const STAFF_API = '/staff-api';

/** The header every staff request carries (a cross-site page cannot send it). */
export const STAFF_HEADER = 'x-frontdesk-staff';
