import { describe, expect, it } from 'vitest';
import { isInputError } from '@frontdesk/core';
import {
  cancelOrder,
  managementGetOrder,
  managementListOrders,
  markAsPaid,
  pauseOrder,
  postponeEndDate,
  resumeOrder,
} from '../src/index.js';
import { decodeComplex, json, recordingClient } from '@frontdesk/test-support';
import { wireOrder } from './fixtures.js';

const BASE = 'https://www.wixapis.com/pricing-plans/v2/orders';

describe('managementGetOrder', () => {
  it('GETs /orders/{id} with fieldSet and returns { order } with dates', async () => {
    const { client, requests } = recordingClient(() => json({ order: wireOrder }));
    const { order } = await managementGetOrder(client, 'o1', { fieldSet: 'FULL' });
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.url.href).toBe(`${BASE}/o1?fieldSet=FULL`);
    expect(order.pausePeriods?.[0]?.resumeDate).toBeInstanceOf(Date);
  });
});

describe('managementListOrders', () => {
  it('sends buyerIds and the other filters as repeated keys', async () => {
    const { client, requests } = recordingClient(() => json({ orders: [wireOrder], pagingMetadata: { total: 1 } }));
    await managementListOrders(client, { buyerIds: ['m1', 'm2'], paymentStatuses: ['UNPAID', 'PAID'], fieldSet: 'BASIC', offset: 0 });
    expect(requests[0]!.url.pathname).toBe('/pricing-plans/v2/orders');
    expect(requests[0]!.query).toBe('paymentStatuses=UNPAID&paymentStatuses=PAID&offset=0&fieldSet=BASIC&buyerIds=m1&buyerIds=m2');
  });

  it('uses the .r form with sorting, and pages', async () => {
    const { client, requests } = recordingClient([
      () => json({ orders: [wireOrder], pagingMetadata: { offset: 0, total: 2 } }),
      () => json({ orders: [wireOrder], pagingMetadata: { offset: 1, total: 2 } }),
    ]);
    const page = await managementListOrders(client, { buyerIds: ['m1'], sorting: { fieldName: 'endDate', order: 'ASC' }, limit: 1 });
    expect(decodeComplex(requests[0]!.query)).toEqual({ buyerIds: ['m1'], sorting: { fieldName: 'endDate', order: 'ASC' }, limit: 1 });
    const seen = [];
    for await (const order of page) seen.push(order.id);
    expect(seen).toEqual(['o1', 'o1']);
    expect(decodeComplex(requests[1]!.query)).toMatchObject({ offset: 1, limit: 1 });
  });

  it('falls back to a POST past 4000 characters', async () => {
    const buyerIds = Array.from({ length: 150 }, (_, i) => `member-${String(i).padStart(30, '0')}`);
    const { client, requests } = recordingClient(() => json({ orders: [] }));
    await managementListOrders(client, { buyerIds });
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url.href).toBe(BASE);
    expect(requests[0]!.body).toEqual({ buyerIds });
  });

  it('refuses unknown statuses before sending', async () => {
    const { client, requests } = recordingClient();
    // @ts-expect-error not an OrderStatus
    await expect(managementListOrders(client, { orderStatuses: ['LIVE'] })).rejects.toSatisfy(isInputError);
    expect(requests).toHaveLength(0);
  });
});

describe('order actions', () => {
  it('postponeEndDate PATCHes { endDate } as ISO-8601 (as the recorded sample, minus the repeated id)', async () => {
    const { client, requests } = recordingClient(() => json({}));
    const endDate = new Date('2026-12-31T23:59:59Z');
    expect(await postponeEndDate(client, 'o1', endDate)).toEqual({});
    expect(requests[0]).toMatchObject({ method: 'PATCH', body: { endDate: '2026-12-31T23:59:59.000Z' } });
    expect(requests[0]!.url.href).toBe(`${BASE}/o1`);
    expect(endDate).toEqual(new Date('2026-12-31T23:59:59Z'));
    await expect(postponeEndDate(client, 'o1', 'soon')).rejects.toThrow('"endDate" must be a valid Date');
  });

  it('cancelOrder POSTs { effectiveAt }', async () => {
    const { client, requests } = recordingClient(() => json({}));
    await cancelOrder(client, 'o1', 'IMMEDIATELY');
    expect(requests[0]).toMatchObject({ method: 'POST', body: { effectiveAt: 'IMMEDIATELY' } });
    expect(requests[0]!.url.href).toBe(`${BASE}/o1/cancel`);
  });

  it('markAsPaid, pauseOrder, resumeOrder POST {} and are not retried', async () => {
    const { client, requests } = recordingClient(() => json({}));
    await markAsPaid(client, 'o1');
    await pauseOrder(client, 'o1');
    await resumeOrder(client, 'o1');
    expect(requests.map((r) => [r.method, r.url.pathname, r.body])).toEqual([
      ['POST', '/pricing-plans/v2/orders/o1/mark-as-paid', {}],
      ['POST', '/pricing-plans/v2/orders/o1/pause', {}],
      ['POST', '/pricing-plans/v2/orders/o1/resume', {}],
    ]);
    const failing = recordingClient(() => json({}, 503));
    await expect(pauseOrder(failing.client, 'o1')).rejects.toThrow();
    expect(failing.requests).toHaveLength(1);
  });
});
