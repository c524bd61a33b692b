import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER_ID } from '@frontdesk/emulator';
import {
  approveMember,
  blockMember,
  createMember,
  deleteMember,
  joinCommunity,
  leaveCommunity,
  memberCreated,
  memberDeleted,
  memberUpdated,
  muteMember,
  unmuteMember,
  updateMember,
  updateMemberSlug,
} from '../src/index.js';
import { captureDeliveries, decodeDeliveries, useEmulator } from '@frontdesk/test-support';

const env = useEmulator();
const HOOK = 'https://hooks.test/members';

interface Inner {
  entityId: string;
  slug: string;
  createdEvent?: { entity: Record<string, any> };
  updatedEvent?: { currentEntity: Record<string, any>; modifiedFields?: Record<string, unknown> };
  deletedEvent?: Record<string, unknown>;
}

function emittedSince(from: number): Array<{ type: string; inner: Inner; identity: Record<string, unknown> }> {
  return env.emulator.webhooks
    .events()
    .slice(from)
    .map((e) => {
      const envelope = JSON.parse(e.envelope) as { data: string; identity: string };
      return { type: e.eventType, inner: JSON.parse(envelope.data) as Inner, identity: JSON.parse(envelope.identity) };
    });
}

describe('member events', () => {
  it('createMember emits member_created with the FULL member, as the owner', async () => {
    const from = env.mark();
    const member = await createMember(env.owner, { member: { loginEmail: 'dana@example.com' } });
    const [event, ...rest] = emittedSince(from);
    expect(rest).toEqual([]);
    expect(event).toMatchObject({
      type: 'wix.members.v1.member_created',
      inner: {
        entityId: member.id,
        slug: 'created',
        createdEvent: { entity: { id: member.id, loginEmail: 'dana@example.com', status: 'APPROVED' } },
      },
      identity: { identityType: 'WIX_USER' },
    });
  });

  it('every change emits one member_updated with the member and what changed; no-ops emit nothing', async () => {
    const from = env.mark();
    await muteMember(env.owner, DEMO_MEMBER_ID);
    await muteMember(env.owner, DEMO_MEMBER_ID);
    await unmuteMember(env.owner, DEMO_MEMBER_ID);
    await blockMember(env.owner, DEMO_MEMBER_ID);
    await approveMember(env.owner, DEMO_MEMBER_ID);
    await approveMember(env.owner, DEMO_MEMBER_ID);
    await updateMemberSlug(env.owner, DEMO_MEMBER_ID, 'demo');
    await updateMember(env.owner, DEMO_MEMBER_ID, { profile: { title: 'Coach' } });
    const events = emittedSince(from);
    expect(events.map((e) => e.type)).toEqual(Array(6).fill('wix.members.v1.member_updated'));
    expect(events.map((e) => e.inner.updatedEvent?.modifiedFields)).toEqual([
      { activityStatus: 'MUTED' },
      { activityStatus: 'ACTIVE' },
      { status: 'BLOCKED' },
      { status: 'APPROVED' },
      { profile: { nickname: 'Demo Member', slug: 'demo' } },
      { profile: { nickname: 'Demo Member', slug: 'demo', title: 'Coach' } },
    ]);
    expect(events[2]!.inner.updatedEvent?.currentEntity).toMatchObject({
      id: DEMO_MEMBER_ID,
      status: 'BLOCKED',
      contact: { firstName: 'Demo' },
    });
  });

  it('joining and leaving the community are member_updated events with the member’s identity', async () => {
    const from = env.mark();
    await leaveCommunity(env.member(DEMO_MEMBER_ID));
    await joinCommunity(env.member(DEMO_MEMBER_ID));
    const events = emittedSince(from);
    expect(events.map((e) => e.inner.updatedEvent?.modifiedFields)).toEqual([{ privacyStatus: 'PRIVATE' }, { privacyStatus: 'PUBLIC' }]);
    expect(events[0]!.identity).toMatchObject({ identityType: 'MEMBER', memberId: DEMO_MEMBER_ID });
  });

  it('deleteMember emits member_deleted with the metadata only', async () => {
    const from = env.mark();
    await deleteMember(env.owner, DEMO_MEMBER_ID);
    const [event] = emittedSince(from);
    expect(event).toMatchObject({
      type: 'wix.members.v1.member_deleted',
      inner: { entityId: DEMO_MEMBER_ID, slug: 'deleted', deletedEvent: {} },
    });
  });

  it('a refused change emits nothing', async () => {
    const from = env.mark();
    await blockMember(env.owner, '00000000-0000-4000-8000-000000000000').catch(() => undefined);
    await updateMemberSlug(env.owner, DEMO_MEMBER_ID, 'Not OK').catch(() => undefined);
    expect(emittedSince(from)).toEqual([]);
  });

  it('are delivered as signed webhooks that the typed event definitions decode (dates as Date)', async () => {
    const bodies = captureDeliveries(env, HOOK, [memberCreated.type, memberUpdated.type, memberDeleted.type]);
    const member = await createMember(env.owner, { member: { loginEmail: 'dana@example.com' } });
    await blockMember(env.owner, member.id);
    await deleteMember(env.owner, member.id);
    await env.emulator.webhooks.settled();
    expect(bodies).toHaveLength(3);

    const [created, updated, deleted] = await decodeDeliveries(env.emulator, bodies, memberCreated, memberUpdated, memberDeleted);
    expect(created[0]!.entity.createdDate).toEqual(new Date('2026-03-01T09:00:00.000Z'));
    expect(updated[0]!.entity).toMatchObject({ id: member.id, status: 'BLOCKED' });
    expect(updated[0]!.metadata).toMatchObject({ entityId: member.id, entityFqdn: 'wix.members.v1.member', slug: 'updated' });
    expect(deleted[0]!.metadata.entityId).toBe(member.id);
  });
});
