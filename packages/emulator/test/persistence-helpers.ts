import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { EmulatorState } from '../src/extend/index.js';
import { createEmulator } from '../src/index.js';

const dirs: string[] = [];

/** A fresh temporary folder, removed after the test. */
export function tempDir(prefix = 'frontdesk-emulator-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * The state a fresh emulator loads from a copy of `dataDir` (the running emulator's folder is left
 * alone). Call after `emulator.flush()` so no background compaction moves files while copying.
 */
export async function reloadedState(dataDir: string): Promise<EmulatorState> {
  const copy = tempDir('frontdesk-emulator-copy-');
  cpSync(dataDir, copy, { recursive: true });
  const fresh = createEmulator({ dataDir: copy, seed: 'empty', onError: (error) => console.error(error) });
  try {
    return fresh.store.snapshot();
  } finally {
    await fresh.close();
  }
}

/** The members' login emails of a state. */
export function memberEmails(state: EmulatorState): string[] {
  const members = (state.domains.members as { members: Record<string, { loginEmail?: string }> } | undefined)?.members ?? {};
  return Object.values(members).map((member) => member.loginEmail ?? '');
}
