import { describe, expect, it } from 'vitest';
import { createEmulator, DEMO_SERVICE_IDS, type Emulator } from '../src/index.js';
import { readDataDir } from '../src/state/persistence.js';
import { nodeStorageIo, type StorageIo } from '../src/state/storage-io.js';
import { isStateProxy } from '../src/state/tracker.js';
import { ownerHeaders, postJson } from './helpers.js';
import { memberEmails, reloadedState, tempDir } from './persistence-helpers.js';

type Failure = 'none' | 'enospc' | 'half-append' | 'eio-sync' | 'eio-sync-no-truncate';

const errno = (code: string) => Object.assign(new Error(`${code}: simulated`), { code });

// The real file system, with a switch that makes it fail the way a full or failing disk does.
function faultyIo(): { io: StorageIo; fail(mode: Failure): void } {
  let mode: Failure = 'none';
  const io: StorageIo = {
    async openJournal(file) {
      if (mode === 'enospc') throw errno('ENOSPC');
      const real = await nodeStorageIo.openJournal(file);
      return {
        async append(text) {
          if (mode === 'enospc') throw errno('ENOSPC');
          if (mode === 'half-append') {
            await real.append(text.slice(0, Math.floor(text.length / 2)));
            throw errno('ENOSPC');
          }
          await real.append(text);
        },
        async sync() {
          if (mode === 'eio-sync' || mode === 'eio-sync-no-truncate') throw errno('EIO');
          await real.sync();
        },
        linked: () => real.linked(),
        async truncate(size) {
          if (mode === 'eio-sync-no-truncate') throw errno('EIO');
          await real.truncate(size);
        },
        close: () => real.close(),
      };
    },
    async writeFileAtomic(file, content) {
      if (mode !== 'none') throw errno('ENOSPC');
      await nodeStorageIo.writeFileAtomic(file, content);
    },
    remove: (file) => nodeStorageIo.remove(file),
  };
  return { io, fail: (next) => (mode = next) };
}

const createMember = (emulator: Emulator, name: string) =>
  postJson(emulator, '/members/v1/members', { member: { loginEmail: `${name}@example.com` } }, ownerHeaders);

describe('when the data folder cannot store a write', () => {
  for (const mode of ['enospc', 'half-append', 'eio-sync', 'eio-sync-no-truncate'] as const) {
    it(`answers 503 and changes nothing, then stores writes again once the disk works (${mode})`, async () => {
      const dataDir = tempDir();
      const disk = faultyIo();
      const errors: unknown[] = [];
      const emulator = createEmulator({ dataDir, storageIo: disk.io, onError: (error) => errors.push(error) });
      expect((await createMember(emulator, 'before')).status).toBe(200);
      const before = emulator.store.snapshot();

      disk.fail(mode);
      const refused = await createMember(emulator, 'refused');
      expect(refused.status).toBe(503);
      const body = await refused.json();
      expect(body).toEqual({
        message: expect.stringMatching(/could not store the change in its data folder \((ENOSPC|EIO)\), so nothing was changed/),
        details: { applicationError: { code: 'UNAVAILABLE', description: body.message, data: { reason: expect.any(String) } } },
      });
      // Several writers at once while the disk is full: all refused, nothing changed.
      const burst = await Promise.all(['r1', 'r2', 'r3', 'r4'].map((name) => createMember(emulator, name)));
      expect(burst.map((response) => response.status)).toEqual([503, 503, 503, 503]);
      expect(emulator.store.snapshot()).toEqual(before);
      // Reads still work.
      expect((await emulator.fetch('/_emulator')).status).toBe(200);
      expect(errors.length).toBeGreaterThan(0);

      disk.fail('none');
      expect((await createMember(emulator, 'after')).status).toBe(200);
      await emulator.flush();
      const stored = await reloadedState(dataDir);
      expect(stored).toEqual(emulator.store.snapshot());
      expect(memberEmails(stored)).toEqual(expect.arrayContaining(['before@example.com', 'after@example.com']));
      expect(memberEmails(stored).filter((email) => /^(refused|r\d)@/.test(email))).toEqual([]);
      await emulator.close();
      expect(readDataDir(dataDir).journalFiles).toEqual([]);
    });
  }

  it('announces no webhook for a write it could not store', async () => {
    const dataDir = tempDir();
    const disk = faultyIo();
    const delivered: string[] = [];
    const emulator = createEmulator({
      dataDir,
      storageIo: disk.io,
      onError: () => undefined,
      fetch: async (_url, init) => {
        delivered.push(String(init?.body ?? ''));
        return new Response('ok');
      },
    });
    const subscribed = await postJson(emulator, '/_emulator/webhooks/subscriptions', { url: 'http://127.0.0.1:9/hooks' });
    expect(subscribed.status).toBe(200);
    expect((await createMember(emulator, 'stored')).status).toBe(200);
    await emulator.webhooks.settled();
    const announced = delivered.length;
    expect(announced).toBeGreaterThan(0);

    disk.fail('eio-sync');
    expect((await createMember(emulator, 'refused')).status).toBe(503);
    await emulator.webhooks.settled();
    expect(delivered).toHaveLength(announced);
    disk.fail('none');
    await emulator.close();
  });

  it('never answers a read with changes that are then undone', async () => {
    const dataDir = tempDir();
    const disk = faultyIo();
    const emulator = createEmulator({ dataDir, storageIo: disk.io, onError: () => undefined });
    disk.fail('eio-sync');
    const [write, read] = await Promise.all([
      createMember(emulator, 'doomed'),
      emulator.fetch('/members/v1/members/query', { method: 'POST', headers: ownerHeaders, body: '{"query":{}}' }),
    ]);
    expect(write.status).toBe(503);
    // The query ran after the doomed write (one handler at a time) but waited for it: refused too.
    expect(read.status).toBe(503);
    disk.fail('none');
    await emulator.close();
  });

  it('keeps everything acknowledged when the process stops during a compaction', async () => {
    const dataDir = tempDir();
    let hang = false;
    const emulator = createEmulator({
      dataDir,
      journalCompactBytes: 2_000,
      storageIo: {
        ...nodeStorageIo,
        // A compaction that never finishes: the process "dies" in the middle of it.
        writeFileAtomic: (file, content) => (hang ? new Promise(() => undefined) : nodeStorageIo.writeFileAtomic(file, content)),
      },
    });
    hang = true;
    const names = Array.from({ length: 40 }, (_, i) => `during-compaction-${i}`);
    for (const name of names) expect((await createMember(emulator, name)).status).toBe(200);
    // Abandoned without close(): only what is on disk counts.
    const stored = readDataDir(dataDir);
    expect(stored.journalFiles.length).toBeGreaterThan(1);
    expect(memberEmails(stored.state!)).toEqual(expect.arrayContaining(names.map((name) => `${name}@example.com`)));
  });
});

describe('a write handler that fails', () => {
  it('leaves no change behind (with a dataDir), except what it kept with store.mutate', async () => {
    const dataDir = tempDir();
    const emulator = createEmulator({ dataDir });
    emulator.route(
      'POST',
      '/test/half-done',
      (ctx) => {
        ctx.state.site.name = 'half-done';
        (ctx.state.domains as Record<string, unknown>).scratch = { partial: true };
        // A failed attempt that must count (like a used-up authorization code).
        ctx.store.mutate((state) => {
          state.sequences.attempts = (state.sequences.attempts ?? 0) + 1;
        });
        ctx.fail.invalidArgument('refused after changing things');
      },
      { roles: 'public' },
    );
    const before = emulator.store.snapshot();
    const response = await postJson(emulator, '/test/half-done', {});
    expect(response.status).toBe(400);
    expect(emulator.store.snapshot()).toEqual({ ...before, sequences: { ...before.sequences, attempts: 1 } });
    // The kept change was stored before the answer.
    expect(readDataDir(dataDir).state!.sequences.attempts).toBe(1);
    await emulator.close();
  });

  it('without a dataDir behaves as before: no proxies, and changes are not undone', async () => {
    const emulator = createEmulator();
    expect(isStateProxy(emulator.state)).toBe(false);
    emulator.route(
      'POST',
      '/test/half-done',
      (ctx) => {
        ctx.state.site.name = 'half-done';
        ctx.fail.invalidArgument('refused after changing things');
      },
      { roles: 'public' },
    );
    expect((await postJson(emulator, '/test/half-done', {})).status).toBe(400);
    expect(emulator.state.site.name).toBe('half-done');
  });
});

const availabilityFilter = { serviceId: DEMO_SERVICE_IDS.privateSession, startDate: '2026-03-02T00:00:00', endDate: '2026-03-03T00:00:00' };

describe('what is journaled', () => {
  it('writes nothing for read-only query POSTs and reads; a read that changes state lazily is stored', async () => {
    const dataDir = tempDir();
    const emulator = createEmulator({ dataDir });
    expect((await createMember(emulator, 'someone')).status).toBe(200);
    await emulator.flush();
    const sequence = () => readDataDir(dataDir).sequence;
    const at = sequence();
    const queries: Array<[string, string, unknown?]> = [
      ['POST', '/members/v1/members/query', { query: { paging: { limit: 10 } } }],
      ['POST', '/availability-calendar/v1/availability/query', { query: { filter: availabilityFilter } }],
      // The long-GET fallback of listPlans.
      ['POST', '/pricing-plans/v2/plans', { limit: 10 }],
      ['GET', '/members/v1/members?paging.limit=5'],
      ['GET', '/_emulator'],
    ];
    for (const [method, path, body] of queries) {
      const response = await emulator.fetch(path, {
        method,
        headers: { ...ownerHeaders, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      expect(response.status, path).toBe(200);
    }
    expect(sequence()).toBe(at);
    emulator.route(
      'GET',
      '/test/lazy',
      (ctx) => {
        ctx.state.sequences.lazy = 1;
        return {};
      },
      { roles: 'public' },
    );
    expect((await emulator.fetch('/test/lazy')).status).toBe(200);
    expect(readDataDir(dataDir).state!.sequences.lazy).toBe(1);
    await emulator.close();
  });
});
