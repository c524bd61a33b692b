/**
 * Bundle-size benchmark: a plans storefront. It creates a client with OAuth visitor tokens (core's
 * `oauth()` token manager, POST /oauth2/token), lists the public plans, starts a PKCE login (the flow
 * data from `generateOAuthData`, pkce-challenge inside, then `getAuthUrl`'s redirect session) and,
 * back from the login page, lists the member's orders: what a real storefront ships for those screens.
 *
 * Every call comes from its package, as in an app: queryPublicPlans (spec/wire.md row 88),
 * memberListOrders (row 74), createRedirectSession (row 99, through getAuthUrl).
 */
import { createClient, generateOAuthData, getMemberTokens, oauth, parseCallbackUrl } from '@frontdesk/core';
import { getAuthUrl } from '@frontdesk/identity';
import { memberListOrders } from '@frontdesk/orders';
import { queryPublicPlans } from '@frontdesk/plans';

/** The storefront's flows, against `baseUrl` (the emulator's URL in development). */
export async function storefront(baseUrl: string, clientId: string, redirectUri: string) {
  // Visitor tokens are fetched on the first call and renewed before they expire.
  const client = createClient({ baseUrl, auth: oauth({ clientId }) });

  // 1. The plans page.
  const plans = await queryPublicPlans(client, { paging: { limit: 12 } });
  for (const plan of plans.items) console.log(plan.name, plan.createdDate?.toISOString());

  // 2. "Sign in": PKCE flow data (kept per state for the return trip), then the hosted login page.
  const flow = await generateOAuthData(client, redirectUri, location.href);
  const { authUrl } = await getAuthUrl(client, flow);

  return {
    loginUrl: authUrl,
    // 3. Back from the login page: exchange the code for member tokens, then the member's orders.
    async afterLogin(callbackUrl: string) {
      await getMemberTokens(client, parseCallbackUrl(callbackUrl));
      const orders = await memberListOrders(client, { limit: 20 });
      return orders.items.map((order) => ({ id: order.id, plan: order.planName, started: order.startDate }));
    },
  };
}
