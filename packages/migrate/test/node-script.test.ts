import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_API_KEY, DEMO_SITE_ID } from '@frontdesk/emulator';
import { convertedApp, normalizeIds, useEmulatorServer } from './e2e.js';
import { FIXTURES } from './helpers.js';

/**
 * The owners' Node script fixture (test/fixtures/node-script), before and after the tool converted
 * it, against the emulator: the lines it prints are compared (ids of what it creates normalised).
 */

const { fresh } = useEmulatorServer();

async function runScript(base: string): Promise<string[]> {
  fresh();
  vi.stubEnv('WIX_API_KEY', DEMO_API_KEY);
  vi.stubEnv('WIX_SITE_ID', DEMO_SITE_ID);
  const lines: string[] = [];
  try {
    const { main } = (await import(/* @vite-ignore */ join(base, 'scripts/weekly.ts'))) as {
      main(log: (line: string) => void): Promise<void>;
    };
    await main((line) => lines.push(line));
  } finally {
    vi.unstubAllEnvs();
  }
  return normalizeIds(lines);
}

describe("the owners' Node script fixture", () => {
  let before: string[];
  let after: string[];
  const converted = convertedApp('node-script');
  beforeAll(async () => {
    before = await runScript(join(FIXTURES, 'node-script'));
    after = await runScript(converted.dir);
  }, 120_000);

  it('works with the official SDK (the baseline)', () => {
    expect(before.some((line) => line.startsWith('Plans:'))).toBe(true);
    expect(before).toContain('The old plan is gone, as expected');
  });

  it('converts every official call site, and a second run changes nothing', () => {
    expect(converted.notConverted).toEqual([]);
    expect(converted.callSites.converted).toBe(converted.callSites.total);
    expect(converted.changedBySecondRun).toEqual([]);
  });

  it('prints the same report', () => {
    expect(after).toEqual(before);
  });
});
