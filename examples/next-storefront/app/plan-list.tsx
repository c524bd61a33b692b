'use client';

import type { ReactNode } from 'react';
import Link from 'next/link';
import { usePublicPlans } from '@frontdesk/react/plans';
import { PLANS_QUERY } from '../lib/config';
import { price } from '../lib/format';

/**
 * The plans on sale. Rendered on the server from the prefetched (dehydrated) query, then hydrated in
 * the browser from the same cache entry, `Date`s included, without a request.
 */
export function PlanList(): ReactNode {
  const plans = usePublicPlans(PLANS_QUERY);
  if (plans.isPending) return <p>Loading the plans…</p>;
  if (plans.isError) return <p role="alert">The plans could not be loaded. Please try again.</p>;
  const items = plans.data.items;
  // `updatedDate` is a Date here on the server and in the browser (serialised across, then restored).
  const newest = items.reduce<Date | undefined>((latest, plan) => {
    const updated = plan.updatedDate;
    return updated instanceof Date && (!latest || updated > latest) ? updated : latest;
  }, undefined);
  return (
    <>
      <ul className="plans" aria-label="Plans">
        {items.map((plan) => (
          <li key={plan.id}>
            <article aria-labelledby={`plan-${plan.id}`}>
              <h2 id={`plan-${plan.id}`}>{plan.name}</h2>
              <p className="price">{price(plan)}</p>
              {plan.description && <p>{plan.description}</p>}
              <Link href={`/plans/${encodeURIComponent(plan.slug ?? plan.id ?? '')}`} aria-label={`See details of ${plan.name}`}>
                See details
              </Link>
            </article>
          </li>
        ))}
      </ul>
      {newest && <p className="hint">Prices as of {newest.toISOString().slice(0, 10)}.</p>}
    </>
  );
}
