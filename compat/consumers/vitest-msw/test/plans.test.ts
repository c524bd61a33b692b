import { apiKey, createClient } from '@frontdesk/core';
import { createEmulator, DEMO_API_KEY, DEMO_SITE_ID } from '@frontdesk/emulator';
import { createMswHandlers } from '@frontdesk/emulator/msw';
import { queryPublicPlans } from '@frontdesk/plans';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';

const emulator = createEmulator({ clock: '2026-03-01T09:00:00.000Z' });
// `emulator.handlers()` is typed as msw's handlers because this program imports `@frontdesk/emulator/msw`.
const handlers: HttpHandler[] = emulator.handlers({ baseUrl: 'https://www.wixapis.com' });
const server = setupServer(...handlers, ...createMswHandlers(emulator.app.fetch, { baseUrl: 'https://other.test' }));
const auth = apiKey({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  emulator.reset();
});
afterAll(() => server.close());

test('queryPublicPlans through emulator.handlers() decodes Dates', async () => {
  const page = await queryPublicPlans(createClient({ auth }));
  expect(page.items.length).toBeGreaterThan(0);
  expect(page.items[0]!.createdDate).toBeInstanceOf(Date);
});

test('queryPublicPlans through createMswHandlers on another base URL', async () => {
  const page = await queryPublicPlans(createClient({ baseUrl: 'https://other.test', auth }));
  expect(page.items[0]!.createdDate).toBeInstanceOf(Date);
});
