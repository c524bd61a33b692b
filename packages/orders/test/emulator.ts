import { useEmulator as useBaseEmulator } from '../../core/test/support/use-emulator.js';

export { T0 } from '../../core/test/support/use-emulator.js';

/** The shared emulator fixture plus what the orders tests need: a second member and paying drafts. */
export function useEmulator() {
  const base = useBaseEmulator();
  const { emulator } = base;

  /** The demo member's id (seed 'demo'). */
  const demoMemberId = (): string => {
    const members = (emulator.state.domains.members as { members: Record<string, { id: string; loginEmail: string }> }).members;
    return Object.values(members).find((m) => m.loginEmail === 'demo@frontdesk.test')!.id;
  };
  /** Adds a second site member (a copy of the demo member) to the emulator's state; returns its id. */
  const addMember = (id: string): string => {
    const members = (emulator.state.domains.members as { members: Record<string, Record<string, unknown>> }).members;
    const demo = members[demoMemberId()]!;
    members[id] = {
      ...structuredClone(demo),
      id,
      loginEmail: `${id}@frontdesk.test`,
      contactId: `contact-${id}`,
      profile: { nickname: id, slug: id },
    };
    return id;
  };
  /** Pays a DRAFT online order as the hosted checkout would (the emulator's test hook). */
  const pay = async (orderId: string, outcome: 'SUCCESS' | 'FAILED' = 'SUCCESS') => {
    const response = await emulator.fetch(`/_emulator/pricing-plans/orders/${orderId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome }),
    });
    if (!response.ok) throw new Error(`pay failed: ${response.status} ${await response.text()}`);
  };
  return { ...base, demoMemberId, addMember, pay };
}
