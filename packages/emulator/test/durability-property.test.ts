import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../src/index.js';
import { known, OPS, runOp } from './durability-ops.js';
import { reloadedState, tempDir } from './persistence-helpers.js';

// Besides requests: a reset, and changes made outside any request (as tests and services do).
const STEPS = [...OPS, 'reset', 'mutateOutside', 'createApiKeyOutside'] as const;

describe('persisted state (property)', () => {
  it('reloading the data folder always gives the live state, whatever the writes', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Groups of steps; the steps of a group run at the same time.
        fc.array(fc.array(fc.record({ step: fc.constantFrom(...STEPS), n: fc.nat(50) }), { minLength: 1, maxLength: 3 }), {
          maxLength: 12,
        }),
        fc.integer({ min: 1, max: 64 }).map((kib) => kib * 1024),
        async (groups, journalCompactBytes) => {
          const dataDir = tempDir();
          const emulator = createEmulator({ dataDir, clock: '2026-03-01T09:00:00.000Z', journalCompactBytes });
          const model = known();
          try {
            for (const group of groups) {
              await Promise.all(
                group.map(async ({ step, n }) => {
                  if (step === 'reset') emulator.reset();
                  else if (step === 'mutateOutside') {
                    emulator.store.mutate((state) => {
                      state.sequences[`outside-${n % 3}`] = n;
                    });
                  } else if (step === 'createApiKeyOutside') emulator.createApiKey({ name: `outside-${n}` });
                  else await runOp(emulator, step, n, model, 'prop');
                }),
              );
            }
            await emulator.flush();
            expect(await reloadedState(dataDir)).toEqual(emulator.store.snapshot());
          } finally {
            await emulator.close();
          }
          // After close, state.json alone holds the same.
          expect(await reloadedState(dataDir)).toEqual(emulator.store.snapshot());
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});
