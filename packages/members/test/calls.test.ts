import { describe, expect, it } from 'vitest';
import { isInputError } from '@frontdesk/core';
import {
  approveMember,
  blockMember,
  bulkApproveMembers,
  bulkBlockMembers,
  bulkDeleteMembers,
  bulkDeleteMembersByFilter,
  createMember,
  deleteMember,
  deleteMemberAddresses,
  deleteMemberEmails,
  deleteMemberPhones,
  deleteMyMember,
  disconnectMember,
  getCurrentMember,
  getMember,
  joinCommunity,
  leaveCommunity,
  listMembers,
  muteMember,
  queryMembers,
  unmuteMember,
  updateCurrentMemberSlug,
  updateMember,
  updateMemberSlug,
} from '../src/index.js';
import { decodeComplex, json, recordingClient } from '@frontdesk/test-support';
import { memberDates, wireMember } from './fixtures.js';

const BASE = 'https://www.wixapis.com/members/v1/members';
const ID = wireMember.id;
const memberBody = () => json({ member: wireMember });

describe('current member calls', () => {
  it('getCurrentMember GETs /my with repeated fieldsets and returns { member } with Dates', async () => {
    const { client, requests } = recordingClient(memberBody);
    const { member } = await getCurrentMember(client, { fieldsets: ['PUBLIC', 'EXTENDED'] });
    expect(requests[0]).toMatchObject({ method: 'GET', query: 'fieldsets=PUBLIC&fieldsets=EXTENDED', body: undefined });
    expect(requests[0]!.url.pathname).toBe('/members/v1/members/my');
    for (const [field, iso] of memberDates) expect((member![field] as Date).toISOString()).toBe(iso);
    expect(member).toMatchObject({
      futureField: { kept: true },
      contact: { customFields: { 'custom.website': { value: 'https://dana.example' } } },
    });
    await getCurrentMember(client);
    expect(requests[1]!.query).toBe('');
  });

  it('getCurrentMember refuses more than 3 field sets and unknown ones before sending', async () => {
    const { client, requests } = recordingClient(memberBody);
    await expect(getCurrentMember(client, { fieldsets: ['PUBLIC', 'PUBLIC', 'FULL', 'EXTENDED'] })).rejects.toSatisfy(isInputError);
    // @ts-expect-error not a field set
    await expect(getCurrentMember(client, { fieldsets: ['ALL'] })).rejects.toThrow('must be one of PUBLIC, EXTENDED, FULL');
    expect(requests).toHaveLength(0);
  });

  it('updateCurrentMemberSlug POSTs { slug } (the recorded sample)', async () => {
    const { client, requests } = recordingClient(memberBody);
    const { member } = await updateCurrentMemberSlug(client, 'dana-levi');
    expect(requests[0]).toMatchObject({ method: 'POST', body: { slug: 'dana-levi' } });
    expect(requests[0]!.url.href).toBe(`${BASE}/my/slug`);
    expect(member?.updatedDate).toBeInstanceOf(Date);
    await expect(updateCurrentMemberSlug(client, 'x'.repeat(256))).rejects.toSatisfy(isInputError);
  });

  it('joinCommunity and leaveCommunity POST an empty body', async () => {
    const { client, requests } = recordingClient(memberBody);
    await joinCommunity(client);
    await leaveCommunity(client);
    expect(requests.map((r) => [r.method, r.url.href, r.body])).toEqual([
      ['POST', `${BASE}/join-community`, {}],
      ['POST', `${BASE}/leave-community`, {}],
    ]);
    expect(requests[0]!.headers['content-type']).toBe('application/json');
  });

  it('deleteMyMember DELETEs /my with contentAssigneeId in the query string', async () => {
    const { client, requests } = recordingClient(() => json({}));
    expect(await deleteMyMember(client, { contentAssigneeId: 'f4e3d2c1-b0a9-4f8e-a7d6-c5b4a3d2c1b0' })).toEqual({});
    expect(requests[0]).toMatchObject({
      method: 'DELETE',
      query: 'contentAssigneeId=f4e3d2c1-b0a9-4f8e-a7d6-c5b4a3d2c1b0',
      body: undefined,
    });
    await deleteMyMember(client);
    expect(requests[1]!.url.href).toBe(`${BASE}/my`);
  });
});

describe('getMember', () => {
  it('GETs /{id} with fieldsets and returns the member itself', async () => {
    const { client, requests } = recordingClient(memberBody);
    const member = await getMember(client, ID, { fieldsets: ['FULL'] });
    expect(requests[0]!.url.href).toBe(`${BASE}/${ID}?fieldsets=FULL`);
    expect(member.id).toBe(ID);
    expect(member.lastLoginDate).toBeInstanceOf(Date);
  });

  it('encodes the id and refuses an empty one', async () => {
    const { client, requests } = recordingClient(memberBody);
    await getMember(client, 'a/b c');
    expect(requests[0]!.url.pathname).toBe('/members/v1/members/a%2Fb%20c');
    await expect(getMember(client, '')).rejects.toThrow('"id" must be a non-empty string');
    // @ts-expect-error unknown option
    await expect(getMember(client, ID, { fieldSet: 'FULL' })).rejects.toThrow('unknown option(s): fieldSet');
  });
});

describe('listMembers', () => {
  it('sends plain fieldsets without paging or sorting', async () => {
    const { client, requests } = recordingClient(() => json({ members: [wireMember], metadata: { count: 1, offset: 0, total: 1 } }));
    const page = await listMembers(client, { fieldsets: ['PUBLIC'] });
    expect(requests[0]!.url.href).toBe(`${BASE}?fieldsets=PUBLIC`);
    expect(page.items[0]!.createdDate).toBeInstanceOf(Date);
    expect(page.totalCount).toBe(1);
    await listMembers(client);
    expect(requests[1]!.query).toBe('');
  });

  it('uses the .r complex form with sorting, byte for byte as the recorded sample', async () => {
    const { client, requests } = recordingClient(() => json({ members: [], metadata: { count: 0, offset: 40, total: 42 } }));
    await listMembers(client, {
      paging: { limit: 20, offset: 40 },
      fieldsets: ['FULL'],
      sorting: [{ fieldName: 'profile.nickname', order: 'ASC' }],
    });
    expect(requests[0]!.query).toBe(
      '.r=eyJwYWdpbmciOnsibGltaXQiOjIwLCJvZmZzZXQiOjQwfSwiZmllbGRzZXRzIjpbIkZVTEwiXSwic29ydGluZyI6W3siZmllbGROYW1lIjoicHJvZmlsZS5uaWNrbmFtZSIsIm9yZGVyIjoiQVNDIn1dfQ',
    );
  });

  it('pages with offset paging in .r, keeping fieldsets and sorting', async () => {
    const { client, requests } = recordingClient([
      () => json({ members: [wireMember, wireMember], metadata: { count: 2, offset: 0, total: 3 } }),
      () => json({ members: [wireMember], metadata: { count: 1, offset: 2, total: 3 } }),
    ]);
    const page = await listMembers(client, { paging: { limit: 2 }, sorting: [{ fieldName: 'createdDate', order: 'DESC' }] });
    const seen: string[] = [];
    for await (const member of page) seen.push(member.id);
    expect(seen).toHaveLength(3);
    expect(decodeComplex(requests[1]!.query)).toEqual({
      paging: { offset: 2, limit: 2 },
      sorting: [{ fieldName: 'createdDate', order: 'DESC' }],
    });
  });

  it('falls back to a POST with a JSON body past 4000 characters', async () => {
    const sorting = Array.from({ length: 120 }, () => ({ fieldName: 'lastLoginDate' as const, order: 'DESC' as const }));
    const { client, requests } = recordingClient(() => json({ members: [wireMember] }));
    const page = await listMembers(client, { fieldsets: ['FULL'], sorting });
    expect(requests[0]).toMatchObject({ method: 'POST', query: '', body: { fieldsets: ['FULL'], sorting } });
    expect(requests[0]!.url.href).toBe(BASE);
    expect(requests[0]!.headers['x-http-method-override']).toBeUndefined();
    expect(page.items[0]!.updatedDate).toBeInstanceOf(Date);
  });

  it("refuses a limit above 100 and a bad sort order; sort fields are the platform's to check", async () => {
    const { client, requests } = recordingClient();
    await expect(listMembers(client, { paging: { limit: 101 } })).rejects.toThrow('must be 1 to 100');
    // @ts-expect-error not a sort order
    await expect(listMembers(client, { sorting: [{ fieldName: 'loginEmail', order: 'UP' }] })).rejects.toSatisfy(isInputError);
    expect(requests).toHaveLength(0);
  });
});

describe('queryMembers', () => {
  it('names a key it does not know with its path and the nearest key it knows, before sending', async () => {
    const { client, requests } = recordingClient(memberBody);
    // @ts-expect-error `sorting`, not `sort`
    const error = await queryMembers(client, { sort: [{ fieldName: 'createdDate' }] }).catch((e: unknown) => e);
    expect(isInputError(error) && error.message).toBe(
      'Invalid argument: "query" has unknown option(s): sort ("query.sort" is not an option of queryMembers; did you mean "query.sorting"?)',
    );
    // @ts-expect-error `fieldsets`, not `fieldSet`
    await expect(queryMembers(client, {}, { fieldSet: 'FULL' })).rejects.toThrow('did you mean "options.fieldsets"?');
    expect(requests).toHaveLength(0);
  });

  it('POSTs { query: { filter, sorting, paging }, fieldsets, search } with default paging', async () => {
    const { client, requests } = recordingClient(() => json({ members: [wireMember], metadata: { count: 1, offset: 0, total: 1 } }));
    const query = {
      filter: { status: 'APPROVED' as const, 'profile.nickname': { $startsWith: 'da' } },
      sorting: [{ fieldName: 'createdDate' as const }],
    };
    const frozen = structuredClone(query);
    const page = await queryMembers(client, query, { fieldsets: ['EXTENDED'], search: { expression: 'dana', fields: ['loginEmail'] } });
    expect(requests[0]!.url.href).toBe(`${BASE}/query`);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: {
        query: { ...frozen, paging: { offset: 0, limit: 50 } },
        fieldsets: ['EXTENDED'],
        search: { expression: 'dana', fields: ['loginEmail'] },
      },
    });
    expect(query).toEqual(frozen);
    expect(page.items[0]!.createdDate).toBeInstanceOf(Date);
  });

  it('sends the official query as written: $startsWith, any other operator, paging and a sort on any field', async () => {
    const { client, requests } = recordingClient(() => json({ members: [], metadata: { count: 0, offset: 20, total: 0 } }));
    const query = {
      filter: { 'profile.nickname': { $startsWith: 'da' }, loginEmail: { $contains: '@example' }, $or: [{ status: 'APPROVED' as const }] },
      paging: { limit: 10, offset: 20 },
      sorting: [{ fieldName: 'loginEmail', order: 'DESC' as const }],
    };
    await queryMembers(client, query, { fieldsets: ['FULL'] });
    expect(requests[0]).toMatchObject({ method: 'POST', body: { query, fieldsets: ['FULL'] } });
    await queryMembers(client, { ...query, paging: { limit: 10, offset: null } });
    expect((requests[1]!.body as { query: unknown }).query).toEqual({ ...query, paging: { offset: 0, limit: 10 } });
  });

  it('sends the next offset on next() and is retried as a read', async () => {
    const { client, requests } = recordingClient([
      () => json({}, 503),
      () => json({ members: [wireMember], metadata: { offset: 0, total: 2 } }),
      () => json({ members: [wireMember], metadata: { offset: 1, total: 2 } }),
    ]);
    const page = await queryMembers(client, { paging: { limit: 1 } });
    await page.next();
    expect(requests).toHaveLength(3);
    expect((requests[2]!.body as { query: { paging: unknown } }).query.paging).toEqual({ offset: 1, limit: 1 });
  });

  it('refuses a search expression over 100 characters and more than 4 fields', async () => {
    const { client } = recordingClient();
    await expect(queryMembers(client, {}, { search: { expression: 'x'.repeat(101) } })).rejects.toThrow('1 to 100 characters');
    await expect(
      queryMembers(
        client,
        {},
        { search: { expression: 'x', fields: ['loginEmail', 'profile.slug', 'profile.title', 'profile.nickname', 'contact.lastName'] } },
      ),
    ).rejects.toThrow('at most 4 fields');
  });
});

describe('createMember and updateMember', () => {
  it('createMember POSTs { member } and returns the member; not retried', async () => {
    const { client, requests } = recordingClient([() => json({}, 503), memberBody]);
    const input = { member: { loginEmail: 'dana@example.com', profile: { nickname: 'Dana' }, contact: { firstName: 'Dana' } } };
    await expect(createMember(client, input)).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
    const member = await createMember(client, input);
    expect(requests[1]).toMatchObject({ method: 'POST', body: input });
    expect(requests[1]!.url.href).toBe(BASE);
    expect(member.createdDate).toBeInstanceOf(Date);
  });

  it('createMember needs a member with a login email', async () => {
    const { client, requests } = recordingClient(memberBody);
    // @ts-expect-error options are required
    await expect(createMember(client)).rejects.toSatisfy(isInputError);
    // @ts-expect-error loginEmail is required
    await expect(createMember(client, { member: { profile: { nickname: 'x' } } })).rejects.toThrow('"options.member.loginEmail"');
    expect(requests).toHaveLength(0);
  });

  it('updateMember PATCHes { member: { ...fields, id } } without touching the input (the recorded sample)', async () => {
    const { client, requests } = recordingClient(memberBody);
    const change = {
      contact: { firstName: 'Dana', phones: ['+972509999999'] },
      profile: { nickname: 'dana-l' },
      updatedDate: new Date('2025-12-01T10:00:00Z'),
    };
    const member = await updateMember(client, ID, change);
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      body: {
        member: {
          contact: { firstName: 'Dana', phones: ['+972509999999'] },
          profile: { nickname: 'dana-l' },
          id: ID,
          updatedDate: '2025-12-01T10:00:00.000Z',
        },
      },
    });
    expect(requests[0]!.url.href).toBe(`${BASE}/${ID}`);
    expect(change.updatedDate).toBeInstanceOf(Date);
    expect(change).not.toHaveProperty('id');
    expect(member.updatedDate).toBeInstanceOf(Date);
    // @ts-expect-error dates are typed `Date` (ISO strings are accepted at run time, but not this one)
    await expect(updateMember(client, ID, { updatedDate: 'yesterday' })).rejects.toThrow('must be a valid Date');
  });

  it('updateMemberSlug POSTs { slug } to /{id}/slug', async () => {
    const { client, requests } = recordingClient(memberBody);
    await updateMemberSlug(client, ID, 'coach-dana');
    expect(requests[0]).toMatchObject({ method: 'POST', body: { slug: 'coach-dana' } });
    expect(requests[0]!.url.href).toBe(`${BASE}/${ID}/slug`);
  });
});

describe('deletes', () => {
  it('deleteMember and the contact-list deletes send DELETE without a query', async () => {
    const { client, requests } = recordingClient([() => json({}), memberBody]);
    expect(await deleteMember(client, ID)).toEqual({});
    const results = [await deleteMemberPhones(client, ID), await deleteMemberEmails(client, ID), await deleteMemberAddresses(client, ID)];
    expect(requests.map((r) => [r.method, r.url.href, r.body])).toEqual([
      ['DELETE', `${BASE}/${ID}`, undefined],
      ['DELETE', `${BASE}/${ID}/phones`, undefined],
      ['DELETE', `${BASE}/${ID}/emails`, undefined],
      ['DELETE', `${BASE}/${ID}/addresses`, undefined],
    ]);
    for (const { member } of results) expect(member?.createdDate).toBeInstanceOf(Date);
  });
});

describe('moderation', () => {
  it.each([
    ['mute', muteMember],
    ['unmute', unmuteMember],
    ['approve', approveMember],
    ['block', blockMember],
    ['disconnect', disconnectMember],
  ] as const)('%s POSTs an empty body to /{id}/%s and returns { member }', async (action, call) => {
    const { client, requests } = recordingClient(memberBody);
    const { member } = await call(client, ID);
    expect(requests[0]).toMatchObject({ method: 'POST', body: {} });
    expect(requests[0]!.url.href).toBe(`${BASE}/${ID}/${action}`);
    expect(member?.updatedDate).toBeInstanceOf(Date);
  });
});

describe('bulk calls', () => {
  it('bulkDeleteMembers POSTs { memberIds } and returns per-item results', async () => {
    const answer = {
      results: [
        { itemMetadata: { id: 'a', originalIndex: 0, success: true } },
        { itemMetadata: { id: 'b', originalIndex: 1, success: false, error: { code: 'NOT_FOUND', description: 'Member not found' } } },
      ],
      bulkActionMetadata: { totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 },
    };
    const { client, requests } = recordingClient(() => json(answer));
    const ids = ['a', 'b'];
    expect(await bulkDeleteMembers(client, ids)).toEqual(answer);
    expect(requests[0]).toMatchObject({ method: 'POST', body: { memberIds: ['a', 'b'] } });
    expect(requests[0]!.url.href).toBe(`${BASE}/bulk/delete`);
    await expect(bulkDeleteMembers(client, [])).rejects.toThrow('1 to 100 ids');
    await expect(
      bulkDeleteMembers(
        client,
        Array.from({ length: 101 }, (_, i) => `m${i}`),
      ),
    ).rejects.toThrow('1 to 100 ids');
  });

  it('the by-filter calls POST the filter (and options) as recorded and return { jobId }', async () => {
    const { client, requests } = recordingClient(() => json({ jobId: 'job-789' }));
    const options = {
      contentAssigneeId: 'f4e3d2c1-b0a9-4f8e-a7d6-c5b4a3d2c1b0',
      search: { expression: 'spam', fields: ['profile.nickname' as const] },
    };
    expect(await bulkDeleteMembersByFilter(client, { status: 'BLOCKED' }, options)).toEqual({ jobId: 'job-789' });
    await bulkApproveMembers(client, { status: 'PENDING' });
    await bulkBlockMembers(client, { activityStatus: 'MUTED' });
    expect(requests.map((r) => [r.url.href, r.body])).toEqual([
      [`${BASE}/bulk/delete-by-filter`, { filter: { status: 'BLOCKED' }, ...options }],
      [`${BASE}/bulk/approve-by-filter`, { filter: { status: 'PENDING' } }],
      [`${BASE}/bulk/block-by-filter`, { filter: { activityStatus: 'MUTED' } }],
    ]);
    // @ts-expect-error the filter is required
    await expect(bulkApproveMembers(client)).rejects.toThrow('"filter" must be a filter object');
  });
});
