// core, its webhooks entry and plans, compiled as CommonJS (package.json "type": "commonjs", module node16): every import below becomes a
// require(). A declaration that TypeScript resolves to an ES module fails here with TS1479.
import core = require('@frontdesk/core');
import { createWebhookHandler, type WebhookEvent } from '@frontdesk/core/webhooks';
import { queryPublicPlans, type PublicPlan } from '@frontdesk/plans';

export async function firstPlanDate(): Promise<Date | undefined> {
  const client = core.createClient({ auth: core.apiKey({ apiKey: 'key', siteId: 'site' }) });
  const page = await queryPublicPlans(client);
  const plan: PublicPlan | undefined = page.items[0];
  return plan?.createdDate;
}

export function handler(): unknown {
  return createWebhookHandler({ publicKey: 'key', leewaySeconds: 5 });
}

export type Event = WebhookEvent;
export const isError: (value: unknown) => value is core.FrontdeskError = core.isFrontdeskError;
