import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAN_IDS, pricingPlans, siteMembers } from '@frontdesk/emulator';
import { parseCsv } from '../src/lib/csv.js';
import { runScript, startEmulator, type RunningEmulator } from './harness.js';

let platform: RunningEmulator;

beforeAll(async () => {
  platform = await startEmulator({ clock: '2026-03-01T09:00:00.000Z' });
  const plans = pricingPlans(platform.emulator);
  const members = siteMembers(platform.emulator);
  // 60 orders: more than one page of 50 (the management list's maximum page).
  for (let i = 0; i < 30; i++) {
    const { id } = members.createMember({ loginEmail: `buyer${i}@example.com` });
    plans.createOrder({ planId: DEMO_PLAN_IDS.monthly, memberId: id, type: 'OFFLINE', paid: i % 2 === 0 });
    const yearly = plans.createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: id, type: 'OFFLINE', paid: true });
    if (i % 3 === 0) plans.cancelOrder(yearly.id);
  }
});
afterAll(async () => {
  await platform?.close();
});

describe('export-orders', () => {
  it('exports every order of every page', async () => {
    const { code, stdout, stderr } = await runScript('export-orders', [...platform.args, '--page-size', '20']);
    expect(code, stderr).toBe(0);
    const [header, ...rows] = parseCsv(stdout);
    expect(header).toEqual([
      'id',
      'planId',
      'planName',
      'buyerMemberId',
      'status',
      'paymentStatus',
      'total',
      'currency',
      'startDate',
      'endDate',
      'createdDate',
    ]);
    const orders = pricingPlans(platform.emulator).listOrders();
    expect(orders).toHaveLength(60);
    expect(rows).toHaveLength(60);
    const byId = new Map(rows.map((r) => [r[0]!, Object.fromEntries(header!.map((h, i) => [h, r[i]!]))]));
    for (const order of orders) {
      const row = byId.get(order.id)!;
      expect(row).toMatchObject({
        planId: order.planId,
        planName: order.planName,
        buyerMemberId: order.buyer?.memberId,
        status: order.status,
        paymentStatus: order.lastPaymentStatus,
      });
      expect(new Date(row.createdDate!).toISOString()).toBe(new Date(order.createdDate!).toISOString());
      expect(row.total).toBe(order.pricing.prices[0]?.price.total);
      expect(row.currency).toBe('USD');
    }
    expect(stderr).toContain('Exported 60 orders to stdout.');
  });

  it('filters by --status and --plan', async () => {
    const { code, stdout, stderr } = await runScript('export-orders', [
      ...platform.args,
      '--status',
      'canceled',
      '--plan',
      DEMO_PLAN_IDS.yearly,
      '--fields',
      'id,status,planId',
      '--no-header',
    ]);
    expect(code, stderr).toBe(0);
    const rows = parseCsv(stdout);
    const expected = pricingPlans(platform.emulator)
      .listOrders()
      .filter((o) => o.status === 'CANCELED' && o.planId === DEMO_PLAN_IDS.yearly)
      .map((o) => o.id);
    expect(expected).toHaveLength(10);
    expect(rows.map((r) => r[0]).sort()).toEqual(expected.sort());
    expect(rows.every((r) => r[1] === 'CANCELED' && r[2] === DEMO_PLAN_IDS.yearly)).toBe(true);
  });
});
