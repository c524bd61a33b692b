import { describe, expect, it } from 'vitest';
import {
  DEMO_FORM_ID,
  DEMO_LOCATION_IDS,
  DEMO_PLAN_IDS,
  DEMO_POLICY_IDS,
  DEMO_SERVICE_IDS,
  DEMO_STAFF_IDS,
  DEMO_STAFF_RESOURCE_IDS,
  pricingPlans,
  servicesAdmin,
  servicesApi,
} from '../../src/index.js';
import { BASE, call, codeOf, newEmulator, serviceEvents, T0 } from './helpers.js';

describe('setServiceLocations', () => {
  it('keeps sessions at removed locations by default and refuses bad lists', async () => {
    const emulator = newEmulator();
    servicesAdmin(emulator).addLocation({ id: 'loc-2', name: 'Park' });
    const id = DEMO_SERVICE_IDS.vinyasaClass;
    const { body } = await call(emulator, 'POST', `${BASE}/${id}/locations`, {
      locations: [{ type: 'BUSINESS', business: { id: 'loc-2' } }],
    });
    expect(body.service.locations.map((l: any) => l.business.name)).toEqual(['Park']);
    expect(servicesApi(emulator).getScheduleForService(id)?.sessions[0]?.locationId).toBe(DEMO_LOCATION_IDS.studio);
    const twoCustom = await call(emulator, 'POST', `${BASE}/${id}/locations`, {
      locations: [
        { type: 'CUSTOM', custom: { address: {} } },
        { type: 'CUSTOM', custom: { address: {} } },
      ],
    });
    expect([twoCustom.status, codeOf(twoCustom.body)]).toEqual([400, 'INVALID_LOCATIONS']);
    const badMove = await call(emulator, 'POST', `${BASE}/${id}/locations`, {
      locations: [{ type: 'BUSINESS', business: { id: 'loc-2' } }],
      removedLocationSessionsAction: {
        action: 'MOVE_TO_LOCATION',
        moveToLocationOptions: { newLocation: { business: { id: 'elsewhere' } } },
      },
    });
    expect(badMove.status).toBe(400);
  });
});

describe('pricing plans', () => {
  it('refuses archived plans and ids the service does not have', async () => {
    const emulator = newEmulator();
    pricingPlans(emulator).archivePlan(DEMO_PLAN_IDS.threeMonths);
    const archived = await call(emulator, 'POST', `${BASE}/${DEMO_SERVICE_IDS.privateSession}/pricing-plans/add`, {
      pricingPlanIds: [DEMO_PLAN_IDS.threeMonths],
    });
    expect([archived.status, codeOf(archived.body)]).toEqual([400, 'INVALID_PRICING_PLAN']);
    const notThere = await call(emulator, 'POST', `${BASE}/${DEMO_SERVICE_IDS.privateSession}/pricing-plans/remove`, {
      pricingPlanIds: [DEMO_PLAN_IDS.free],
    });
    expect([notThere.status, codeOf(notThere.body)]).toEqual([400, 'INVALID_PRICING_PLAN']);
  });
});

describe('slugs and clone', () => {
  it('validateSlug never throws for an invalid slug; setCustomSlug refuses a past slug of another service', async () => {
    const emulator = newEmulator();
    const id = DEMO_SERVICE_IDS.privateSession;
    await call(emulator, 'PATCH', `${BASE}/${id}`, { service: { id, revision: '1', name: 'Renamed' } });
    const { body } = await call(emulator, 'POST', `${BASE}/slugs/validate`, {
      serviceId: DEMO_SERVICE_IDS.consultation,
      slug: 'private-yoga-session',
    });
    expect(body).toEqual({ valid: false, errors: ['SLUG_ALREADY_EXISTS'] });
    const taken = await call(emulator, 'POST', `${BASE}/${DEMO_SERVICE_IDS.consultation}/slugs/custom`, { slug: 'private-yoga-session' });
    expect([taken.status, codeOf(taken.body)]).toEqual([428, 'SLUG_ALREADY_EXISTS']);
  });

  it('clone reports a non-default booking form as FORM and uses the default form', async () => {
    const emulator = newEmulator();
    emulator.store.mutate((state) => {
      state.domains.services.forms['f2'] = { id: 'f2', name: 'Intake', default: false, fields: [] };
      state.domains.services.services[DEMO_SERVICE_IDS.privateSession]!.form = { id: 'f2' };
    });
    const { body } = await call(emulator, 'POST', `${BASE}/clone`, { sourceServiceId: DEMO_SERVICE_IDS.privateSession });
    expect(body.errors).toEqual(['FORM']);
    expect(body.service).toMatchObject({
      form: { id: DEMO_FORM_ID },
      createdDate: T0,
      staffMemberIds: [DEMO_STAFF_RESOURCE_IDS.maya, DEMO_STAFF_RESOURCE_IDS.leo],
    });
  });
});

describe('search', () => {
  it('aggregates over every match and pages with a cursor that keeps the filter', async () => {
    const emulator = newEmulator();
    const first = await call(emulator, 'POST', `${BASE}/search`, {
      search: {
        filter: { type: 'APPOINTMENT' },
        cursorPaging: { limit: 1 },
        aggregations: [{ name: 'n', type: 'SCALAR', fieldPath: 'id', scalar: { type: 'COUNT_DISTINCT' } }],
      },
    });
    expect(first.body.services).toHaveLength(1);
    expect(first.body.aggregationData.results[0]).toMatchObject({ scalar: { value: 2 } });
    const next = await call(emulator, 'POST', `${BASE}/search`, {
      search: { cursorPaging: { limit: 5, cursor: first.body.pagingMetadata.cursors.next } },
    });
    expect(next.body.services.map((s: any) => s.type)).toEqual(['APPOINTMENT']);
    expect(next.body.pagingMetadata.hasNext).toBe(false);
  });
});

describe('servicesAdmin: staff and booking policies', () => {
  const types = (emulator: ReturnType<typeof newEmulator>) =>
    emulator.webhooks.events().map((e) => e.eventType.replace(/^wix\.bookings\./, ''));

  it('adds, updates and removes staff members with their events', () => {
    const emulator = newEmulator();
    const admin = servicesAdmin(emulator);
    const sam = admin.addStaffMember({ name: 'Sam', workingHours: [{ weekday: 'MON', startTime: '10:00', endTime: '14:00' }] });
    expect(servicesApi(emulator).getStaffMember(sam.resourceId)?.name).toBe('Sam');
    expect(admin.updateStaffMember(sam.id, { name: 'Samira' }).revision).toBe('2');
    admin.removeStaffMember(DEMO_STAFF_IDS.leo);
    expect(servicesApi(emulator).getService(DEMO_SERVICE_IDS.privateSession)?.staffMemberIds).toEqual([DEMO_STAFF_RESOURCE_IDS.maya]);
    expect(types(emulator)).toEqual([
      'staff.v1.staff_member_created',
      'staff.v1.staff_member_fully_created',
      'staff.v1.staff_member_updated',
      'staff.v1.staff_member_deleted',
      'services.v2.service_updated',
      'services.v2.service_updated',
    ]);
  });

  it('creates, updates (revision checked), sets default and deletes policies', () => {
    const emulator = newEmulator();
    const admin = servicesAdmin(emulator);
    const strict = admin.createPolicy({ name: 'Strict', limitLateBookingPolicy: { enabled: true, latestBookingInMinutes: 1440 } });
    expect(strict).toMatchObject({
      revision: '1',
      default: false,
      limitLateBookingPolicy: { enabled: true, latestBookingInMinutes: 1440 },
      waitlistPolicy: { enabled: false, capacity: 10 },
    });
    expect(() =>
      admin.createPolicy({
        name: 'Bad',
        limitLateBookingPolicy: { enabled: true, latestBookingInMinutes: 60 },
        bookAfterStartPolicy: { enabled: true },
      }),
    ).toThrow(/bookAfterStartPolicy/);
    expect(() => admin.updatePolicy(strict.id, { revision: '5', name: 'X' })).toThrow(expect.objectContaining({ status: 409 }));
    const updated = admin.updatePolicy(strict.id, { revision: '1', waitlistPolicy: { enabled: true } as never });
    expect(updated.waitlistPolicy).toEqual({ enabled: true, capacity: 10, reservationTimeInMinutes: 10 });
    expect(() => admin.deletePolicy(DEMO_POLICY_IDS.standard)).toThrow(expect.objectContaining({ status: 428 }));
    admin.setDefaultPolicy(strict.id);
    expect(servicesApi(emulator).defaultPolicy()?.id).toBe(strict.id);
    admin.deletePolicy(DEMO_POLICY_IDS.standard);
    expect(servicesApi(emulator).getPolicyForService(DEMO_SERVICE_IDS.privateSession)?.id).toBe(strict.id);
    expect(types(emulator).filter((t) => t.startsWith('v1.'))).toEqual([
      'v1.booking_policy_created',
      'v1.booking_policy_updated',
      'v1.booking_policy_default_booking_policy_set',
      'v1.booking_policy_deleted',
    ]);
    expect(serviceEvents(emulator).filter((e) => e.type === 'service_updated')).toHaveLength(3);
  });
});

describe('servicesAdmin.setSessions', () => {
  it('gives a new class its weekly sessions and derives its staff', async () => {
    const emulator = newEmulator();
    const { body } = await call(emulator, 'POST', BASE, {
      service: { type: 'CLASS', name: 'Pilates', defaultCapacity: 8, payment: { rateType: 'NO_FEE', options: { inPerson: true } } },
    });
    expect(body.service.staffMemberIds).toEqual([]);
    const schedule = servicesAdmin(emulator).setSessions(body.service.id, [
      { weekday: 'THU', startTime: '07:00', durationInMinutes: 45, startDate: '2026-03-05', staffMemberId: DEMO_STAFF_IDS.maya },
    ]);
    expect(schedule.sessions[0]?.id).toBeTypeOf('string');
    expect(servicesApi(emulator).getService(body.service.id)).toMatchObject({
      revision: '2',
      staffMemberIds: [DEMO_STAFF_RESOURCE_IDS.maya],
    });
    expect(() => servicesAdmin(emulator).setSessions(DEMO_SERVICE_IDS.privateSession, [])).toThrow(/appointments/);
  });
});
