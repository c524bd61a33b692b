/*
 * What the booking pages and the app's checkout route (server/checkout.ts) agree on. No imports: the
 * route runs in Node, this file also in the browser.
 */

/** Where the app's server completes bookings: `POST /checkout-api/bookings/<id>/complete`. */
export const CHECKOUT_API = '/checkout-api';

/** The header every completion request carries (a cross-site page cannot send it). */
export const CHECKOUT_HEADER = 'x-frontdesk-checkout';

/** What the route answers: the completed booking's id and its status (`CONFIRMED`, `PENDING` or `DECLINED`). */
export interface CompletedBooking {
  booking: { id: string; status: string };
}
