import { beforeAll, describe, expect, it } from 'vitest';
import { createWebhookHandler, generateWebhookKeyPair, signTestWebhook, type EventOf, type WebhookKeyPair } from '@frontdesk/core/webhooks';
import { memberCreated, memberDeleted, memberEvents, memberUpdated } from '../src/index.js';
import { memberDates, wireMember } from './fixtures.js';

describe('member event definitions', () => {
  let keys: WebhookKeyPair;
  beforeAll(async () => {
    keys = await generateWebhookKeyPair();
  });

  it('are the three platform member events', () => {
    expect(memberEvents.map((d) => [d.type, d.kind])).toEqual([
      ['wix.members.v1.member_created', 'created'],
      ['wix.members.v1.member_updated', 'updated'],
      ['wix.members.v1.member_deleted', 'deleted'],
    ]);
  });

  it('decode the member’s dates in created and updated events; deleted carries the metadata', async () => {
    const webhooks = createWebhookHandler({ publicKey: keys.publicKeyPem });
    const created: EventOf<typeof memberCreated>[] = [];
    const updated: EventOf<typeof memberUpdated>[] = [];
    const deleted: EventOf<typeof memberDeleted>[] = [];
    webhooks.on(memberCreated, (e) => void created.push(e));
    webhooks.on(memberUpdated, (e) => void updated.push(e));
    webhooks.on(memberDeleted, (e) => void deleted.push(e));
    await webhooks.process(
      await signTestWebhook(
        { eventType: memberCreated.type, entityId: wireMember.id, createdEvent: { entity: wireMember } },
        keys.privateKeyPem,
      ),
    );
    await webhooks.process(
      await signTestWebhook(
        {
          eventType: memberUpdated.type,
          entityId: wireMember.id,
          updatedEvent: { currentEntity: wireMember, modifiedFields: { lastLoginDate: wireMember.lastLoginDate } },
        },
        keys.privateKeyPem,
      ),
    );
    await webhooks.process(
      await signTestWebhook({ eventType: memberDeleted.type, entityId: wireMember.id, deletedEvent: {} }, keys.privateKeyPem),
    );
    for (const [field, iso] of memberDates) {
      expect((created[0]!.entity[field] as Date).toISOString()).toBe(iso);
      expect((updated[0]!.entity[field] as Date).toISOString()).toBe(iso);
    }
    expect(updated[0]!.modifiedFields).toEqual({ lastLoginDate: new Date(wireMember.lastLoginDate) });
    expect(deleted[0]!.metadata.entityId).toBe(wireMember.id);
    expect(deleted[0]!.entity).toBeUndefined();
  });
});
