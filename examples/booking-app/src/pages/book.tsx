import { skipToken } from '@tanstack/react-query';
import { useEffect, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import type { SlotAvailability } from '@frontdesk/bookings';
import { useCurrentMember } from '@frontdesk/react/members';
import { useScheduleAvailability } from '@frontdesk/react/bookings';
import type { Service } from '@frontdesk/services';
import { Alert, Link, LoadError, Loading, setSearch, useLocation, usePageTitle, useSession } from '../../../shared-ui/src/index.js';
import { BookingForm, EMPTY_CONTACT, type BookingTarget, type ContactInput } from '../components/booking-form.js';
import { servicePath } from '../components/service-card.js';
import { HostedCheckout } from '../components/hosted-checkout.js';
import { AppointmentPicker, SessionPicker, slotEnd, slotStart, useSlots, weekOf } from '../components/slot-picker.js';
import { useServiceBySlug } from '../components/use-service-by-slug.js';
import { CLASS_DAYS_AHEAD, DAYS_PER_WEEK } from '../config.js';
import { customerTimeZone, dateTimeLabel, isDay, price, today, whenLabel, zonedInstant } from '../format.js';
import { ServiceNotFound } from './service.js';

/** What every booking step shares: the service, the zone, the form's values and a retake message. */
interface StepProps {
  service: Service;
  zone: string;
  contact: ContactInput;
  onContact: (contact: ContactInput) => void;
  asMember: boolean;
}

/** The most people one booking of `service` may be for. */
const maxParticipants = (service: Service, settings?: number): number =>
  service.type === 'APPOINTMENT' ? 1 : Math.max(1, settings ?? service.bookingPolicy?.participantsPolicy?.maxParticipantsPerBooking ?? 1);

/** Moves the focus to the booking form's heading once a time is picked (keyboard and screen reader users land there). */
function useFocusDetails(picked: unknown): MutableRefObject<boolean> {
  const userPicked = useRef(false);
  useEffect(() => {
    if (picked && userPicked.current) {
      userPicked.current = false;
      document.getElementById('details-title')?.focus();
    }
  }, [picked]);
  return userPicked;
}

/** The chosen slot and the booking form, or nothing until a slot is chosen. */
function SlotSummary({ service, entry, zone }: { service: Service; entry: SlotAvailability; zone: string }): ReactNode {
  return (
    <section className="panel summary" aria-labelledby="summary-title">
      <h2 id="summary-title">Your booking</h2>
      <dl className="facts">
        <div>
          <dt>Service</dt>
          <dd>{service.name}</dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>{whenLabel(slotStart(entry, zone), slotEnd(entry, zone), zone)}</dd>
        </div>
        {entry.slot?.resource?.name && (
          <div>
            <dt>With</dt>
            <dd>{entry.slot.resource.name}</dd>
          </div>
        )}
        <div>
          <dt>Price</dt>
          <dd>{price(service.payment)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** Between the hosted checkout and the app's own booking form (its custom checkout). */
function OrHere(): ReactNode {
  return <p className="or-here">Or book on this page, with nothing to pay now (pay at the studio if there is a price):</p>;
}

/** The target of a slot booking: the slot as availability gave it (its local times and zone). */
const slotTarget = (entry: SlotAvailability): BookingTarget => ({
  entity: { slot: entry.slot as NonNullable<BookingTarget['entity']['slot']> },
  staff: entry.slot?.resource?.name,
  location: [entry.slot?.location?.name, entry.slot?.location?.formattedAddress].filter(Boolean).join(', ') || undefined,
});

/** `the time you chose (Tuesday, November 24, 10:00 AM)` for a slot's local start in `zone`. */
function goneLabel(local: string, zone: string): string {
  const at = zonedInstant(local, zone);
  return Number.isNaN(at.getTime()) ? 'the time you chose' : `the time you chose (${dateTimeLabel(at, zone)})`;
}

/** A message after a failed booking asked for another time; focused so it is read out. */
function RetakeAlert({ message }: { message: string | undefined }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert id="retake-error">{message}</Alert>
    </div>
  );
}

function AppointmentStep({ service, zone, ...form }: StepProps): ReactNode {
  const { search } = useLocation();
  const first = today(zone);
  const dateParam = search.get('date');
  const day = isDay(dateParam) && dateParam >= first ? dateParam : first;
  const time = search.get('time') ?? undefined;
  const [retake, setRetake] = useState<string>();
  // The same query as the picker's (same key): the chosen time is looked up in its answer.
  const slots = useSlots(service, weekOf(day, zone), DAYS_PER_WEEK, zone);
  const entry = time ? slots.data?.availabilityEntries?.find((e) => e.slot?.startDate === time && e.bookable) : undefined;
  const userPicked = useFocusDetails(entry);
  // A link (shared, bookmarked, or an old tab) to a time that is taken or closed now.
  const gone = time && !entry && slots.data && !slots.isPlaceholderData && !retake ? time : undefined;

  return (
    <>
      <section aria-labelledby="pick-title">
        <h2 id="pick-title">Choose a day and time</h2>
        <RetakeAlert message={retake} />
        {gone && <Alert id="gone-time">{`Sorry, ${goneLabel(gone, zone)} is no longer available. Please choose another time.`}</Alert>}
        <AppointmentPicker
          service={service}
          zone={zone}
          day={day}
          time={entry ? time : undefined}
          onDay={(d) => setSearch({ date: d, time: null }, { replace: true })}
          onTime={(e) => {
            setRetake(undefined);
            userPicked.current = true;
            setSearch({ date: day, time: e.slot!.startDate! }, { replace: true });
          }}
        />
      </section>
      {entry && (
        <>
          <SlotSummary service={service} entry={entry} zone={zone} />
          <HostedCheckout service={service} entry={entry} zone={zone} />
          <OrHere />
          <BookingForm
            service={service}
            target={slotTarget(entry)}
            maxParticipants={1}
            onRetake={(message) => {
              setRetake(message);
              setSearch({ time: null }, { replace: true });
              void slots.refetch();
            }}
            {...form}
          />
        </>
      )}
    </>
  );
}

function ClassStep({ service, zone, ...form }: StepProps): ReactNode {
  const { search } = useLocation();
  const session = search.get('session') ?? undefined;
  const [retake, setRetake] = useState<string>();
  const slots = useSlots(service, today(zone), CLASS_DAYS_AHEAD, zone);
  const entry = session ? slots.data?.availabilityEntries?.find((e) => e.slot?.eventId === session && e.bookable) : undefined;
  const userPicked = useFocusDetails(entry);
  const gone = session && !entry && slots.data && !slots.isPlaceholderData && !retake;

  return (
    <>
      <section aria-labelledby="pick-title">
        <h2 id="pick-title">Choose a session</h2>
        <RetakeAlert message={retake} />
        {gone && <Alert id="gone-time">Sorry, the session you chose is no longer available. Please choose another one.</Alert>}
        <SessionPicker
          service={service}
          zone={zone}
          session={entry ? session : undefined}
          onSession={(e) => {
            setRetake(undefined);
            userPicked.current = true;
            setSearch({ session: e.slot!.eventId! }, { replace: true });
          }}
        />
      </section>
      {entry && (
        <>
          <SlotSummary service={service} entry={entry} zone={zone} />
          <HostedCheckout service={service} entry={entry} zone={zone} />
          <OrHere />
          <BookingForm
            service={service}
            target={slotTarget(entry)}
            maxParticipants={maxParticipants(service)}
            onRetake={(message) => {
              setRetake(message);
              setSearch({ session: null }, { replace: true });
              void slots.refetch();
            }}
            {...form}
          />
        </>
      )}
    </>
  );
}

function CourseStep({ service, zone, ...form }: StepProps): ReactNode {
  const scheduleId = service.schedule?.id;
  const spots = useScheduleAvailability(scheduleId ?? skipToken, { staleTime: 10_000 });
  const [retake, setRetake] = useState<string>();
  const availability = spots.data?.availability;
  const v = availability?.bookingPolicyViolations;
  const open = availability?.openSpots ?? 0;
  const first = service.schedule?.firstSessionStart;
  const last = service.schedule?.lastSessionEnd;
  const closed = v?.tooLateToBook
    ? 'This course has already started, so it can no longer be booked online.'
    : v?.tooEarlyToBook
      ? 'Booking for this course is not open yet. Please check back closer to the start.'
      : v?.bookOnlineDisabled
        ? 'This course cannot be booked online. Please contact the studio.'
        : open <= 0
          ? 'This course is full.'
          : undefined;

  return (
    <>
      <section className="panel summary" aria-labelledby="summary-title">
        <h2 id="summary-title">The whole course</h2>
        <dl className="facts">
          {first && (
            <div>
              <dt>When</dt>
              <dd>{whenLabel(first, last, zone)}</dd>
            </div>
          )}
          <div>
            <dt>Price</dt>
            <dd>{price(service.payment)}</dd>
          </div>
          {availability && (
            <div>
              <dt>Open spots</dt>
              <dd>
                {open} of {availability.totalSpots ?? open}
              </dd>
            </div>
          )}
        </dl>
        <p className="hint">One booking covers every session of the course.</p>
      </section>
      <RetakeAlert message={retake} />
      {spots.isPending && <Loading label="Checking open spots…" retrying={spots.failureCount > 0} />}
      {spots.isError && <LoadError error={spots.error} onRetry={() => void spots.refetch()} retrying={spots.isFetching} />}
      {spots.data && closed && <p className="empty">{closed}</p>}
      {spots.data && !closed && scheduleId && (
        <BookingForm
          service={service}
          target={{ entity: { schedule: { scheduleId, serviceId: service.id! } } }}
          maxParticipants={Math.min(
            maxParticipants(service, spots.data.bookingPolicySettings?.maxParticipantsPerBooking),
            Math.max(1, open),
          )}
          onRetake={(message) => {
            setRetake(message);
            void spots.refetch();
          }}
          {...form}
        />
      )}
    </>
  );
}

/** The member's details for the form, once (a member's later edits win). */
function useMemberPrefill(loggedIn: boolean, setContact: (update: (c: ContactInput) => ContactInput) => void): void {
  const { data } = useCurrentMember({ fieldsets: ['FULL'] }, { enabled: loggedIn });
  const member = loggedIn ? data?.member : undefined;
  useEffect(() => {
    if (!member) return;
    setContact((c) => ({
      ...c,
      firstName: c.firstName || member.contact?.firstName || '',
      lastName: c.lastName || member.contact?.lastName || '',
      email: c.email || member.loginEmail || member.contact?.emails?.[0] || '',
      phone: c.phone || member.contact?.phones?.[0] || '',
    }));
  }, [member, setContact]);
}

/**
 * Booking a service (`/services/<slug>/book`): an appointment's day and time
 * (`?date=2026-11-24&time=2026-11-24T10:00:00`), a class's session (`?session=<eventId>`), or the
 * whole course; then the platform's hosted checkout for a slot (pay online, in person or with a
 * plan), or the customer's details on this page (the app's custom checkout). Times are in the
 * customer's own time zone. Visitors book as guests or log in first; members' details are filled in.
 */
export function BookPage({ slug }: { slug: string }): ReactNode {
  const { service, isPending, notFound, error, retry, retrying, failureCount } = useServiceBySlug(slug);
  usePageTitle(service?.name ? `Book ${service.name}` : 'Book');
  const { path } = useLocation();
  const { loggedIn, ready, member } = useSession();
  const [contact, setContact] = useState<ContactInput>(EMPTY_CONTACT);
  useMemberPrefill(loggedIn, setContact);
  const zone = customerTimeZone();

  if (isPending) return <Loading label="Loading the service…" retrying={failureCount > 0} />;
  if (error && !service) return <LoadError error={error} onRetry={retry} retrying={retrying} />;
  if (notFound || !service) return <ServiceNotFound />;

  const step: StepProps = { service, zone, contact, onContact: setContact, asMember: loggedIn };
  return (
    <article className="book" aria-labelledby="book-title">
      <p className="breadcrumb">
        <Link to={servicePath(service)}>← {service.name}</Link>
      </p>
      <h1 id="book-title" tabIndex={-1}>
        Book {service.name}
      </h1>
      {service.onlineBooking?.enabled === false ? (
        <p className="empty">This service cannot be booked online. Please contact the studio.</p>
      ) : (
        <>
          <p className="zone-note">
            Times are shown in your time zone: <strong>{zone}</strong>.
          </p>
          {ready && !loggedIn && (
            <p className="member-note">
              Booking as a guest. Have an account? <Link to={`/login?next=${encodeURIComponent(path)}`}>Log in to book as a member</Link>
            </p>
          )}
          {ready && loggedIn && (
            <p className="member-note">
              Booking as <strong>{member?.loginEmail ?? 'a member'}</strong>: the booking will be in My bookings.
            </p>
          )}
          {service.type === 'COURSE' ? (
            <CourseStep {...step} />
          ) : service.type === 'CLASS' ? (
            <ClassStep {...step} />
          ) : (
            <AppointmentStep {...step} />
          )}
        </>
      )}
    </article>
  );
}
