// The same 20-line consumer on the official SDK (bench/typecheck.mjs).
import { OAuthStrategy, createClient } from '@wix/sdk';
import { orders, plans } from '@wix/pricing-plans';

const client = createClient({ modules: { plans, orders }, auth: OAuthStrategy({ clientId: 'my-client-id' }) });

export async function plansPage(): Promise<string[]> {
  const page = await client.plans.queryPublicPlans().limit(10).find();
  return page.items.map((plan) => `${plan.name}: ${plan._createdDate?.toISOString()}`);
}

export async function buy(planId: string) {
  const plan = await client.plans.getPlan(planId).catch((error: unknown) => (isNotFound(error) ? undefined : Promise.reject(error)));
  if (!plan?._id) return undefined;
  const { order } = await client.orders.createOnlineOrder(plan._id);
  const mine = await client.orders.memberListOrders({ limit: 5 });
  const again = order?._id ? await client.orders.memberGetOrder(order._id) : undefined;
  return { status: order?.status, count: mine.orders?.length ?? 0, started: again?.order?.startDate };
}

const isNotFound = (error: unknown) =>
  (error as { details?: { applicationError?: { code?: string } } })?.details?.applicationError?.code === 'NOT_FOUND';
