// ESM: import core + plans from the installed tarballs, call the emulator over HTTP, expect Dates back.
import { apiKey, createClient, isNotFoundError } from '@frontdesk/core';
import { createWebhookHandler } from '@frontdesk/core/webhooks';
import { createEmulator, DEMO_API_KEY, DEMO_SITE_ID } from '@frontdesk/emulator';
import { getPlan, queryPublicPlans } from '@frontdesk/plans';

const emulator = createEmulator();
const { url } = await emulator.listen({ port: 0 });
try {
  const client = createClient({ baseUrl: url, auth: apiKey({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }) });
  const page = await queryPublicPlans(client, { paging: { limit: 5 } });
  const plan = page.items[0];
  if (!plan) throw new Error('queryPublicPlans returned no plan');
  if (!(plan.createdDate instanceof Date)) throw new Error(`createdDate is not a Date: ${JSON.stringify(plan.createdDate)}`);
  const again = await getPlan(client, plan.id);
  if (!(again.updatedDate instanceof Date)) throw new Error('getPlan: updatedDate is not a Date');
  const missing = await getPlan(client, '00000000-0000-4000-8000-000000000000').catch((error) => error);
  if (!isNotFoundError(missing)) throw new Error(`getPlan(unknown id): expected a NotFoundError, got ${missing}`);
  if (typeof createWebhookHandler !== 'function') throw new Error('@frontdesk/core/webhooks: no createWebhookHandler');
  console.log(`esm: ${page.items.length} public plans, createdDate ${plan.createdDate.toISOString()}`);
} finally {
  await emulator.close();
}
