import { describe, expect, it } from 'vitest';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { plans } from '@wix/pricing-plans';
import { availabilityCalendar, bookings, services } from '@wix/bookings';
import { DEMO_CLIENT_ID, DEMO_PLAN_IDS, DEMO_SERVICE_IDS } from '@frontdesk/emulator';
import { firstFreeSlot, useEmulator } from './emulator';

const { emulator } = useEmulator();

const visitor = () =>
  createClient({ modules: { plans, services, availabilityCalendar, bookings }, auth: OAuthStrategy({ clientId: DEMO_CLIENT_ID }) });

type BookingsDomain = { bookings: Record<string, { booking: { id: string; status: string } }> };

describe('a visitor, with the official SDK', () => {
  it('gets visitor tokens from the token endpoint', async () => {
    const client = visitor();
    const tokens = await client.auth.generateVisitorTokens();
    expect(tokens.accessToken.value).toMatch(/\S/);
    expect(tokens.refreshToken.role).toBe('visitor');
    expect(tokens.accessToken.expiresAt).toBeGreaterThan(Math.floor(Date.now() / 1000));
  });

  it('reads the public plans, one plan by id', async () => {
    const client = visitor();
    const page = await client.plans.queryPublicPlans().find();
    expect(page.items.map((plan) => plan.name)).toContain('Monthly Membership');
    const monthly = page.items.find((plan) => plan.name === 'Monthly Membership')!;
    expect(monthly._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(monthly._createdDate).toBeInstanceOf(Date);
    expect(monthly.pricing?.price?.value).toBe('29');
    const ids = Object.values(DEMO_PLAN_IDS);
    expect(ids).toContain(monthly._id);
    const filtered = await client.plans.listPublicPlans({ planIds: [monthly._id!] });
    expect(filtered.plans?.map((plan) => plan._id)).toEqual([monthly._id]);
  });

  it('queries the services', async () => {
    const client = visitor();
    const page = await client.services.queryServices().find();
    const names = page.items.map((service) => service.name);
    expect(names).toContain('Private Yoga Session');
    const session = page.items.find((service) => service._id === DEMO_SERVICE_IDS.privateSession)!;
    expect(session.type).toBe('APPOINTMENT');
    expect(session.mainSlug?._createdDate).toBeInstanceOf(Date);
  });

  it('finds a free slot and books it; the booking is in the emulator state', async () => {
    const client = visitor();
    const slot = await firstFreeSlot(client, DEMO_SERVICE_IDS.privateSession, '2026-03-02');
    expect(slot.serviceId).toBe(DEMO_SERVICE_IDS.privateSession);
    // The studio opens at 09:00 New York time: 14:00 as a local time in the zone asked for (UTC).
    expect(slot.startDate).toBe('2026-03-02T14:00:00');

    const { booking } = await client.bookings.createBooking({
      bookedEntity: { slot },
      contactDetails: { firstName: 'Vera', lastName: 'Visitor', email: 'vera@example.com' },
      totalParticipants: 1,
    });
    expect(booking?._id).toMatch(/\S/);
    expect(booking?._createdDate).toBeInstanceOf(Date);
    expect(booking?.bookedEntity?.slot?.serviceId).toBe(DEMO_SERVICE_IDS.privateSession);
    expect(booking?.status).toBe('CREATED'); // platform-rules: a visitor's booking starts CREATED
    const stored = (emulator.state.domains.bookings as BookingsDomain).bookings[booking!._id!];
    expect(stored?.booking.status).toBe('CREATED');
  });
});
