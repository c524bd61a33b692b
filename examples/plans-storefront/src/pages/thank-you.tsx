import { useEffect, type ReactNode } from 'react';
import { useCheckoutOrder } from '@frontdesk/react/orders';
import { Link, LoadError, Loading, usePageTitle, useSession } from '../../../shared-ui/src/index.js';
import { OrderDetails } from '../components/order-card.js';

/**
 * The hosted checkout's thank-you page (`/thank-you?planOrderId=...`): reads the new order as the
 * signed-in member. Only `planOrderId` stays in the URL, so a reload shows the order again.
 */
export function ThankYouPage(): ReactNode {
  usePageTitle('Thank you');
  const { loggedIn, ready } = useSession();
  const { planOrderId, query } = useCheckoutOrder();
  const order = query.data;

  useEffect(() => {
    const url = new URL(location.href);
    const id = url.searchParams.get('planOrderId');
    const clean = id ? `${url.pathname}?${new URLSearchParams({ planOrderId: id })}` : url.pathname;
    if (clean !== `${url.pathname}${url.search}`) history.replaceState(history.state, '', clean);
  }, []);

  const title = (text: string) => (
    <h1 id="thanks-title" tabIndex={-1}>
      {text}
    </h1>
  );
  if (!planOrderId) {
    return (
      <section className="narrow" aria-labelledby="thanks-title">
        {title('No purchase to show')}
        <p>
          This page shows an order after a checkout. <Link to="/">Browse the plans</Link>
        </p>
      </section>
    );
  }
  if (ready && !loggedIn) {
    return (
      <section className="narrow" aria-labelledby="thanks-title">
        {title('Log in to see your order')}
        <p>
          <Link to={`/login?next=${encodeURIComponent(`/thank-you?planOrderId=${planOrderId}`)}`}>Log in</Link> with the account you bought
          the plan with.
        </p>
      </section>
    );
  }
  if (!order) {
    return (
      <section className="narrow" aria-labelledby="thanks-title">
        {title('Thank you!')}
        {query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <Loading label="Loading your order…" retrying={query.failureCount > 0} />
        )}
      </section>
    );
  }
  const paid = order.status !== 'DRAFT';
  return (
    <section className="narrow" aria-labelledby="thanks-title">
      {title(paid ? 'Thank you for your purchase!' : 'Your payment is not complete')}
      <p className="lead">
        {paid
          ? `${order.planName ?? 'Your plan'} is yours. Here is your order; you will find it in My account too.`
          : 'The order was created but not paid. You can go back to the plan and try again.'}
      </p>
      <OrderDetails order={order} />
      <div className="actions">
        <Link to="/account" className="button primary">
          Go to My account
        </Link>
        <Link to="/" className="button">
          Browse plans
        </Link>
      </div>
    </section>
  );
}
