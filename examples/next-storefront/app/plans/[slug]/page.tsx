import type { ReactNode } from 'react';
import Link from 'next/link';
import { queryPublicPlans } from '@frontdesk/plans';
import { price } from '../../../lib/format';
import { publicClient, readSession } from '../../../lib/session';

/**
 * A plan's page, by slug or id, rendered on the server: the plan from the public client, the buy
 * button for a signed-in member (a form to /checkout), a sign-in link for a visitor.
 */
export default async function PlanPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}): Promise<ReactNode> {
  const { slug } = await params;
  const { status } = await searchParams;
  const [{ items }, session] = await Promise.all([
    queryPublicPlans(publicClient(), { filter: { $or: [{ slug: { $eq: slug } }, { id: { $eq: slug } }] }, paging: { limit: 1 } }),
    readSession(),
  ]);
  const plan = items[0];
  if (!plan?.id) {
    return (
      <section aria-labelledby="title">
        <h1 id="title">Plan not available</h1>
        <p>
          This plan is not on sale any more, or the link is wrong. <Link href="/">See the plans on sale</Link>
        </p>
      </section>
    );
  }
  const path = `/plans/${encodeURIComponent(slug)}`;
  return (
    <article className="panel" aria-labelledby="title">
      <p>
        <Link href="/">← All plans</Link>
      </p>
      {status === 'CANCELED' && <p className="notice">You left the checkout. Nothing was charged.</p>}
      <h1 id="title">{plan.name}</h1>
      <p className="price">{price(plan)}</p>
      {plan.description && <p>{plan.description}</p>}
      {(plan.perks?.values?.length ?? 0) > 0 && (
        <section aria-label="What is included">
          <ul>
            {plan.perks?.values?.map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </ul>
        </section>
      )}
      {session.loggedIn ? (
        <form method="post" action="/checkout" aria-label={`Buy ${plan.name}`}>
          <input type="hidden" name="planId" value={plan.id} />
          <input type="hidden" name="back" value={path} />
          <button type="submit" className="primary">
            Buy {plan.name}
          </button>
          <p className="hint">You will pay on the secure checkout page, then come back here.</p>
        </form>
      ) : (
        <a className="button primary" href={`/login?next=${encodeURIComponent(path)}`}>
          Log in to buy
        </a>
      )}
    </article>
  );
}
