import { describe, expect, it } from 'vitest';
import { DEMO_PLAN_IDS, DEMO_POLICY_IDS, DEMO_SERVICE_IDS, DEMO_STAFF_IDS, servicesApi } from '../../src/index.js';
import { appointment, BASE, call, codeOf, createService, newEmulator, serviceEvents, T0, visitor } from './helpers.js';

describe('demo business and servicesApi', () => {
  it('seeds appointments, a weekly class and a multi-week course with schedules, staff and policies', () => {
    const api = servicesApi(newEmulator());
    expect(api.listServices().map((s) => s.type)).toEqual(['APPOINTMENT', 'APPOINTMENT', 'CLASS', 'COURSE']);
    expect(api.getScheduleForService(DEMO_SERVICE_IDS.vinyasaClass)?.sessions).toEqual([
      expect.objectContaining({ weekday: 'TUE', startTime: '18:00', durationInMinutes: 60 }),
    ]);
    expect(api.getScheduleForService(DEMO_SERVICE_IDS.mindfulnessCourse)?.sessions[0]).toMatchObject({
      startDate: '2026-03-04',
      endDate: '2026-04-08',
    });
    expect(api.staffForService(DEMO_SERVICE_IDS.privateSession).map((s) => s.id)).toEqual([DEMO_STAFF_IDS.maya, DEMO_STAFF_IDS.leo]);
    expect(api.getPolicyForService(DEMO_SERVICE_IDS.vinyasaClass)).toMatchObject({ waitlistPolicy: { enabled: true, capacity: 5 } });
    expect(api.defaultPolicy()?.id).toBe(DEMO_POLICY_IDS.standard);
    expect(api.getService(DEMO_SERVICE_IDS.privateSession)?.locations[0]?.business?.address?.geocode?.latitude).toBeTypeOf('number');
  });
});

describe('createService', () => {
  it('creates with defaults, a slug, a schedule and a service_created event', async () => {
    const emulator = newEmulator();
    const service = await createService(emulator, appointment);
    expect(service).toMatchObject({
      revision: '1',
      createdDate: T0,
      defaultCapacity: 1,
      hidden: false,
      mainSlug: { name: 'deep-tissue-massage', custom: false },
      bookingPolicy: { id: DEMO_POLICY_IDS.standard, default: true },
    });
    expect(service.schedule.availabilityConstraints.durations).toEqual([{ minutes: 60 }]);
    expect(servicesApi(emulator).getSchedule(service.schedule.id)).toMatchObject({ serviceId: service.id, status: 'ACTIVE' });
    expect((await createService(emulator, appointment)).mainSlug.name).toBe('deep-tissue-massage-1');
    expect(serviceEvents(emulator).map((e) => e.type)).toEqual(['service_created', 'service_created']);
  });

  it.each([
    [{ ...appointment, type: 'WORKSHOP' }, 'INVALID_SERVICE_TYPE'],
    [{ ...appointment, name: '' }, 'INVALID_SERVICE_NAME'],
    [{ ...appointment, defaultCapacity: 3 }, 'INVALID_APPOINTMENT_CAPACITY'],
    [{ ...appointment, staffMemberIds: [] }, 'INVALID_STAFF_MEMBER_IDS'],
    [{ ...appointment, schedule: {} }, 'INVALID_SESSION_DURATION'],
    [{ ...appointment, payment: undefined }, 'PAYMENT_REQUIRED'],
    [{ ...appointment, payment: { rateType: 'FIXED', options: { online: true } } }, 'INVALID_RATE'],
    [{ ...appointment, payment: { rateType: 'NO_FEE', options: {} } }, 'INVALID_PAYMENT_OPTIONS'],
    [
      {
        ...appointment,
        onlineBooking: { requireManualApproval: true },
        payment: { ...appointment.payment, options: { pricingPlan: true } },
      },
      'INVALID_MANUAL_APPROVAL_WITH_PRICING_PLANS',
    ],
    [{ ...appointment, locations: [{ type: 'BUSINESS', business: { id: 'nope' } }] }, 'INVALID_BUSINESS_LOCATION'],
    [
      { type: 'COURSE', name: 'C', defaultCapacity: 5, payment: appointment.payment, locations: [{ type: 'CUSTOMER' }] },
      'INVALID_CUSTOMER_LOCATION',
    ],
  ])('refuses an invalid service (%#: %s)', async (service, code) => {
    const { status, body } = await call(newEmulator(), 'POST', BASE, { service });
    expect(status).toBe(400);
    expect(body.details.validationError.fieldViolations.map((v: any) => v.ruleName)).toContain(code);
  });

  it('is owner only', async () => {
    const emulator = newEmulator();
    expect((await call(emulator, 'POST', BASE, { service: appointment }, await visitor(emulator))).status).toBe(403);
  });
});

describe('getService and updateService', () => {
  it('reads as a visitor, with staff details on request; unknown ids are 404 SERVICE_NOT_FOUND', async () => {
    const emulator = newEmulator();
    const { status, body } = await call(
      emulator,
      'GET',
      `${BASE}/${DEMO_SERVICE_IDS.privateSession}?conditionalFields=STAFF_MEMBER_DETAILS`,
      undefined,
      await visitor(emulator),
    );
    expect(status).toBe(200);
    expect(body.service.staffMemberDetails.staffMembers.map((s: any) => s.name)).toEqual(['Maya Chen', 'Leo Park']);
    const missing = await call(emulator, 'GET', `${BASE}/nope`);
    expect([missing.status, codeOf(missing.body)]).toEqual([404, 'SERVICE_NOT_FOUND']);
  });

  it('updates by mask, bumps the revision, moves a default slug on rename and refuses stale revisions with 409', async () => {
    const emulator = newEmulator();
    const id = DEMO_SERVICE_IDS.privateSession;
    const { body } = await call(emulator, 'PATCH', `${BASE}/${id}`, {
      service: { id, revision: '1', name: 'Private Flow', tagLine: 'ignored' },
      mask: 'name',
    });
    expect(body.service).toMatchObject({
      revision: '2',
      name: 'Private Flow',
      tagLine: 'One-on-one practice, tailored to you',
      mainSlug: { name: 'private-flow' },
    });
    expect(body.service.supportedSlugs.map((s: any) => s.name)).toEqual(['private-yoga-session', 'private-flow']);
    const stale = await call(emulator, 'PATCH', `${BASE}/${id}`, { service: { id, revision: '1', name: 'X' } });
    expect([stale.status, codeOf(stale.body)]).toEqual([409, 'REVISION_MISMATCH']);
    const missing = await call(emulator, 'PATCH', `${BASE}/${id}`, { service: { id, name: 'X' } });
    expect(missing.status).toBe(400);
    const updated = serviceEvents(emulator).filter((e) => e.type === 'service_updated');
    expect(updated).toHaveLength(1);
    expect(updated[0]!.data).toMatchObject({ id, revision: '2' });
  });

  it('never changes locations, pricing plan ids or the type through an update', async () => {
    const emulator = newEmulator();
    const id = DEMO_SERVICE_IDS.vinyasaClass;
    const { body } = await call(emulator, 'PATCH', `${BASE}/${id}`, {
      service: { id, revision: '1', type: 'COURSE', locations: [], payment: { pricingPlanIds: [] }, defaultCapacity: 12 },
    });
    expect(body.service).toMatchObject({
      type: 'CLASS',
      defaultCapacity: 12,
      payment: { pricingPlanIds: [DEMO_PLAN_IDS.monthly, DEMO_PLAN_IDS.yearly] },
    });
    expect(body.service.locations).toHaveLength(1);
    expect(servicesApi(emulator).getScheduleForService(id)?.capacity).toBe(12);
  });
});

describe('bulk updates and deletes', () => {
  it('bulkUpdateServices succeeds partly and reports failures per item', async () => {
    const emulator = newEmulator();
    const { body } = await call(emulator, 'POST', '/bookings/v2/bulk/services/update', {
      services: [
        { service: { id: DEMO_SERVICE_IDS.privateSession, revision: '1', hidden: true }, mask: 'hidden' },
        { service: { id: DEMO_SERVICE_IDS.consultation, revision: '7', hidden: true }, mask: 'hidden' },
      ],
      returnEntity: true,
    });
    expect(body.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 });
    expect(body.results[0]).toMatchObject({
      itemMetadata: { id: DEMO_SERVICE_IDS.privateSession, originalIndex: 0, success: true },
      item: { hidden: true, revision: '2' },
    });
    expect(body.results[1].itemMetadata).toMatchObject({ success: false, error: { code: 'REVISION_MISMATCH' } });
  });

  it('bulkUpdateServicesByFilter updates every match without revisions', async () => {
    const emulator = newEmulator();
    const { body } = await call(emulator, 'POST', '/bookings/v2/bulk/services/update-by-filter', {
      filter: { type: 'APPOINTMENT' },
      service: { onlineBooking: { enabled: false } },
    });
    expect(body.jobId).toBeTypeOf('string');
    const api = servicesApi(emulator);
    expect(api.listServices().map((s) => s.onlineBooking.enabled)).toEqual([false, false, true, true]);
  });

  it('deletes one, many and by filter, cancelling schedules and emitting service_deleted', async () => {
    const emulator = newEmulator();
    const one = await call(
      emulator,
      'DELETE',
      `${BASE}/${DEMO_SERVICE_IDS.consultation}?preserveFutureSessionsWithParticipants=true&participantNotification.notifyParticipants=false`,
    );
    expect([one.status, one.body]).toEqual([200, {}]);
    expect(servicesApi(emulator).getSchedule('a1000000-0000-4000-8000-000000000002')?.status).toBe('CANCELLED');
    const bulk = await call(emulator, 'POST', '/bookings/v2/bulk/services/delete', { ids: [DEMO_SERVICE_IDS.privateSession, 'nope'] });
    expect(bulk.body.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    expect(bulk.body.results[1].itemMetadata.error.code).toBe('SERVICE_NOT_FOUND');
    await call(emulator, 'POST', '/bookings/v2/bulk/services/delete-by-filter', { filter: { type: 'CLASS' } });
    expect(
      servicesApi(emulator)
        .listServices()
        .map((s) => s.type),
    ).toEqual(['COURSE']);
    const deleted = serviceEvents(emulator).filter((e) => e.type === 'service_deleted');
    expect(deleted.map((e) => e.data.name)).toEqual(['Intro Consultation', 'Private Yoga Session', 'Vinyasa Flow']);
  });
});

describe('reads', () => {
  it('queryServices filters, sorts and pages with offsets', async () => {
    const emulator = newEmulator();
    const { body } = await call(
      emulator,
      'POST',
      `${BASE}/query`,
      {
        query: {
          filter: { type: { $in: ['APPOINTMENT', 'CLASS'] } },
          sort: [{ fieldName: 'name', order: 'DESC' }],
          paging: { offset: 1, limit: 1 },
        },
      },
      await visitor(emulator),
    );
    expect(body.services.map((s: any) => s.name)).toEqual(['Private Yoga Session']);
    expect(body.pagingMetadata).toEqual({ count: 1, offset: 1, total: 3, tooManyToCount: false });
    const hasSome = await call(emulator, 'POST', `${BASE}/query`, {
      query: { filter: { staffMemberIds: { $hasSome: [servicesApi(emulator).getStaffMember(DEMO_STAFF_IDS.leo)!.resourceId] } } },
    });
    expect(hasSome.body.services.map((s: any) => s.name)).toEqual(['Private Yoga Session', 'Vinyasa Flow']);
  });

  it('countServices, queryCategories and queryLocations read the catalogue', async () => {
    const emulator = newEmulator();
    expect((await call(emulator, 'POST', `${BASE}/count`, { filter: { type: 'APPOINTMENT' } })).body).toEqual({ count: 2 });
    const categories = await call(emulator, 'POST', `${BASE}/categories/query`, { filter: { services: { type: 'CLASS' } } });
    expect(categories.body.categories.map((c: any) => c.name)).toEqual(['Classes']);
    const locations = await call(emulator, 'POST', `${BASE}/locations/query`, {});
    expect(locations.body.businessLocations.locations).toHaveLength(1);
    expect(locations.body.businessLocations.locations[0].business).toMatchObject({ name: 'Bedford Ave Studio' });
    expect(locations.body.customLocations.exists).toBe(false);
  });

  it('queryPolicies and queryBookingForms list connected services with cursor paging', async () => {
    const emulator = newEmulator();
    const policies = await call(emulator, 'POST', `${BASE}/policies/query`, { query: { cursorPaging: { limit: 1 } } });
    expect(policies.body.bookingPolicies).toHaveLength(1);
    expect(policies.body.pagingMetadata.hasNext).toBe(true);
    const next = await call(emulator, 'POST', `${BASE}/policies/query`, {
      query: { cursorPaging: { limit: 1, cursor: policies.body.pagingMetadata.cursors.next } },
    });
    expect(next.body.pagingMetadata.hasNext).toBe(false);
    const all = [...policies.body.bookingPolicies, ...next.body.bookingPolicies];
    expect(all.map((p: any) => p.totalServiceCount).sort()).toEqual([1, 3]);
    const forms = await call(emulator, 'POST', `${BASE}/booking-forms/query`, { query: {}, conditionalFields: ['DEFAULT_BOOKING_FORM'] });
    expect(forms.body.defaultBookingForm).toMatchObject({ formDetails: { name: 'Booking form' }, totalServiceCount: 4 });
  });
});
