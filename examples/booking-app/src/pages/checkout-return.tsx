import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { scopeOf, useFrontdeskClient } from '@frontdesk/react';
import { bookingKeys } from '@frontdesk/react/bookings';
import { useLoginRedirect } from '@frontdesk/react/identity';
import { Alert, Link, Loading, navigate, useLocation, usePageTitle, useSession } from '../../../shared-ui/src/index.js';
import { confirmations, pendingCheckout } from '../components/confirmation-store.js';
import { errorMessage } from '../errors.js';

/**
 * Where the hosted bookings checkout sends the customer back (`/bookings/checkout-return?bookingId=…
 * &status=SUCCESS&wixMemberLoggedIn=…`). The slot this tab sent is saved as the booking's
 * confirmation (the platform confirms it, or leaves it to the studio's approval). A customer who
 * signed in on the platform's page (`wixMemberLoggedIn=true`) while the app still has visitor tokens
 * is signed in here too, silently (`prompt: 'none'`: the platform's sign-in session answers, no
 * page is shown), and lands on the confirmation as a member.
 */
export function CheckoutReturnPage(): ReactNode {
  usePageTitle('Finishing your booking');
  const { search } = useLocation();
  const bookingId = search.get('bookingId');
  const signedInThere = search.get('wixMemberLoggedIn') === 'true';
  const { loggedIn, ready } = useSession();
  const client = useFrontdeskClient();
  const queryClient = useQueryClient();
  const signIn = useLoginRedirect();
  // Once per page load (Strict Mode runs effects twice).
  const done = useRef(false);

  useEffect(() => {
    if (!ready || !bookingId || done.current) return;
    done.current = true;
    const sent = pendingCheckout.get();
    if (sent && !confirmations.get(bookingId)) {
      confirmations.set({
        ...sent,
        bookingId,
        // What the checkout does with a free slot: confirmed, or waiting for the studio's approval.
        status: sent.manualApproval ? 'PENDING' : 'CONFIRMED',
        participants: 1,
        contactName: '',
        asMember: signedInThere,
      });
    }
    pendingCheckout.set(undefined);
    // A member's lists and the service's open times changed.
    void queryClient.invalidateQueries({ queryKey: bookingKeys.all(scopeOf(client)) });
    const next = `/bookings/${encodeURIComponent(bookingId)}/confirmation`;
    if (signedInThere && !loggedIn) signIn.mutate({ redirectUri: `${location.origin}/callback`, originalUri: next, prompt: 'none' });
    else navigate(next, { replace: true });
  }, [ready, bookingId, signedInThere, loggedIn, client, queryClient, signIn]);

  if (!bookingId) {
    return (
      <section className="narrow" aria-labelledby="return-title">
        <h1 id="return-title" tabIndex={-1}>
          Nothing was booked
        </h1>
        <p>
          The checkout did not finish. <Link to="/">Choose a service</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="narrow" aria-labelledby="return-title">
      <h1 id="return-title" tabIndex={-1}>
        Finishing your booking
      </h1>
      {signIn.isError ? (
        <Alert>
          {errorMessage(signIn.error)} <Link to={`/bookings/${encodeURIComponent(bookingId)}/confirmation`}>See the booking</Link>
        </Alert>
      ) : (
        <Loading label={signedInThere && !loggedIn ? 'Signing you in…' : 'Loading your booking…'} />
      )}
    </section>
  );
}
