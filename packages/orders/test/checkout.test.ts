import { describe, expect, it } from 'vitest';
import { isInputError, isServerError } from '@frontdesk/core';
import { createOfflineOrder, createOnlineOrder, getOfflineOrderPreview, getOnlineOrderPreview, getPricePreview } from '../src/index.js';
import { json, recordingClient } from '@frontdesk/test-support';
import { wireOrder } from './fixtures.js';

const BASE = 'https://www.wixapis.com/pricing-plans/v2/checkout/orders';

describe('createOnlineOrder', () => {
  it('POSTs planId and the options, the start date as ISO-8601, and returns { order }', async () => {
    const { client, requests } = recordingClient(() => json({ order: { ...wireOrder, status: 'DRAFT' } }));
    const options = {
      startDate: new Date('2026-04-01T00:00:00Z'),
      couponCode: 'SPRING10',
      onBehalf: { memberId: 'm1', orderMethod: 'MOTO' as const },
      submissionId: 'sub-1',
    };
    const { order } = await createOnlineOrder(client, 'p1', options);
    expect(requests[0]).toMatchObject({ method: 'POST', query: '' });
    expect(requests[0]!.url.href).toBe(`${BASE}/online`);
    expect(requests[0]!.body).toEqual({
      planId: 'p1',
      startDate: '2026-04-01T00:00:00.000Z',
      couponCode: 'SPRING10',
      onBehalf: { memberId: 'm1', orderMethod: 'MOTO' },
      submissionId: 'sub-1',
    });
    expect(options.startDate).toBeInstanceOf(Date);
    expect(order.status).toBe('DRAFT');
    expect(order.createdDate).toBeInstanceOf(Date);
  });

  it('sends just { planId } without options', async () => {
    const { client, requests } = recordingClient(() => json({ order: wireOrder }));
    await createOnlineOrder(client, 'p1');
    expect(requests[0]!.body).toEqual({ planId: 'p1' });
  });

  it('is retried only with a submissionId', async () => {
    const flaky = recordingClient([() => json({}, 503), () => json({ order: wireOrder })]);
    await createOnlineOrder(flaky.client, 'p1', { submissionId: 'sub-1' });
    expect(flaky.requests).toHaveLength(2);

    const once = recordingClient([() => json({}, 503), () => json({ order: wireOrder })]);
    await expect(createOnlineOrder(once.client, 'p1')).rejects.toSatisfy(isServerError);
    expect(once.requests).toHaveLength(1);
  });

  it('refuses a bad start date, an empty plan id and onBehalf without memberId', async () => {
    const { client, requests } = recordingClient();
    await expect(createOnlineOrder(client, 'p1', { startDate: 'next tuesday' })).rejects.toThrow(
      '"options.startDate" must be a valid Date or an ISO-8601 date-time string',
    );
    await expect(createOnlineOrder(client, '')).rejects.toThrow('"planId" must be a non-empty string');
    // @ts-expect-error memberId is required in onBehalf
    await expect(createOnlineOrder(client, 'p1', { onBehalf: {} })).rejects.toSatisfy(isInputError);
    expect(requests).toHaveLength(0);
  });
});

describe('createOfflineOrder', () => {
  it('POSTs planId, memberId and the options (as the recorded sample)', async () => {
    const { client, requests } = recordingClient(() => json({ order: { ...wireOrder, type: 'OFFLINE' } }));
    const { order } = await createOfflineOrder(client, 'p1', 'm1', {
      startDate: '2026-04-01T00:00:00Z',
      paid: true,
      couponCode: 'SPRING10',
      submissionId: 'sub-124',
    });
    expect(requests[0]!.url.href).toBe(`${BASE}/offline`);
    expect(requests[0]!.body).toEqual({
      planId: 'p1',
      memberId: 'm1',
      startDate: '2026-04-01T00:00:00.000Z',
      paid: true,
      couponCode: 'SPRING10',
      submissionId: 'sub-124',
    });
    expect(order.type).toBe('OFFLINE');
  });

  it('needs a member id', async () => {
    const { client } = recordingClient();
    // @ts-expect-error memberId is required
    await expect(createOfflineOrder(client, 'p1')).rejects.toThrow('"memberId" is required');
  });
});

describe('previews', () => {
  it('getOnlineOrderPreview POSTs planId and options and returns { order, purchaseLimitExceeded }', async () => {
    const { client, requests } = recordingClient(() => json({ order: wireOrder, purchaseLimitExceeded: false }));
    const preview = await getOnlineOrderPreview(client, 'p1', { startDate: new Date('2026-04-01T00:00:00Z'), couponCode: 'X' });
    expect(requests[0]!.url.href).toBe(`${BASE}/preview-online`);
    expect(requests[0]!.body).toEqual({ planId: 'p1', startDate: '2026-04-01T00:00:00.000Z', couponCode: 'X' });
    expect(preview.purchaseLimitExceeded).toBe(false);
    expect(preview.order?.endDate).toBeInstanceOf(Date);
  });

  it('getOfflineOrderPreview POSTs planId, memberId and options (as the recorded sample)', async () => {
    const { client, requests } = recordingClient(() => json({ purchaseLimitExceeded: true }));
    const preview = await getOfflineOrderPreview(client, 'p1', 'm1', {
      startDate: new Date('2026-04-01T00:00:00Z'),
      couponCode: 'SPRING10',
    });
    expect(requests[0]!.url.href).toBe(`${BASE}/preview-offline`);
    expect(requests[0]!.body).toEqual({ planId: 'p1', memberId: 'm1', startDate: '2026-04-01T00:00:00.000Z', couponCode: 'SPRING10' });
    expect(preview).toEqual({ purchaseLimitExceeded: true });
  });

  it('getPricePreview POSTs planId and couponCode and returns { prices }', async () => {
    const prices = [
      { duration: { cycleFrom: 1, numberOfCycles: 12 }, price: { subtotal: '19.99', total: '17.99', discount: '2', currency: 'USD' } },
    ];
    const { client, requests } = recordingClient(() => json({ prices }));
    expect(await getPricePreview(client, 'p1', { couponCode: 'SPRING10' })).toEqual({ prices });
    expect(requests[0]!.url.href).toBe(`${BASE}/price-preview`);
    expect(requests[0]!.body).toEqual({ planId: 'p1', couponCode: 'SPRING10' });
  });

  it('previews are retried (they save nothing)', async () => {
    const { client, requests } = recordingClient([() => json({}, 502), () => json({ prices: [] })]);
    await getPricePreview(client, 'p1');
    expect(requests).toHaveLength(2);
    expect(requests[1]!.body).toEqual({ planId: 'p1' });
  });
});
