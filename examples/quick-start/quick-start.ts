import { apiKey, createClient } from '@frontdesk/core';
import { queryPublicPlans } from '@frontdesk/plans';

const client = createClient({
  // The emulator that `npm start` runs; leave baseUrl out for the real platform (https://www.wixapis.com).
  baseUrl: process.env.FRONTDESK_BASE_URL ?? 'http://127.0.0.1:4010',
  // The emulator's demo owner key and site id, as it prints them when it starts.
  auth: apiKey({ apiKey: 'fd_admin_demo_0000000000000000000000000000', siteId: '5e3f1c2a-7b4d-4e8f-9a61-0d2c3b4a5f60' }),
});

const page = await queryPublicPlans(client, { paging: { limit: 10 } });
for (const plan of page.items) console.log(plan.name, plan.createdDate?.toISOString()); // createdDate is a Date
