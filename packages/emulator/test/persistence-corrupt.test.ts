import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator } from '../src/index.js';
import { journalFileName, readDataDir, StateFileError } from '../src/state/persistence.js';
import { removeCliBundle, request, runCliToExit, startCli } from './durability-helpers.js';
import { ownerHeaders, postJson } from './helpers.js';
import { memberEmails, tempDir } from './persistence-helpers.js';

afterAll(() => removeCliBundle());

// A data folder written by a real emulator (state.json after close), with a few members.
async function savedFolder(): Promise<{ dataDir: string; file: string; saved: any }> {
  const dataDir = tempDir();
  const emulator = createEmulator({ dataDir });
  for (const name of ['ann', 'bob']) {
    const created = await postJson(emulator, '/members/v1/members', { member: { loginEmail: `${name}@example.com` } }, ownerHeaders);
    expect(created.status).toBe(200);
  }
  await emulator.close();
  const file = join(dataDir, 'state.json');
  return { dataDir, file, saved: JSON.parse(readFileSync(file, 'utf8')) };
}

function refusal(dataDir: string): StateFileError {
  try {
    createEmulator({ dataDir });
  } catch (error) {
    expect(error).toBeInstanceOf(StateFileError);
    return error as StateFileError;
  }
  throw new Error('the emulator started');
}

// Writes journal lines the way the emulator does (after a snapshot at `sequence`).
function writeJournal(dataDir: string, first: number, lines: string[], end = '\n'): string {
  const file = join(dataDir, journalFileName(first));
  writeFileSync(file, lines.join('\n') + end);
  return file;
}

const setName = (seq: number, name: string) => JSON.stringify({ seq, ops: [['s', ['site', 'name'], name]] });

describe('a corrupt data folder', () => {
  it('is refused with a message naming the file and the way out, and left as it is', async () => {
    const { dataDir, file, saved } = await savedFolder();
    const memberId = Object.keys(saved.domains.members.members)[0]!;
    const withDomains = (domains: Record<string, unknown>) => JSON.stringify({ ...saved, domains: { ...saved.domains, ...domains } });
    const { members, bookings, identity } = saved.domains;
    const cases: Array<[string, string, RegExp]> = [
      ['truncated', JSON.stringify(saved).slice(0, 200), /is not valid JSON, it may have been cut short/],
      [
        'null member',
        withDomains({ members: { members: { ...members.members, [memberId]: null } } }),
        /domains\.members\.members\["[\w-]+"\] is null \(expected an object\)/,
      ],
      ['domain of the wrong type', withDomains({ plans: 'oops' }), /domains\.plans is a string \(expected an object\)/],
      [
        'collection of the wrong type',
        withDomains({ bookings: { ...bookings, bookings: [] } }),
        /domains\.bookings\.bookings is an array \(expected an object\)/,
      ],
      [
        'wrong field type',
        withDomains({ identity: { ...identity, captchaRequired: 'yes' } }),
        /domains\.identity\.captchaRequired is a string \(expected a boolean\)/,
      ],
      ['not a state', '{"something":"else"}', /not a Frontdesk emulator state file/],
    ];
    for (const [label, text, problem] of cases) {
      writeFileSync(file, text);
      const error = refusal(dataDir);
      expect(error.message, label).toMatch(problem);
      expect(error.message, label).toContain(file);
      expect(error.message, label).toContain(`delete the folder ${dataDir}`);
      expect(readFileSync(file, 'utf8'), label).toBe(text);
    }
  });

  it('refuses a corrupt journal line before the end, and missing entries', async () => {
    const { dataDir, saved } = await savedFolder();
    const seq = saved.journalSequence as number;
    const journal = writeJournal(dataDir, seq + 1, [setName(seq + 1, 'one'), '{"seq":', setName(seq + 3, 'three')]);
    expect(refusal(dataDir).message).toMatch(new RegExp(`${journal}: it has a corrupt line 2`));
    writeJournal(dataDir, seq + 1, [setName(seq + 1, 'one'), setName(seq + 3, 'three')]);
    expect(refusal(dataDir).message).toMatch(/is missing entries/);
    writeJournal(dataDir, seq + 1, [setName(seq + 1, 'one'), JSON.stringify({ seq: seq + 2, ops: [['s', ['nowhere', 'deep', 'x'], 1]] })]);
    expect(refusal(dataDir).message).toMatch(/does not fit the state: nowhere is missing/);
  });

  it('ignores a torn last line (an append cut by a kill: never acknowledged) and replays the rest', async () => {
    const { dataDir, saved } = await savedFolder();
    const seq = saved.journalSequence as number;
    const torn = `{"seq":${seq + 3},"ops":[["s",["site","na`;
    writeJournal(dataDir, seq + 1, [setName(seq + 1, 'one'), setName(seq + 2, 'two'), torn], '');
    const emulator = createEmulator({ dataDir });
    expect(emulator.state.site.name).toBe('two');
    // The start-up snapshot took the journal in: one clean state.json again.
    expect(readdirSync(dataDir)).toEqual(['state.json']);
    await emulator.close();
  });

  it('removes orphaned temporary files of an interrupted snapshot at start', async () => {
    const { dataDir } = await savedFolder();
    const orphans = ['state.json.12345.abc123.tmp', 'state.json.1.z.tmp'];
    for (const name of orphans) writeFileSync(join(dataDir, name), '{"half":');
    writeFileSync(join(dataDir, 'notes.txt'), 'mine');
    const emulator = createEmulator({ dataDir });
    expect(readdirSync(dataDir).sort()).toEqual(['notes.txt', 'state.json']);
    await emulator.close();
  });

  it('the CLI exits 1 with the readable message and no stack trace', async () => {
    const { dataDir, file, saved } = await savedFolder();
    writeFileSync(file, JSON.stringify({ ...saved, domains: { ...saved.domains, members: { members: { m1: null } } } }));
    const { code, stderr, stdout } = await runCliToExit(['--data', dataDir]);
    expect(code).toBe(1);
    expect(stdout).not.toContain('listening');
    expect(stderr).toContain(`Cannot start from ${file}`);
    expect(stderr).toContain('domains.members.members.m1 is null (expected an object)');
    expect(stderr).toContain(`delete the folder ${dataDir}`);
    expect(stderr).not.toMatch(/^\s+at /m);
  }, 30_000);
});

describe('a failed final write', () => {
  it('rejects close() with a message naming the file (the journal keeps everything)', async () => {
    const dataDir = tempDir();
    let failSnapshots = false;
    const emulator: Emulator = createEmulator({
      dataDir,
      storageIo: {
        ...(await import('../src/state/storage-io.js')).nodeStorageIo,
        writeFileAtomic: async (file, content) => {
          if (failSnapshots) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
          return (await import('../src/state/storage-io.js')).nodeStorageIo.writeFileAtomic(file, content);
        },
      },
    });
    const created = await postJson(emulator, '/members/v1/members', { member: { loginEmail: 'kept@example.com' } }, ownerHeaders);
    expect(created.status).toBe(200);
    failSnapshots = true;
    const message = new RegExp(`Could not write the final state to ${join(dataDir, 'state.json')} \\(ENOSPC\\)`);
    await expect(emulator.close()).rejects.toThrow(message);
    // Nothing lost: the journal still has it.
    expect(memberEmails(readDataDir(dataDir).state!)).toContain('kept@example.com');
  });

  it('makes the CLI exit non-zero on SIGTERM (here: its data folder was deleted while it ran)', async () => {
    const dataDir = tempDir();
    const cli = await startCli(['--data', dataDir]);
    expect((await request(cli.url, 'POST', '/members/v1/members', { member: { loginEmail: 'gone@example.com' } })).status).toBe(200);
    rmSync(dataDir, { recursive: true, force: true });
    // A write the folder cannot take is refused, not acknowledged.
    const refused = await request(cli.url, 'POST', '/members/v1/members', { member: { loginEmail: 'refused@example.com' } });
    expect([refused.status, refused.body.details.applicationError.code]).toEqual([503, 'UNAVAILABLE']);
    cli.child.kill('SIGTERM');
    expect((await cli.exited).code).toBe(1);
    expect(cli.stderr()).toContain(`Could not write the final state to ${join(dataDir, 'state.json')}`);
    expect(cli.stderr()).not.toMatch(/^\s+at /m);
    expect(existsSync(dataDir)).toBe(false);
  }, 30_000);
});
