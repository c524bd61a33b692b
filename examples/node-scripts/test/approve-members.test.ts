import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteMembers } from '@frontdesk/emulator';
import { runScript, startEmulator, type RunningEmulator } from './harness.js';

let platform: RunningEmulator;
const ids: Record<string, string> = {};

beforeAll(async () => {
  // The site requires owner approval, so created members start PENDING.
  platform = await startEmulator({ identity: { policy: { requireOwnerApproval: true } } });
  const members = siteMembers(platform.emulator);
  for (const name of ['dana1', 'dana2', 'dana3', 'bo', 'cy']) {
    ids[name] = members.createMember({ loginEmail: `${name}@example.com`, profile: { nickname: name } }).id;
  }
});
afterAll(async () => {
  await platform?.close();
});

const status = (id: string) => siteMembers(platform.emulator).getMember(id)?.status;

describe('approve-members', () => {
  it('--dry-run lists who would be approved and changes nothing', async () => {
    const { code, stdout, stderr } = await runScript('approve-members', [...platform.args, '--email-prefix', 'dana', '--dry-run']);
    expect(code, stderr).toBe(0);
    expect(stdout).toContain('Would approve 3 PENDING members (email starts with "dana"):');
    for (const name of ['dana1', 'dana2', 'dana3']) expect(stdout).toContain(`${ids[name]}\t${name}@example.com\t${name}\t`);
    expect(stdout).not.toContain('bo@example.com');
    expect(stdout).toContain('Dry run: nothing was changed.');
    expect(Object.values(ids).map(status)).toEqual(['PENDING', 'PENDING', 'PENDING', 'PENDING', 'PENDING']);
  });

  it('approves the matching PENDING members through the bulk job and summarises', async () => {
    const { code, stdout, stderr } = await runScript('approve-members', [...platform.args, '--email-prefix', 'dana']);
    expect(code, stderr).toBe(0);
    const jobId = /Approval job (\S+) started for 3 members/.exec(stdout)?.[1];
    expect(jobId).toBeDefined();
    expect(stdout).toContain('Approved: 3\nStill pending: 0\n');
    expect([ids.dana1, ids.dana2, ids.dana3].map((id) => status(id!))).toEqual(['APPROVED', 'APPROVED', 'APPROVED']);
    expect([ids.bo, ids.cy].map((id) => status(id!))).toEqual(['PENDING', 'PENDING']);
    // The platform's job saw the same members.
    const job = siteMembers(platform.emulator).job(jobId!);
    expect(job?.bulkActionMetadata.totalSuccesses).toBe(3);

    const again = await runScript('approve-members', [...platform.args, '--email-prefix', 'dana']);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe('No PENDING members match (email starts with "dana"); nothing to approve.\n');
  });
});
