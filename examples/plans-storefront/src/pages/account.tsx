import { skipToken } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePublicPlanList } from '@frontdesk/react/plans';
import { useMemberOrders } from '@frontdesk/react/orders';
import { Link, LoadError, Loading, Redirect, usePageTitle, useSession } from '../../../shared-ui/src/index.js';
import { OrderCard } from '../components/order-card.js';
import { formatDate } from '../format.js';

/** The orders My account lists: everything but unpaid drafts (abandoned checkouts), newest first. */
const ORDERS = {
  orderStatuses: ['PENDING', 'ACTIVE', 'PAUSED', 'ENDED', 'CANCELED'],
  sorting: { fieldName: 'createdDate', order: 'DESC' },
  limit: 50,
} as const;

function Orders(): ReactNode {
  const orders = useMemberOrders({ ...ORDERS, orderStatuses: [...ORDERS.orderStatuses] });
  const items = orders.data?.items ?? [];
  const planIds = [...new Set(items.map((order) => order.planId).filter((id): id is string => Boolean(id)))];
  // The plans' cancellation rules (`buyerCanCancel`); hidden or archived plans are not listed.
  const plans = usePublicPlanList(planIds.length > 0 ? { planIds } : skipToken);
  const planOf = (id: string | undefined) => plans.data?.items.find((plan) => plan.id === id);

  if (orders.isPending) return <Loading label="Loading your plans…" retrying={orders.failureCount > 0} />;
  if (orders.isError) return <LoadError error={orders.error} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />;
  if (items.length === 0) {
    return (
      <p className="empty">
        You have no plans yet. <Link to="/">Browse the plans</Link>
      </p>
    );
  }
  return (
    <ul className="order-list" aria-label="Your plans" aria-busy={orders.isFetching}>
      {items.map((order) => (
        <OrderCard key={order.id} order={order} plan={planOf(order.planId)} />
      ))}
    </ul>
  );
}

/** My account: the member's profile and plans (orders), with cancellation. Members only. */
export function AccountPage(): ReactNode {
  usePageTitle('My account');
  const { loggedIn, ready, member, memberQuery } = useSession();
  if (!ready) return <Loading label="Loading…" />;
  if (!loggedIn) return <Redirect to="/login?next=%2Faccount" />;
  const name = member?.profile?.nickname || [member?.contact?.firstName, member?.contact?.lastName].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title" tabIndex={-1}>
        My account
      </h1>
      <section aria-labelledby="profile-title" className="panel">
        <h2 id="profile-title">Profile</h2>
        {memberQuery.isError && <LoadError error={memberQuery.error} onRetry={() => void memberQuery.refetch()} />}
        {!member && memberQuery.isPending && <Loading label="Loading your profile…" retrying={memberQuery.failureCount > 0} />}
        {member && (
          <dl className="profile">
            <div>
              <dt>Name</dt>
              <dd>{name || 'Not set'}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{member.loginEmail}</dd>
            </div>
            <div>
              <dt>Member since</dt>
              <dd>{formatDate(member.createdDate)}</dd>
            </div>
          </dl>
        )}
      </section>
      <section aria-labelledby="orders-title" className="panel">
        <h2 id="orders-title">My plans</h2>
        <Orders />
      </section>
    </section>
  );
}
