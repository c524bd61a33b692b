import { useState, type ReactNode } from 'react';
import type { SlotAvailability } from '@frontdesk/bookings';
import { createRedirectSession } from '@frontdesk/identity';
import { useFrontdeskClient } from '@frontdesk/react';
import type { Service } from '@frontdesk/services';
import { Alert, useSubmit } from '../../../shared-ui/src/index.js';
import { errorMessage } from '../errors.js';
import { locationText } from '../format.js';
import { pendingCheckout } from './confirmation-store.js';
import { servicePath } from './service-card.js';
import { slotEnd, slotStart } from './slot-picker.js';

/*
 * The platform's hosted bookings checkout, as the platform's booking apps use it: "Continue to
 * checkout" creates a `bookingsCheckout` redirect session with the slot availability gave, and the
 * browser goes to the platform's page, where the customer signs in (or books as a guest), pays
 * online, in person or with a membership plan, and comes back with the booking id. The booking page
 * keeps its own form beside it (the app's custom checkout, server/checkout.ts).
 */

/** Where the hosted checkout sends the customer back once booked (`?bookingId=…&wixMemberLoggedIn=…`). */
export const CHECKOUT_RETURN_PATH = '/bookings/checkout-return';

/** Props of {@link HostedCheckout}. */
export interface HostedCheckoutProps {
  service: Service;
  /** The chosen slot, as availability gave it. */
  entry: SlotAvailability;
  /** The customer's time zone (the hosted page shows the time in it). */
  zone: string;
}

/**
 * "Continue to checkout": sends the customer to the platform's hosted bookings checkout for the
 * chosen slot. The summary the booking page showed is kept in this tab for the confirmation.
 *
 * @example
 * ```tsx
 * <HostedCheckout service={service} entry={entry} zone={zone} />
 * ```
 */
export function HostedCheckout({ service, entry, zone }: HostedCheckoutProps): ReactNode {
  const client = useFrontdeskClient();
  const [failure, setFailure] = useState<string>();
  const { onSubmit, busy } = useSubmit(
    async () => {
      setFailure(undefined);
      const here = location.origin;
      const bookPath = `${servicePath(service)}/book`;
      try {
        const { redirectSession } = await createRedirectSession(client, {
          bookingsCheckout: { slotAvailability: entry as Record<string, unknown>, timezone: zone },
          callbacks: {
            thankYouPageUrl: `${here}${CHECKOUT_RETURN_PATH}`,
            // Cancel, or "choose another time" on the platform's page, comes back to this booking page.
            postFlowUrl: `${here}${bookPath}`,
            bookingsServiceListUrl: `${here}${bookPath}`,
          },
        });
        const url = redirectSession?.fullUrl;
        if (!url) throw new Error('The platform gave no checkout page');
        const place = [entry.slot?.location?.name, entry.slot?.location?.formattedAddress].filter(Boolean).join(', ');
        pendingCheckout.set({
          serviceName: service.name ?? 'Your booking',
          servicePath: servicePath(service),
          serviceType: service.type ?? 'APPOINTMENT',
          manualApproval: Boolean(service.onlineBooking?.requireManualApproval),
          start: slotStart(entry, zone).toISOString(),
          end: slotEnd(entry, zone).toISOString(),
          location: place || locationText(service.locations?.[0]),
          ...(entry.slot?.resource?.name ? { staff: entry.slot.resource.name } : {}),
        });
        location.assign(url);
      } catch (error) {
        setFailure(errorMessage(error));
        throw error;
      }
    },
    { keepBusy: true },
  );
  return (
    <section className="panel hosted-checkout" aria-labelledby="checkout-title">
      <h2 id="checkout-title">Checkout</h2>
      <p>Pay online, in person or with your membership plan on the studio's secure checkout page.</p>
      {failure && <Alert id="checkout-error">{failure}</Alert>}
      <form onSubmit={onSubmit}>
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Opening the checkout…' : 'Continue to checkout'}
        </button>
      </form>
    </section>
  );
}
