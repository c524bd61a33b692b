import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteMembers } from '@frontdesk/emulator';
import { parseCsv } from '../src/lib/csv.js';
import { runScript, startEmulator, type RunningEmulator } from './harness.js';

// Nicknames that break naive CSV writers or would run as spreadsheet formulas.
const TRICKY = ['Dana, Levi', 'Quote "Q" Person', 'Two\nLines', '=1+1', '+cmd', '-2', '@SUM(A1)', 'Ünïcødé 名前'];
const SEEDED = 130; // more than one page of 50

let platform: RunningEmulator;
let dir: string;
const blocked = new Set<string>();

beforeAll(async () => {
  platform = await startEmulator();
  dir = await mkdtemp(join(tmpdir(), 'fd-export-members-'));
  const members = siteMembers(platform.emulator);
  for (let i = 0; i < SEEDED; i++) {
    const nickname = TRICKY[i] ?? `Member ${String(i).padStart(3, '0')}`;
    const member = members.createMember({
      loginEmail: `member${i}@example.com`,
      profile: { nickname },
      contact: { firstName: `First${i}`, lastName: i % 2 ? 'Odd' : 'Even' },
    });
    if (i % 10 === 3) {
      members.block(member.id);
      blocked.add(member.id);
    }
  }
});
afterAll(async () => {
  await platform?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** What the CSV should hold for a member (the script's formula guard applied). */
const guard = (s: string) => (/^[=+\-@]/.test(s) ? `'${s}` : s);

describe('export-members', () => {
  it('exports every member of every page to stdout, escaped and formula-guarded', async () => {
    const { code, stdout, stderr } = await runScript('export-members', [
      ...platform.args,
      '--page-size',
      '50',
      '--fields',
      'id,loginEmail,status,nickname,lastName',
    ]);
    expect(code, stderr).toBe(0);
    const [header, ...rows] = parseCsv(stdout);
    expect(header).toEqual(['id', 'loginEmail', 'status', 'nickname', 'lastName']);

    const expected = siteMembers(platform.emulator).listMembers();
    expect(expected.length).toBe(SEEDED + 1); // with the demo member
    expect(rows).toHaveLength(expected.length);
    const byId = new Map(rows.map((r) => [r[0]!, r]));
    expect(byId.size).toBe(expected.length); // no duplicates across pages
    for (const member of expected) {
      const row = byId.get(member.id);
      expect(row, member.loginEmail).toBeDefined();
      expect(row).toEqual([
        member.id,
        member.loginEmail,
        member.status,
        guard(member.profile?.nickname ?? ''),
        member.contact?.lastName ?? '',
      ]);
    }
    expect(stdout).toContain('"Dana, Levi"');
    expect(stdout).toContain('"Quote ""Q"" Person"');
    expect(stdout).toContain(`"Two\nLines"`);
    expect(stdout).toContain(",'=1+1,");
    expect(stderr).toContain(`Exported ${SEEDED + 1} members to stdout.`);
  });

  it('filters by status and writes a file with --out (nothing on stdout)', async () => {
    const file = join(dir, 'blocked.csv');
    const { code, stdout, stderr } = await runScript('export-members', [
      ...platform.args,
      '--status',
      'blocked',
      '--out',
      file,
      '--fields',
      'id',
      '--fields',
      'status',
    ]);
    expect(code, stderr).toBe(0);
    expect(stdout).toBe('');
    const [header, ...rows] = parseCsv(await readFile(file, 'utf8'));
    expect(header).toEqual(['id', 'status']);
    expect(new Set(rows.map((r) => r[0]))).toEqual(blocked);
    expect(rows.every((r) => r[1] === 'BLOCKED')).toBe(true);
    expect(stderr).toContain(`Exported ${blocked.size} members to ${file}.`);
  });
});
