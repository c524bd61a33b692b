import { skipToken } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Booking } from '@frontdesk/bookings';
import { scopeOf, useFrontdeskClient } from '@frontdesk/react';
import { useService } from '@frontdesk/react/services';
import { bookingKeys, useExtendedBookings } from '@frontdesk/react/bookings';
import { Alert, Link, LoadError, Loading, usePageTitle, useSession, useSubmit } from '../../../shared-ui/src/index.js';
import { completeBooking } from '../checkout-client.js';
import { confirmations, type StoredConfirmation } from '../components/confirmation-store.js';
import { customerTimeZone, statusLabel, whenLabel } from '../format.js';

/** What the page shows, from the tab's saved confirmation and, for a member, the platform. */
interface Shown {
  serviceName: string;
  servicePath?: string | undefined;
  status: string;
  manualApproval: boolean;
  start?: Date | undefined;
  end?: Date | undefined;
  location?: string | undefined;
  staff?: string | undefined;
  participants?: number | undefined;
  contactName?: string | undefined;
  contactEmail?: string | undefined;
}

/** A platform booking merged over the saved confirmation (the platform has the current status). */
function merge(
  stored: StoredConfirmation | undefined,
  booking: Booking | undefined,
  manualApproval: boolean | undefined,
): Shown | undefined {
  if (!stored && !booking) return undefined;
  const slot = booking?.bookedEntity?.slot;
  const schedule = booking?.bookedEntity?.schedule;
  const place = slot?.location ?? schedule?.location;
  const contact = booking?.contactDetails;
  return {
    serviceName: stored?.serviceName ?? booking?.bookedEntity?.title ?? 'Your booking',
    servicePath: stored?.servicePath,
    status: booking?.status ?? stored?.status ?? 'CREATED',
    manualApproval: stored?.manualApproval ?? manualApproval ?? false,
    start: booking?.startDate ?? (stored?.start ? new Date(stored.start) : undefined),
    end: booking?.endDate ?? (stored?.end ? new Date(stored.end) : undefined),
    location: stored?.location ?? ([place?.name, place?.formattedAddress].filter(Boolean).join(', ') || undefined),
    staff: stored?.staff ?? slot?.resource?.name,
    participants: booking?.totalParticipants ?? stored?.participants,
    contactName: stored?.contactName ?? ([contact?.firstName, contact?.lastName].filter(Boolean).join(' ') || undefined),
    contactEmail: stored?.contactEmail ?? contact?.email,
  };
}

/** The page's heading and first sentence for a booking's status. */
function headline(shown: Shown): { title: string; text: string } {
  const email = shown.contactEmail ? ` at ${shown.contactEmail}` : '';
  if (shown.status === 'CANCELED') return { title: 'This booking was canceled', text: 'It no longer holds a spot.' };
  if (shown.status === 'DECLINED')
    return { title: 'The studio declined this booking', text: 'Please choose another time or contact the studio.' };
  if (shown.status === 'PENDING')
    return {
      title: 'Booking requested',
      text: `Your booking is awaiting the studio's approval. We will email you${email} once the studio confirms it.`,
    };
  if (shown.status === 'CREATED')
    return { title: 'Your booking is not finished', text: 'We saved it, but could not complete it, so it does not hold the time yet.' };
  return {
    title: "You're booked!",
    text: `See you there! The details are below${email ? ` and on their way to ${shown.contactEmail}` : ''}.`,
  };
}

/** Finishes a booking whose checkout did not go through (the app's server could not be reached). */
function FinishBooking({
  bookingId,
  email,
  onDone,
}: {
  bookingId: string;
  email: string | undefined;
  onDone: (status: string) => void;
}): ReactNode {
  const client = useFrontdeskClient();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const { onSubmit, busy } = useSubmit(async () => {
    setFailure(undefined);
    try {
      const { booking } = await completeBooking(client, bookingId, email ?? '');
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all(scopeOf(client)) });
      onDone(booking.status);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      throw error;
    }
  });
  return (
    <form onSubmit={onSubmit} className="actions">
      {failure && <Alert>{failure}</Alert>}
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Finishing…' : 'Finish my booking'}
      </button>
    </form>
  );
}

/**
 * A booking's confirmation (`/bookings/<id>/confirmation`): what, when (in the customer's time
 * zone), where and its status. It survives a reload: the booking page saved what it needs in this
 * tab, and a member's booking is also read back from the platform (visitors cannot read bookings).
 */
export function ConfirmationPage({ bookingId }: { bookingId: string }): ReactNode {
  usePageTitle('Booking confirmation');
  const stored = confirmations.get(bookingId);
  const [finished, setFinished] = useState<string>();
  const { loggedIn, ready } = useSession();
  const read = useExtendedBookings(loggedIn ? { filter: { id: bookingId }, cursorPaging: { limit: 1 } } : skipToken);
  const booking = read.data?.items[0]?.booking;
  const serviceId = !stored ? (booking?.bookedEntity?.slot?.serviceId ?? booking?.bookedEntity?.schedule?.serviceId) : undefined;
  const service = useService(serviceId ?? skipToken);
  const merged = merge(stored, booking, service.data?.onlineBooking?.requireManualApproval);
  const shown = merged && finished ? { ...merged, status: finished } : merged;
  const onFinished = (status: string) => {
    if (stored) confirmations.set({ ...stored, status });
    setFinished(status);
  };
  const zone = customerTimeZone();
  const path = `/bookings/${encodeURIComponent(bookingId)}/confirmation`;

  const title = (text: string) => (
    <h1 id="confirmation-title" tabIndex={-1}>
      {text}
    </h1>
  );

  if (!shown) {
    if (!ready || (loggedIn && read.isPending)) return <Loading label="Loading your booking…" retrying={read.failureCount > 0} />;
    if (loggedIn && read.isError) return <LoadError error={read.error} onRetry={() => void read.refetch()} retrying={read.isFetching} />;
    return (
      <section className="narrow" aria-labelledby="confirmation-title">
        {title(loggedIn ? 'Booking not found' : 'Booking details not available here')}
        {loggedIn ? (
          <p>This booking is not in your account. If you booked as a guest, check the confirmation email.</p>
        ) : (
          <p>
            A guest booking is shown only in the browser tab it was made in. Check your confirmation email, or{' '}
            <Link to={`/login?next=${encodeURIComponent(path)}`}>log in</Link> if you booked as a member.
          </p>
        )}
        <p>
          <Link to="/">Browse services</Link>
        </p>
      </section>
    );
  }

  const { title: heading, text } = headline(shown);
  return (
    <section className="narrow confirmation" aria-labelledby="confirmation-title">
      {title(heading)}
      <p className="lead">{text}</p>
      {shown.status === 'CREATED' && <FinishBooking bookingId={bookingId} email={shown.contactEmail} onDone={onFinished} />}
      <dl className="facts panel">
        <div>
          <dt>What</dt>
          <dd>{shown.servicePath ? <Link to={shown.servicePath}>{shown.serviceName}</Link> : shown.serviceName}</dd>
        </div>
        {shown.start && (
          <div>
            <dt>When</dt>
            <dd>{whenLabel(shown.start, shown.end, zone)}</dd>
          </div>
        )}
        <div>
          <dt>Time zone</dt>
          <dd>{zone}</dd>
        </div>
        {shown.location && (
          <div>
            <dt>Where</dt>
            <dd>{shown.location}</dd>
          </div>
        )}
        {shown.staff && (
          <div>
            <dt>With</dt>
            <dd>{shown.staff}</dd>
          </div>
        )}
        {shown.participants !== undefined && shown.participants > 1 && (
          <div>
            <dt>People</dt>
            <dd>{shown.participants}</dd>
          </div>
        )}
        {shown.contactName && (
          <div>
            <dt>Name</dt>
            <dd>{shown.contactName}</dd>
          </div>
        )}
        <div>
          <dt>Status</dt>
          <dd>{statusLabel(shown.status as Booking['status'])}</dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd>
            <code>{bookingId}</code>
          </dd>
        </div>
      </dl>
      <div className="actions">
        {loggedIn ? (
          <Link to="/my-bookings" className="button primary">
            Go to My bookings
          </Link>
        ) : null}
        <Link to="/" className={loggedIn ? 'button' : 'button primary'}>
          Book something else
        </Link>
      </div>
    </section>
  );
}
