// msw is not installed here: the root entry must type-check (emulator.handlers() is typed `any`) and run.
import { createEmulator, DEMO_PLAN_IDS, type Emulator } from '@frontdesk/emulator';

const emulator: Emulator = createEmulator();
export function handlers(): readonly unknown[] {
  return emulator.handlers({ baseUrl: 'https://www.wixapis.com' });
}
export const ids: readonly string[] = Object.values(DEMO_PLAN_IDS);

export async function listen(): Promise<string> {
  const { url } = await emulator.listen({ port: 0 });
  const response = await emulator.fetch('/pricing-plans/v2/plans/public');
  await emulator.close();
  return `${url} ${response.status}`;
}
