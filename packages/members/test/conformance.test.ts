import { describe, expect, it } from 'vitest';
import type { CallDeclaration } from '@frontdesk/core';
import { createEmulator } from '@frontdesk/emulator';
import * as members from '../src/index.js';

const calls = Object.entries(members).flatMap(([name, value]) => {
  const declaration = (value as { declaration?: CallDeclaration }).declaration;
  return typeof value === 'function' && declaration ? [{ name, declaration }] : [];
});

describe('conformance with the emulator', () => {
  const routes = createEmulator({ seed: 'empty' }).routes.list();

  it('covers every members call of wire.md (rows 49-72)', () => {
    expect(calls.map((c) => c.name).sort()).toEqual([
      'approveMember',
      'blockMember',
      'bulkApproveMembers',
      'bulkBlockMembers',
      'bulkDeleteMembers',
      'bulkDeleteMembersByFilter',
      'createMember',
      'deleteMember',
      'deleteMemberAddresses',
      'deleteMemberEmails',
      'deleteMemberPhones',
      'deleteMyMember',
      'disconnectMember',
      'getCurrentMember',
      'getMember',
      'joinCommunity',
      'leaveCommunity',
      'listMembers',
      'muteMember',
      'queryMembers',
      'unmuteMember',
      'updateCurrentMemberSlug',
      'updateMember',
      'updateMemberSlug',
    ]);
  });

  it.each(calls)('$name: its method and path are routed, with the long-GET fallback it declares', ({ name, declaration }) => {
    expect(declaration.name).toBe(name);
    const route = routes.find((r) => r.method === declaration.method && r.template === declaration.path);
    expect(route, `${declaration.method} ${declaration.path}`).toBeDefined();
    if (declaration.longGetFallback) expect(route!.fallbackPost).toBe(true);
  });
});
