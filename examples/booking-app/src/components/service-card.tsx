import { useId, type ReactNode } from 'react';
import type { Service } from '@frontdesk/services';
import { Link } from '../../../shared-ui/src/index.js';
import { isServiceType, price, serviceDuration, SERVICE_TYPES } from '../format.js';

/**
 * The URL of a service's page: its slug (readable, stable), else its id.
 *
 * @example
 * ```ts
 * servicePath(service); // '/services/private-yoga-session'
 * ```
 */
export const servicePath = (service: Service): string => `/services/${encodeURIComponent(service.mainSlug?.name || service.id || '')}`;

/**
 * A service's type as a word: `Appointment`, `Class`, `Course`.
 *
 * @example
 * ```ts
 * typeLabel(service); // 'Class'
 * ```
 */
export function typeLabel(service: Service): string {
  return isServiceType(service.type) ? SERVICE_TYPES[service.type] : 'Service';
}

/**
 * A service in the list: type, name, tag line, length, price, category, and links to its page and
 * to booking it.
 */
export function ServiceCard({ service }: { service: Service }): ReactNode {
  const id = useId();
  const length = serviceDuration(service);
  const path = servicePath(service);
  return (
    <li>
      <article className="service-card" aria-labelledby={id}>
        <p className="badge">{typeLabel(service)}</p>
        <h2 id={id}>{service.name}</h2>
        {service.tagLine && <p className="description">{service.tagLine}</p>}
        <p className="service-meta">
          <span className="amount">{price(service.payment)}</span>
          {length && <span> · {length}</span>}
          {service.category?.name && <span> · {service.category.name}</span>}
        </p>
        <div className="card-actions">
          <Link to={path} className="button">
            Details<span className="visually-hidden"> of {service.name}</span>
          </Link>
          <Link to={`${path}/book`} className="button primary">
            Book<span className="visually-hidden"> {service.name}</span>
          </Link>
        </div>
      </article>
    </li>
  );
}
