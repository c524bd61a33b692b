import type { ReactNode } from 'react';
import type { Service } from '@frontdesk/services';
import { Link, LoadError, Loading, usePageTitle } from '../../../shared-ui/src/index.js';
import { servicePath, typeLabel } from '../components/service-card.js';
import { useServiceBySlug } from '../components/use-service-by-slug.js';
import { customerTimeZone, dateTimeLabel, locationText, paymentTerms, policyLines, price, serviceDuration } from '../format.js';

/** The page for a service that is not there (hidden, deleted, or a wrong link); the booking page uses it too. */
export function ServiceNotFound(): ReactNode {
  return (
    <section aria-labelledby="service-title">
      <h1 id="service-title" tabIndex={-1}>
        Service not available
      </h1>
      <p>This service cannot be booked online any more, or the link is wrong.</p>
      <p>
        <Link to="/">See the services</Link>
      </p>
    </section>
  );
}

/** When a service takes place: a course's dates, a class's weekly sessions, or "pick a time". */
function scheduleText(service: Service, zone: string): string | undefined {
  if (service.type === 'COURSE' && service.schedule?.firstSessionStart) {
    const last = service.schedule.lastSessionEnd;
    return `From ${dateTimeLabel(service.schedule.firstSessionStart, zone)}${last ? ` to ${dateTimeLabel(last, zone)}` : ''}. One booking covers every session.`;
  }
  if (service.type === 'CLASS') return 'Regular sessions: pick one when you book.';
  if (service.type === 'APPOINTMENT') return 'Pick a day and a time that suits you when you book.';
  return undefined;
}

/**
 * A service's page (`/services/<slug>`): what it is, price and payment, length, staff, location,
 * the booking policy in plain words, and the way to book it.
 */
export function ServicePage({ slug }: { slug: string }): ReactNode {
  const { service, isPending, notFound, error, retry, retrying, failureCount } = useServiceBySlug(slug);
  usePageTitle(service?.name ?? 'Service');

  if (isPending) return <Loading label="Loading the service…" retrying={failureCount > 0} />;
  if (error && !service) return <LoadError error={error} onRetry={retry} retrying={retrying} />;
  if (notFound || !service) return <ServiceNotFound />;

  const zone = customerTimeZone();
  const length = serviceDuration(service);
  const payment = paymentTerms(service.payment);
  const staff = service.staffMemberDetails?.staffMembers?.map((member) => member.name).filter(Boolean) ?? [];
  const policy = policyLines(service.bookingPolicy);
  const when = scheduleText(service, zone);
  const manual = service.onlineBooking?.requireManualApproval;
  const online = service.onlineBooking?.enabled !== false;

  return (
    <article className="service-detail" aria-labelledby="service-title">
      <p className="breadcrumb">
        <Link to="/">← All services</Link>
      </p>
      <p className="badge">{typeLabel(service)}</p>
      <h1 id="service-title" tabIndex={-1}>
        {service.name}
      </h1>
      {service.tagLine && <p className="lead">{service.tagLine}</p>}
      {service.description && <p>{service.description}</p>}

      <div className="detail-columns">
        <section aria-labelledby="details-title" className="panel">
          <h2 id="details-title">Details</h2>
          <dl className="facts">
            <div>
              <dt>Price</dt>
              <dd>{price(service.payment)}</dd>
            </div>
            {payment && (
              <div>
                <dt>Payment</dt>
                <dd>{payment}</dd>
              </div>
            )}
            {length && (
              <div>
                <dt>Duration</dt>
                <dd>{service.type === 'COURSE' ? `${length} per session` : length}</dd>
              </div>
            )}
            <div>
              <dt>{staff.length > 1 ? 'Staff' : 'With'}</dt>
              <dd>{staff.length > 0 ? staff.join(', ') : service.staffMemberDetails ? 'The studio team' : 'Loading…'}</dd>
            </div>
            <div>
              <dt>Location</dt>
              <dd>{(service.locations ?? []).map(locationText).join('; ') || locationText(undefined)}</dd>
            </div>
            {when && (
              <div>
                <dt>When</dt>
                <dd>{when}</dd>
              </div>
            )}
          </dl>
        </section>
        <section aria-labelledby="policy-title" className="panel">
          <h2 id="policy-title">Booking policy</h2>
          {policy.length > 0 || manual ? (
            <ul className="terms">
              {manual && <li>The studio approves each booking: you will hear from them once it is confirmed.</li>}
              {policy.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p>No special conditions.</p>
          )}
        </section>
      </div>

      <div className="book-box">
        {online ? (
          <Link to={`${servicePath(service)}/book`} className="button primary">
            {service.type === 'COURSE' ? 'Book the course' : service.type === 'CLASS' ? 'Book a session' : 'Book'}
            <span className="visually-hidden"> {service.name}</span>
          </Link>
        ) : (
          <p>This service cannot be booked online. Please contact the studio.</p>
        )}
      </div>
    </article>
  );
}
