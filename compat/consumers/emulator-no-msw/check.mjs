// msw is not installed here: the root entry must load and serve without it.
import { createEmulator, DEMO_API_KEY, DEMO_SITE_ID } from '@frontdesk/emulator';

const emulator = createEmulator();
const { url } = await emulator.listen({ port: 0 });
try {
  const response = await fetch(`${url}/pricing-plans/v2/plans/public`, {
    headers: { authorization: DEMO_API_KEY, 'wix-site-id': DEMO_SITE_ID },
  });
  if (response.status !== 200) throw new Error(`GET /pricing-plans/v2/plans/public: ${response.status}`);
  const body = await response.json();
  if (!Array.isArray(body.plans) || body.plans.length === 0) throw new Error(`no plans: ${JSON.stringify(body)}`);
  console.log(`no-msw: the emulator served ${body.plans.length} plans without msw installed`);
} finally {
  await emulator.close();
}
