import { skipToken } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import type { ExtendedBooking, ExtendedBookingQuery } from '@frontdesk/bookings';
import { useService } from '@frontdesk/react/services';
import { useCancelBookingOptimistic, useExtendedBookingsInfinite } from '@frontdesk/react/bookings';
import { Alert, Link, LoadError, Loading, Notice, Redirect, useLocation, usePageTitle, useSession } from '../../../shared-ui/src/index.js';
import { actionNote, allowed } from '../booking-actions.js';
import { errorMessage } from '../errors.js';
import { customerTimeZone, statusLabel, whenLabel } from '../format.js';
import '../manage.css';

/** The two lists, by the `tab` URL parameter. */
const TABS = { upcoming: 'Upcoming', past: 'Past and canceled' } as const;
type Tab = keyof typeof TABS;
const PAGE_SIZE = 20;
/** The statuses of a booking that still holds (or may hold) its time. */
const ACTIVE = ['CREATED', 'PENDING', 'CONFIRMED', 'WAITING_LIST'];
/** The customer is emailed about a cancellation. */
const NOTIFY = { notifyParticipants: true };

/** What the customer sees about attendance, once the studio recorded it. */
const ATTENDANCE: Record<string, string> = { ATTENDED: 'You attended', NOT_ATTENDED: 'Marked as not attended' };

/**
 * The query of a tab: upcoming bookings that still hold their time (soonest first), or the others,
 * past, canceled or declined (latest first).
 */
function tabQuery(tab: Tab, now: string): ExtendedBookingQuery {
  return tab === 'upcoming'
    ? {
        filter: { endDate: { $gte: now }, status: { $in: ACTIVE } },
        sort: [{ fieldName: 'startDate', order: 'ASC' }],
        cursorPaging: { limit: PAGE_SIZE },
      }
    : {
        filter: { $or: [{ endDate: { $lt: now } }, { status: { $nin: ACTIVE } }] },
        sort: [{ fieldName: 'startDate', order: 'DESC' }],
        cursorPaging: { limit: PAGE_SIZE },
      };
}

/** One booking: when, status, attendance, the actions the platform allows, and one short note on what it does not. */
function BookingCard({
  item,
  zone,
  now,
  onCanceled,
}: {
  item: ExtendedBooking;
  zone: string;
  now: Date;
  onCanceled: (text: string) => void;
}): ReactNode {
  const booking = item.booking!;
  const titleId = useId();
  const serviceId = booking.bookedEntity?.slot?.serviceId ?? booking.bookedEntity?.schedule?.serviceId;
  const service = useService(serviceId ?? skipToken);
  const cancel = useCancelBookingOptimistic();
  const [confirming, setConfirming] = useState(false);
  const title = booking.bookedEntity?.title ?? service.data?.name ?? 'Booking';
  const when = booking.startDate ? whenLabel(booking.startDate, booking.endDate, zone) : 'Time to be confirmed';
  // The note needs the service's policy: nothing is said until it is loaded, rather than a guess.
  const note =
    serviceId && service.isPending ? undefined : actionNote(item, service.data?.bookingPolicy, now, zone, service.data?.type === 'COURSE');
  const attendance = item.attendance?.status ? ATTENDANCE[item.attendance.status] : undefined;
  const canMove = allowed(item, 'reschedule');
  const canCancel = allowed(item, 'cancel');

  const doCancel = () => {
    setConfirming(false);
    cancel.mutate(
      { id: booking.id!, options: { revision: booking.revision!, participantNotification: NOTIFY } },
      { onSuccess: () => onCanceled(`Your booking of ${title} on ${when} is canceled.`) },
    );
  };

  return (
    <li>
      <article className="panel booking-card" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        <dl className="facts compact">
          <div>
            <dt>When</dt>
            <dd>{when}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{statusLabel(booking.status)}</dd>
          </div>
          {attendance && (
            <div>
              <dt>Attendance</dt>
              <dd>{attendance}</dd>
            </div>
          )}
        </dl>
        {cancel.isError && <Alert>{`We could not cancel this booking. ${errorMessage(cancel.error)}`}</Alert>}
        {(canMove || canCancel) && (
          <div className="booking-actions">
            {confirming ? (
              <fieldset className="confirm-cancel" aria-label={`Cancel ${title}?`}>
                <p>Cancel this booking?</p>
                <button type="button" className="primary danger" onClick={doCancel}>
                  Yes, cancel it
                </button>
                <button type="button" onClick={() => setConfirming(false)}>
                  Keep it
                </button>
              </fieldset>
            ) : (
              <>
                {canMove && (
                  <Link
                    to={`/my-bookings/${encodeURIComponent(booking.id!)}/reschedule`}
                    className="button"
                    aria-label={`Reschedule ${title}`}
                  >
                    Reschedule
                  </Link>
                )}
                {canCancel && (
                  <button
                    type="button"
                    className="danger"
                    onClick={() => setConfirming(true)}
                    disabled={cancel.isPending}
                    aria-label={`Cancel ${title}`}
                  >
                    {cancel.isPending ? 'Canceling…' : 'Cancel'}
                  </button>
                )}
              </>
            )}
          </div>
        )}
        {note && <p className="note">{note}</p>}
      </article>
    </li>
  );
}

/** The bookings of one tab, with "Show more". */
function BookingList({ tab, now }: { tab: Tab; now: Date }): ReactNode {
  const zone = customerTimeZone();
  const [done, setDone] = useState<string>();
  const bookings = useExtendedBookingsInfinite(tabQuery(tab, now.toISOString()), {
    withBookingAllowedActions: true,
    withBookingAttendanceInfo: true,
  });
  if (bookings.isPending) return <Loading label="Loading your bookings…" retrying={bookings.failureCount > 0} />;
  if (bookings.isError) return <LoadError error={bookings.error} onRetry={() => void bookings.refetch()} retrying={bookings.isFetching} />;
  const items = bookings.data.pages.flatMap((page) => page.items).filter((item) => item.booking?.id);
  return (
    <>
      {done && <Notice>{done}</Notice>}
      {items.length === 0 ? (
        <p className="empty">
          {tab === 'upcoming' ? 'You have no upcoming bookings. ' : 'You have no past or canceled bookings. '}
          <Link to="/">Book a session</Link>
        </p>
      ) : (
        <ul className="booking-list" aria-label={`${TABS[tab]} bookings`} aria-busy={bookings.isFetching}>
          {items.map((item) => (
            <BookingCard key={item.booking!.id} item={item} zone={zone} now={now} onCanceled={setDone} />
          ))}
        </ul>
      )}
      {bookings.hasNextPage && (
        <button type="button" onClick={() => void bookings.fetchNextPage()} disabled={bookings.isFetchingNextPage}>
          {bookings.isFetchingNextPage ? 'Loading…' : 'Show more bookings'}
        </button>
      )}
      <p className="hint">Times are shown in your time zone ({zone}).</p>
    </>
  );
}

/** My bookings: upcoming, and past or canceled bookings (tab in the URL), with reschedule and cancel. Members only. */
export function MyBookingsPage(): ReactNode {
  usePageTitle('My bookings');
  const { loggedIn, ready } = useSession();
  const { search, path } = useLocation();
  // "Now" is fixed while the page is open (rounded to the minute), so the list's query key is stable.
  const [now] = useState(() => new Date(Math.floor(Date.now() / 60_000) * 60_000));
  const tab: Tab = search.get('tab') === 'past' ? 'past' : 'upcoming';
  if (!ready) return <Loading label="Loading…" />;
  if (!loggedIn) return <Redirect to={`/login?next=${encodeURIComponent(path)}`} />;
  return (
    <section aria-labelledby="my-bookings-title">
      <h1 id="my-bookings-title" tabIndex={-1}>
        My bookings
      </h1>
      <nav aria-label="Which bookings" className="tabs">
        <ul>
          {(Object.keys(TABS) as Tab[]).map((key) => (
            <li key={key}>
              <Link to={key === 'upcoming' ? '/my-bookings' : '/my-bookings?tab=past'} aria-current={key === tab ? 'page' : undefined}>
                {TABS[key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <BookingList key={tab} tab={tab} now={now} />
    </section>
  );
}
