import { describe, expect, it } from 'vitest';
import {
  isApiError,
  isConflictError,
  isNotFoundError,
  isPermissionError,
  isValidationError,
  type ApiError,
  type ValidationError,
} from '@frontdesk/core';
import {
  DEMO_CATEGORY_IDS,
  DEMO_LOCATION_IDS,
  DEMO_PLAN_IDS,
  DEMO_POLICY_IDS,
  DEMO_SERVICE_IDS,
  DEMO_STAFF_RESOURCE_IDS,
  servicesApi,
} from '@frontdesk/emulator';
import {
  bulkDeleteServices,
  bulkDeleteServicesByFilter,
  bulkUpdateServices,
  bulkUpdateServicesByFilter,
  cloneService,
  countServices,
  createService,
  deleteService,
  disablePricingPlansForService,
  enablePricingPlansForService,
  getService,
  queryBookingForms,
  queryCategories,
  queryLocations,
  queryPolicies,
  queryServices,
  serviceCreated,
  serviceDeleted,
  serviceUpdated,
  setCustomSlug,
  setServiceLocations,
  updateService,
  validateSlug,
  type CreateServiceInput,
} from '../src/index.js';
import { captureDeliveries, decodeDeliveries, rejectionOf, T0, useEmulator } from '@frontdesk/test-support';

const { emulator, server, owner, visitor, mark, eventsSince, recordRequests, readRequests } = useEmulator();

const massage: CreateServiceInput = {
  type: 'APPOINTMENT',
  name: 'Deep Tissue Massage',
  onlineBooking: { enabled: true },
  payment: { rateType: 'FIXED', fixed: { price: { value: '90', currency: 'USD' } }, options: { online: true, inPerson: true } },
  schedule: { availabilityConstraints: { sessionDurations: [60] } },
  staffMemberIds: [DEMO_STAFF_RESOURCE_IDS.maya],
  locations: [
    { type: 'CUSTOM', custom: { address: { addressLine: '5 Spa Rd', city: 'Brooklyn', geocode: { latitude: 40.7, longitude: -73.95 } } } },
  ],
};

describe('create, get, update, delete', () => {
  it('createService sends the service and returns it with Dates and numeric geocodes', async () => {
    const seen = recordRequests();
    const at = mark();
    const service = await createService(owner, massage);
    expect(seen).toEqual(['POST /_api/bookings/v2/services']);
    expect(service).toMatchObject({
      name: 'Deep Tissue Massage',
      type: 'APPOINTMENT',
      revision: '1',
      defaultCapacity: 1,
      mainSlug: { name: 'deep-tissue-massage', custom: false },
    });
    expect(service.createdDate).toEqual(new Date(T0));
    expect(service.mainSlug?.createdDate).toBeInstanceOf(Date);
    expect(service.bookingPolicy?.createdDate).toBeInstanceOf(Date);
    expect(service.locations?.[0]?.calculatedAddress?.geocode?.latitude).toBe(40.7);
    expect(eventsSince(at)).toEqual(['wix.bookings.services.v2.service_created']);
  });

  it('createService refuses invalid services with a ValidationError', async () => {
    const error = await rejectionOf<ValidationError>(createService(owner, { ...massage, defaultCapacity: 4 }));
    expect(isValidationError(error)).toBe(true);
    expect(error.fieldViolations.map((v) => v.ruleName)).toEqual(['INVALID_APPOINTMENT_CAPACITY']);
  });

  it('getService reads as a visitor with conditional fields; unknown ids are NotFoundError', async () => {
    const seen = recordRequests();
    const service = await getService(visitor(), DEMO_SERVICE_IDS.mindfulnessCourse, { conditionalFields: ['STAFF_MEMBER_DETAILS'] });
    expect(service.schedule?.firstSessionStart).toEqual(new Date('2026-03-05T00:00:00.000Z'));
    expect(service.schedule?.lastSessionEnd).toEqual(new Date('2026-04-09T00:30:00.000Z'));
    expect(service.staffMemberDetails?.staffMembers?.map((s) => s.name)).toEqual(['Maya Chen']);
    expect(service.locations?.[0]?.business?.address?.geocode?.longitude).toBe(-73.9565);
    expect(seen.at(-1)).toBe(`GET /_api/bookings/v2/services/${DEMO_SERVICE_IDS.mindfulnessCourse}`);
    const error = await rejectionOf<ApiError>(getService(owner, 'missing'));
    expect(isNotFoundError(error) && error.code).toBe('SERVICE_NOT_FOUND');
  });

  it('updateService applies a mask, bumps the revision, emits service_updated and refuses stale revisions (409)', async () => {
    const bodies = readRequests((request) => (request.method === 'PATCH' ? request.clone().json() : undefined));
    const at = mark();
    const updated = await updateService(
      owner,
      DEMO_SERVICE_IDS.privateSession,
      { revision: '1', name: 'Private Flow', tagLine: 'not applied' },
      { mask: ['name'] },
    );
    expect(bodies[0]).toEqual({
      service: { revision: '1', name: 'Private Flow', tagLine: 'not applied', id: DEMO_SERVICE_IDS.privateSession },
      mask: 'name',
    });
    expect(updated).toMatchObject({
      name: 'Private Flow',
      revision: '2',
      tagLine: 'One-on-one practice, tailored to you',
      mainSlug: { name: 'private-flow' },
    });
    expect(eventsSince(at)).toEqual(['wix.bookings.services.v2.service_updated']);
    const error = await rejectionOf<ApiError>(updateService(owner, DEMO_SERVICE_IDS.privateSession, { revision: '1', name: 'Again' }));
    expect(isConflictError(error)).toBe(true);
    expect([error.status, error.code]).toEqual([409, 'REVISION_MISMATCH']);
  });

  it('visitors cannot write (PermissionError)', async () => {
    expect(isPermissionError(await rejectionOf(createService(visitor(), massage)))).toBe(true);
    expect(isPermissionError(await rejectionOf(deleteService(visitor(), DEMO_SERVICE_IDS.privateSession)))).toBe(true);
  });

  it('deleteService sends its options in the query string and emits service_deleted with the last entity', async () => {
    const urls = readRequests((request) => request.url);
    const at = mark();
    expect(
      await deleteService(owner, DEMO_SERVICE_IDS.consultation, {
        preserveFutureSessionsWithParticipants: true,
        participantNotification: { notifyParticipants: false },
      }),
    ).toEqual({});
    expect(new URL(urls[0]!).search).toBe('?preserveFutureSessionsWithParticipants=true&participantNotification.notifyParticipants=false');
    expect(eventsSince(at)).toEqual(['wix.bookings.services.v2.service_deleted']);
    expect(isNotFoundError(await rejectionOf(getService(owner, DEMO_SERVICE_IDS.consultation)))).toBe(true);
  });
});

describe('bulk calls', () => {
  it('bulkUpdateServices reports per-item success and failure', async () => {
    const { results, bulkActionMetadata } = await bulkUpdateServices(owner, {
      services: [
        { service: { id: DEMO_SERVICE_IDS.privateSession, revision: '1', hidden: true }, mask: ['hidden'] },
        { service: { id: DEMO_SERVICE_IDS.vinyasaClass, revision: '9', hidden: true } },
      ],
      returnEntity: true,
    });
    expect(bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 });
    expect(results?.[0]?.item?.hidden).toBe(true);
    expect(results?.[0]?.item?.updatedDate).toBeInstanceOf(Date);
    expect(results?.[1]?.itemMetadata).toMatchObject({ success: false, error: { code: 'REVISION_MISMATCH' } });
  });

  it('bulkUpdateServicesByFilter and bulkDeleteServicesByFilter act on every match', async () => {
    const at = mark();
    expect(
      (await bulkUpdateServicesByFilter(owner, { type: 'APPOINTMENT' }, { service: { hidden: true }, mask: ['hidden'] })).jobId,
    ).toBeTypeOf('string');
    expect((await countServices(owner, { filter: { hidden: true } })).count).toBe(2);
    await bulkDeleteServicesByFilter(owner, { hidden: true });
    expect((await countServices(owner)).count).toBe(2);
    expect(eventsSince(at)).toEqual([
      ...Array(2).fill('wix.bookings.services.v2.service_updated'),
      ...Array(2).fill('wix.bookings.services.v2.service_deleted'),
    ]);
  });

  it('bulkDeleteServices deletes known ids and reports unknown ones', async () => {
    const { results, bulkActionMetadata } = await bulkDeleteServices(owner, [DEMO_SERVICE_IDS.vinyasaClass, 'missing'], {
      preserveFutureSessionsWithParticipants: false,
    });
    expect(bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    expect(results?.[1]?.itemMetadata?.error?.code).toBe('SERVICE_NOT_FOUND');
  });
});

describe('catalogue reads', () => {
  it('queryServices pages with offsets (default limit 50) and follows next()', async () => {
    const seen = readRequests((request) => request.clone().json());
    const page = await queryServices(visitor(), {
      filter: { hidden: false },
      sort: [{ fieldName: 'name', order: 'ASC' }],
      paging: { limit: 3 },
    });
    expect(page.items.map((s) => s.name)).toEqual(['Intro Consultation', 'Mindfulness Course', 'Private Yoga Session']);
    expect(page.totalCount).toBe(4);
    const next = await page.next();
    expect(next.items.map((s) => s.name)).toEqual(['Vinyasa Flow']);
    expect(next.hasNext()).toBe(false);
    expect((seen.at(-1) as any).query.paging).toEqual({ limit: 3, offset: 3 });
    const all = await queryServices(owner);
    expect(all.items).toHaveLength(4);
  });

  it('queryServices sends conditionalFields beside the query and keeps them on the next page', async () => {
    const seen = readRequests((request) => request.clone().json());
    const options = { conditionalFields: ['STAFF_MEMBER_DETAILS' as const] };
    const page = await queryServices(
      visitor(),
      { filter: { type: 'APPOINTMENT' }, sort: [{ fieldName: 'name' }], paging: { limit: 1 } },
      options,
    );
    expect(seen.at(-1)).toEqual({
      query: { filter: { type: 'APPOINTMENT' }, sort: [{ fieldName: 'name' }], paging: { offset: 0, limit: 1 } },
      conditionalFields: ['STAFF_MEMBER_DETAILS'],
    });
    expect(page.items[0]?.staffMemberDetails?.staffMembers?.map((m) => m.name).length).toBeGreaterThan(0);
    const next = await page.next();
    expect(seen.at(-1).conditionalFields).toEqual(['STAFF_MEMBER_DETAILS']);
    expect(next.items[0]?.staffMemberDetails?.staffMembers?.length).toBeGreaterThan(0);
    expect(options).toEqual({ conditionalFields: ['STAFF_MEMBER_DETAILS'] });
    const plain = await queryServices(visitor(), { filter: { type: 'APPOINTMENT' } });
    expect(plain.items[0]?.staffMemberDetails).toBeUndefined();
    await expect(queryServices(visitor(), {}, { conditionalFields: ['NOPE' as never] })).rejects.toThrow('conditionalFields');
  });

  it('queryPolicies and queryBookingForms return connected services', async () => {
    const page = await queryPolicies(visitor(), { filter: { 'bookingPolicy.id': DEMO_POLICY_IDS.classes } });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      bookingPolicy: { name: 'Class policy', waitlistPolicy: { enabled: true, capacity: 5 } },
      totalServiceCount: 1,
    });
    expect(page.items[0]?.connectedServices?.[0]?.createdDate).toBeInstanceOf(Date);
    const forms = await queryBookingForms(visitor(), {}, { conditionalFields: ['DEFAULT_BOOKING_FORM'] });
    expect(forms.response.defaultBookingForm?.formDetails?.name).toBe('Booking form');
    expect(forms.items[0]?.totalServiceCount).toBe(4);
  });

  it('countServices, queryLocations and queryCategories filter by services', async () => {
    expect(await countServices(visitor(), { filter: { type: 'CLASS' } })).toEqual({ count: 1 });
    const locations = await queryLocations(visitor(), { filter: { businessLocationIds: [DEMO_LOCATION_IDS.studio] } });
    expect(locations.businessLocations?.locations?.[0]?.business?.address?.geocode?.latitude).toBe(40.7193);
    const { categories } = await queryCategories(visitor(), { filter: { services: { type: { $in: ['CLASS', 'COURSE'] } } } });
    expect(categories?.map((c) => c.id).sort()).toEqual([DEMO_CATEGORY_IDS.classes, DEMO_CATEGORY_IDS.courses].sort());
  });
});

describe('service actions', () => {
  it('setServiceLocations replaces the list and moves future sessions of a removed location', async () => {
    emulator.store.mutate((state) => {
      state.domains.services.locations['loc-2'] = { id: 'loc-2', name: 'Rooftop', default: false };
    });
    const at = mark();
    const service = await setServiceLocations(owner, DEMO_SERVICE_IDS.vinyasaClass, {
      locations: [{ type: 'BUSINESS', business: { id: 'loc-2' } }],
      removedLocationSessionsAction: {
        action: 'MOVE_TO_LOCATION',
        moveToLocationOptions: { newLocation: { type: 'BUSINESS', business: { id: 'loc-2' } } },
      },
      participantNotification: { notifyParticipants: true, message: 'We moved to the rooftop' },
    });
    expect(service.locations?.map((l) => l.business?.name)).toEqual(['Rooftop']);
    expect(service.revision).toBe('2');
    expect(servicesApi(emulator).getScheduleForService(DEMO_SERVICE_IDS.vinyasaClass)?.sessions[0]?.locationId).toBe('loc-2');
    expect(eventsSince(at)).toEqual(['wix.bookings.services.v2.service_updated']);
    const error = await rejectionOf<ValidationError>(
      setServiceLocations(owner, DEMO_SERVICE_IDS.mindfulnessCourse, { locations: [{ type: 'CUSTOMER' }] }),
    );
    expect(error.fieldViolations[0]?.ruleName).toBe('INVALID_CUSTOMER_LOCATION');
  });

  it('enables and disables pricing plans, refusing unknown plans and manual-approval services', async () => {
    const enabled = await enablePricingPlansForService(owner, DEMO_SERVICE_IDS.privateSession, [
      DEMO_PLAN_IDS.monthly,
      DEMO_PLAN_IDS.monthly,
    ]);
    expect(enabled.payment?.pricingPlanIds).toEqual([DEMO_PLAN_IDS.monthly]);
    const disabled = await disablePricingPlansForService(owner, DEMO_SERVICE_IDS.privateSession, {
      pricingPlanIds: [DEMO_PLAN_IDS.monthly],
    });
    expect(disabled.payment?.pricingPlanIds).toEqual([]);
    const unknown = await rejectionOf<ApiError>(enablePricingPlansForService(owner, DEMO_SERVICE_IDS.privateSession, ['nope']));
    expect([unknown.status, unknown.code, unknown.data]).toEqual([
      400,
      'INVALID_PRICING_PLAN',
      { id: 'nope', message: 'unknown or archived plan' },
    ]);
    const manual = await rejectionOf<ApiError>(enablePricingPlansForService(owner, DEMO_SERVICE_IDS.consultation, [DEMO_PLAN_IDS.monthly]));
    expect([manual.status, manual.code]).toEqual([428, 'SERVICE_DOES_NOT_SUPPORT_PRICING_PLANS']);
  });

  it('setCustomSlug and validateSlug enforce legal characters and uniqueness across past slugs', async () => {
    const { slug, service } = await setCustomSlug(owner, DEMO_SERVICE_IDS.vinyasaClass, { slug: 'tuesday-flow' });
    expect(slug).toMatchObject({ name: 'tuesday-flow', custom: true });
    expect(slug?.createdDate).toEqual(new Date(T0));
    expect(service?.supportedSlugs?.map((s) => s.name)).toEqual(['vinyasa-flow', 'tuesday-flow']);
    expect(await validateSlug(owner, DEMO_SERVICE_IDS.privateSession, { slug: 'vinyasa-flow' })).toEqual({
      valid: false,
      errors: ['SLUG_ALREADY_EXISTS'],
    });
    expect(await validateSlug(owner, DEMO_SERVICE_IDS.privateSession, { slug: 'Bad Slug' })).toEqual({
      valid: false,
      errors: ['SLUG_CONTAINS_ILLEGAL_CHARACTERS'],
    });
    expect(await validateSlug(owner, DEMO_SERVICE_IDS.vinyasaClass, { slug: 'vinyasa-flow' })).toEqual({
      valid: true,
      slug: 'vinyasa-flow',
      errors: [],
    });
    const taken = await rejectionOf<ApiError>(setCustomSlug(owner, DEMO_SERVICE_IDS.privateSession, { slug: 'tuesday-flow' }));
    expect([taken.status, taken.code]).toEqual([428, 'SLUG_ALREADY_EXISTS']);
    const illegal = await rejectionOf<ValidationError>(setCustomSlug(owner, DEMO_SERVICE_IDS.privateSession, { slug: 'No!' }));
    expect(illegal.fieldViolations[0]?.ruleName).toBe('SLUG_CONTAINS_ILLEGAL_CHARACTERS');
    // A renamed service with a custom slug keeps it as its main slug.
    const renamed = await updateService(owner, DEMO_SERVICE_IDS.vinyasaClass, { revision: service!.revision!, name: 'Power Flow' });
    expect(renamed.mainSlug?.name).toBe('tuesday-flow');
    expect(renamed.supportedSlugs?.map((s) => s.name)).toContain('power-flow');
  });

  it('cloneService copies the service with a new schedule and slug, without pricing plan ids', async () => {
    const at = mark();
    const { service, errors } = await cloneService(owner, DEMO_SERVICE_IDS.vinyasaClass);
    expect(errors).toEqual([]);
    expect(service).toMatchObject({
      name: 'Vinyasa Flow',
      revision: '1',
      mainSlug: { name: 'vinyasa-flow-1' },
      payment: { options: { pricingPlan: true }, pricingPlanIds: [] },
    });
    expect(service?.id).not.toBe(DEMO_SERVICE_IDS.vinyasaClass);
    expect(servicesApi(emulator).getScheduleForService(service!.id!)?.sessions).toHaveLength(1);
    expect(eventsSince(at)).toEqual(['wix.bookings.services.v2.service_created']);
    expect(isApiError(await rejectionOf(cloneService(owner, 'missing')))).toBe(true);
  });
});

describe('service webhooks, verified', () => {
  it('delivers signed service events that createWebhookHandler verifies and decodes', async () => {
    const bodies = captureDeliveries({ emulator, server }, 'https://hooks.test/services');
    const service = await createService(owner, massage);
    await updateService(owner, service.id!, { revision: '1', tagLine: 'Relax' });
    await deleteService(owner, service.id!);
    await emulator.webhooks.settled();

    const [created, updated, deleted] = await decodeDeliveries(emulator, bodies, serviceCreated, serviceUpdated, serviceDeleted);

    expect(created[0]!.entity).toMatchObject({ id: service.id, name: 'Deep Tissue Massage' });
    expect(created[0]!.entity.createdDate).toEqual(new Date(T0));
    expect(updated[0]!.entity.tagLine).toBe('Relax');
    expect(deleted[0]!.entity?.revision).toBe('2');
    expect(deleted[0]!.metadata.entityId).toBe(service.id);
  });
});
