import { describe, expect, it } from 'vitest';
import { collectEvents, useSignedWebhooks } from '@frontdesk/test-support';
import { memberCreated, memberDeleted, memberEvents, memberUpdated } from '../src/index.js';
import { memberDates, wireMember } from './fixtures.js';

describe('member event definitions', () => {
  const signed = useSignedWebhooks();

  it('are the three platform member events', () => {
    expect(memberEvents.map((d) => [d.type, d.kind])).toEqual([
      ['wix.members.v1.member_created', 'created'],
      ['wix.members.v1.member_updated', 'updated'],
      ['wix.members.v1.member_deleted', 'deleted'],
    ]);
  });

  it('decode the member’s dates in created and updated events; deleted carries the metadata', async () => {
    const webhooks = signed.handler();
    const [created, updated, deleted] = collectEvents(webhooks, memberCreated, memberUpdated, memberDeleted);
    await signed.deliver(webhooks, { eventType: memberCreated.type, entityId: wireMember.id, createdEvent: { entity: wireMember } });
    await signed.deliver(webhooks, {
      eventType: memberUpdated.type,
      entityId: wireMember.id,
      updatedEvent: { currentEntity: wireMember, modifiedFields: { lastLoginDate: wireMember.lastLoginDate } },
    });
    await signed.deliver(webhooks, { eventType: memberDeleted.type, entityId: wireMember.id, deletedEvent: {} });
    for (const [field, iso] of memberDates) {
      expect((created[0]!.entity[field] as Date).toISOString()).toBe(iso);
      expect((updated[0]!.entity[field] as Date).toISOString()).toBe(iso);
    }
    expect(updated[0]!.modifiedFields).toEqual({ lastLoginDate: new Date(wireMember.lastLoginDate) });
    expect(deleted[0]!.metadata.entityId).toBe(wireMember.id);
    expect(deleted[0]!.entity).toBeUndefined();
  });
});
