import { keepPreviousData, skipToken, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { isApiError, isConflictError } from '@frontdesk/core';
import type { Booking, SlotAvailability } from '@frontdesk/bookings';
import type { BookingPolicy } from '@frontdesk/services';
import { scopeOf, useFrontdeskClient } from '@frontdesk/react';
import { useService } from '@frontdesk/react/services';
import { bookingKeys, useAvailability, useExtendedBookings, useRescheduleBooking } from '@frontdesk/react/bookings';
import {
  Alert,
  Link,
  LoadError,
  Loading,
  navigate,
  Redirect,
  setFlash,
  setSearch,
  useLocation,
  usePageTitle,
  useSession,
  useSubmit,
} from '../../../shared-ui/src/index.js';
import { allowed, blockedReason, cancellationAfterMove, windowNote } from '../booking-actions.js';
import { DAYS_PER_WEEK } from '../config.js';
import { errorMessage } from '../errors.js';
import { addDays, customerTimeZone, dayLabel, isDay, timeLabel, today, whenLabel, zonedInstant } from '../format.js';
import '../manage.css';

/** A slot's start and end instants (its local times are in its own zone, else the customer's). */
const startOf = (entry: SlotAvailability, zone: string) => zonedInstant(entry.slot?.startDate ?? '', entry.slot?.timezone ?? zone);
const endOf = (entry: SlotAvailability, zone: string) => zonedInstant(entry.slot?.endDate ?? '', entry.slot?.timezone ?? zone);
const keyOf = (entry: SlotAvailability) => `${entry.slot?.startDate}|${entry.slot?.resource?.id ?? ''}|${entry.slot?.eventId ?? ''}`;

/** The last day the booking policy lets a customer book (`limitEarlyBookingPolicy`), else a year ahead. */
function lastBookableDay(policy: BookingPolicy | undefined, zone: string, now: Date): string {
  const early = policy?.limitEarlyBookingPolicy;
  const minutes = early?.enabled && early.earliestBookingInMinutes ? early.earliestBookingInMinutes : 365 * 1440;
  return today(zone, new Date(now.getTime() + minutes * 60_000));
}

/** What a failed reschedule means to the customer, and what to do next. */
function rescheduleError(error: unknown): string {
  if (isConflictError(error)) {
    return 'This booking changed in the meantime (on another device or by the studio). We reloaded it: check the details and choose a time again.';
  }
  if (isApiError(error) && error.code === 'BOOKING_POLICY_VIOLATION') {
    return "The studio's policy does not allow moving this booking to that time (or not any more). Choose another time, or contact the studio.";
  }
  return errorMessage(error);
}

/** The open times of one week, one radio button per time, grouped by day; a time that would close online changes says so. */
function SlotChoices({
  entries,
  zone,
  picked,
  onPick,
  policy,
  now,
}: {
  entries: SlotAvailability[];
  zone: string;
  picked: string | undefined;
  onPick: (key: string) => void;
  policy: BookingPolicy | undefined;
  now: Date;
}): ReactNode {
  const days = new Map<string, SlotAvailability[]>();
  for (const entry of entries) {
    const day = today(zone, startOf(entry, zone));
    days.set(day, [...(days.get(day) ?? []), entry]);
  }
  if (days.size === 0) return <p className="empty">No open times this week. Try the next week.</p>;
  return (
    <div className="slot-days">
      {[...days].map(([day, list]) => (
        <fieldset key={day} className="slot-day">
          <legend>{dayLabel(day, true)}</legend>
          {list.map((entry) => {
            const key = keyOf(entry);
            const who = entry.slot?.resource?.name;
            const note = windowNote(startOf(entry, zone), policy, now);
            return (
              <label key={key} className="slot-choice">
                <input type="radio" name="slot" value={key} checked={picked === key} onChange={() => onPick(key)} />
                {timeLabel(startOf(entry, zone), zone)}
                {who ? ` with ${who}` : ''}
                {note && <span className="window-note">{note}</span>}
              </label>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}

/** Picks a new time for `booking` and moves it there with its current revision. */
function Reschedule({
  booking,
  reasonIfBlocked,
  policy,
}: {
  booking: Booking;
  reasonIfBlocked: string | undefined;
  policy: BookingPolicy | undefined;
}): ReactNode {
  const zone = customerTimeZone();
  const [now] = useState(() => new Date());
  const last = lastBookableDay(policy, zone, now);
  const { search } = useLocation();
  const client = useFrontdeskClient();
  const queryClient = useQueryClient();
  const serviceId = booking.bookedEntity?.slot?.serviceId;
  const first = today(zone);
  const requested = search.get('week');
  const week = isDay(requested) && requested >= first && requested <= last ? requested : first;
  const slots = useAvailability(
    serviceId
      ? { filter: { serviceId, startDate: `${week}T00:00:00`, endDate: `${addDays(week, DAYS_PER_WEEK)}T00:00:00`, bookable: true } }
      : skipToken,
    { timezone: zone },
    { staleTime: 10_000, placeholderData: keepPreviousData },
  );
  const [picked, setPicked] = useState<string>();
  const move = useRescheduleBooking();
  const current = booking.bookedEntity?.slot?.startDate;
  const entries = (slots.data?.availabilityEntries ?? []).filter(
    (e) => e.bookable && e.slot?.startDate && !(e.slot.startDate === current && !e.slot.eventId),
  );
  const choice = entries.find((e) => keyOf(e) === picked);

  const { onSubmit, busy } = useSubmit(async () => {
    if (!choice?.slot) return;
    try {
      // The customer is emailed the new time.
      await move.mutateAsync({
        id: booking.id!,
        slot: choice.slot,
        options: { revision: booking.revision!, participantNotification: { notifyParticipants: true } },
      });
    } catch (error) {
      // A stale revision: read the booking again, so the next try sends the current one.
      if (isConflictError(error)) await queryClient.invalidateQueries({ queryKey: bookingKeys.extendedBookings(scopeOf(client)) });
      else if (isApiError(error) && /SLOT|SPOTS|CAPACITY/.test(error.code)) {
        setPicked(undefined);
        await slots.refetch();
      }
      throw error;
    }
    setFlash(
      '/my-bookings',
      `Your booking of ${booking.bookedEntity?.title ?? 'the session'} is moved to ${whenLabel(startOf(choice, zone), endOf(choice, zone), zone)}.`,
    );
    navigate('/my-bookings');
  });

  if (reasonIfBlocked) {
    return (
      <Alert>
        <p>{reasonIfBlocked}</p>
        <Link to="/my-bookings">Back to my bookings</Link>
      </Alert>
    );
  }
  return (
    <form onSubmit={onSubmit} aria-labelledby="new-time-title" className="panel">
      <h2 id="new-time-title">Choose a new time</h2>
      <p className="hint">Times are shown in your time zone ({zone}).</p>
      <nav aria-label="Weeks" className="actions">
        <button type="button" disabled={week <= first} onClick={() => setSearch({ week: addDays(week, -DAYS_PER_WEEK) })}>
          Previous week
        </button>
        <button
          type="button"
          disabled={addDays(week, DAYS_PER_WEEK) > last}
          onClick={() => setSearch({ week: addDays(week, DAYS_PER_WEEK) })}
        >
          Next week
        </button>
      </nav>
      {slots.isPending ? (
        <Loading label="Loading open times…" retrying={slots.failureCount > 0} />
      ) : slots.isError ? (
        <LoadError error={slots.error} onRetry={() => void slots.refetch()} retrying={slots.isFetching} />
      ) : (
        <SlotChoices entries={entries} zone={zone} picked={picked} onPick={setPicked} policy={policy} now={now} />
      )}
      {choice && <p className="hint">{cancellationAfterMove(startOf(choice, zone), policy, now, zone)}</p>}
      {move.isError && <Alert>{rescheduleError(move.error)}</Alert>}
      <button type="submit" className="primary" disabled={!choice || busy}>
        {busy ? 'Moving your booking…' : 'Move my booking'}
      </button>
    </form>
  );
}

/** Reschedule: another open time of the same service for one of the member's bookings. Members only. */
export function ReschedulePage({ bookingId }: { bookingId: string }): ReactNode {
  usePageTitle('Reschedule');
  const { loggedIn, ready } = useSession();
  const { path } = useLocation();
  const zone = customerTimeZone();
  const found = useExtendedBookings(ready && loggedIn ? { filter: { id: bookingId } } : skipToken, { withBookingAllowedActions: true });
  const item = found.data?.items[0];
  const booking = item?.booking;
  const service = useService(booking?.bookedEntity?.slot?.serviceId ?? booking?.bookedEntity?.schedule?.serviceId ?? skipToken);
  if (!ready) return <Loading label="Loading…" />;
  if (!loggedIn) return <Redirect to={`/login?next=${encodeURIComponent(path)}`} />;
  let body: ReactNode;
  if (found.isPending) body = <Loading label="Loading your booking…" retrying={found.failureCount > 0} />;
  else if (found.isError) body = <LoadError error={found.error} onRetry={() => void found.refetch()} retrying={found.isFetching} />;
  else if (!item || !booking) body = <Alert>We could not find this booking in your account.</Alert>;
  else {
    const blocked = allowed(item, 'reschedule')
      ? undefined
      : blockedReason(item, 'reschedule', service.data?.bookingPolicy, new Date(), zone, service.data?.type === 'COURSE');
    body = (
      <>
        <dl className="facts panel">
          <div>
            <dt>Service</dt>
            <dd>{booking.bookedEntity?.title ?? service.data?.name}</dd>
          </div>
          <div>
            <dt>Booked for</dt>
            <dd>{booking.startDate ? whenLabel(booking.startDate, booking.endDate, zone) : 'To be confirmed'}</dd>
          </div>
        </dl>
        <Reschedule booking={booking} reasonIfBlocked={blocked} policy={service.data?.bookingPolicy} />
      </>
    );
  }
  return (
    <section aria-labelledby="reschedule-title">
      <h1 id="reschedule-title" tabIndex={-1}>
        Reschedule your booking
      </h1>
      <p>
        <Link to="/my-bookings">Back to my bookings</Link>
      </p>
      {body}
    </section>
  );
}
