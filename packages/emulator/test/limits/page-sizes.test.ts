import { describe, expect, it } from 'vitest';
import { DEMO_SERVICE_IDS, type Emulator } from '../../src/index.js';
import { PAGE_SIZES, readOffset, readPageSize, type PageSizeRule } from '../../src/query/paging.js';
import { call, member, newEmulator } from '../plans/helpers.js';

/*
 * Every query and list route reads its page size through one helper (query/paging.ts), with the
 * platform's maximum (platform-rules §1.5): a larger limit is refused with a 400 validation error
 * naming the field, the maximum itself is accepted. The expected maxima are written out here, from
 * the spec, so a change to the shared table is caught.
 */

interface PagedRoute {
  name: string;
  rule: PageSizeRule;
  /** The platform's maximum (platform-rules §1.5). */
  max: number;
  method: 'GET' | 'POST';
  /** The path (with the limit in the query string for GETs). */
  path: (limit: number | string) => string;
  body?: (limit: number | string) => unknown;
  field: string;
  ruleName?: string;
  member?: boolean;
}

type Body = (limit: number | string) => unknown;

const post = (name: string, rule: PageSizeRule, max: number, path: string, body: Body, field: string, extra: Partial<PagedRoute> = {}) => ({
  name,
  rule,
  max,
  method: 'POST' as const,
  path: () => path,
  body,
  field,
  ...extra,
});
const get = (name: string, rule: PageSizeRule, max: number, path: string, key: string, extra: Partial<PagedRoute> = {}): PagedRoute => ({
  name,
  rule,
  max,
  method: 'GET',
  path: (limit) => `${path}?${key}=${encodeURIComponent(String(limit))}`,
  field: key,
  ...extra,
});

const SERVICES = '/_api/bookings/v2/services';
const READER = '/_api/bookings-reader/v2';
const offsetQuery: Body = (limit) => ({ query: { paging: { limit } } });
const cursorQuery: Body = (limit) => ({ query: { cursorPaging: { limit } } });
const searchQuery: Body = (limit) => ({ search: { cursorPaging: { limit } } });
const multislot: Body = (limit) => ({
  from: '2026-03-02T00:00:00',
  to: '2026-03-03T00:00:00',
  timeZone: 'UTC',
  location: { locationType: 'OWNER_BUSINESS' },
  slots: [{ serviceId: DEMO_SERVICE_IDS.privateSession }],
  cursorPaging: { limit },
});
const OFFSET = 'query.paging.limit';
const CURSOR = 'query.cursorPaging.limit';

const ROUTES: PagedRoute[] = [
  post('queryServices', PAGE_SIZES.queryServices, 100, `${SERVICES}/query`, offsetQuery, OFFSET),
  post('searchServices', PAGE_SIZES.searchServices, 100, `${SERVICES}/search`, searchQuery, 'search.cursorPaging.limit'),
  post('queryPolicies', PAGE_SIZES.servicePolicies, 100, `${SERVICES}/policies/query`, cursorQuery, CURSOR),
  post('queryBookingForms', PAGE_SIZES.servicePolicies, 100, `${SERVICES}/booking-forms/query`, cursorQuery, CURSOR),
  post('queryExtendedBookings (cursor)', PAGE_SIZES.extendedBookings, 100, `${READER}/extended-bookings/query`, cursorQuery, CURSOR),
  post('queryExtendedBookings (offset)', PAGE_SIZES.extendedBookings, 100, `${READER}/extended-bookings/query`, offsetQuery, OFFSET),
  post('legacyQueryExtendedBookings', PAGE_SIZES.extendedBookings, 100, `${READER}/extended-booking/query`, cursorQuery, CURSOR),
  post('multiSlot', PAGE_SIZES.multiSlotAvailability, 100, '/v1/availability/multislot', multislot, 'cursorPaging.limit'),
  post('queryEvents', PAGE_SIZES.calendarEvents, 100, '/calendar/v3/events/query', cursorQuery, CURSOR),
  post('queryAttendance', PAGE_SIZES.attendance, 100, '/bookings/bookings-attendance/query', cursorQuery, CURSOR),
  get('listMembers', PAGE_SIZES.listMembers, 100, '/members/v1/members', 'paging.limit'),
  post('queryMembers', PAGE_SIZES.queryMembers, 100, '/members/v1/members/query', offsetQuery, OFFSET),
  get('listPublicPlans', PAGE_SIZES.listPublicPlans, 100, '/pricing-plans/v2/plans/public', 'limit'),
  post('queryPublicPlans', PAGE_SIZES.queryPublicPlans, 100, '/pricing-plans/v2/plans/public/query', offsetQuery, OFFSET, {
    ruleName: 'PAGING_LIMIT_OUT_OF_RANGE',
  }),
  get('listPlans', PAGE_SIZES.listPlans, 100, '/pricing-plans/v2/plans', 'limit'),
  get('managementListOrders', PAGE_SIZES.listOrders, 50, '/pricing-plans/v2/orders', 'limit'),
  get('memberListOrders', PAGE_SIZES.listOrders, 50, '/pricing-plans/v2/member/orders', 'limit', { member: true }),
];

async function send(emulator: Emulator, route: PagedRoute, limit: number | string) {
  const headers = route.member ? member(emulator, 'ann').headers : undefined;
  return call(emulator, route.method, route.path(limit), route.body?.(limit), headers);
}

describe('page sizes on every query route', () => {
  it.each(ROUTES)('$name: the shared table has the platform maximum', (route) => {
    expect(route.rule.max).toBe(route.max);
    expect(route.rule.default).toBeLessThanOrEqual(route.max);
  });

  it.each(ROUTES)('$name: accepts the maximum, refuses one more with INVALID_ARGUMENT on the field', async (route) => {
    const emulator = newEmulator();
    const atMax = await send(emulator, route, route.max);
    expect(atMax.status, JSON.stringify(atMax.body)).toBe(200);
    const over = await send(emulator, route, route.max + 1);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(`INVALID_ARGUMENT: "${route.field}" must be ${route.rule.min} to ${route.max}`);
    expect(over.body.details.validationError.fieldViolations).toEqual([
      {
        field: route.field,
        description: `must be ${route.rule.min} to ${route.max}`,
        violatedRule: 'MAX',
        ...(route.ruleName ? { ruleName: route.ruleName } : {}),
      },
    ]);
  });

  it.each(ROUTES)('$name: refuses a limit below its minimum and one that is not a whole number', async (route) => {
    const emulator = newEmulator();
    const first = (body: any) => body.details.validationError.fieldViolations[0];
    const below = await send(emulator, route, route.rule.min - 1);
    expect([below.status, first(below.body)]).toEqual([400, expect.objectContaining({ field: route.field, violatedRule: 'MIN' })]);
    const fraction = await send(emulator, route, route.method === 'GET' ? 'ten' : 2.5);
    expect([fraction.status, first(fraction.body)]).toEqual([400, expect.objectContaining({ field: route.field, violatedRule: 'FORMAT' })]);
  });
});

describe('readPageSize / readOffset', () => {
  const rule = { min: 1, max: 50, default: 20 };

  it('uses the default when no limit is sent, and reads query-string numbers', () => {
    expect(readPageSize(undefined, 'limit', rule)).toBe(20);
    expect(readPageSize('', 'limit', rule)).toBe(20);
    expect(readPageSize(null, 'limit', rule)).toBe(20);
    expect(readPageSize('50', 'limit', rule)).toBe(50);
    expect(readPageSize(1, 'limit', rule)).toBe(1);
  });

  it('refuses rather than clamps, as the platform does', () => {
    expect(() => readPageSize(51, 'limit', rule)).toThrow('INVALID_ARGUMENT: "limit" must be 1 to 50');
    expect(() => readPageSize(true, 'limit', rule)).toThrow('"limit" must be 1 to 50');
    expect(() => readOffset(-1, 'offset')).toThrow('"offset" must be 0 or more');
    expect(readOffset('3', 'offset')).toBe(3);
  });
});
