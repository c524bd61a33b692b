import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { orders, plans } from '@wix/pricing-plans';
import { availabilityCalendar, bookings } from '@wix/bookings';
import { members } from '@wix/members';
import { DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_MEMBER_ID, DEMO_SERVICE_IDS, DEMO_SITE_ID } from '@frontdesk/emulator';
import { firstFreeSlot, useEmulator } from './emulator';

const { emulator } = useEmulator();

const owner = () =>
  createClient({ modules: { plans, orders, members, bookings }, auth: ApiKeyStrategy({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }) });

type PlansDomain = { plans: Record<string, { name: string; description?: string }> };
type BookingsDomain = { bookings: Record<string, { booking: { id: string; status: string; paymentStatus?: string } }> };

describe('the site owner, with the official SDK and an API key', () => {
  it('creates and updates a plan; the plan is in the emulator state', async () => {
    const client = owner();
    const created = await client.plans.createPlan({
      name: 'Ten classes',
      description: 'A pack of ten',
      pricing: { singlePaymentUnlimited: true, price: { value: '120', currency: 'USD' } },
      public: true,
    });
    expect(created._id).toMatch(/\S/);
    expect(created._createdDate).toBeInstanceOf(Date);
    expect(created.pricing?.price?.value).toBe('120');
    const updated = await client.plans.updatePlan(created._id!, { description: 'A pack of ten, valid for a year' });
    expect(updated.description).toBe('A pack of ten, valid for a year');
    expect(updated._updatedDate).toBeInstanceOf(Date);
    const stored = Object.values((emulator.state.domains.plans as PlansDomain).plans).find((plan) => plan.name === 'Ten classes');
    expect(stored?.description).toBe('A pack of ten, valid for a year');
    const fetched = await client.plans.getPlan(created._id!);
    expect(fetched._id).toBe(created._id);
  });

  it('archives a plan: visitors no longer see it', async () => {
    const client = owner();
    const visitor = createClient({ modules: { plans }, auth: OAuthStrategy({ clientId: DEMO_CLIENT_ID }) });
    const before = (await visitor.plans.queryPublicPlans().find()).items.map((plan) => plan._id);
    const planId = before[0]!;
    const { plan } = await client.plans.archivePlan(planId);
    expect(plan?.archived).toBe(true);
    const after = (await visitor.plans.queryPublicPlans().find()).items.map((candidate) => candidate._id);
    expect(after).toEqual(before.filter((id) => id !== planId));
  });

  it('queries the members', async () => {
    const client = owner();
    const page = await client.members.queryMembers().find();
    expect(page.items.map((member) => member._id)).toContain(DEMO_MEMBER_ID);
    expect(page.items[0]?._createdDate).toBeInstanceOf(Date);
  });

  it('records an offline order and lists it among the management orders', async () => {
    const client = owner();
    const { plans: all } = await client.plans.listPlans();
    const planId = all![0]!._id!;
    const { order } = await client.orders.createOfflineOrder(planId, DEMO_MEMBER_ID);
    expect(order?._id).toMatch(/\S/);
    expect(order?.planId).toBe(planId);
    expect(order?.startDate).toBeInstanceOf(Date);
    const { orders: listed } = await client.orders.managementListOrders();
    expect(listed?.map((candidate) => candidate._id)).toContain(order!._id);
  });

  it("confirms a visitor's booking", async () => {
    const visitor = createClient({ modules: { availabilityCalendar, bookings }, auth: OAuthStrategy({ clientId: DEMO_CLIENT_ID }) });
    const slot = await firstFreeSlot(visitor, DEMO_SERVICE_IDS.privateSession, '2026-03-02');
    const { booking } = await visitor.bookings.createBooking({
      bookedEntity: { slot },
      contactDetails: { firstName: 'Vera', email: 'vera@example.com' },
      totalParticipants: 1,
    });
    const client = owner();
    const { booking: confirmed } = await client.bookings.confirmOrDeclineBooking(booking!._id!, { paymentStatus: 'PAID' });
    expect(confirmed?.status).toBe('CONFIRMED');
    expect(confirmed?._updatedDate).toBeInstanceOf(Date);
    const stored = (emulator.state.domains.bookings as BookingsDomain).bookings[booking!._id!];
    expect(stored?.booking).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
  });
});
