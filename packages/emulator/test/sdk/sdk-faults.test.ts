import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe } from 'vitest';
import { createEmulator, type Emulator } from '../../src/index.js';
import { sdkFaultCases } from './sdk-faults.js';

// Registered once per emulator (reset() keeps routes); counts the creates that reached the handler.
function withProbe(emulator: Emulator): { calls(): number } {
  let calls = 0;
  emulator.faults.clear();
  emulator.route('GET', '/probe/{id}', () => ({ ok: true }), { roles: 'public' });
  emulator.route(
    'POST',
    '/probe',
    () => {
      calls++;
      return { ok: true };
    },
    { roles: 'public' },
  );
  return { calls: () => calls };
}

describe('SDK against emulator faults, in-process (msw)', () => {
  const emulator = createEmulator();
  const probe = withProbe(emulator);
  const baseUrl = 'https://www.wixapis.com';
  const server = setupServer(...emulator.handlers({ baseUrl }));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    emulator.faults.clear();
    emulator.reset();
  });
  afterAll(() => server.close());
  sdkFaultCases(() => ({ emulator, baseUrl, calls: () => probe.calls() }));
});

describe('SDK against emulator faults, over a real socket', () => {
  const emulator = createEmulator();
  const probe = withProbe(emulator);
  let baseUrl = '';
  let close: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const server = await emulator.listen({ port: 0 });
    baseUrl = server.url;
    close = server.close;
  });
  afterEach(() => {
    emulator.faults.clear();
    emulator.reset();
  });
  afterAll(() => close());
  sdkFaultCases(() => ({ emulator, baseUrl, calls: () => probe.calls() }));
});
