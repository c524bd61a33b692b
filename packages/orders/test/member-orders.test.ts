import { describe, expect, it } from 'vitest';
import { isInputError } from '@frontdesk/core';
import { memberGetOrder, memberListOrders, requestCancellation } from '../src/index.js';
import { decodeComplex, json, recordingClient } from '@frontdesk/test-support';
import { at, orderDates, wireOrder } from './fixtures.js';

const BASE = 'https://www.wixapis.com/pricing-plans/v2/member/orders';

describe('memberGetOrder', () => {
  it('GETs the order with fieldSet in the query and returns it unwrapped, every date decoded', async () => {
    const { client, requests } = recordingClient(() => json({ order: wireOrder }));
    const order = await memberGetOrder(client, 'o1', { fieldSet: 'FULL' });
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.url.pathname).toBe('/pricing-plans/v2/member/orders/o1');
    expect(requests[0]!.query).toBe('fieldSet=FULL');
    expect(order.id).toBe('o1');
    for (const [path, iso] of orderDates) {
      expect(at(order, path), path).toBeInstanceOf(Date);
      expect((at(order, path) as Date).toISOString(), path).toBe(iso);
    }
  });

  it('drops null and empty dates instead of returning them', async () => {
    const { client } = recordingClient(() => json({ order: { ...wireOrder, startDate: null, endDate: '' } }));
    const order = await memberGetOrder(client, 'o1');
    expect('startDate' in order).toBe(false);
    expect('endDate' in order).toBe(false);
  });

  it('refuses an unknown field set', async () => {
    const { client, requests } = recordingClient();
    // @ts-expect-error not a FieldSet
    await expect(memberGetOrder(client, 'o1', { fieldSet: 'ALL' })).rejects.toThrow('"options.fieldSet" must be one of BASIC, FULL');
    expect(requests).toHaveLength(0);
  });
});

describe('memberListOrders', () => {
  it('sends plain parameters with repeated keys when there is no sorting', async () => {
    const { client, requests } = recordingClient(() => json({ orders: [wireOrder], pagingMetadata: { count: 1, offset: 0, total: 1 } }));
    const page = await memberListOrders(client, {
      planIds: ['p1', 'p2'],
      orderStatuses: ['ACTIVE', 'PAUSED'],
      autoRenewCanceled: false,
      limit: 10,
    });
    expect(requests[0]!.url.pathname).toBe('/pricing-plans/v2/member/orders');
    expect(requests[0]!.query).toBe('planIds=p1&planIds=p2&autoRenewCanceled=false&orderStatuses=ACTIVE&orderStatuses=PAUSED&limit=10');
    expect(page.items[0]!.startDate).toBeInstanceOf(Date);
    expect(page.items[0]!.cycles?.[0]?.endedDate).toBeInstanceOf(Date);
  });

  it('uses the .r complex form when sorting is given', async () => {
    const { client, requests } = recordingClient(() => json({ orders: [] }));
    const options = { planIds: ['p1'], sorting: { fieldName: 'createdDate' as const, order: 'DESC' as const }, limit: 5, offset: 10 };
    await memberListOrders(client, options);
    const query = requests[0]!.query;
    expect(query.startsWith('.r=')).toBe(true);
    expect(query).not.toMatch(/[=]{2}|\+|\//);
    expect(decodeComplex(query)).toEqual(options);
  });

  it('pages with top-level offset, keeping the complex form', async () => {
    const { client, requests } = recordingClient([
      () => json({ orders: [wireOrder, wireOrder], pagingMetadata: { offset: 0, total: 3 } }),
      () => json({ orders: [wireOrder], pagingMetadata: { offset: 2, total: 3 } }),
    ]);
    const page = await memberListOrders(client, { limit: 2, sorting: { fieldName: 'endDate' } });
    expect(page.hasNext()).toBe(true);
    const next = await page.next();
    expect(decodeComplex(requests[1]!.query)).toEqual({ limit: 2, sorting: { fieldName: 'endDate' }, offset: 2 });
    expect(next.hasNext()).toBe(false);
  });

  it('falls back to a POST with a JSON body past 4000 characters', async () => {
    const planIds = Array.from({ length: 150 }, (_, i) => `plan-${String(i).padStart(30, '0')}`);
    const { client, requests } = recordingClient(() => json({ orders: [wireOrder] }));
    const page = await memberListOrders(client, { planIds, sorting: { order: 'ASC' } });
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url.href).toBe(BASE);
    expect(requests[0]!.body).toEqual({ planIds, sorting: { order: 'ASC' } });
    expect(page.items[0]!.createdDate).toBeInstanceOf(Date);
  });

  it('refuses unknown sort fields and buyerIds (a management filter)', async () => {
    const { client, requests } = recordingClient();
    // @ts-expect-error only createdDate and endDate
    await expect(memberListOrders(client, { sorting: { fieldName: 'planName' } })).rejects.toSatisfy(isInputError);
    // @ts-expect-error buyerIds is for managementListOrders
    await expect(memberListOrders(client, { buyerIds: ['m1'] })).rejects.toThrow('unknown option(s): buyerIds');
    expect(requests).toHaveLength(0);
  });
});

describe('requestCancellation', () => {
  it('POSTs { effectiveAt } (as the recorded sample, minus the repeated id) and is not retried', async () => {
    const { client, requests } = recordingClient(() => json({}, 503));
    await expect(requestCancellation(client, 'o1', 'NEXT_PAYMENT_DATE')).rejects.toThrow();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', body: { effectiveAt: 'NEXT_PAYMENT_DATE' } });
    expect(requests[0]!.url.href).toBe(`${BASE}/o1/cancel`);
  });

  it('needs a valid effectiveAt', async () => {
    const { client, requests } = recordingClient();
    // @ts-expect-error effectiveAt is required
    await expect(requestCancellation(client, 'o1')).rejects.toThrow('"effectiveAt" is required');
    // @ts-expect-error not a CancellationEffectiveAt
    await expect(requestCancellation(client, 'o1', 'LATER')).rejects.toThrow('must be one of IMMEDIATELY, NEXT_PAYMENT_DATE');
    expect(requests).toHaveLength(0);
  });
});
