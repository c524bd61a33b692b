import { useId, type ReactNode } from 'react';
import type { PublicPlan } from '@frontdesk/plans';
import { Link } from '../../../shared-ui/src/index.js';
import { priceParts, trialLabel } from '../format.js';

/** The URL of a plan's page: its slug (readable, stable), else its id. */
export const planPath = (plan: PublicPlan): string => `/plans/${encodeURIComponent(plan.slug || plan.id || '')}`;

/** The price line of a plan: `$29 per month`. */
export function Price({ plan }: { plan: PublicPlan }): ReactNode {
  const { amount, period } = priceParts(plan.pricing);
  return (
    <p className="price">
      <span className="amount">{amount}</span> <span className="period">{period}</span>
    </p>
  );
}

/** A plan in the list: name, price, billing period, free trial, perks, and a link to its page. */
export function PlanCard({ plan }: { plan: PublicPlan }): ReactNode {
  const id = useId();
  const trial = trialLabel(plan.pricing);
  const perks = plan.perks?.values ?? [];
  return (
    <li>
      <article className={`plan-card${plan.primary ? ' featured' : ''}`} aria-labelledby={id}>
        {plan.primary && <p className="badge">Most popular</p>}
        <h2 id={id}>{plan.name}</h2>
        <Price plan={plan} />
        {trial && <p className="trial">{trial}</p>}
        {plan.description && <p className="description">{plan.description}</p>}
        {perks.length > 0 && (
          <ul className="perks" aria-label={`Included in ${plan.name}`}>
            {perks.map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </ul>
        )}
        <Link to={planPath(plan)} className="button">
          See details<span className="visually-hidden"> of {plan.name}</span>
        </Link>
      </article>
    </li>
  );
}
