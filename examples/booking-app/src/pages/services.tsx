import { keepPreviousData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useServiceCategories, useServices } from '@frontdesk/react/services';
import { Link, LoadError, Loading, setSearch, useLocation, usePageTitle } from '../../../shared-ui/src/index.js';
import { ServiceCard } from '../components/service-card.js';
import { SERVICES_LIMIT } from '../config.js';
import { isServiceType, type SERVICE_TYPES } from '../format.js';

/** The plural of each service type, for the filter. */
const TYPE_OPTIONS = { APPOINTMENT: 'Appointments', CLASS: 'Classes', COURSE: 'Courses' } satisfies Record<
  keyof typeof SERVICE_TYPES,
  string
>;

/**
 * The services list (`/`): every visible service, filtered by category and by type
 * (`/?category=<id>&type=CLASS`). The filters live in the URL, so a reload, a shared link or the
 * back button shows the same list.
 */
export function ServicesPage(): ReactNode {
  usePageTitle('Services');
  const { search } = useLocation();
  const typeParam = search.get('type');
  const type = isServiceType(typeParam) ? typeParam : undefined;
  const category = search.get('category') || undefined;

  const categories = useServiceCategories({ filter: { services: { hidden: false } } });
  const services = useServices(
    {
      filter: { hidden: false, ...(type ? { type } : {}), ...(category ? { 'category.id': category } : {}) },
      sort: [{ fieldName: 'sortOrder', order: 'ASC' }],
      paging: { limit: SERVICES_LIMIT },
    },
    // A new filter keeps the current cards on screen (dimmed) until the new list is there.
    { placeholderData: keepPreviousData },
  );
  const data = services.data;
  const categoryList = [...(categories.data?.categories ?? [])].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
  const filtered = Boolean(type || category);

  return (
    <section aria-labelledby="services-title">
      <h1 id="services-title" tabIndex={-1}>
        Book a session
      </h1>
      <p className="lead">
        Private sessions, weekly classes and courses at the Frontdesk Demo Studio. Book online in a minute, as a guest or a member.
      </p>

      <search aria-label="Filter services">
        <form className="filters" onSubmit={(event) => event.preventDefault()}>
          <div className="field">
            <label htmlFor="filter-category">Category</label>
            <select
              id="filter-category"
              value={category ?? ''}
              onChange={(event) => setSearch({ category: event.target.value || null })}
              aria-describedby={categories.isError ? 'categories-error' : undefined}
            >
              <option value="">All categories</option>
              {categoryList.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
              {/* A category from the URL before (or without) the list: still selectable. */}
              {category && !categoryList.some((c) => c.id === category) && (
                <option value={category}>{categories.isPending ? 'Loading…' : 'Other category'}</option>
              )}
            </select>
            {categories.isError && (
              <p className="field-error" id="categories-error">
                The categories could not be loaded; you can still filter by type.
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="filter-type">Type</label>
            <select id="filter-type" value={type ?? ''} onChange={(event) => setSearch({ type: event.target.value || null })}>
              <option value="">All types</option>
              {Object.entries(TYPE_OPTIONS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </form>
      </search>

      {services.isPending && <Loading label="Loading services…" retrying={services.failureCount > 0} />}
      {services.isError && !data && (
        <LoadError error={services.error} onRetry={() => void services.refetch()} retrying={services.isFetching} />
      )}
      {data && (
        <div aria-busy={services.isFetching} className={services.isPlaceholderData ? 'stale' : undefined}>
          {services.isError && <LoadError error={services.error} onRetry={() => void services.refetch()} retrying={services.isFetching} />}
          <p className="result-count" role="status">
            {data.items.length === 1 ? '1 service' : `${data.items.length} services`}
            {filtered ? ' match your filters' : ''}
          </p>
          {data.items.length === 0 ? (
            filtered ? (
              <p className="empty">
                No services match these filters. <Link to="/">Show all services</Link>
              </p>
            ) : (
              <p className="empty">The studio has no services to book online right now. Please check back soon.</p>
            )
          ) : (
            <ul className="service-grid" aria-label="Services">
              {data.items.map((service) => (
                <ServiceCard key={service.id} service={service} />
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
