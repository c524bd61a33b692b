import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { isAuthenticationError } from '@frontdesk/core';
import type { ExtendedBooking } from '@frontdesk/bookings';
import { FrontdeskProvider } from '@frontdesk/react';
import { useConfirmBooking, useDeclineBooking, useExtendedBookings, useSetAttendance } from '@frontdesk/react/bookings';
import { Alert, Field, LoadError, Loading, Notice, setSearch, useLocation, usePageTitle } from '../../../shared-ui/src/index.js';
import { errorMessage } from '../errors.js';
import { addDays, customerTimeZone, dayLabel, isDay, timeLabel, today, zonedInstant } from '../format.js';
import { closeStaffSession, createStaffClient, openStaffSession, readStaffSession, StaffSessionError } from '../staff-client.js';
import '../manage.css';

/*
 * The staff view: the day's bookings, confirm or decline the ones waiting for approval, mark
 * attendance. Those are the site owner's calls, so they go through the app's server (the staff
 * proxy, with the admin key it keeps) after the staff passcode opened a session.
 */

const SESSION_KEY = ['booking-app', 'staff-session'] as const;
const STATUS: Record<string, string> = {
  CONFIRMED: 'Confirmed',
  PENDING: 'Waiting for approval',
  CREATED: 'Not confirmed yet',
  CANCELED: 'Canceled',
  DECLINED: 'Declined',
  WAITING_LIST: 'On the waitlist',
};
const ATTENDANCE: Record<string, string> = { ATTENDED: 'Attended', NOT_ATTENDED: 'Did not attend', NOT_SET: 'Not marked yet' };

function sessionMessage(error: unknown): string {
  if (error instanceof StaffSessionError) {
    if (error.code === 'WRONG_STAFF_PASSCODE') return 'Wrong staff passcode. Please try again.';
    if (error.code === 'TOO_MANY_ATTEMPTS') return 'Too many wrong passcodes. Wait a minute and try again.';
    return error.message;
  }
  return errorMessage(error);
}

/** The passcode form that opens a staff session (the app's server sets an HttpOnly cookie). */
function PasscodeForm(): ReactNode {
  const queryClient = useQueryClient();
  const [passcode, setPasscode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await openStaffSession(passcode);
      setPasscode('');
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    } catch (failure) {
      setError(sessionMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="panel narrow" aria-labelledby="staff-sign-in">
      <h2 id="staff-sign-in">Staff sign-in</h2>
      <p>Enter the studio's staff passcode to see the day's bookings.</p>
      <Field
        label="Staff passcode"
        type="password"
        autoComplete="current-password"
        value={passcode}
        onChange={(e) => setPasscode(e.target.value)}
        required
        error={error}
      />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Checking…' : 'Open the staff view'}
      </button>
    </form>
  );
}

/** One booking of the day, with the staff actions its status allows. */
function StaffBooking({ item, zone }: { item: ExtendedBooking; zone: string }): ReactNode {
  const booking = item.booking!;
  const titleId = useId();
  const confirm = useConfirmBooking();
  const decline = useDeclineBooking();
  const attendance = useSetAttendance();
  const failed = confirm.error ?? decline.error ?? attendance.error;
  const busy = confirm.isPending || decline.isPending || attendance.isPending;
  const title = booking.bookedEntity?.title ?? 'Booking';
  const time = booking.startDate
    ? `${timeLabel(booking.startDate, zone)}${booking.endDate ? ` – ${timeLabel(booking.endDate, zone)}` : ''}`
    : 'Time not set';
  const contact = booking.contactDetails;
  const customer = [contact?.firstName, contact?.lastName].filter(Boolean).join(' ') || contact?.email || 'Unknown customer';
  const marked = item.attendance?.status ?? 'NOT_SET';
  // The customer is emailed that the studio confirmed or declined the booking.
  const revision = { id: booking.id!, revision: booking.revision!, options: { participantNotification: { notifyParticipants: true } } };
  const mark = (status: 'ATTENDED' | 'NOT_ATTENDED') =>
    attendance.mutate({
      attendance: {
        bookingId: booking.id!,
        status,
        ...(status === 'ATTENDED' ? { numberOfAttendees: booking.totalParticipants ?? 1 } : {}),
      },
    });
  return (
    <li>
      <article className="panel booking-card" aria-labelledby={titleId}>
        <h3 id={titleId}>
          {time} · {title}
        </h3>
        <dl className="facts">
          <div>
            <dt>Customer</dt>
            <dd>{contact?.email && customer !== contact.email ? `${customer} (${contact.email})` : customer}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{STATUS[booking.status ?? ''] ?? booking.status}</dd>
          </div>
          {booking.status === 'CONFIRMED' && (
            <div>
              <dt>Attendance</dt>
              <dd>{ATTENDANCE[marked]}</dd>
            </div>
          )}
        </dl>
        {failed && <Alert>{errorMessage(failed)}</Alert>}
        <div className="booking-actions">
          {booking.status === 'PENDING' && (
            <>
              <button
                type="button"
                className="primary"
                disabled={busy}
                onClick={() => confirm.mutate(revision)}
                aria-label={`Confirm ${title} for ${customer}`}
              >
                Confirm
              </button>
              <button
                type="button"
                className="danger"
                disabled={busy}
                onClick={() => decline.mutate(revision)}
                aria-label={`Decline ${title} for ${customer}`}
              >
                Decline
              </button>
            </>
          )}
          {booking.status === 'CONFIRMED' && (
            <>
              <button
                type="button"
                aria-pressed={marked === 'ATTENDED'}
                disabled={busy}
                onClick={() => mark('ATTENDED')}
                aria-label={`Mark ${customer} as attended`}
              >
                Attended
              </button>
              <button
                type="button"
                aria-pressed={marked === 'NOT_ATTENDED'}
                disabled={busy}
                onClick={() => mark('NOT_ATTENDED')}
                aria-label={`Mark ${customer} as not attended`}
              >
                Not attended
              </button>
            </>
          )}
        </div>
      </article>
    </li>
  );
}

/** The bookings that start on the day in the URL (`?day=YYYY-MM-DD`, default today), in the staff member's time zone. */
function StaffDay(): ReactNode {
  const zone = customerTimeZone();
  const queryClient = useQueryClient();
  const { search } = useLocation();
  const requested = search.get('day');
  const day = isDay(requested) ? requested : today(zone);
  const from = zonedInstant(`${day}T00:00:00`, zone).toISOString();
  const to = zonedInstant(`${addDays(day, 1)}T00:00:00`, zone).toISOString();
  const bookings = useExtendedBookings(
    { filter: { startDate: { $gte: from, $lt: to } }, sort: [{ fieldName: 'startDate', order: 'ASC' }], cursorPaging: { limit: 100 } },
    { withBookingAttendanceInfo: true },
  );
  const ended = bookings.isError && isAuthenticationError(bookings.error);
  useEffect(() => {
    // The staff session ended (expired, or the server restarted): back to the passcode.
    if (ended) void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
  }, [ended, queryClient]);
  const items = (bookings.data?.items ?? []).filter((item) => item.booking?.id);
  return (
    <section aria-labelledby="staff-day-title">
      <h2 id="staff-day-title">Bookings on {dayLabel(day, true)}</h2>
      <div className="day-picker">
        <button type="button" className="previous-day" onClick={() => setSearch({ day: addDays(day, -1) })}>
          Previous day
        </button>
        <div className="field">
          <label htmlFor="staff-day">Day</label>
          <input id="staff-day" type="date" value={day} onChange={(e) => isDay(e.target.value) && setSearch({ day: e.target.value })} />
        </div>
        <button type="button" className="next-day" onClick={() => setSearch({ day: addDays(day, 1) })}>
          Next day
        </button>
      </div>
      {bookings.isPending ? (
        <Loading label="Loading the day's bookings…" retrying={bookings.failureCount > 0} />
      ) : bookings.isError ? (
        <LoadError error={bookings.error} onRetry={() => void bookings.refetch()} retrying={bookings.isFetching} />
      ) : items.length === 0 ? (
        <p className="empty">No bookings on this day.</p>
      ) : (
        <ul className="booking-list" aria-label="Bookings of the day" aria-busy={bookings.isFetching}>
          {items.map((item) => (
            <StaffBooking key={item.booking!.id} item={item} zone={zone} />
          ))}
        </ul>
      )}
      <p className="hint">Times are shown in your time zone ({zone}).</p>
    </section>
  );
}

/** The staff view (`/staff`): a passcode, then the day's bookings through the staff proxy. */
export function StaffPage(): ReactNode {
  usePageTitle('Staff');
  const queryClient = useQueryClient();
  const session = useQuery({ queryKey: SESSION_KEY, queryFn: readStaffSession, staleTime: 0, retry: false });
  // One client for the page's lifetime; its scope (`staffSession`) keeps its cache apart from the member's.
  const [client] = useState(createStaffClient);
  const [left, setLeft] = useState(false);
  const signOut = async () => {
    await closeStaffSession().catch(() => undefined);
    queryClient.removeQueries({ queryKey: ['frontdesk', 'staffSession'] });
    setLeft(true);
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
  };
  let body: ReactNode;
  if (session.isPending) body = <Loading label="Loading…" />;
  else if (session.isError) body = <Alert>{sessionMessage(session.error)}</Alert>;
  else if (!session.data) {
    body = (
      <>
        {left && <Notice>You left the staff view.</Notice>}
        <PasscodeForm />
      </>
    );
  } else {
    body = (
      <FrontdeskProvider client={client}>
        <p>
          <button type="button" className="link-button" onClick={() => void signOut()}>
            Leave the staff view
          </button>
        </p>
        <StaffDay />
      </FrontdeskProvider>
    );
  }
  return (
    <section aria-labelledby="staff-title">
      <h1 id="staff-title" tabIndex={-1}>
        Staff
      </h1>
      {body}
    </section>
  );
}
