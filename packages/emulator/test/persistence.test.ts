import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmulator, DEMO_SITE_ID } from '../src/index.js';
import { readDataDir, writeFileAtomic } from '../src/state/persistence.js';
import { ownerHeaders, postJson, visitorTokens } from './helpers.js';
import { memberEmails, reloadedState, tempDir } from './persistence-helpers.js';

describe('persistence', () => {
  it('keeps keys, tokens, subscriptions, the signing key and domain state across a restart', async () => {
    const dataDir = tempDir();
    const first = createEmulator({ dataDir, seed: 'demo' });
    const key = first.createApiKey({ name: 'persisted' });
    const tokens = await visitorTokens(first);
    first.webhooks.subscribe({ url: 'http://127.0.0.1:1/hooks' });
    first.store.mutate((state) => {
      state.domains.notes = { n1: 'hello' };
    });
    const pem = await first.webhooks.publicKeyPem();
    await first.close();

    const saved = JSON.parse(readFileSync(join(dataDir, 'state.json'), 'utf8'));
    expect(saved.version).toBe(1);
    expect(JSON.stringify(saved)).not.toContain(key.key);
    expect(JSON.stringify(saved)).not.toContain(tokens.access_token);

    // The seed does not apply over a saved state.
    const second = createEmulator({ dataDir, seed: 'empty' });
    expect(second.state.site.id).toBe(DEMO_SITE_ID);
    expect(second.state.domains.notes).toEqual({ n1: 'hello' });
    expect(second.webhooks.subscriptions().map((s) => s.url)).toEqual(['http://127.0.0.1:1/hooks']);
    expect(await second.webhooks.publicKeyPem()).toBe(pem);
    const probe = second.route('GET', '/probe', ({ caller }) => ({ role: caller.role }), { roles: ['owner', 'visitor'] });
    expect(await (await second.fetch('/probe', { headers: { authorization: key.key, 'wix-site-id': DEMO_SITE_ID } })).json()).toEqual({
      role: 'owner',
    });
    expect(await (await second.fetch('/probe', { headers: { authorization: tokens.access_token } })).json()).toEqual({ role: 'visitor' });
    const refreshed = await postJson(second, '/oauth2/token', {
      clientId: 'demo-storefront',
      grantType: 'refresh_token',
      refreshToken: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    probe();
    await second.close();
  });

  it('fills in a domain that a state saved by an older emulator lacks, from the seed, and keeps the rest', async () => {
    const dataDir = tempDir();
    const first = createEmulator({ dataDir, seed: 'demo' });
    first.store.mutate((state) => {
      state.domains.notes = { n1: 'kept' };
      delete (state.domains as Record<string, unknown>).services;
    });
    await first.close();
    expect(JSON.parse(readFileSync(join(dataDir, 'state.json'), 'utf8')).domains.services).toBeUndefined();

    const second = createEmulator({ dataDir, seed: 'demo' });
    const services = second.state.domains.services as { services: Record<string, unknown> };
    expect(Object.keys(services.services).length).toBeGreaterThan(0);
    expect(second.state.domains.notes).toEqual({ n1: 'kept' });
    await second.close();
  });

  it('stores a change before answering the request that made it, without waiting for close()', async () => {
    const dataDir = tempDir();
    const emulator = createEmulator({ dataDir });
    const created = await postJson(emulator, '/_emulator/api-keys', { name: 'stored-before-answer' });
    expect(created.status).toBe(200);
    // No flush: what the folder holds right after the answer (state.json plus the journal).
    const stored = readDataDir(dataDir).state!;
    expect(stored.apiKeys.map((k) => k.name)).toContain('stored-before-answer');
    await emulator.close();
  });

  it('stores changes made outside requests shortly after, and flush() waits for them', async () => {
    const dataDir = tempDir();
    const emulator = createEmulator({ dataDir });
    emulator.createApiKey({ name: 'outside-a-request' });
    await emulator.flush();
    expect(readDataDir(dataDir).state!.apiKeys.map((k) => k.name)).toContain('outside-a-request');
    await emulator.close();
  });

  it('keeps storing writes after an idle period (a writer that went idle once never wrote again)', async () => {
    const dataDir = tempDir();
    const emulator = createEmulator({ dataDir });
    // A state big enough for each full write to take a while, as in a long-running app.
    emulator.store.mutate((state) => {
      state.domains.bulk = Array.from({ length: 5_000 }, (_, i) => ({ id: `item-${i}`, text: 'x'.repeat(200) }));
    });
    const create = (name: string) =>
      postJson(emulator, '/members/v1/members', { member: { loginEmail: `${name}@example.com` } }, ownerHeaders);
    let count = 0;
    for (let round = 0; round < 5; round++) {
      // A stream of writes arriving while earlier ones are being stored...
      for (let i = 0; i < 25; i++) {
        expect((await create(`stream-${count++}`)).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 4));
      }
      // ...then nothing for longer than any write delay.
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect((await create('after-idle')).status).toBe(200);
    await emulator.flush();
    const emails = memberEmails(await reloadedState(dataDir));
    expect(emails).toContain('after-idle@example.com');
    expect(emails.filter((email) => email.startsWith('stream-'))).toHaveLength(count);
    await emulator.close();
  });

  it('never leaves a half-written state.json, and no temporary files', async () => {
    const dataDir = tempDir();
    // Compact after every entry: state.json is rewritten over and over while it is read.
    const emulator = createEmulator({ dataDir, journalCompactBytes: 1 });
    // A large state, so each write takes a while.
    emulator.store.mutate((state) => {
      state.domains.bulk = Array.from({ length: 20_000 }, (_, i) => ({ id: `item-${i}`, text: 'x'.repeat(40) }));
    });
    await emulator.flush();
    let reads = 0;
    let writing = true;
    const reader = (async () => {
      while (writing) {
        const text = readFileSync(join(dataDir, 'state.json'), 'utf8');
        expect(() => JSON.parse(text)).not.toThrow();
        reads++;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    for (let i = 0; i < 30; i++) {
      emulator.store.mutate((state) => {
        state.sequences.counter = i;
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await emulator.close();
    writing = false;
    await reader;
    expect(reads).toBeGreaterThan(5);
    expect(JSON.parse(readFileSync(join(dataDir, 'state.json'), 'utf8')).sequences.counter).toBe(29);
    expect(readdirSync(dataDir)).toEqual(['state.json']);
  }, 30_000);

  it('replaces the file in one step (write to a temp file, then rename)', async () => {
    const dataDir = tempDir();
    const file = join(dataDir, 'state.json');
    writeFileSync(file, '{"old":true}');
    await writeFileAtomic(file, '{"new":true}');
    expect(readFileSync(file, 'utf8')).toBe('{"new":true}');
    expect(readdirSync(dataDir)).toEqual(['state.json']);
  });

  it('refuses to start over a corrupt state file rather than overwrite it', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'state.json'), '{"version": 1, "site": ');
    expect(() => createEmulator({ dataDir })).toThrow(/not valid JSON/);
    writeFileSync(join(dataDir, 'state.json'), '{"something":"else"}');
    expect(() => createEmulator({ dataDir })).toThrow(/not a Frontdesk emulator state file/);
    expect(readFileSync(join(dataDir, 'state.json'), 'utf8')).toBe('{"something":"else"}');
  });

  it('persists a reset', async () => {
    const dataDir = tempDir();
    const emulator = createEmulator({ dataDir });
    emulator.createApiKey();
    emulator.reset();
    await emulator.close();
    expect(JSON.parse(readFileSync(join(dataDir, 'state.json'), 'utf8')).apiKeys).toHaveLength(1);
  });
});
