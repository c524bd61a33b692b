import { describe, expect, it } from 'vitest';
import { collectEvents, useSignedWebhooks } from '@frontdesk/test-support';
import { planArchived, planBuyerCanCancelUpdated, planCreated, planUpdated } from '../src/index.js';

const plan = {
  id: 'p1',
  name: 'Gold',
  archived: true,
  createdDate: '2025-11-20T08:15:30.123Z',
  updatedDate: '2025-12-01T10:00:00.000Z',
};

describe('plan events', () => {
  const signed = useSignedWebhooks();

  it('have the platform event types and kinds', () => {
    expect([planCreated, planUpdated, planBuyerCanCancelUpdated, planArchived].map((d) => [d.type, d.kind])).toEqual([
      ['wix.pricing_plans.plan_created', 'created'],
      ['wix.pricing_plans.plan_updated', 'updated'],
      ['wix.pricing_plans.plan_buyer_can_cancel_updated', 'action'],
      ['wix.pricing_plans.plan_plan_archived', 'action'],
    ]);
  });

  it('decode the plan with Date fields, for entity and action events', async () => {
    const webhooks = signed.handler();
    const [created, archived] = collectEvents(webhooks, planCreated, planArchived);
    await signed.deliver(webhooks, { eventType: planCreated.type, createdEvent: { entity: plan } });
    await signed.deliver(webhooks, { eventType: planArchived.type, actionEvent: { body: { plan } } });

    expect(created[0]!.entity.createdDate).toEqual(new Date('2025-11-20T08:15:30.123Z'));
    expect(created[0]!.metadata.entityId).toBe('p1');
    expect(archived[0]!.kind).toBe('action');
    expect(archived[0]!.data.plan?.updatedDate).toBeInstanceOf(Date);
    expect(archived[0]!.data.plan?.archived).toBe(true);
  });

  it('decode modified fields of an update with the plan schema', async () => {
    const webhooks = signed.handler();
    const [seen] = collectEvents(webhooks, planUpdated);
    await signed.deliver(webhooks, {
      eventType: planUpdated.type,
      updatedEvent: { currentEntity: plan, modifiedFields: { updatedDate: '2026-01-01T00:00:00.000Z', name: 'Gold' } },
    });
    expect(seen[0]!.modifiedFields).toEqual({ updatedDate: new Date('2026-01-01T00:00:00.000Z'), name: 'Gold' });
  });
});
