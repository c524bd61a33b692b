import { afterEach, describe, expect, it } from 'vitest';
import { applyPlanUpdate } from '../../src/domains/plans/update.js';
import { applyServiceUpdate } from '../../src/domains/services/update.js';
import {
  DEMO_CLIENT_ID,
  DEMO_MEMBER_ID,
  DEMO_PLAN_IDS,
  DEMO_SERVICE_IDS,
  type Emulator,
  type PricingPlan,
  type BookingsService,
} from '../../src/index.js';
import { decodeQuery, PlatformError } from '../../src/extend/index.js';
import { expectPrototypesClean, expectRefused, expectTokensWork, hardenedEmulator, send } from './helpers.js';
import { privateSessionSlot } from '../helpers.js';

/*
 * Keys and ids from requests never reach Object.prototype (issue 15). Before the fix, a PATCH of a
 * plan or a service with `__proto__` in the body or the field mask, or any call naming the entity
 * `__proto__` in its path, wrote to Object.prototype of the emulator process: afterwards every
 * access token was refused as revoked and every refresh as already used, until a restart.
 */

let current: { emulator: Emulator; errors: unknown[] };
let earlier: string;

// A fresh hardened emulator, and a token issued before the test (afterEach checks it still works).
function setup(): Emulator {
  current = hardenedEmulator();
  earlier = current.emulator.tokens.issue({ role: 'visitor', clientId: DEMO_CLIENT_ID }).access_token;
  return current.emulator;
}

afterEach(async () => {
  expectPrototypesClean();
  await expectTokensWork(current.emulator, earlier);
  expect(current.errors).toEqual([]);
});

const PLAN = `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.yearly}`;
const SERVICE = `/_api/bookings/v2/services/${DEMO_SERVICE_IDS.vinyasaClass}`;

describe('updatePlan (PATCH /pricing-plans/v2/plans/{id})', () => {
  it('refuses __proto__, constructor and prototype in the body, naming the field, and changes nothing', async () => {
    const emulator = await setup();
    const before = JSON.stringify(emulator.state);
    expectRefused(await send(emulator, 'PATCH', PLAN, '{"plan":{"__proto__":{"polluted":"yes"}}}'), 'plan.__proto__');
    expectRefused(await send(emulator, 'PATCH', PLAN, '{"plan":{"constructor":{"prototype":{"polluted":"yes"}}}}'), 'plan.constructor');
    expectRefused(await send(emulator, 'PATCH', PLAN, '{"plan":{"pricing":{"prototype":{"polluted":"yes"}}}}'), 'plan.pricing.prototype');
    expectRefused(await send(emulator, 'PATCH', PLAN, '{"__proto__":{"polluted":"yes"},"plan":{"name":"x"}}'), '__proto__');
    expect(JSON.stringify(emulator.state)).toBe(before);
  });

  it('refuses a field mask that names them (in the body or the query string)', async () => {
    const emulator = await setup();
    expectRefused(await send(emulator, 'PATCH', PLAN, '{"plan":{"name":"Gold"},"mask":"__proto__.polluted"}'), 'mask');
    const paths = '{"plan":{"name":"Gold"},"fieldMask":{"paths":["constructor.prototype.polluted"]}}';
    expectRefused(await send(emulator, 'PATCH', PLAN, paths), 'mask');
    expectRefused(await send(emulator, 'PATCH', `${PLAN}?mask=name,plan.__proto__.polluted`, '{"plan":{"name":"Gold"}}'), 'mask');
    expectRefused(await send(emulator, 'PATCH', `${PLAN}?fieldMask=prototype`, '{"plan":{"name":"Gold"}}'), 'mask');
  });

  it('keeps working for ordinary patches and masks', async () => {
    const emulator = await setup();
    const masked = await send(emulator, 'PATCH', `${PLAN}?mask=name`, '{"plan":{"name":"Gold+","description":"ignored"}}');
    expect(masked.status).toBe(200);
    expect(masked.body.plan.name).toBe('Gold+');
    const merged = await send(emulator, 'PATCH', PLAN, '{"plan":{"clientData":{"tier":"2"}}}');
    expect([merged.status, merged.body.plan.clientData]).toEqual([200, { tier: '2' }]);
  });

  it('applyPlanUpdate itself refuses the keys when handed a parsed patch (in-process callers)', () => {
    setup();
    const plan = current.emulator.state.domains.plans as { plans: Record<string, PricingPlan> };
    const stored = plan.plans[DEMO_PLAN_IDS.yearly]!;
    const patch = JSON.parse('{"__proto__":{"polluted":"yes"},"pricing":{"__proto__":{"polluted":"yes"}}}');
    expect(() => applyPlanUpdate(stored, patch, undefined)).toThrow(PlatformError);
    expect(() => applyPlanUpdate(stored, patch, ['__proto__.polluted'])).toThrow(PlatformError);
    const viaConstructor = { constructor: { prototype: { polluted: 'yes' } } };
    expect(() => applyPlanUpdate(stored, viaConstructor, ['constructor.prototype.polluted'])).toThrow(PlatformError);
  });
});

describe('updateService (PATCH /_api/bookings/v2/services/{id}) and the bulk updates', () => {
  it('refuses the keys in the body and in the mask', async () => {
    const emulator = await setup();
    const before = JSON.stringify(emulator.state);
    const proto = '{"service":{"revision":"1","__proto__":{"polluted":"yes"}}}';
    expectRefused(await send(emulator, 'PATCH', SERVICE, proto), 'service.__proto__');
    const nested = '{"service":{"revision":"1","payment":{"constructor":{"prototype":{"polluted":1}}}}}';
    expectRefused(await send(emulator, 'PATCH', SERVICE, nested), 'service.payment.constructor');
    expectRefused(await send(emulator, 'PATCH', SERVICE, '{"service":{"revision":"1","name":"x"},"mask":"__proto__.polluted"}'), 'mask');
    const list = '{"service":{"revision":"1","name":"x"},"fieldMask":["name","constructor.prototype.polluted"]}';
    expectRefused(await send(emulator, 'PATCH', SERVICE, list), 'mask');
    expect(JSON.stringify(emulator.state)).toBe(before);
  });

  it('refuses them in bulk updates too (by filter: the mask is read before any service changes)', async () => {
    const emulator = await setup();
    const before = JSON.stringify(emulator.state);
    const byFilter = '{"filter":{},"service":{"name":"x"},"mask":"constructor.prototype.polluted"}';
    expectRefused(await send(emulator, 'POST', '/bookings/v2/bulk/services/update-by-filter', byFilter), 'mask');
    const item = `{"service":{"id":"${DEMO_SERVICE_IDS.vinyasaClass}","revision":"1","name":"x"},"mask":"__proto__.polluted"}`;
    const bulk = `{"services":[${item}]}`;
    const result = await send(emulator, 'POST', '/bookings/v2/bulk/services/update', bulk);
    expect(result.status).toBe(200);
    expect(result.body.bulkActionMetadata).toMatchObject({ totalSuccesses: 0, totalFailures: 1 });
    expect(JSON.stringify(emulator.state)).toBe(before);
  });

  it('applyServiceUpdate itself refuses the keys (in-process callers)', () => {
    setup();
    const services = current.emulator.state.domains.services as { services: Record<string, BookingsService> };
    const stored = services.services[DEMO_SERVICE_IDS.vinyasaClass]!;
    const patch = JSON.parse('{"__proto__":{"polluted":"yes"},"tagLine":"t"}');
    expect(() => applyServiceUpdate(stored, patch, undefined)).toThrow(PlatformError);
    expect(() => applyServiceUpdate(stored, patch, ['__proto__.polluted'])).toThrow(PlatformError);
  });
});

describe('ids from the request are looked up as own entries only', () => {
  // Before: `members['__proto__']` is Object.prototype, so approving "member __proto__" wrote `status` to it.
  const paths: Array<[string, string]> = [
    ['POST', '/members/v1/members/__proto__/approve'],
    ['POST', '/members/v1/members/__proto__/mute'],
    ['DELETE', '/members/v1/members/__proto__/phones'],
    ['POST', '/pricing-plans/v2/plans/__proto__/archive'],
    ['POST', '/calendar/v3/events/__proto__/cancel'],
    ['GET', '/pricing-plans/v2/plans/constructor'],
    ['GET', '/members/v1/members/constructor'],
    ['GET', '/_api/bookings/v2/services/constructor'],
    ['GET', '/_api/bookings/v2/services/__proto__'],
    ['GET', '/pricing-plans/v2/orders/__proto__'],
    ['GET', '/_api/bookings-service/v2/multi_service_bookings/constructor'],
    ['POST', '/_api/bookings-service/v2/bookings/toString/confirm'],
    ['POST', '/bookings/v2/confirmation/hasOwnProperty:confirmOrDecline'],
    ['GET', '/_emulator/members/jobs/constructor'],
    ['GET', '/_emulator/members/constructor/roles'],
  ];

  it.each(paths)('%s %s answers 404 like any unknown id', async (method, path) => {
    const emulator = await setup();
    const before = JSON.stringify(emulator.state);
    const result = await send(emulator, method, path, method === 'GET' || method === 'DELETE' ? undefined : '{"revision":"1"}');
    if (path.endsWith('/roles')) expect([result.status, result.body.roles]).toEqual([200, ['MEMBER']]);
    else expect(result.status).toBe(404);
    expect(JSON.stringify(emulator.state)).toBe(before);
  });

  it('ids and names sent as values: plans, policies, filters', async () => {
    const emulator = await setup();
    const offline = `{"planId":"constructor","memberId":"${DEMO_MEMBER_ID}"}`;
    const order = await send(emulator, 'POST', '/pricing-plans/v2/checkout/orders/offline', offline);
    expect(order.status).toBe(404);
    const enable = await send(emulator, 'POST', `${SERVICE}/pricing-plans/add`, '{"pricingPlanIds":["constructor"]}');
    expect([enable.status, enable.body.details.applicationError.code]).toEqual([400, 'INVALID_PRICING_PLAN']);
    const policy = await send(emulator, 'PATCH', SERVICE, '{"service":{"revision":"1","bookingPolicy":{"id":"constructor"}}}');
    expect([policy.status, policy.body.details.validationError.fieldViolations[0].ruleName]).toEqual([400, 'INVALID_BOOKING_POLICY']);
    const byConstructor = '{"query":{"filter":{"constructor":{"$eq":1}}}}';
    const planFilter = await send(emulator, 'POST', '/pricing-plans/v2/plans/public/query', byConstructor);
    expect(planFilter.status).toBe(400);
    const memberFilter = await send(emulator, 'POST', '/members/v1/members/query', '{"query":{"filter":{"toString":"x"}}}');
    expect(memberFilter.status).toBe(400);
    // A filter path walks own fields only: `constructor.name` is no field of a service.
    const services = await send(emulator, 'POST', '/_api/bookings/v2/services/query', '{"query":{"filter":{"constructor.name":"Object"}}}');
    expect([services.status, services.body.services]).toEqual([200, []]);
  });

  it('values used as keys: extended-field namespaces and custom field keys', async () => {
    const emulator = await setup();
    const slot = privateSessionSlot();
    const booking = JSON.stringify({ booking: { bookedEntity: { slot } } });
    const created = await send(emulator, 'POST', '/_api/bookings-service/v2/bookings', booking);
    expect(created.status).toBe(200);
    const path = `/_api/bookings-service/v2/bookings/${created.body.booking.id}/update_extended_fields`;
    expectRefused(await send(emulator, 'POST', path, '{"namespace":"__proto__","namespaceData":{"polluted":"yes"}}'), 'namespace');
    expect((await send(emulator, 'POST', path, '{"namespace":"my_app","namespaceData":{"a":1}}')).status).toBe(200);
    expectRefused(await send(emulator, 'POST', '/_emulator/members/custom-fields', '{"key":"__proto__","fieldType":"TEXT"}'), 'key');
  });
});

describe('query strings', () => {
  it('refuse reserved keys on every GET and DELETE route, dotted or in .r', async () => {
    const emulator = await setup();
    expectRefused(await send(emulator, 'GET', '/pricing-plans/v2/plans?__proto__.polluted=yes'), '__proto__.polluted');
    const key = 'paging.constructor.prototype.polluted';
    expectRefused(await send(emulator, 'GET', `/members/v1/members?${key}=1`), key);
    const r = Buffer.from('{"paging":{"__proto__":{"polluted":"yes"}}}').toString('base64url');
    expectRefused(await send(emulator, 'GET', `/pricing-plans/v2/plans/public?.r=${r}`), 'paging.__proto__');
  });

  it('decodeQuery keeps them as plain data by default (as before), and refuses them on request', () => {
    setup();
    const params = new URLSearchParams('__proto__.polluted=yes');
    expect(Object.getOwnPropertyDescriptor(decodeQuery(params), '__proto__')?.value).toEqual({ polluted: 'yes' });
    expect(() => decodeQuery(params, { reservedKeys: 'refuse' })).toThrow(PlatformError);
  });
});
