import { describe, expect, it } from 'vitest';
import { createEmulator } from '../src/index.js';
import type { DurableStateStore } from '../src/state/durable-store.js';
import { readDataDir } from '../src/state/persistence.js';
import { nodeStorageIo } from '../src/state/storage-io.js';
import { known, runOp, type Op } from './durability-ops.js';
import { random } from './helpers.js';
import { reloadedState, tempDir } from './persistence-helpers.js';

// What an app does most: reads, then read-only queries, then writes.
const MIX: Array<[Op, number]> = [
  ['listMembers', 10],
  ['getInfo', 5],
  ['queryMembers', 10],
  ['queryAvailability', 8],
  ['listPlansPost', 8],
  ['createMember', 12],
  ['deleteMember', 4],
  ['createPlan', 8],
  ['planVisibility', 8],
  ['createBooking', 10],
  ['cancelBooking', 6],
  ['createApiKey', 3],
  ['visitorToken', 8],
];
const WEIGHT = MIX.reduce((sum, [, weight]) => sum + weight, 0);

function choose(next: () => number): Op {
  let roll = next() * WEIGHT;
  for (const [op, weight] of MIX) if ((roll -= weight) < 0) return op;
  return MIX[0]![0];
}

describe('persisted state under app-like traffic', () => {
  it('keeps up: after each phase, an emulator loaded from the folder equals the live one', async () => {
    const dataDir = tempDir();
    let snapshots = 0;
    const emulator = createEmulator({
      dataDir,
      clock: '2026-03-01T09:00:00.000Z',
      // Small journal files: several compactions during the run.
      journalCompactBytes: 48 * 1024,
      storageIo: {
        ...nodeStorageIo,
        writeFileAtomic: (file, content) => {
          snapshots++;
          return nodeStorageIo.writeFileAtomic(file, content);
        },
      },
    });
    const statuses = new Map<number, number>();
    const PHASES = 4;
    const CLIENTS = 4;
    const REQUESTS = 60;
    for (let phase = 0; phase < PHASES; phase++) {
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, client) => {
          const next = random(phase * 100 + client + 1);
          const model = known();
          for (let i = 0; i < REQUESTS; i++) {
            const status = await runOp(emulator, choose(next), Math.floor(next() * 1000), model, `p${phase}c${client}`);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
        }),
      );
      await emulator.flush();
      expect(await reloadedState(dataDir)).toEqual(emulator.store.snapshot());
      // An idle gap, as between bursts of an app's use.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await reloadedState(dataDir)).toEqual(emulator.store.snapshot());
    }
    // The traffic had writes that were refused (duplicates, busy slots, stale revisions) as well.
    expect(statuses.get(200)).toBeGreaterThan(PHASES * CLIENTS * REQUESTS * 0.6);
    expect([...statuses.keys()].some((status) => status >= 400 && status < 500)).toBe(true);
    expect(snapshots).toBeGreaterThanOrEqual(3);
    // No commit fell back to writing the whole state.
    expect((emulator.store as DurableStateStore).tracker.fullEncodes).toBe(0);
    await emulator.close();
    expect(readDataDir(dataDir).journalFiles).toEqual([]);
  }, 60_000);
});
