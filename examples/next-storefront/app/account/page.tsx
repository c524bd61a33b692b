import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { getCurrentMember } from '@frontdesk/members';
import { memberListOrders } from '@frontdesk/orders';
import { readSession } from '../../lib/session';

/** My account (members only): the member and their plans, read on the server with the session's tokens. */
export default async function AccountPage(): Promise<ReactNode> {
  const { client, loggedIn } = await readSession();
  if (!loggedIn) redirect('/login?next=%2Faccount');
  const [{ member }, { items: orders }] = await Promise.all([
    getCurrentMember(client, { fieldsets: ['EXTENDED'] }),
    memberListOrders(client),
  ]);
  const bought = orders.filter((order) => order.status !== 'DRAFT');
  return (
    <section aria-labelledby="title">
      <h1 id="title">My account</h1>
      <p>{member?.loginEmail}</p>
      <h2>My plans</h2>
      {bought.length === 0 ? (
        <p>No plans yet.</p>
      ) : (
        <ul aria-label="My plans">
          {bought.map((order) => (
            <li key={order.id}>
              {order.planName} ({order.status})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
