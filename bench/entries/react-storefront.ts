/**
 * Bundle-size benchmark: the plans storefront in React with `@frontdesk/react`. The provider, public
 * plans page by page, hosted login (redirect and callback), the member's orders with optimistic
 * cancellation, and the hosted checkout: what a React storefront adds on top of React and TanStack
 * Query (both peer dependencies, so they are left out of the measured bundle).
 */
import { createElement, type ReactNode } from 'react';
import { createClient, localStorageAdapter, oauth } from '@frontdesk/core';
import { createFrontdeskQueryClient, FrontdeskProvider, useLoginCallback } from '@frontdesk/react';
import { usePublicPlansInfinite } from '@frontdesk/react/plans';
import { useCreatePlanCheckout, useMemberOrders, useRequestCancellationOptimistic } from '@frontdesk/react/orders';
import { useAuth } from '@frontdesk/react/members';
import { useLoginRedirect, useLogout } from '@frontdesk/react/identity';

const client = createClient({ auth: oauth({ clientId: 'storefront', storage: localStorageAdapter() }) });
const queryClient = createFrontdeskQueryClient();

function Plans(): ReactNode {
  const plans = usePublicPlansInfinite({ paging: { limit: 12 } });
  const checkout = useCreatePlanCheckout();
  const items = plans.data?.pages.flatMap((page) => page.items) ?? [];
  return createElement(
    'ul',
    null,
    items.map((plan) =>
      createElement('li', { key: plan.id, onClick: () => checkout.mutate({ planId: plan.id, thankYouPageUrl: '/thanks' }) }, plan.name),
    ),
  );
}

function Account(): ReactNode {
  const { loggedIn, member } = useAuth();
  const login = useLoginRedirect();
  const logout = useLogout();
  const orders = useMemberOrders({ sorting: { fieldName: 'createdDate', order: 'DESC' } }, { enabled: loggedIn });
  const cancel = useRequestCancellationOptimistic();
  if (!loggedIn) return createElement('button', { type: 'button', onClick: () => login.mutate({ redirectUri: '/callback' }) }, 'Sign in');
  return createElement(
    'div',
    null,
    createElement('p', null, member?.profile?.nickname),
    (orders.data?.items ?? []).map((order) =>
      createElement(
        'button',
        { key: order.id, type: 'button', onClick: () => cancel.mutate({ id: order.id, effectiveAt: 'NEXT_PAYMENT_DATE' }) },
        order.planName,
      ),
    ),
    createElement('button', { type: 'button', onClick: () => logout.mutate({ postFlowUrl: '/' }) }, 'Sign out'),
  );
}

function Callback(): ReactNode {
  const { status } = useLoginCallback();
  return createElement('p', null, status);
}

/** The storefront's root element. */
export function App(): ReactNode {
  return createElement(
    FrontdeskProvider,
    { client, queryClient },
    createElement(Plans),
    createElement(Account),
    location.pathname === '/callback' ? createElement(Callback) : null,
  );
}
