import { describe, expectTypeOf, it } from 'vitest';
import type { FrontdeskClient, Page } from '@frontdesk/core';
import {
  createService,
  getService,
  queryServices,
  searchServices,
  setCustomSlug,
  updateService,
  validateSlug,
  type QueryServicesResponse,
  type SearchServicesResponse,
  type Service,
  type SetCustomSlugResponse,
  type ValidateSlugResponse,
} from '../src/index.js';

declare const client: FrontdeskClient;

describe('services call signatures', () => {
  it('getService resolves the service with Date and number fields and typed enums', () => {
    expectTypeOf(getService(client, 's1')).resolves.toEqualTypeOf<Service>();
    expectTypeOf<Service['createdDate']>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<NonNullable<Service['schedule']>['firstSessionStart']>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<NonNullable<NonNullable<Service['mainSlug']>['createdDate']>>().toEqualTypeOf<Date>();
    expectTypeOf<Service['type']>().toEqualTypeOf<'APPOINTMENT' | 'CLASS' | 'COURSE' | undefined>();
    expectTypeOf(getService).toBeCallableWith(client, 's1', { conditionalFields: ['STAFF_MEMBER_DETAILS'] });
    // @ts-expect-error not a conditional field of getService
    void getService(client, 's1', { conditionalFields: ['DEFAULT_BOOKING_FORM'] });
  });

  it('createService needs a type and a name; updateService needs the revision', () => {
    expectTypeOf(createService).toBeCallableWith(client, { type: 'CLASS', name: 'Yoga', defaultCapacity: 10 });
    // @ts-expect-error type is required
    void createService(client, { name: 'Yoga' });
    expectTypeOf(updateService).toBeCallableWith(client, 's1', { revision: '2', name: 'Yoga' }, { mask: ['name'] });
    // @ts-expect-error revision is required
    void updateService(client, 's1', { name: 'Yoga' });
  });

  it('queryServices and searchServices resolve Pages', () => {
    expectTypeOf(queryServices(client)).resolves.toEqualTypeOf<Page<Service, QueryServicesResponse>>();
    expectTypeOf(searchServices(client, {})).resolves.toEqualTypeOf<Page<Service, SearchServicesResponse>>();
    expectTypeOf(searchServices).toBeCallableWith(client, {
      aggregations: [{ name: 'm', type: 'SCALAR', fieldPath: 'defaultCapacity', scalar: { type: 'MAX' } }],
      search: { expression: 'yoga', mode: 'AND' },
    });
  });

  it('slug calls', () => {
    expectTypeOf(setCustomSlug(client, 's1', { slug: 'yoga' })).resolves.toEqualTypeOf<SetCustomSlugResponse>();
    expectTypeOf(validateSlug(client, 's1', { slug: 'yoga' })).resolves.toEqualTypeOf<ValidateSlugResponse>();
  });
});
