import { afterEach, describe, expect, it } from 'vitest';
import { createEmulator, DEMO_MEMBER_EMAIL, DEMO_MEMBER_ID, DEMO_MEMBER_PASSWORD } from '../../src/index.js';
import { ownerHeaders, postJson } from '../helpers.js';
import { body, login, visitor } from './helpers.js';

const emulator = createEmulator({ clock: '2026-03-01T09:00:00.000Z' });
afterEach(() => emulator.reset());

function asDemo(): Record<string, string> {
  return { authorization: emulator.identity.memberTokens(DEMO_MEMBER_ID).access_token };
}

describe('demo member', () => {
  it('is seeded with its identity and can sign in with the documented password', async () => {
    expect(emulator.identity.findMember(DEMO_MEMBER_EMAIL)).toMatchObject({
      id: DEMO_MEMBER_ID,
      status: 'APPROVED',
      privacyStatus: 'PUBLIC',
      profile: { nickname: 'Demo Member', slug: 'demo-member' },
    });
    expect(emulator.identity.policy).toEqual({ requireEmailVerification: false, requireOwnerApproval: false });
    expect(emulator.identity.captchaRequired).toBe(false);
    expect((await body(await login(emulator, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD))).state).toBe('SUCCESS');
    expect(createEmulator({ seed: 'empty' }).identity.findMember(DEMO_MEMBER_EMAIL)).toBeUndefined();
  });
});

describe('GET /members/v1/members/my', () => {
  it('answers the PUBLIC field set by default (statuses UNKNOWN)', async () => {
    const response = await emulator.fetch('/members/v1/members/my', { headers: asDemo() });
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({
      member: {
        id: DEMO_MEMBER_ID,
        contactId: expect.any(String),
        createdDate: '2026-01-05T10:00:00.000Z',
        updatedDate: '2026-01-05T10:00:00.000Z',
        profile: { nickname: 'Demo Member', slug: 'demo-member' },
        status: 'UNKNOWN',
        privacyStatus: 'UNKNOWN',
        activityStatus: 'UNKNOWN',
      },
    });
  });

  it('honours fieldsets (repeated) and fieldSet', async () => {
    const extended = await body(await emulator.fetch('/members/v1/members/my?fieldsets=PUBLIC&fieldsets=EXTENDED', { headers: asDemo() }));
    expect(extended.member).toMatchObject({
      loginEmail: DEMO_MEMBER_EMAIL,
      status: 'APPROVED',
      privacyStatus: 'PUBLIC',
      activityStatus: 'ACTIVE',
    });
    expect(extended.member.contact).toBeUndefined();
    const full = await body(await emulator.fetch('/members/v1/members/my?fieldSet=FULL', { headers: asDemo() }));
    expect(full.member).toMatchObject({ loginEmailVerified: true, contact: { firstName: 'Demo' } });
    const bad = await emulator.fetch('/members/v1/members/my?fieldsets=EVERYTHING', { headers: asDemo() });
    expect(bad.status).toBe(400);
  });

  it('answers 404 NOT_FOUND to visitors and owners, 401 without credentials', async () => {
    const asVisitor = await emulator.fetch('/members/v1/members/my', { headers: await visitor(emulator) });
    expect(asVisitor.status).toBe(404);
    expect((await body(asVisitor)).details.applicationError.code).toBe('NOT_FOUND');
    expect((await emulator.fetch('/members/v1/members/my', { headers: ownerHeaders })).status).toBe(404);
    expect((await emulator.fetch('/members/v1/members/my')).status).toBe(401);
  });
});

describe('community and slug', () => {
  it('join → PUBLIC, leave → PRIVATE, with member_updated events; members only', async () => {
    const left = await postJson(emulator, '/members/v1/members/leave-community', {}, asDemo());
    expect(left.status).toBe(200);
    expect((await body(left)).member).toMatchObject({ privacyStatus: 'PRIVATE', updatedDate: '2026-03-01T09:00:00.000Z' });
    const joined = await body(await postJson(emulator, '/members/v1/members/join-community', {}, asDemo()));
    expect(joined.member.privacyStatus).toBe('PUBLIC');
    const updates = emulator.webhooks.events().filter((e) => e.eventType === 'wix.members.v1.member_updated');
    expect(updates).toHaveLength(2);
    expect((await postJson(emulator, '/members/v1/members/join-community', {}, await visitor(emulator))).status).toBe(403);
    expect((await postJson(emulator, '/members/v1/members/join-community', {}, ownerHeaders)).status).toBe(403);
  });

  it('refuses to let a member who is not approved join (428 COMMUNITY_JOIN_IMPOSSIBLE)', async () => {
    const { member } = emulator.identity.createMember({ email: 'p@example.com', password: 'S3cret-Passw0rd', status: 'PENDING' });
    const tokens = emulator.identity.memberTokens(member.id);
    const response = await postJson(emulator, '/members/v1/members/join-community', {}, { authorization: tokens.access_token });
    expect(response.status).toBe(428);
    expect((await body(response)).details.applicationError.code).toBe('COMMUNITY_JOIN_IMPOSSIBLE');
  });

  it('sets the slug; taken → 409 SLUG_ALREADY_EXISTS; illegal characters → 400', async () => {
    const ok = await postJson(emulator, '/members/v1/members/my/slug', { slug: 'demo-studio-1' }, asDemo());
    expect(ok.status).toBe(200);
    expect((await body(ok)).member.profile.slug).toBe('demo-studio-1');
    const { member } = emulator.identity.createMember({ email: 'other@example.com', password: 'S3cret-Passw0rd' });
    const taken = await postJson(emulator, '/members/v1/members/my/slug', { slug: member.profile.slug }, asDemo());
    expect(taken.status).toBe(409);
    expect((await body(taken)).details.applicationError).toEqual({
      code: 'SLUG_ALREADY_EXISTS',
      description: 'The slug is used by another member',
      data: { slug: 'other' },
    });
    const illegal = await postJson(emulator, '/members/v1/members/my/slug', { slug: 'Demo.Studio_1' }, asDemo());
    expect(illegal.status).toBe(400);
    expect((await body(illegal)).details.validationError.fieldViolations[0].ruleName).toBe('SLUG_CONTAINS_ILLEGAL_CHARACTERS');
    expect((await postJson(emulator, '/members/v1/members/my/slug', { slug: 'x' }, await visitor(emulator))).status).toBe(403);
  });

  it('generates unique slugs at sign-up', () => {
    const a = emulator.identity.createMember({ email: 'sam@one.example', nickname: 'Sam Lee' }).member;
    const b = emulator.identity.createMember({ email: 'sam@two.example', nickname: 'Sam Lee' }).member;
    expect([a.profile.slug, b.profile.slug]).toEqual(['sam-lee', 'sam-lee-1']);
  });
});

describe('GraphQL', () => {
  it('answers me and member(id) with the visibility rules', async () => {
    const query = { query: `{ me { id loginEmail status profile { slug } } member(id: "${DEMO_MEMBER_ID}") { id status } }` };
    const asMember = await body(await postJson(emulator, '/graphql/v1', query, asDemo()));
    expect(asMember.data).toEqual({
      me: { id: DEMO_MEMBER_ID, loginEmail: DEMO_MEMBER_EMAIL, status: 'APPROVED', profile: { slug: 'demo-member' } },
      member: { id: DEMO_MEMBER_ID, status: 'APPROVED' },
    });
    const asVisitor = await body(await postJson(emulator, '/graphql/v1', query, await visitor(emulator)));
    expect(asVisitor.data).toEqual({ me: null, member: { id: DEMO_MEMBER_ID, status: 'UNKNOWN' } });
    await postJson(emulator, '/members/v1/members/leave-community', {}, asDemo());
    const hidden = await body(await postJson(emulator, '/graphql/v1', query, await visitor(emulator)));
    expect(hidden.data.member).toBeNull();
  });
});
