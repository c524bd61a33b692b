import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiKey, createClient, memoryStorage, oauth, staticToken } from '@frontdesk/core';
import { createEmulator, DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_SITE_ID, siteMembers } from '@frontdesk/emulator';

/** The emulator's clock at the start of every test. */
export const T0 = '2026-03-01T09:00:00.000Z';

/**
 * An in-process emulator behind msw (unhandled requests fail the test), reset after each test, with
 * clients for the owner (API key), a visitor (OAuth anonymous tokens) and members (tokens from the
 * emulator's sign-in API).
 */
export function useEmulator() {
  const emulator = createEmulator({ clock: T0 });
  const server = setupServer(...emulator.handlers());
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    emulator.reset();
  });
  afterAll(() => server.close());

  const owner = createClient({ auth: apiKey({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }), retry: false });
  const visitor = () => createClient({ auth: oauth({ clientId: DEMO_CLIENT_ID, storage: memoryStorage() }), retry: false });
  /** A client with a fresh member token (static: a revoked token stays revoked). */
  const member = (memberId: string) =>
    createClient({ auth: staticToken(emulator.identity.memberTokens(memberId).access_token), retry: false });
  /** Creates an APPROVED member with a password through the sign-in API; returns its id. */
  const addMember = (
    email: string,
    extra: { nickname?: string; privacyStatus?: 'PUBLIC' | 'PRIVATE'; status?: 'PENDING' | 'APPROVED' } = {},
  ) => emulator.identity.createMember({ email, password: 'S3cret-Passw0rd', ...extra }).member.id;
  /** Event types emitted since `mark()`. */
  const mark = () => emulator.webhooks.events().length;
  const eventsSince = (from: number) => emulator.webhooks.events().slice(from);
  return { emulator, server, owner, visitor, member, addMember, mark, eventsSince, members: siteMembers(emulator) };
}
