import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  createWebhookHandler,
  defineEvent,
  signTestWebhook,
  type ActionEvent,
  type CreatedEvent,
  type DeletedEvent,
  type EventOf,
  type UpdatedEvent,
  type WebhookEvent,
} from '../../src/webhooks/index.js';
import {
  T0,
  T0_SECONDS,
  bookingRescheduled,
  keyPair,
  memberCreated,
  memberDeleted,
  memberUpdated,
  payloadOf,
  type Member,
} from './fixtures.js';

const now = () => T0;

async function setup() {
  const { publicKeyPem, privateKeyPem } = await keyPair();
  const webhooks = createWebhookHandler({ publicKey: publicKeyPem, now });
  const sign = (event: Parameters<typeof signTestWebhook>[0]) => signTestWebhook(event, privateKeyPem, { iat: T0_SECONDS });
  return { webhooks, sign };
}

describe('decoding events', () => {
  it('decodes a created event with Date fields and full metadata', async () => {
    const { webhooks, sign } = await setup();
    const seen: EventOf<typeof memberCreated>[] = [];
    webhooks.on(memberCreated, (event) => {
      seen.push(event);
    });
    const body = await sign({
      eventType: memberCreated.type,
      id: 'evt-1',
      instanceId: 'inst-1',
      eventTime: new Date('2026-03-01T08:59:59.000Z'),
      identity: { identityType: 'MEMBER', memberId: 'm1' },
      accountInfo: { accountId: 'acc-1', siteId: 'site-1' },
      entityEventSequence: '3',
      createdEvent: {
        entity: {
          id: 'm1',
          loginEmail: 'ada@example.com',
          createdDate: new Date('2026-02-01T10:00:00.000Z'),
          profile: { nickname: 'ada', lastSeen: '2026-02-02T10:00:00Z' },
        },
      },
    });
    const result = await webhooks.process(body);
    expect(result).toMatchObject({ handled: true, duplicate: false });
    expect(seen).toHaveLength(1);
    const event = seen[0]!;
    expect(event).toBe(result.event);
    expect(event.type).toBe('wix.members.v1.member_created');
    expect(event.kind).toBe('created');
    expect(event.entity.createdDate).toEqual(new Date('2026-02-01T10:00:00.000Z'));
    expect(event.entity.profile?.lastSeen).toEqual(new Date('2026-02-02T10:00:00.000Z'));
    expect(event.entity.loginEmail).toBe('ada@example.com');
    expect(event.metadata).toEqual({
      id: 'evt-1',
      entityId: 'm1',
      entityFqdn: 'wix.members.v1.member',
      slug: 'created',
      eventTime: new Date('2026-03-01T08:59:59.000Z'),
      instanceId: 'inst-1',
      identity: { identityType: 'MEMBER', memberId: 'm1' },
      triggeredByAnonymizeRequest: false,
      entityEventSequence: '3',
      accountInfo: { accountId: 'acc-1', siteId: 'site-1' },
    });
  });

  it('decodes an updated event: currentEntity as entity, modifiedFields decoded by path', async () => {
    const { webhooks, sign } = await setup();
    webhooks.on(memberUpdated, () => {});
    const body = await sign({
      eventType: memberUpdated.type,
      updatedEvent: {
        currentEntity: { id: 'm1', updatedDate: '2026-03-01T08:00:00.000Z' },
        modifiedFields: {
          updatedDate: '2026-03-01T08:00:00.000Z',
          'profile.lastSeen': '2026-03-01T07:00:00.000Z',
          'profile.nickname': 'ada2',
        },
      },
    });
    const event = (await webhooks.verify(body)) as EventOf<typeof memberUpdated>;
    expect(event.kind).toBe('updated');
    expect(event.entity.updatedDate).toEqual(new Date('2026-03-01T08:00:00.000Z'));
    expect(event.modifiedFields).toEqual({
      updatedDate: new Date('2026-03-01T08:00:00.000Z'),
      'profile.lastSeen': new Date('2026-03-01T07:00:00.000Z'),
      'profile.nickname': 'ada2',
    });
    expect(event.metadata.slug).toBe('updated');
    expect(event.metadata.entityId).toBe('m1');
  });

  it('decodes a deleted event, with and without the deleted entity', async () => {
    const { webhooks, sign } = await setup();
    webhooks.on(memberDeleted, () => {});
    const withEntity = await webhooks.verify(
      await sign({
        eventType: memberDeleted.type,
        deletedEvent: { deletedEntity: { id: 'm1', createdDate: '2026-01-01T00:00:00Z' } },
      }),
    );
    expect(withEntity).toMatchObject({ kind: 'deleted', entity: { id: 'm1', createdDate: new Date('2026-01-01T00:00:00Z') } });
    const without = await webhooks.verify(await sign({ eventType: memberDeleted.type, entityId: 'm2', deletedEvent: {} }));
    expect(without.kind).toBe('deleted');
    expect('entity' in without).toBe(false);
    expect(without.metadata.entityId).toBe('m2');
  });

  it('decodes an action event: body as data, dates and floats decoded', async () => {
    const { webhooks, sign } = await setup();
    webhooks.on(bookingRescheduled, () => {});
    const event = (await webhooks.verify(
      await sign({
        eventType: bookingRescheduled.type,
        actionEvent: {
          body: {
            booking: { id: 'b1', startDate: new Date('2026-03-05T10:00:00Z'), totalPrice: '12.50' },
            previousStartDate: '2026-03-04T10:00:00.000Z',
          },
        },
      }),
    )) as EventOf<typeof bookingRescheduled>;
    expect(event.kind).toBe('action');
    expect(event.data.booking.startDate).toEqual(new Date('2026-03-05T10:00:00Z'));
    expect(event.data.booking.totalPrice).toBe(12.5);
    expect(event.data.previousStartDate).toEqual(new Date('2026-03-04T10:00:00Z'));
    expect(event.metadata).toMatchObject({ entityFqdn: 'wix.bookings.v2.booking', slug: 'rescheduled', entityId: 'b1' });
    expect('entity' in event).toBe(false);
  });

  it('decodes an unknown event type generically, leaving entity as plain JSON', async () => {
    const { webhooks, sign } = await setup();
    const body = await sign({
      eventType: 'wix.bookings.v2.booking_created',
      createdEvent: { entity: { id: 'b1', startDate: new Date('2026-03-05T10:00:00Z') } },
    });
    const result = await webhooks.process(body);
    expect(result).toMatchObject({ handled: false, duplicate: false });
    expect(result.event).toMatchObject({
      type: 'wix.bookings.v2.booking_created',
      kind: 'created',
      entity: { id: 'b1', startDate: '2026-03-05T10:00:00.000Z' },
      metadata: { entityFqdn: 'wix.bookings.v2.booking', slug: 'created', entityId: 'b1' },
    });
    expect(result.event.metadata.eventTime).toBeInstanceOf(Date);
  });

  it('builds exactly the wire envelope: nested JSON strings inside the data claim', async () => {
    const { privateKeyPem } = await keyPair();
    const token = await signTestWebhook(
      { eventType: 'x.y.v1.thing_done', id: 'e1', eventTime: T0, actionEvent: { body: { at: T0 } } },
      privateKeyPem,
      { iat: T0, expiresInSeconds: 60 },
    );
    const payload = payloadOf(token);
    expect(payload['iat']).toBe(T0_SECONDS);
    expect(payload['exp']).toBe(T0_SECONDS + 60);
    expect(typeof payload['data']).toBe('string');
    const outer = JSON.parse(payload['data'] as string);
    expect(outer).toEqual({
      eventType: 'x.y.v1.thing_done',
      instanceId: 'test-instance',
      data: expect.any(String),
      identity: '{"identityType":"APP"}',
    });
    expect(JSON.parse(outer.data)).toEqual({
      id: 'e1',
      entityFqdn: 'x.y.v1.thing',
      slug: 'done',
      entityId: '',
      eventTime: '2026-03-01T09:00:00.000Z',
      triggeredByAnonymizeRequest: false,
      actionEvent: { body: { at: '2026-03-01T09:00:00.000Z' } },
    });
  });

  it('refuses an event whose body does not match its definition kind', async () => {
    const { webhooks, sign } = await setup();
    webhooks.on(memberCreated, () => {});
    const body = await sign({ eventType: memberCreated.type, actionEvent: { body: {} } });
    await expect(webhooks.verify(body)).rejects.toMatchObject({
      code: 'MALFORMED',
      eventType: memberCreated.type,
      message: expect.stringContaining('defined as a created event'),
    });
  });

  it('types decoded events precisely per kind', () => {
    expectTypeOf<EventOf<typeof memberCreated>>().toEqualTypeOf<CreatedEvent<'wix.members.v1.member_created', Member>>();
    expectTypeOf<EventOf<typeof memberUpdated>>().toEqualTypeOf<UpdatedEvent<'wix.members.v1.member_updated', Member>>();
    expectTypeOf<EventOf<typeof memberDeleted>['entity']>().toEqualTypeOf<Member | undefined>();
    expectTypeOf<EventOf<typeof bookingRescheduled>>().toMatchTypeOf<ActionEvent>();
    expectTypeOf<EventOf<typeof bookingRescheduled>['data']['previousStartDate']>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<EventOf<typeof memberCreated>['entity']['createdDate']>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<EventOf<typeof memberCreated>['metadata']['eventTime']>().toEqualTypeOf<Date>();
    expectTypeOf<DeletedEvent>().toMatchTypeOf<WebhookEvent>();
    const custom = defineEvent('a.b.v1.thing_created', { kind: 'created', schema: MemberSchemaLike() });
    expectTypeOf(custom.kind).toEqualTypeOf<'created'>();
    expectTypeOf(custom.type).toEqualTypeOf<'a.b.v1.thing_created'>();
  });
});

function MemberSchemaLike() {
  return bookingRescheduled.schema;
}
