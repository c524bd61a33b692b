import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiKey, createClient, memoryStorage, oauth, staticToken } from '@frontdesk/core';
import { DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_SITE_ID, createEmulator, type EmulatorOptions } from '@frontdesk/emulator';

/** The emulator's clock at the start of every test. */
export const T0 = '2026-03-01T09:00:00.000Z';

/** The password of the members {@link useEmulator}'s `addMember` creates. */
export const MEMBER_PASSWORD = 'S3cret-Passw0rd';

const BOOKING_EVENT = 'wix.bookings.v2.booking_';

/**
 * An in-process emulator behind msw (unhandled requests fail the test), reset after each test, with
 * clients for the owner (API key), a visitor (OAuth anonymous tokens) and members (tokens issued by
 * the emulator's token service), and the test hooks the domain packages' tests share. The clock
 * starts at {@link T0}; `options.seed` replaces the demo seed.
 */
export function useEmulator(options: Pick<EmulatorOptions, 'seed'> = {}) {
  const emulator = createEmulator({ ...options, clock: T0 });
  const server = setupServer(...emulator.handlers());
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    emulator.reset();
  });
  afterAll(() => server.close());

  const owner = createClient({ auth: apiKey({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }), retry: false });
  const visitor = () => createClient({ auth: oauth({ clientId: DEMO_CLIENT_ID, storage: memoryStorage() }), retry: false });
  /** A client with a fresh member token (static: a revoked token stays revoked). */
  const member = (memberId: string) =>
    createClient({
      auth: staticToken(emulator.tokens.issue({ role: 'member', clientId: DEMO_CLIENT_ID, memberId }).access_token),
      retry: false,
    });
  /** Creates an APPROVED member (unless `status` says otherwise) with a password through the sign-in API; returns its id. */
  const addMember = (
    email: string,
    extra: { nickname?: string; privacyStatus?: 'PUBLIC' | 'PRIVATE'; status?: 'PENDING' | 'APPROVED' } = {},
  ): string => emulator.identity.createMember({ email, password: MEMBER_PASSWORD, ...extra }).member.id;
  /** A mark for {@link eventsSince}: the number of events emitted so far. */
  const mark = () => emulator.webhooks.events().length;
  /** The event types emitted since `from` (a {@link mark}). */
  const eventsSince = (from: number) =>
    emulator.webhooks
      .events()
      .slice(from)
      .map((e) => e.eventType);
  /** The booking events emitted since `from`, by their suffix after `booking_` (`created`, `updated`, ...). */
  const bookingEventsSince = (from: number) =>
    eventsSince(from)
      .filter((type) => type.startsWith(BOOKING_EVENT))
      .map((type) => type.slice(BOOKING_EVENT.length));
  /** Records `METHOD /path` of every request from now until the end of the test. */
  const recordRequests = () => readRequests((request) => `${request.method} ${new URL(request.url).pathname}`);
  /**
   * Records what `read` returns for every request from now until the end of the test, in the order
   * read (an `undefined` is not recorded): the JSON bodies, the URLs, the PATCH bodies only, ...
   */
  const readRequests = <T>(read: (request: Request) => T | undefined | Promise<T | undefined>): T[] => {
    const seen: T[] = [];
    server.events.on('request:start', async ({ request }) => {
      const value = await read(request);
      if (value !== undefined) seen.push(value);
    });
    return seen;
  };
  /** Pays a DRAFT online order as the hosted checkout would (the emulator's test hook). */
  const pay = async (orderId: string, outcome: 'SUCCESS' | 'FAILED' = 'SUCCESS') => {
    const response = await emulator.fetch(`/_emulator/pricing-plans/orders/${orderId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome }),
    });
    if (!response.ok) throw new Error(`pay failed: ${response.status} ${await response.text()}`);
  };
  return { emulator, server, owner, visitor, member, addMember, mark, eventsSince, bookingEventsSince, recordRequests, readRequests, pay };
}
