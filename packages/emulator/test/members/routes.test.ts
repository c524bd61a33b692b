import { afterEach, describe, expect, it } from 'vitest';
import { createEmulator, DEMO_MEMBER_ID, siteMembers } from '../../src/index.js';
import { PlatformError } from '../../src/extend/index.js';
import { ownerHeaders, postJson } from '../helpers.js';

const emulator = createEmulator({ clock: '2026-03-01T09:00:00.000Z' });
const members = siteMembers(emulator);
afterEach(() => emulator.reset());

async function json(response: Response): Promise<Record<string, any>> {
  return (await response.json()) as Record<string, any>;
}

function call(method: string, path: string, body?: unknown, headers: Record<string, string> = ownerHeaders): Promise<Response> {
  return emulator.fetch(path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const asMember = (id: string) => ({ authorization: emulator.identity.memberTokens(id).access_token });

describe('routes', () => {
  it('serve every members path of wire.md rows 49-72', () => {
    const routes = emulator.routes
      .list()
      .filter((r) => r.template.startsWith('/members/v1/'))
      .map((r) => `${r.method} ${r.template}`);
    expect(routes.sort()).toEqual(
      [
        'DELETE /members/v1/members/my',
        'DELETE /members/v1/members/{id}',
        'DELETE /members/v1/members/{id}/addresses',
        'DELETE /members/v1/members/{id}/emails',
        'DELETE /members/v1/members/{id}/phones',
        'GET /members/v1/members',
        'GET /members/v1/members/my',
        'GET /members/v1/members/{id}',
        'PATCH /members/v1/members/{id}',
        'POST /members/v1/members',
        'POST /members/v1/members/bulk/approve-by-filter',
        'POST /members/v1/members/bulk/block-by-filter',
        'POST /members/v1/members/bulk/delete',
        'POST /members/v1/members/bulk/delete-by-filter',
        'POST /members/v1/members/join-community',
        'POST /members/v1/members/leave-community',
        'POST /members/v1/members/my/slug',
        'POST /members/v1/members/query',
        'POST /members/v1/members/{id}/approve',
        'POST /members/v1/members/{id}/block',
        'POST /members/v1/members/{id}/disconnect',
        'POST /members/v1/members/{id}/mute',
        'POST /members/v1/members/{id}/slug',
        'POST /members/v1/members/{id}/unmute',
      ].sort(),
    );
  });

  it('tell the listMembers fallback POST from createMember by the member key', async () => {
    const listed = await json(await call('POST', '/members/v1/members', { paging: { limit: 1 }, fieldsets: ['EXTENDED'] }));
    expect(listed.members).toHaveLength(1);
    expect(listed.members[0]).toMatchObject({ id: DEMO_MEMBER_ID, status: 'APPROVED' });
    const created = await call('POST', '/members/v1/members', { member: { loginEmail: 'new@example.com' } });
    expect(created.status).toBe(200);
    expect((await json(created)).member.loginEmail).toBe('new@example.com');
  });

  it('decode list inputs from plain query strings and from .r', async () => {
    members.createMember({ loginEmail: 'b@example.com', profile: { nickname: 'B' } });
    const plain = await json(await call('GET', '/members/v1/members?fieldsets=EXTENDED&paging.limit=1&paging.offset=1'));
    expect(plain.metadata).toEqual({ count: 1, offset: 1, total: 2, tooManyToCount: false, hasNext: false });
    expect(plain.members[0].loginEmail).toBeDefined();
    const r = Buffer.from(JSON.stringify({ sorting: [{ fieldName: 'profile.nickname', order: 'ASC' }] })).toString('base64url');
    const sorted = await json(await call('GET', `/members/v1/members?.r=${r}`));
    expect(sorted.members.map((m: { profile: { nickname: string } }) => m.profile.nickname)).toEqual(['B', 'Demo Member']);
  });

  it('refuse paging outside 1-100 and unknown field sets', async () => {
    for (const query of ['paging.limit=0', 'paging.limit=101', 'paging.offset=-1', 'fieldsets=ALL']) {
      expect((await call('GET', `/members/v1/members?${query}`)).status, query).toBe(400);
    }
    expect((await call('POST', '/members/v1/members/query', { query: { paging: { limit: 500 } } })).status).toBe(400);
  });

  it('answer 401 without credentials and 403 to roles a route does not allow', async () => {
    expect((await call('GET', `/members/v1/members/${DEMO_MEMBER_ID}`, undefined, {})).status).toBe(401);
    expect((await call('POST', '/members/v1/members', { member: { loginEmail: 'x@example.com' } }, asMember(DEMO_MEMBER_ID))).status).toBe(
      403,
    );
    expect((await call('POST', '/members/v1/members/bulk/delete', { memberIds: [DEMO_MEMBER_ID] }, asMember(DEMO_MEMBER_ID))).status).toBe(
      403,
    );
    expect((await call('DELETE', '/members/v1/members/my')).status).toBe(403);
  });
});

describe('custom fields', () => {
  const update = (customFields: Record<string, unknown>) =>
    call('PATCH', `/members/v1/members/${DEMO_MEMBER_ID}`, { member: { contact: { customFields } } });

  it('accept a value of each type, store the field name, drop empty values and unknown keys', async () => {
    const response = await update({
      'custom.website': { value: 'https://demo.example/me' },
      'custom.instagram': { value: 'https://instagram.com/demo' },
      'custom.favorite-class': { value: 'Yoga', name: 'ignored' },
      'custom.shoe-size': { value: 41.5 },
      'custom.member-since': { value: '2025-02-03T00:00:00Z' },
      'custom.nope': { value: 'x' },
    });
    expect(response.status).toBe(200);
    expect((await json(response)).member.contact.customFields).toEqual({
      'custom.website': { name: 'Website', value: 'https://demo.example/me' },
      'custom.instagram': { name: 'Instagram', value: 'https://instagram.com/demo' },
      'custom.favorite-class': { name: 'Favorite class', value: 'Yoga' },
      'custom.shoe-size': { name: 'Shoe size', value: 41.5 },
      'custom.member-since': { name: 'Member since', value: '2025-02-03' },
    });
    const cleared = await json(await update({ 'custom.website': { value: '' }, 'custom.shoe-size': { value: null } }));
    expect(Object.keys(cleared.member.contact.customFields).sort()).toEqual([
      'custom.favorite-class',
      'custom.instagram',
      'custom.member-since',
    ]);
  });

  it('refuse bad values per type: URL and SOCIAL with INVALID_CUSTOM_FIELD_URL', async () => {
    const response = await update({
      'custom.website': { value: 'ftp://demo' },
      'custom.instagram': { value: 'instagram' },
      'custom.shoe-size': { value: 'big' },
      'custom.member-since': { value: 'yesterday' },
      'custom.favorite-class': { value: { nested: true } },
    });
    expect(response.status).toBe(400);
    const violations = (await json(response)).details.validationError.fieldViolations as Array<{
      field: string;
      ruleName?: string;
      violatedRule?: string;
    }>;
    expect(violations.map((v) => [v.field.replace('member.contact.customFields.', ''), v.ruleName ?? v.violatedRule])).toEqual([
      ['custom.favorite-class.value', 'FORMAT'],
      ['custom.instagram.value', 'INVALID_CUSTOM_FIELD_URL'],
      ['custom.member-since.value', 'FORMAT'],
      ['custom.shoe-size.value', 'FORMAT'],
      ['custom.website.value', 'INVALID_CUSTOM_FIELD_URL'],
    ]);
    expect(members.getMember(DEMO_MEMBER_ID)?.contact.customFields).toBeUndefined();
  });

  it('follow the definitions, which the admin API can extend', async () => {
    const added = await postJson(emulator, '/_emulator/members/custom-fields', { key: 'custom.team', name: 'Team', fieldType: 'TEXT' });
    expect((await json(added)).field).toMatchObject({ key: 'custom.team', fieldOrigin: 'CUSTOM', defaultPrivacy: 'PUBLIC' });
    const fields = (await json(await emulator.fetch('/_emulator/members/custom-fields'))).fields as Array<{
      key: string;
      fieldType: string;
      fieldOrigin: string;
    }>;
    expect(new Set(fields.map((f) => f.fieldType))).toEqual(new Set(['TEXT', 'NUMBER', 'DATE', 'URL', 'SOCIAL']));
    expect(new Set(fields.map((f) => f.fieldOrigin))).toEqual(new Set(['CUSTOM', 'CONTACT', 'SYSTEM']));
    expect((await json(await update({ 'custom.team': { value: 'Blue' } }))).member.contact.customFields['custom.team']).toEqual({
      name: 'Team',
      value: 'Blue',
    });
  });
});

describe('admin API and in-process API', () => {
  it('report a deleted member and its deletion status on the clock', async () => {
    const { id } = members.createMember({ loginEmail: 'gone@example.com' });
    expect((await call('DELETE', `/members/v1/members/${id}`)).status).toBe(200);
    const status = async () => (await json(await emulator.fetch(`/_emulator/members/deletions/${id}`))).deletionStatus;
    expect(await status()).toBe('TRASH');
    emulator.clock.advance(31 * 86_400_000);
    expect(await status()).toBe('DELETED');
    emulator.clock.advance(30 * 86_400_000);
    expect(await status()).toBe('PENDING_PURGE');
    expect((await emulator.fetch('/_emulator/members/deletions/unknown')).status).toBe(404);
  });

  it('set roles over HTTP', async () => {
    const set = await postJson(emulator, `/_emulator/members/${DEMO_MEMBER_ID}/roles`, { roles: ['OWNER'] });
    expect(await json(set)).toEqual({ roles: ['OWNER'] });
    expect((await postJson(emulator, `/_emulator/members/${DEMO_MEMBER_ID}/roles`, { roles: ['ADMIN'] })).status).toBe(400);
    const blocked = await call('POST', `/members/v1/members/${DEMO_MEMBER_ID}/block`, {});
    expect((await json(blocked)).details.applicationError.code).toBe('OWNER_MEMBER_BLOCK_FORBIDDEN');
  });

  it('record member-to-member blocks over HTTP', async () => {
    const other = members.createMember({ loginEmail: 'o@example.com', privacyStatus: 'PUBLIC' });
    expect((await postJson(emulator, '/_emulator/members/blocks', { blockerId: DEMO_MEMBER_ID, blockedId: other.id })).status).toBe(200);
    const response = await call('GET', `/members/v1/members/${DEMO_MEMBER_ID}`, undefined, asMember(other.id));
    expect(response.status).toBe(403);
    expect((await json(response)).details.applicationError).toMatchObject({
      code: 'MEMBER_TO_MEMBER_BLOCKED',
      data: { memberId: DEMO_MEMBER_ID },
    });
  });

  it('siteMembers applies the same rules and throws the platform errors', () => {
    const dana = members.createMember({ loginEmail: 'dana@example.com', profile: { nickname: 'Dana' } });
    expect(dana).toMatchObject({ status: 'APPROVED', privacyStatus: 'PRIVATE', profile: { slug: 'dana' } });
    expect(members.mute(dana.id).activityStatus).toBe('MUTED');
    expect(members.setCommunity(dana.id, true).privacyStatus).toBe('PUBLIC');
    expect(() => members.setSlug(dana.id, 'demo-member')).toThrow(PlatformError);
    expect(members.disconnect(dana.id).status).toBe('OFFLINE');
    expect(() => members.approve(dana.id)).toThrow('A OFFLINE member cannot be approved');
    expect(members.deleteMember(dana.id)).toMatchObject({
      memberId: dana.id,
      deletionStatus: 'TRASH',
      member: { loginEmail: 'dana@example.com' },
    });
    expect(members.listMembers().map((m) => m.id)).toEqual([DEMO_MEMBER_ID]);
    expect(() => members.block('unknown')).toThrow(PlatformError);
  });

  it('createMember (HTTP) makes a sign-in identity without a password, PENDING under owner approval', async () => {
    emulator.identity.setPolicy({ requireOwnerApproval: true });
    const created = await json(
      await call('POST', '/members/v1/members', { member: { loginEmail: 'new@example.com', contact: { firstName: 'New' } } }),
    );
    expect(created.member).toMatchObject({
      status: 'PENDING',
      loginEmailVerified: false,
      contact: { firstName: 'New', emails: ['new@example.com'] },
    });
    const login = await postJson(
      emulator,
      '/_api/iam/authentication/v2/login',
      { loginId: { email: 'new@example.com' }, password: 'whatever1' },
      ownerHeaders,
    );
    expect((await json(login)).details.applicationError.code).toBe('-19973');
    const approved = await json(await call('POST', `/members/v1/members/${created.member.id}/approve`, {}));
    expect(approved.member.status).toBe('APPROVED');
  });
});
