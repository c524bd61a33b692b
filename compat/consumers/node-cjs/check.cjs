// CommonJS: require core + plans (+ the webhooks entry, which loads the ESM-only jose on first use).
const { apiKey, createClient, isFrontdeskError } = require('@frontdesk/core');
const { generateWebhookKeyPair } = require('@frontdesk/core/webhooks');
const { createEmulator, DEMO_API_KEY, DEMO_SITE_ID } = require('@frontdesk/emulator');
const { queryPublicPlans } = require('@frontdesk/plans');

async function main() {
  const emulator = createEmulator();
  const { url } = await emulator.listen({ port: 0 });
  try {
    const client = createClient({ baseUrl: url, auth: apiKey({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }) });
    const page = await queryPublicPlans(client);
    const plan = page.items[0];
    if (!plan) throw new Error('queryPublicPlans returned no plan');
    if (!(plan.createdDate instanceof Date)) throw new Error(`createdDate is not a Date: ${JSON.stringify(plan.createdDate)}`);
    if (typeof isFrontdeskError !== 'function') throw new Error('no isFrontdeskError');
    const keys = await generateWebhookKeyPair();
    if (!keys.publicKeyPem?.includes('PUBLIC KEY') || !keys.privateKeyPem?.includes('PRIVATE KEY'))
      throw new Error('generateWebhookKeyPair returned no keys');
    console.log(`cjs: ${page.items.length} public plans, createdDate ${plan.createdDate.toISOString()}, webhook keys generated`);
  } finally {
    await emulator.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
