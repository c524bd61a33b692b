import { keepPreviousData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePublicPlans, type PublicPlansQuery } from '@frontdesk/react/plans';
import { Link, LoadError, Loading, setSearch, useLocation, usePageTitle } from '../../../shared-ui/src/index.js';
import { PlanCard } from '../components/plan-card.js';
import { PAGE_SIZE } from '../config.js';

type Sort = NonNullable<NonNullable<PublicPlansQuery>['sort']>;
type SortKey = 'featured' | 'newest' | 'oldest' | 'name';

/** The sort orders the platform can apply to public plans (it sorts on id, primary, dates, slug). */
const SORTS: Record<SortKey, { label: string; sort: Sort }> = {
  featured: {
    label: 'Featured first',
    sort: [
      { fieldName: 'primary', order: 'DESC' },
      { fieldName: 'createdDate', order: 'ASC' },
    ],
  },
  newest: { label: 'Newest first', sort: [{ fieldName: 'createdDate', order: 'DESC' }] },
  oldest: { label: 'Oldest first', sort: [{ fieldName: 'createdDate', order: 'ASC' }] },
  name: { label: 'Name (A to Z)', sort: [{ fieldName: 'slug', order: 'ASC' }] },
};

const isSortKey = (value: string | null): value is SortKey => value !== null && Object.hasOwn(SORTS, value);

/**
 * The plans list: sorted and paged by the platform (`queryPublicPlans`), both in the URL
 * (`/?sort=newest&page=2`), so a reload, a shared link or the back button shows the same page.
 */
export function PlansPage(): ReactNode {
  usePageTitle('Plans');
  const { search } = useLocation();
  const sortParam = search.get('sort');
  const sort: SortKey = isSortKey(sortParam) ? sortParam : 'featured';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);

  const plans = usePublicPlans(
    { sort: SORTS[sort].sort, paging: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } },
    // Paging keeps the current cards on screen until the next page is there.
    { placeholderData: keepPreviousData },
  );
  const data = plans.data;
  const pages = data ? Math.max(1, Math.ceil((data.totalCount ?? data.items.length) / PAGE_SIZE)) : 1;
  const link = (to: number) =>
    `/?${new URLSearchParams({ ...(sort !== 'featured' ? { sort } : {}), ...(to > 1 ? { page: String(to) } : {}) })}`.replace(/\?$/, '');

  return (
    <section aria-labelledby="plans-title">
      <h1 id="plans-title" tabIndex={-1}>
        Choose your plan
      </h1>
      <p className="lead">Classes, workshops and community at the Frontdesk Demo Studio. Cancel online whenever the plan allows.</p>

      <div className="toolbar">
        <label htmlFor="sort">Sort plans</label>
        <select
          id="sort"
          value={sort}
          onChange={(event) => setSearch({ sort: event.target.value === 'featured' ? null : event.target.value, page: null })}
        >
          {Object.entries(SORTS).map(([key, { label }]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </div>

      {plans.isPending && <Loading label="Loading plans…" retrying={plans.failureCount > 0} />}
      {plans.isError && !data && <LoadError error={plans.error} onRetry={() => void plans.refetch()} retrying={plans.isFetching} />}
      {data && (
        <div aria-busy={plans.isFetching} className={plans.isPlaceholderData ? 'stale' : undefined}>
          {plans.isError && <LoadError error={plans.error} onRetry={() => void plans.refetch()} retrying={plans.isFetching} />}
          {data.items.length === 0 ? (
            page > 1 ? (
              <p className="empty">
                There are no plans on this page. <Link to={link(1)}>Go to the first page</Link>.
              </p>
            ) : (
              <p className="empty">No plans are on sale right now. Please check back soon.</p>
            )
          ) : (
            <ul className="plan-grid" aria-label="Plans">
              {data.items.map((plan) => (
                <PlanCard key={plan.id} plan={plan} />
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav className="pager" aria-label="Pages of plans">
              {page > 1 ? <Link to={link(page - 1)}>Previous page</Link> : <span aria-hidden="true" />}
              <span aria-current="page">
                Page {page} of {pages}
              </span>
              {page < pages ? <Link to={link(page + 1)}>Next page</Link> : <span aria-hidden="true" />}
            </nav>
          )}
        </div>
      )}
    </section>
  );
}
