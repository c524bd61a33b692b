import { describe, expect, it } from 'vitest';
import { collectEvents, useSignedWebhooks } from '@frontdesk/test-support';
import { orderCreated, orderCycleStarted, orderEvents, orderPaused } from '../src/index.js';
import { at, orderDates, wireOrder } from './fixtures.js';

describe('order events', () => {
  const signed = useSignedWebhooks();

  it('cover the 13 platform order event types', () => {
    const suffixes = [
      'created',
      'updated',
      'purchased',
      'started',
      'cycle_started',
      'paused',
      'resumed',
      'canceled',
      'auto_renew_canceled',
      'ended',
      'marked_as_paid',
      'end_date_postponed',
      'start_date_changed',
    ];
    expect(orderEvents.map((d) => d.type)).toEqual(suffixes.map((s) => `wix.pricing_plans.v2.order_${s}`));
    expect(orderEvents.map((d) => d.kind)).toEqual(['created', 'updated', ...Array(11).fill('action')]);
  });

  it('decode every date of the order in entity and action events', async () => {
    const webhooks = signed.handler();
    const [created, paused] = collectEvents(webhooks, orderCreated, orderPaused);
    await signed.deliver(webhooks, { eventType: orderCreated.type, createdEvent: { entity: wireOrder } });
    await signed.deliver(webhooks, { eventType: orderPaused.type, actionEvent: { body: { order: wireOrder } } });
    for (const [path, iso] of orderDates) {
      expect((at(created[0]!.entity, path) as Date).toISOString(), path).toBe(iso);
      expect((at(paused[0]!.data.order, path) as Date).toISOString(), path).toBe(iso);
    }
    expect(paused[0]!.metadata.entityId).toBe('o1');
  });

  it('order_cycle_started carries the cycle number', async () => {
    const webhooks = signed.handler();
    const [seen] = collectEvents(webhooks, orderCycleStarted);
    await signed.deliver(webhooks, { eventType: orderCycleStarted.type, actionEvent: { body: { order: wireOrder, cycleNumber: 0 } } });
    expect(seen[0]!.data.cycleNumber).toBe(0);
    expect(seen[0]!.data.order?.currentCycle?.startedDate).toBeInstanceOf(Date);
  });
});
