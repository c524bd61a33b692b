import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiKey, createClient, memoryStorage, oauth, staticToken } from '@frontdesk/core';
import { DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_SITE_ID, createEmulator } from '@frontdesk/emulator';

/** The emulator's clock at the start of every test. */
export const T0 = '2026-03-01T09:00:00.000Z';

/**
 * An in-process emulator behind msw (unhandled requests fail the test), reset after each test, with
 * clients for the owner (API key), a visitor (OAuth anonymous tokens) and members (tokens issued by
 * the emulator's token service).
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
  const member = (memberId: string) =>
    createClient({
      auth: staticToken(emulator.tokens.issue({ role: 'member', clientId: DEMO_CLIENT_ID, memberId }).access_token),
      retry: false,
    });
  /** The event types emitted since `mark` (an index into `emulator.webhooks.events()`). */
  const eventsSince = (mark: number) =>
    emulator.webhooks
      .events()
      .slice(mark)
      .map((e) => e.eventType);
  const mark = () => emulator.webhooks.events().length;
  /** Records `METHOD /path` of every request from now until the end of the test. */
  const recordRequests = () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => void seen.push(`${request.method} ${new URL(request.url).pathname}`));
    return seen;
  };
  afterEach(() => server.events.removeAllListeners());
  return { emulator, server, owner, visitor, member, mark, eventsSince, recordRequests };
}
