// A 20-line consumer of core, plans and orders: what `tsc --noEmit` costs a user (bench/typecheck.mjs).
import { createClient, isNotFoundError, oauth } from '@frontdesk/core';
import { createOnlineOrder, memberGetOrder, memberListOrders } from '@frontdesk/orders';
import { getPlan, queryPublicPlans } from '@frontdesk/plans';

const client = createClient({ auth: oauth({ clientId: 'my-client-id' }) });

export async function plansPage(): Promise<string[]> {
  const page = await queryPublicPlans(client, { paging: { limit: 10 } });
  return page.items.map((plan) => `${plan.name}: ${plan.createdDate?.toISOString()}`);
}

export async function buy(planId: string) {
  const plan = await getPlan(client, planId).catch((error: unknown) => (isNotFoundError(error) ? undefined : Promise.reject(error)));
  if (!plan?.id) return undefined;
  const { order } = await createOnlineOrder(client, plan.id);
  const mine = await memberListOrders(client, { limit: 5 });
  const again = order?.id ? await memberGetOrder(client, order.id) : undefined;
  return { status: order?.status, count: mine.items.length, started: again?.startDate };
}
