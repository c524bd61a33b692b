import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { isApiError } from '@frontdesk/core';
import { useFrontdeskClient } from '@frontdesk/react';
import { planQueries, usePublicPlans } from '@frontdesk/react/plans';
import { useCreatePlanCheckout } from '@frontdesk/react/orders';
import type { PublicPlan } from '@frontdesk/plans';
import { Alert, Link, LoadError, Loading, Notice, useLocation, usePageTitle, useSession, useSubmit } from '../../../shared-ui/src/index.js';
import { Price } from '../components/plan-card.js';
import { errorMessage } from '../errors.js';
import { billingTerms, buyLabel, trialLabel } from '../format.js';

/** Checkout outcomes the hosted checkout reports when it sends the buyer back here. */
type Returned = 'CANCELED' | 'FAILED' | undefined;

/**
 * Reads `status` from a return of the hosted checkout (`postFlowUrl`), then takes the checkout's
 * parameters out of the address bar, so a reload does not show the message again.
 */
function useCheckoutReturn(): Returned {
  const { search } = useLocation();
  const [returned] = useState<Returned>(() => {
    const status = search.get('status');
    return status === 'CANCELED' || status === 'FAILED' ? status : undefined;
  });
  useEffect(() => {
    const url = new URL(location.href);
    let changed = false;
    for (const name of ['status', 'orderId', 'planOrderId', 'wixMemberLoggedIn']) {
      if (url.searchParams.has(name)) {
        url.searchParams.delete(name);
        changed = true;
      }
    }
    if (changed) history.replaceState(history.state, '', url.href);
  }, []);
  return returned;
}

function BuyBox({ plan, path }: { plan: PublicPlan; path: string }): ReactNode {
  const { loggedIn, ready } = useSession();
  const client = useFrontdeskClient();
  const queryClient = useQueryClient();
  // Creates the paid-plans checkout session and sends the browser to the platform's checkout page.
  const checkout = useCreatePlanCheckout({
    onError: (error) => {
      // Withdrawn while the page was open: the lists must not offer it any more. Marked stale
      // only, so this page keeps its explanation instead of turning into "not available".
      if (isApiError(error) && ['archived_plan', 'hidden_plan', 'plan_not_found'].includes(error.code)) {
        void queryClient.invalidateQueries({ ...planQueries.all(client), refetchType: 'none' });
      }
    },
  });
  const { onSubmit, busy } = useSubmit(
    () =>
      checkout.mutateAsync({
        planId: plan.id!,
        thankYouPageUrl: `${location.origin}/thank-you`,
        postFlowUrl: `${location.origin}${path}`,
        planListUrl: `${location.origin}/`,
        loginUrl: `${location.origin}/login?next=${encodeURIComponent(path)}`,
      }),
    { keepBusy: true },
  );

  if (!ready) return null;
  if (!loggedIn) {
    return (
      <div className="buy-box">
        <p>Log in or create an account to buy this plan.</p>
        <div className="actions">
          <Link to={`/login?next=${encodeURIComponent(path)}`} className="button primary">
            Log in to buy
          </Link>
          <Link to={`/register?next=${encodeURIComponent(path)}`} className="button">
            Create an account
          </Link>
        </div>
      </div>
    );
  }
  return (
    <form className="buy-box" onSubmit={onSubmit} aria-label={`Buy ${plan.name}`}>
      {checkout.isError && <Alert>{errorMessage(checkout.error)}</Alert>}
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Opening the checkout…' : buyLabel(plan)}
      </button>
      <p className="hint">You will pay on the secure checkout page, then come back here.</p>
    </form>
  );
}

/**
 * A plan's page (`/plans/<slug>`): price, billing, trial, perks, terms and the buy button. Found by
 * slug or id with `queryPublicPlans`, so a hidden or archived plan is simply not there.
 */
export function PlanPage({ slug }: { slug: string }): ReactNode {
  const returned = useCheckoutReturn();
  const path = `/plans/${encodeURIComponent(slug)}`;
  const query = usePublicPlans({ filter: { $or: [{ slug: { $eq: slug } }, { id: { $eq: slug } }] }, paging: { limit: 1 } });
  const plan = query.data?.items[0];
  usePageTitle(plan?.name ?? 'Plan');

  if (query.isPending) return <Loading label="Loading the plan…" retrying={query.failureCount > 0} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!plan) {
    return (
      <section aria-labelledby="plan-title">
        <h1 id="plan-title" tabIndex={-1}>
          Plan not available
        </h1>
        <p>This plan is not on sale any more, or the link is wrong.</p>
        <p>
          <Link to="/">See the plans on sale</Link>
        </p>
      </section>
    );
  }

  const trial = trialLabel(plan.pricing);
  const perks = plan.perks?.values ?? [];
  return (
    <article className="plan-detail" aria-labelledby="plan-title">
      <p className="breadcrumb">
        <Link to="/">← All plans</Link>
      </p>
      {returned === 'CANCELED' && <Notice>You left the checkout. Nothing was charged.</Notice>}
      {returned === 'FAILED' && <Alert>The payment did not go through and nothing was charged. Please try again.</Alert>}
      <h1 id="plan-title" tabIndex={-1}>
        {plan.name}
      </h1>
      <Price plan={plan} />
      {trial && <p className="trial">{trial}</p>}
      {plan.description && <p className="lead">{plan.description}</p>}

      <div className="detail-columns">
        <section aria-labelledby="included">
          <h2 id="included">What is included</h2>
          {perks.length > 0 ? (
            <ul className="perks">
              {perks.map((perk) => (
                <li key={perk}>{perk}</li>
              ))}
            </ul>
          ) : (
            <p>Everything described above.</p>
          )}
        </section>
        <section aria-labelledby="terms">
          <h2 id="terms">Terms</h2>
          <ul className="terms">
            <li>{billingTerms(plan.pricing)}</li>
            {trial && <li>Starts with a {trial}: nothing is charged until it ends.</li>}
            <li>{plan.buyerCanCancel === false ? 'This plan cannot be canceled online.' : 'You can cancel online from My account.'}</li>
            {plan.maxPurchasesPerBuyer === 1 && <li>One per person.</li>}
          </ul>
          {plan.termsAndConditions && <p className="fine-print">{plan.termsAndConditions}</p>}
        </section>
      </div>

      <BuyBox plan={plan} path={path} />
    </article>
  );
}
