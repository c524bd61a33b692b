import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// Runs in the `dist` project after `pnpm build`: the built package, as CommonJS and as ESM.
const require = createRequire(import.meta.url);

type Mod = typeof import('../src/index.js');

async function anonymousGrant(mod: Mod) {
  const emulator = mod.createEmulator();
  const response = await emulator.fetch('/oauth2/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: mod.DEMO_CLIENT_ID, grantType: 'anonymous' }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('x-wix-request-id')).toBeTruthy();
  expect((await response.json()).expires_in).toBe(14400);
  expect(mod.decodeQuery(new URLSearchParams('a=1&a=2'))).toEqual({ a: ['1', '2'] });
  expect(emulator.handlers()).toHaveLength(1);
}

describe('@frontdesk/emulator dist', () => {
  it('works as CommonJS (dist/index.cjs)', async () => {
    await anonymousGrant(require('../dist/index.cjs') as Mod);
  });

  it('works as ESM (dist/index.js)', async () => {
    await anonymousGrant((await import('../dist/index.js')) as unknown as Mod);
  });
});
