/**
 * The official SDK's side of the storefront benchmark (bench/entries/storefront.ts): the same flows
 * with `@wix/sdk` and the official domain modules, bundled the same way, so that `pnpm bench` can put
 * both sizes side by side in one run. Visitor tokens (OAuthStrategy), public plans, a PKCE login
 * through a redirect session, then the member's orders.
 */
import { OAuthStrategy, createClient } from '@wix/sdk';
import { orders, plans } from '@wix/pricing-plans';
import { redirects } from '@wix/redirects';

/** The storefront's flows with the official SDK. */
export async function storefront(clientId: string, redirectUri: string) {
  const client = createClient({ modules: { plans, orders, redirects }, auth: OAuthStrategy({ clientId }) });

  // 1. The plans page.
  const list = await client.plans.queryPublicPlans().limit(12).find();
  for (const plan of list.items) console.log(plan.name, plan._createdDate?.toISOString());

  // 2. "Sign in": PKCE flow data, then the hosted login page.
  const flow = client.auth.generateOAuthData(redirectUri, location.href);
  const { authUrl } = await client.auth.getAuthUrl(flow);

  return {
    loginUrl: authUrl,
    // 3. Back from the login page: exchange the code for member tokens, then the member's orders.
    async afterLogin(callbackUrl: string) {
      const { code, state } = client.auth.parseFromUrl(callbackUrl);
      client.auth.setTokens(await client.auth.getMemberTokens(code, state, flow));
      const mine = await client.orders.memberListOrders({ limit: 20 });
      return (mine.orders ?? []).map((order) => ({ id: order._id, plan: order.planName, started: order.startDate }));
    },
  };
}
