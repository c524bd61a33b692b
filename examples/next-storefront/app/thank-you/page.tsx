import type { ReactNode } from 'react';
import Link from 'next/link';
import { memberGetOrder } from '@frontdesk/orders';
import { readSession } from '../../lib/session';

/** The hosted checkout's thank-you page (`?planOrderId=`): the new order, read as the member on the server. */
export default async function ThankYouPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}): Promise<ReactNode> {
  const { planOrderId } = await searchParams;
  const { client, loggedIn } = await readSession();
  const order = loggedIn && typeof planOrderId === 'string' ? await memberGetOrder(client, planOrderId).catch(() => undefined) : undefined;
  if (!order) {
    return (
      <section aria-labelledby="title">
        <h1 id="title">No order to show</h1>
        <p>
          This page shows an order after a checkout. <Link href="/">Browse the plans</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="panel" aria-labelledby="title">
      <h1 id="title">Thank you for your purchase!</h1>
      <dl>
        <dt>Plan</dt>
        <dd>{order.planName}</dd>
        <dt>Status</dt>
        <dd>{order.status}</dd>
      </dl>
      <p>
        <Link href="/account">See your plans</Link>
      </p>
    </section>
  );
}
