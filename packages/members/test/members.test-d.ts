import { describe, expectTypeOf, it } from 'vitest';
import type { FrontdeskClient, Page } from '@frontdesk/core';
import {
  bulkDeleteMembers,
  getCurrentMember,
  getMember,
  listMembers,
  queryMembers,
  updateMember,
  type BulkDeleteMembersResponse,
  type Member,
  type MemberStatus,
} from '../src/index.js';

declare const client: FrontdeskClient;

describe('members call types', () => {
  it('return members with Date fields and typed enums', () => {
    expectTypeOf(getMember(client, 'id')).resolves.toEqualTypeOf<Member>();
    expectTypeOf<Member['createdDate']>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<Member['status']>().toEqualTypeOf<MemberStatus | undefined>();
    expectTypeOf(getCurrentMember(client)).resolves.toHaveProperty('member');
    expectTypeOf(listMembers(client)).resolves.toMatchTypeOf<Page<Member>>();
    expectTypeOf(queryMembers(client, { filter: { status: 'PENDING' } })).resolves.toMatchTypeOf<Page<Member>>();
    expectTypeOf(bulkDeleteMembers(client, ['a'])).resolves.toEqualTypeOf<BulkDeleteMembersResponse>();
  });

  it('type the arguments', () => {
    // @ts-expect-error updateMember needs the id and the member
    void updateMember(client, { profile: {} });
    // @ts-expect-error not a filterable field
    void queryMembers(client, { filter: { nickname: 'x' } });
    // @ts-expect-error not a status
    void queryMembers(client, { filter: { status: 'ACTIVE' } });
    void queryMembers(client, {
      filter: { 'profile.nickname': { $startsWith: 'da' } },
      sorting: [{ fieldName: 'createdDate', order: 'DESC' }],
    });
  });
});
