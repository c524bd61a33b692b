import type { FrontdeskClient, OAuthApi } from '@frontdesk/core';
import { CHECKOUT_API, CHECKOUT_HEADER, type CompletedBooking } from './checkout-constants.js';

/*
 * The booking pages' side of the app's checkout (server/checkout.ts): after `createBooking`, the
 * booking is completed there, with the owner's rights the app's server holds. The server checks that
 * this customer made the booking: a member sends their access token, a guest the email they typed.
 */

/** A refused or failed completion, with the server's code (`NOT_YOUR_BOOKING`, `NETWORK`, ...). */
export class CheckoutError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CheckoutError';
  }
}

/**
 * Completes a CREATED booking: it becomes CONFIRMED, PENDING (the studio approves it by hand) or
 * DECLINED (the time was taken meanwhile); the customer is emailed about it.
 *
 * @example
 * ```ts
 * const { booking } = await completeBooking(client, id, 'ada@example.com');
 * booking.status; // 'CONFIRMED'
 * ```
 */
export async function completeBooking(client: FrontdeskClient<unknown>, bookingId: string, email: string): Promise<CompletedBooking> {
  const auth = client.auth as Partial<OAuthApi> | undefined;
  // Only a member's token proves anything to the server; a visitor's would not.
  const token = auth?.loggedIn?.() ? await auth.getAccessToken?.() : undefined;
  let response: Response;
  try {
    response = await fetch(`${CHECKOUT_API}/bookings/${encodeURIComponent(bookingId)}/complete`, {
      method: 'POST',
      headers: { [CHECKOUT_HEADER]: '1', 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify({ email }),
      credentials: 'same-origin',
    });
  } catch {
    throw new CheckoutError('NETWORK', 'We could not reach the booking app. Check your connection and try again.');
  }
  const data = (await response.json().catch(() => ({}))) as Partial<CompletedBooking> & {
    message?: string;
    details?: { applicationError?: { code?: string } };
  };
  if (!response.ok || !data.booking) {
    throw new CheckoutError(
      data.details?.applicationError?.code ?? `HTTP_${response.status}`,
      data.message ?? 'The booking could not be completed.',
    );
  }
  return { booking: data.booking };
}
