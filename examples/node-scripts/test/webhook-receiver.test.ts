import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWebhookKeyPair, signTestWebhook } from '@frontdesk/core/webhooks';
import { siteMembers } from '@frontdesk/emulator';
import { spawnScript, startEmulator, type RunningEmulator } from './harness.js';

/** A receiver child process with its output so far. */
interface Receiver {
  child: ChildProcess;
  url: string;
  stdout: () => string;
  stderr: () => string;
  /** Waits until stdout matches. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
}

async function startReceiver(args: string[]): Promise<Receiver> {
  const child = spawnScript('webhook-receiver', ['--port', '0', ...args]);
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (err += d));
  const waitFor = async (read: () => string, pattern: RegExp, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = pattern.exec(read());
      if (match) return match;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no ${pattern} in output\nstdout: ${out}\nstderr: ${err}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const listening = await waitFor(() => err, /Listening on (http:\/\/\S+) \(/);
  return { child, url: listening[1]!, stdout: () => out, stderr: () => err, waitFor: (p, t) => waitFor(() => out, p, t) };
}

const post = (url: string, body: string) => fetch(url, { method: 'POST', body, headers: { 'content-type': 'text/plain' } });

let platform: RunningEmulator;
let dir: string;
const receivers: Receiver[] = [];

beforeAll(async () => {
  platform = await startEmulator();
  dir = await mkdtemp(join(tmpdir(), 'fd-webhooks-'));
});
afterAll(async () => {
  for (const r of receivers) if (r.child.exitCode === null) r.child.kill('SIGKILL');
  await platform?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('webhook-receiver', () => {
  it("verifies a real event signed with the emulator's published key, rejects a tampered one with 401, stops on SIGTERM", async () => {
    const receiver = await startReceiver(['--base-url', platform.url]);
    receivers.push(receiver);
    expect(receiver.stderr()).toContain(`public key from ${platform.url}/_emulator/webhooks/public-key`);

    const subscribed = await fetch(`${platform.url}/_emulator/webhooks/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiver.url }),
    });
    expect(subscribed.ok).toBe(true);

    const member = siteMembers(platform.emulator).createMember({ loginEmail: 'hook@example.com' });
    await platform.emulator.webhooks.settled();
    const delivery = platform.emulator.webhooks.deliveries().find((d) => d.eventType === 'wix.members.v1.member_created');
    expect(delivery).toMatchObject({ status: 200, ok: true });
    await receiver.waitFor(new RegExp(`wix\\.members\\.v1\\.member_created id=${delivery!.eventId} entity=${member.id}\\n`));

    // The same delivery again: accepted as a duplicate, handlers not run twice.
    const again = await post(receiver.url, delivery!.jwt);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, duplicate: true });
    await receiver.waitFor(/ \(duplicate\)\n/);

    // Change the signed payload and keep the signature: refused.
    const [header, payload, signature] = delivery!.jwt.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { data: string };
    const forged = Buffer.from(JSON.stringify({ ...claims, data: claims.data.replace(member.id, 'someone-else') })).toString('base64url');
    const tampered = await post(receiver.url, `${header}.${forged}.${signature}`);
    expect(tampered.status).toBe(401);

    // Signed, but with another key: refused too.
    const stranger = await generateWebhookKeyPair();
    const foreign = await signTestWebhook(
      { eventType: 'wix.members.v1.member_created', createdEvent: { entity: { id: 'm-x' } } },
      stranger.privateKeyPem,
    );
    expect((await post(receiver.url, foreign)).status).toBe(401);
    expect((await fetch(receiver.url)).status).toBe(405);
    expect(receiver.stdout().split('\n').filter(Boolean)).toHaveLength(2); // the event and its duplicate only
    expect(receiver.stderr()).toContain('rejected (401 INVALID_SIGNATURE)');

    receiver.child.kill('SIGTERM');
    const [code] = (await once(receiver.child, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(receiver.stderr()).toContain('SIGTERM: shutting down after 1 event');
  });

  it('uses --public-key-file and logs JSON lines', async () => {
    const keys = await generateWebhookKeyPair();
    const file = join(dir, 'public.pem');
    await writeFile(file, keys.publicKeyPem);
    const receiver = await startReceiver(['--public-key-file', file, '--path', '/hooks', '--json']);
    receivers.push(receiver);
    const url = receiver.url;
    expect(url).toMatch(/\/hooks$/);
    const body = await signTestWebhook(
      { id: 'evt-1', eventType: 'wix.bookings.v2.booking_canceled', entityId: 'b-1', actionEvent: { body: { booking: { id: 'b-1' } } } },
      keys.privateKeyPem,
    );
    const response = await post(url, body);
    expect(response.status).toBe(200);
    const line = await receiver.waitFor(/^\{.*\}\n/m);
    expect(JSON.parse(line[0])).toMatchObject({ type: 'wix.bookings.v2.booking_canceled', id: 'evt-1', entityId: 'b-1', duplicate: false });
    receiver.child.kill('SIGINT');
    const [code] = (await once(receiver.child, 'exit')) as [number | null];
    expect(code).toBe(0);
  });
});
