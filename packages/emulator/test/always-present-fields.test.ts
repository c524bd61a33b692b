import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER_ID, DEMO_PLAN_IDS, DEMO_SERVICE_IDS, pricingPlans } from '../src/index.js';
import { wixUserIdOf } from '../src/auth/caller.js';
import { call, member, newEmulator, visitor } from './plans/helpers.js';
import { privateSessionSlot } from './helpers.js';

// Fields the official SDK declares as always present (not optional): the emulator answers them.
const slot = privateSessionSlot();

describe('always-present fields', () => {
  it('members: contact.phones, emails and addresses (FULL), empty when there are none', async () => {
    const emulator = newEmulator();
    const got = await call(emulator, 'GET', `/members/v1/members/${DEMO_MEMBER_ID}?fieldsets=FULL`);
    expect(got.status).toBe(200);
    expect(got.body.member.contact).toMatchObject({ phones: expect.any(Array), emails: expect.any(Array), addresses: expect.any(Array) });
  });

  it('bookings: additionalFields, bookedAddOns, selectedPaymentOption, slot.resourceSelections and slot.durationUnitType', async () => {
    const emulator = newEmulator();
    const bookings = '/_api/bookings-service/v2/bookings';
    const created = await call(emulator, 'POST', bookings, { booking: { bookedEntity: { slot } } }, await visitor(emulator));
    expect(created.status).toBe(200);
    const { booking } = created.body;
    expect(booking).toMatchObject({ additionalFields: [], bookedAddOns: [], selectedPaymentOption: 'UNDEFINED' });
    expect(booking.bookedEntity.slot).toMatchObject({ resourceSelections: [], durationUnitType: 'HOUR' });
    // Not written into the stored state: only the answers carry the defaults.
    const stored = JSON.stringify(emulator.store.snapshot());
    expect(stored).not.toContain('bookedAddOns');
    expect(stored).not.toContain('durationUnitType');
  });

  it('orders: pricing.prices[].price.proration as a decimal string', async () => {
    const emulator = newEmulator();
    member(emulator, 'ann');
    const order = pricingPlans(emulator).createOrder({ planId: DEMO_PLAN_IDS.monthly, memberId: 'ann' });
    const got = await call(emulator, 'GET', `/pricing-plans/v2/orders/${order.id}`);
    expect(got.status).toBe(200);
    expect(got.body.order.pricing.prices.length).toBeGreaterThan(0);
    for (const price of got.body.order.pricing.prices) expect(price.price.proration).toBe('0');
  });

  it('availability: every entry has isFromV2', async () => {
    const emulator = newEmulator();
    const filter = { serviceId: slot.serviceId, startDate: '2026-03-02T00:00:00', endDate: '2026-03-03T00:00:00' };
    const query = '/availability-calendar/v1/availability/query';
    const got = await call(emulator, 'POST', query, { query: { filter } }, await visitor(emulator));
    expect(got.status).toBe(200);
    expect(got.body.availabilityEntries.length).toBeGreaterThan(0);
    for (const entry of got.body.availabilityEntries) expect(entry.isFromV2).toBe(false);
  });

  it("createdBy.wixUserId is the owner's account id (a UUID), not the API key's name", async () => {
    const emulator = newEmulator();
    const created = await call(emulator, 'POST', '/_api/bookings-service/v2/bookings', { booking: { bookedEntity: { slot } } });
    expect(created.status).toBe(200);
    expect(created.body.booking.createdBy.wixUserId).toBe(emulator.state.site.accountId);
    expect(created.body.booking.createdBy.wixUserId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('wixUserIdOf: a stable UUID from the API key id when there is no account', () => {
    const id = wixUserIdOf({ apiKeyId: 'demo-admin-key' });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(wixUserIdOf({ apiKeyId: 'demo-admin-key' })).toBe(id);
    expect(wixUserIdOf({ apiKeyId: 'demo-admin-key', accountId: 'acc-1' })).toBe('acc-1');
  });

  it('services: list fields, payment.addOnOption and timeBetweenSessions in answers, not in the state', async () => {
    const emulator = newEmulator();
    const got = await call(emulator, 'GET', `/_api/bookings/v2/services/${DEMO_SERVICE_IDS.vinyasaClass}`);
    expect(got.status).toBe(200);
    const { service } = got.body;
    expect(service).toMatchObject({ serviceResources: [], addOnGroups: [], addOnDetails: [] });
    expect(service.payment.addOnOption).toBe('ONLINE');
    expect(service.schedule.availabilityConstraints).toMatchObject({ sessionDurations: [], timeBetweenSessions: 0 });
    const stored = JSON.stringify(emulator.store.snapshot());
    expect(stored).not.toContain('addOnOption');
    expect(stored).not.toContain('serviceResources');
  });

  it('services: queryLocations gives each business location its id; a valid slug has no errors', async () => {
    const emulator = newEmulator();
    const locations = await call(emulator, 'POST', '/_api/bookings/v2/services/locations/query', {});
    expect(locations.body.businessLocations.locations.length).toBeGreaterThan(0);
    for (const location of locations.body.businessLocations.locations) expect(location.id).toBe(location.business.id);
    const valid = await call(emulator, 'POST', '/_api/bookings/v2/services/slugs/validate', { slug: 'a-free-slug' });
    expect(valid.body).toEqual({ valid: true, slug: 'a-free-slug', errors: [] });
  });

  it('price preview: every price carries proration', async () => {
    const emulator = newEmulator();
    const got = await call(
      emulator,
      'POST',
      '/pricing-plans/v2/checkout/orders/price-preview',
      { planId: DEMO_PLAN_IDS.monthly },
      await visitor(emulator),
    );
    expect(got.status).toBe(200);
    expect(got.body.prices.length).toBeGreaterThan(0);
    for (const price of got.body.prices) expect(price.price.proration).toBe('0');
  });

  it("identity: the profile's lists and privacyStatus are always answered", async () => {
    const emulator = newEmulator();
    const body = { loginId: { email: 'lists@example.com' }, password: 'S3cret-Passw0rd', profile: { nickname: 'Lists' } };
    const got = await call(emulator, 'POST', '/_api/iam/authentication/v2/register', body, await visitor(emulator));
    expect(got.status).toBe(200);
    expect(got.body.identity.identityProfile).toMatchObject({
      nickname: 'Lists',
      emails: [],
      phones: [],
      labels: [],
      customFields: [],
      secondaryEmails: [],
      phonesV2: [],
      addresses: [],
      privacyStatus: expect.stringMatching(/^(UNDEFINED|PUBLIC|PRIVATE)$/),
    });
  });
});
