/**
 * Approves PENDING members in bulk, by filter (the platform's approve-by-filter job), then follows
 * the result by reading the members again. `--dry-run` only lists who would be approved.
 *
 *   npx tsx src/approve-members.ts --email-prefix dana --dry-run
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FrontdeskClient } from '@frontdesk/core';
import { bulkApproveMembers, queryMembers, type Member } from '@frontdesk/members';
import { flag, int, list, str, UsageError, type ScriptSpec } from './lib/args.js';
import { connectionOptions, ownerClient, resolveConnection } from './lib/client.js';
import { createProgress } from './lib/progress.js';
import { runScript } from './lib/run.js';

const spec: ScriptSpec = {
  name: 'approve-members',
  summary: 'approve PENDING members in bulk by filter, then check and summarise the result.',
  options: {
    email: { type: 'string', valueName: 'list', multiple: true, description: 'Only these login emails (exact, comma-separated).' },
    'email-prefix': { type: 'string', valueName: 'text', description: 'Only login emails starting with this text (case-insensitive).' },
    'nickname-prefix': { type: 'string', valueName: 'text', description: 'Only nicknames starting with this text (case-insensitive).' },
    ids: { type: 'string', valueName: 'list', multiple: true, description: 'Only these member ids (comma-separated).' },
    all: { type: 'boolean', description: 'Approve every PENDING member (required when no other filter is given).' },
    'dry-run': { type: 'boolean', short: 'n', description: 'List the members who would be approved; change nothing.' },
    wait: { type: 'string', valueName: 'seconds', description: 'How long to follow the approval job, 1-600 (default 60).' },
    quiet: { type: 'boolean', short: 'q', description: 'No progress on stderr.' },
    ...connectionOptions,
  },
  examples: [
    '--all --dry-run',
    '--email-prefix dana --dry-run',
    '--email ada@example.com,bo@example.com',
    '--ids 7c1d...,9f2e... --wait 120',
  ],
  notes: [
    'Only PENDING members are approved (the filter always includes status PENDING). The platform runs',
    'the approval as an asynchronous job and answers its id; the script then re-reads the matched members',
    'until they are APPROVED or --wait runs out. Exit code 1 when some were not approved.',
  ],
};

type Filter = Record<string, unknown>;

function buildFilter(values: Parameters<typeof list>[0]): { filter: Filter; described: string } {
  const clauses: Filter[] = [{ status: 'PENDING' }];
  const parts: string[] = [];
  const emails = list(values, 'email');
  for (const e of emails) if (!/^[^\s@]+@[^\s@]+$/.test(e)) throw new UsageError(`--email: "${e}" is not an email address`);
  if (emails.length) {
    clauses.push({ loginEmail: { $in: emails } });
    parts.push(`email in ${emails.join(', ')}`);
  }
  const emailPrefix = str(values, 'email-prefix')?.trim();
  if (emailPrefix !== undefined) {
    if (!emailPrefix) throw new UsageError('--email-prefix needs a value');
    clauses.push({ loginEmail: { $startsWith: emailPrefix } });
    parts.push(`email starts with "${emailPrefix}"`);
  }
  const nickPrefix = str(values, 'nickname-prefix')?.trim();
  if (nickPrefix !== undefined) {
    if (!nickPrefix) throw new UsageError('--nickname-prefix needs a value');
    clauses.push({ 'profile.nickname': { $startsWith: nickPrefix } });
    parts.push(`nickname starts with "${nickPrefix}"`);
  }
  const ids = list(values, 'ids');
  for (const id of ids) if (!/^[\w-]+$/.test(id)) throw new UsageError(`--ids: "${id}" is not a member id`);
  if (ids.length) {
    if (ids.length > 100) throw new UsageError('--ids: at most 100 ids per run');
    clauses.push({ id: { $in: ids } });
    parts.push(`${ids.length} given id${ids.length === 1 ? '' : 's'}`);
  }
  if (clauses.length === 1 && !flag(values, 'all'))
    throw new UsageError('give a filter (--email, --email-prefix, --nickname-prefix, --ids) or --all');
  if (clauses.length > 1 && flag(values, 'all')) throw new UsageError('--all cannot be combined with a filter');
  return { filter: clauses.length === 1 ? clauses[0]! : { $and: clauses }, described: parts.length ? parts.join(' and ') : 'all' };
}

async function matching(client: FrontdeskClient, filter: Filter): Promise<Member[]> {
  const page = await queryMembers(
    client,
    { filter, sorting: [{ fieldName: 'createdDate', order: 'ASC' }], paging: { limit: 100 } },
    { fieldsets: ['EXTENDED'] },
  );
  const found = new Map<string, Member>();
  for await (const member of page) found.set(member.id, member);
  return [...found.values()];
}

/** Reads the current status of the given members (100 ids per query). */
async function statuses(client: FrontdeskClient, ids: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 100) {
    const chunk = ids.slice(i, i + 100);
    const page = await queryMembers(client, { filter: { id: { $in: chunk } }, paging: { limit: 100 } }, { fieldsets: ['EXTENDED'] });
    for await (const member of page) out.set(member.id, member.status ?? 'UNKNOWN');
  }
  return out;
}

const line = (m: Member) => [m.id, m.loginEmail ?? '', m.profile?.nickname ?? '', m.createdDate?.toISOString() ?? ''].join('\t');

runScript(spec, async ({ values, secrets }) => {
  const { filter, described } = buildFilter(values);
  const waitSeconds = int(values, 'wait', { min: 1, max: 600 }, 60);
  const dryRun = flag(values, 'dry-run');
  const connection = resolveConnection(values);
  secrets.push(connection.apiKey);
  const client = ownerClient(connection);

  const members = await matching(client, filter);
  if (members.length === 0) {
    process.stdout.write(`No PENDING members match (${described}); nothing to approve.\n`);
    return 0;
  }
  if (dryRun) {
    process.stdout.write(`Would approve ${members.length} PENDING member${members.length === 1 ? '' : 's'} (${described}):\n`);
    for (const m of members) process.stdout.write(`${line(m)}\n`);
    process.stdout.write('Dry run: nothing was changed.\n');
    return 0;
  }

  const { jobId } = await bulkApproveMembers(client, filter);
  process.stdout.write(
    `Approval job ${jobId ?? '(no id)'} started for ${members.length} member${members.length === 1 ? '' : 's'} (${described}).\n`,
  );

  // The members package exposes the job's id only, so follow the result on the members themselves.
  const ids = members.map((m) => m.id);
  const progress = createProgress({ label: 'Approving', total: ids.length, silent: flag(values, 'quiet') });
  const deadline = Date.now() + waitSeconds * 1000;
  let current = await statuses(client, ids);
  let approved = ids.filter((id) => current.get(id) === 'APPROVED').length;
  progress.tick(approved);
  while (ids.some((id) => current.get(id) === 'PENDING') && Date.now() < deadline) {
    await sleep(Math.min(2000, Math.max(0, deadline - Date.now())));
    current = await statuses(client, ids);
    const now = ids.filter((id) => current.get(id) === 'APPROVED').length;
    progress.tick(now - approved);
    approved = now;
  }
  progress.done();

  const pending = members.filter((m) => current.get(m.id) === 'PENDING');
  const other = members.filter((m) => current.get(m.id) !== 'PENDING' && current.get(m.id) !== 'APPROVED');
  process.stdout.write(`Approved: ${approved}\nStill pending: ${pending.length}\n`);
  if (other.length) process.stdout.write(`Changed otherwise or gone: ${other.length}\n`);
  for (const m of pending) process.stdout.write(`pending\t${line(m)}\n`);
  for (const m of other) process.stdout.write(`${(current.get(m.id) ?? 'GONE').toLowerCase()}\t${line(m)}\n`);
  if (pending.length || other.length) {
    process.stderr.write(
      `approve-members: ${pending.length + other.length} of ${members.length} members were not approved${pending.length ? ` within ${waitSeconds} s` : ''}.\n`,
    );
    return 1;
  }
  return 0;
});
