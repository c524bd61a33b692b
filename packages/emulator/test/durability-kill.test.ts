import { afterAll, describe, expect, it } from 'vitest';
import { readDataDir } from '../src/state/persistence.js';
import { removeCliBundle, request, startCli } from './durability-helpers.js';
import { tempDir } from './persistence-helpers.js';

afterAll(() => removeCliBundle());

const PLAN = { pricing: { singlePaymentUnlimited: true, price: { value: '10', currency: 'USD' } } };

// What the clients were told was done: members (id → email), plans (id → name, public). A change
// whose answer never came (the process was killed meanwhile) may or may not have been made: `maybe`.
interface Acknowledged {
  members: Map<string, string>;
  plans: Map<string, { name: string; public: boolean; maybe?: boolean }>;
}

function expectPlan(plan: { name: string; public: boolean; maybe?: boolean }, got: { name?: string; public?: boolean } | undefined): void {
  const allowed = plan.maybe === undefined ? [plan.public] : [plan.public, plan.maybe];
  expect(got?.name, `plan ${plan.name}`).toBe(plan.name);
  expect(allowed, `plan ${plan.name}: public`).toContain(got?.public);
}

function expectStored(state: ReturnType<typeof readDataDir>['state'], acked: Acknowledged): void {
  const members = (state!.domains.members as { members: Record<string, { loginEmail: string }> }).members;
  const plans = (state!.domains.plans as { plans: Record<string, { name: string; public: boolean }> }).plans;
  for (const [id, email] of acked.members) expect(members[id]?.loginEmail, `member ${email}`).toBe(email);
  for (const [id, plan] of acked.plans) expectPlan(plan, plans[id]);
}

async function expectServed(url: string, acked: Acknowledged): Promise<void> {
  for (const [id, email] of acked.members) {
    const got = await request(url, 'GET', `/members/v1/members/${id}?fieldsets=FULL`);
    expect([got.status, got.body.member?.loginEmail]).toEqual([200, email]);
  }
  for (const [id, plan] of acked.plans) {
    const got = await request(url, 'GET', `/pricing-plans/v2/plans/${id}`);
    expect(got.status).toBe(200);
    expectPlan(plan, got.body.plan);
    // Now the client knows.
    acked.plans.set(id, { name: plan.name, public: got.body.plan.public });
  }
}

describe('durability of the standalone emulator', () => {
  it('keeps every acknowledged write when killed with SIGKILL mid-stream, at different points', async () => {
    const dataDir = tempDir();
    const acked: Acknowledged = { members: new Map(), plans: new Map() };
    for (const killAfter of [1, 17, 60, 140]) {
      const cli = await startCli(['--data', dataDir]);
      await expectServed(cli.url, acked);
      let count = 0;
      let killed = false;
      // Six clients writing at once: creates, and visibility changes of plans the same client created
      // (two clients changing one plan could see their answers in either order).
      const client = async (n: number) => {
        const mine: string[] = [];
        for (let i = 0; !killed; i++) {
          const name = `k${killAfter}-c${n}-${i}`;
          try {
            if (i % 4 === 3 && mine.length > 0) {
              const id = mine[i % mine.length]!;
              const visible = (n + i) % 2 === 0;
              const { name: planName, public: before } = acked.plans.get(id)!;
              acked.plans.set(id, { name: planName, public: before, maybe: visible });
              const got = await request(cli.url, 'PUT', `/pricing-plans/v2/plans/${id}/visibility`, { visible });
              expect(got.status).toBe(200);
              acked.plans.set(id, { name: planName, public: visible });
            } else if (i % 2 === 1) {
              const got = await request(cli.url, 'POST', '/pricing-plans/v2/plans', { plan: { name, ...PLAN } });
              expect(got.status).toBe(200);
              acked.plans.set(got.body.plan.id, { name, public: got.body.plan.public });
              mine.push(got.body.plan.id);
            } else {
              const got = await request(cli.url, 'POST', '/members/v1/members', { member: { loginEmail: `${name}@example.com` } });
              expect(got.status).toBe(200);
              acked.members.set(got.body.member.id, `${name}@example.com`);
            }
          } catch (error) {
            // After the kill, requests in flight fail: they were never acknowledged.
            if (killed) return;
            throw error;
          }
          if (++count >= killAfter && !killed) {
            killed = true;
            cli.child.kill('SIGKILL');
          }
        }
      };
      await Promise.all([0, 1, 2, 3, 4, 5].map(client));
      expect((await cli.exited).signal).toBe('SIGKILL');
      // On disk right after the kill, and as served by a restarted emulator (next round, and below).
      expectStored(readDataDir(dataDir).state, acked);
    }
    const last = await startCli(['--data', dataDir]);
    await expectServed(last.url, acked);
    last.child.kill('SIGTERM');
    expect((await last.exited).code).toBe(0);
    expectStored(readDataDir(dataDir).state, acked);
    expect(acked.members.size + acked.plans.size).toBeGreaterThan(100);
  }, 60_000);

  it('stores everything on SIGTERM and exits 0 (state.json alone, journal compacted)', async () => {
    const dataDir = tempDir();
    const cli = await startCli(['--data', dataDir]);
    const created = await request(cli.url, 'POST', '/members/v1/members', { member: { loginEmail: 'sigterm@example.com' } });
    expect(created.status).toBe(200);
    cli.child.kill('SIGTERM');
    expect((await cli.exited).code).toBe(0);
    const { state, journalFiles } = readDataDir(dataDir);
    expect(journalFiles).toEqual([]);
    expectStored(state, { members: new Map([[created.body.member.id, 'sigterm@example.com']]), plans: new Map() });
  }, 30_000);
});
