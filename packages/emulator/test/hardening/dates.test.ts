import { afterEach, describe, expect, it } from 'vitest';
import { CLOCK_RANGE, createClock } from '../../src/clock.js';
import { readDateTime } from '../../src/util/zoned-time.js';
import { DEMO_MEMBER_ID, DEMO_PLAN_IDS, DEMO_SERVICE_IDS, pricingPlans } from '../../src/index.js';
import { isInstantInRange, parseInstant } from '../../src/util/dates.js';
import { privateSessionSlot } from '../helpers.js';
import { hardenedEmulator, send, T0, violation } from './helpers.js';

/*
 * Absurd times (issue 15): the admin clock and the dates in requests. Before, `{ advanceMs: 1e300 }`
 * or `{ set: "+275760-09-13T00:00:00Z" }` moved the clock where no date can be printed, and every
 * later request answered 500; a booking ending in year 275760 made the emulator walk every day up to
 * it, and an order starting in year -271821 filled the memory with its cycles.
 */

const { emulator, errors } = hardenedEmulator();
afterEach(() => {
  expect(errors).toEqual([]);
  emulator.reset();
});

const clockNow = async () => (await send(emulator, 'GET', '/_emulator/clock')).body;

describe('the admin clock (POST /_emulator/clock)', () => {
  it.each([
    ['a year 999999 date', { set: '999999-01-01T00:00:00Z' }],
    ['the last instant a Date holds', { set: '+275760-09-13T00:00:00Z' }],
    ['a date before 1970', { set: '1969-12-31T23:59:59Z' }],
    ['an impossible date', { set: '9999-99-99' }],
    ['NaN', { set: 'NaN' }],
    ['a huge advance', { advanceMs: 1e300 }],
    ['an advance past year 9999', { advanceMs: CLOCK_RANGE.max }],
    ['a negative advance before 1970', { advanceMs: -Date.parse(T0) - 1 }],
    ['a string advance', { advanceMs: 'NaN' }],
    ['nothing it knows', { set: 42 }],
  ])('refuses %s with 400 and leaves the clock where it was', async (_name, body) => {
    const result = await send(emulator, 'POST', '/_emulator/clock', JSON.stringify(body));
    expect([result.status, result.body.details.applicationError.code]).toEqual([400, 'INVALID_ARGUMENT']);
    expect(await clockNow()).toEqual({ now: T0, real: false, start: T0 });
    expect((await send(emulator, 'GET', `/pricing-plans/v2/plans/${DEMO_PLAN_IDS.yearly}`)).status).toBe(200);
  });

  it('accepts the edges of its range', async () => {
    for (const edge of ['9999-12-31T23:59:59.999Z', '1970-01-01T00:00:00.000Z']) {
      expect((await send(emulator, 'POST', '/_emulator/clock', JSON.stringify({ set: edge }))).body.now).toBe(edge);
    }
  });

  it('Clock.set and Clock.advance throw (and keep the time) outside 1970..9999', () => {
    const clock = createClock(T0);
    expect(() => clock.set('+275760-09-13T00:00:00Z')).toThrow(RangeError);
    expect(() => clock.advance(1e300)).toThrow(RangeError);
    expect(() => clock.advance(Number.NaN)).toThrow(TypeError);
    expect(clock.now().toISOString()).toBe(T0);
    expect(() => createClock('0000-01-01T00:00:00Z')).toThrow(RangeError);
  });
});

describe('dates in requests', () => {
  const slot = (startDate: string, endDate: string) => ({ booking: { bookedEntity: { slot: privateSessionSlot(startDate, endDate) } } });

  it('a booking slot with an absurd or endless end is a 400, at once', async () => {
    for (const end of ['+275760-09-13T00:00:00Z', '275760-09-13T00:00:00.000Z', '9999-99-99', '-271821-04-20T00:00:00Z']) {
      const started = Date.now();
      const result = await send(emulator, 'POST', '/_api/bookings-service/v2/bookings', JSON.stringify(slot('2026-03-02T09:00:00', end)));
      expect([end, result.status, violation(result.body)?.field]).toEqual([end, 400, 'booking.bookedEntity.slot.endDate']);
      expect(Date.now() - started).toBeLessThan(2_000);
    }
    // In range, but longer than any session (40 days): refused before walking the staff's working days.
    const longSlot = JSON.stringify(slot('2026-03-02T09:00:00', '9999-12-31T00:00:00'));
    const long = await send(emulator, 'POST', '/_api/bookings-service/v2/bookings', longSlot);
    expect([long.status, violation(long.body)?.description]).toEqual([400, 'must be at most 57600 minutes after startDate']);
  });

  it('an order start, an end-date postponement and a coupon window out of range are 400s', async () => {
    for (const startDate of ['-271821-04-20T00:00:00Z', '+275760-09-13T00:00:00Z', '1969-07-20T20:17:00Z']) {
      const body = JSON.stringify({ planId: DEMO_PLAN_IDS.yearly, memberId: DEMO_MEMBER_ID, startDate });
      const result = await send(emulator, 'POST', '/pricing-plans/v2/checkout/orders/offline', body);
      expect([startDate, result.status, violation(result.body)?.field]).toEqual([startDate, 400, 'startDate']);
    }
    const order = pricingPlans(emulator).createOrder({ planId: DEMO_PLAN_IDS.yearly, memberId: DEMO_MEMBER_ID, type: 'OFFLINE' });
    const postpone = await send(emulator, 'PATCH', `/pricing-plans/v2/orders/${order.id}`, '{"endDate":"+275760-09-13T00:00:00Z"}');
    expect([postpone.status, violation(postpone.body)?.field]).toEqual([400, 'endDate']);
    const far = '{"code":"FAR","discountPercent":10,"expiresAt":"+275760-09-13T00:00:00Z"}';
    const coupon = await send(emulator, 'POST', '/_emulator/coupons', far);
    expect(coupon.status).toBe(400);
  });

  it('filters and queries with absurd dates answer, never 500', async () => {
    const far = '+275760-09-13T00:00:00Z';
    const queries: Array<[string, unknown]> = [
      [
        '/availability-calendar/v1/availability/query',
        { query: { filter: { serviceId: DEMO_SERVICE_IDS.vinyasaClass, startDate: '2026-03-02T00:00:00', endDate: far } } },
      ],
      ['/_api/bookings-reader/v2/extended-bookings/query', { query: { filter: { startDate: { $gte: far } } } }],
      ['/_api/bookings/v2/services/query', { query: { filter: { createdDate: { $lt: { $date: '9999-99-99' } } } } }],
      ['/calendar/v3/events/query', { fromLocalDate: '2026-03-02T00:00:00', toLocalDate: '275760-09-13T00:00:00' }],
    ];
    for (const [path, body] of queries) {
      const result = await send(emulator, 'POST', path, JSON.stringify(body));
      expect([path, result.status < 500]).toEqual([path, true]);
    }
  });

  it('parseInstant, isInstantInRange and readDateTime share the clock range', () => {
    expect(parseInstant('2026-03-01T09:00:00Z')).toBe(Date.parse(T0));
    expect(parseInstant('+275760-09-13T00:00:00Z')).toBeNaN();
    expect(parseInstant(1_700_000_000_000)).toBeNaN();
    expect(isInstantInRange(CLOCK_RANGE.max)).toBe(true);
    expect(isInstantInRange(CLOCK_RANGE.max + 1)).toBe(false);
    expect(readDateTime('+275760-09-13T00:00:00Z', undefined, 'UTC')).toBeNaN();
    expect(readDateTime('2026-03-02T09:00:00', undefined, 'UTC')).toBe(Date.parse('2026-03-02T09:00:00Z'));
  });
});
