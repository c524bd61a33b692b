import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript, startEmulator, startRecorder, DEMO_SITE_ID, type RunningEmulator } from './harness.js';

/*
 * What every script shares: --help, strict argument checks (exit 2, nothing sent) and a readable
 * exit 1 on platform errors without the API key in the output.
 */

const CONNECTION = ['--base-url', '--api-key', '--site-id'];

const SCRIPTS: Record<string, { options: string[]; bad: string[][] }> = {
  'export-members': {
    options: ['--fields', '--status', '--out', '--page-size', '--no-header', '--quiet', ...CONNECTION],
    bad: [['--bogus'], ['--fields', 'id,password']],
  },
  'export-orders': {
    options: ['--status', '--plan', '--payment-status', '--fields', '--out', '--page-size', '--no-header', '--quiet', ...CONNECTION],
    bad: [
      ['--page-size', '51'],
      ['--status', 'ACTIVE,LOST'],
    ],
  },
  'approve-members': {
    options: ['--email', '--email-prefix', '--nickname-prefix', '--ids', '--all', '--dry-run', '--wait', '--quiet', ...CONNECTION],
    bad: [[], ['--email', 'not-an-email']],
  },
  'create-weekly-class': {
    options: [
      '--name',
      '--days',
      '--time',
      '--duration',
      '--capacity',
      '--price',
      '--currency',
      '--staff',
      '--location',
      '--description',
      '--start',
      '--end',
      '--tz',
      '--sessions',
      '--dry-run',
      '--json',
      ...CONNECTION,
    ],
    bad: [
      ['--name', 'Yoga', '--days', 'FUNDAY', '--time', '18:00'],
      ['--name', 'Yoga', '--days', 'TUE', '--time', '18:00', '--start', '2026-13-01'],
      ['--name', 'Yoga', '--days', 'TUE', '--time', '18:00', '--price', '12.345'],
    ],
  },
  'bookings-report': {
    options: ['--date', '--tz', '--status', '--json', '--quiet', ...CONNECTION],
    bad: [['--date', '2026-02-30'], ['--tz', 'Nowhere/City'], ['extra-positional']],
  },
  'webhook-receiver': {
    options: ['--port', '--host', '--path', '--public-key-file', '--base-url', '--json'],
    bad: [
      ['--port', '70000'],
      ['--public-key-file', '/nonexistent/key.pem'],
    ],
  },
};

let platform: RunningEmulator;
let recorder: Awaited<ReturnType<typeof startRecorder>>;

beforeAll(async () => {
  [platform, recorder] = await Promise.all([startEmulator(), startRecorder()]);
});
afterAll(async () => {
  await Promise.all([platform?.close(), recorder?.close()]);
});

describe.concurrent.each(Object.entries(SCRIPTS))('%s', (name, { options, bad }) => {
  it('--help exits 0 and describes every option with an example', async () => {
    const { code, stdout } = await runScript(name, ['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('Usage:');
    expect(stdout).toContain('Examples:');
    for (const option of [...options, '--help']) expect(stdout).toContain(option);
  });

  it('refuses bad arguments with exit code 2 before sending anything', async () => {
    const results = await Promise.all(
      bad.map((args) => runScript(name, [...args, '--base-url', recorder.url, '--api-key', 'k-1234', '--site-id', 's'])),
    );
    for (const [i, result] of results.entries()) {
      expect(result.code, `${bad[i]!.join(' ')}\n${result.stderr}`).toBe(2);
      expect(result.stderr).toMatch(new RegExp(`^${name}: .+\\nRun "npx tsx src/${name}.ts --help" for usage\\.\\n$`));
      expect(result.stdout).toBe('');
    }
    expect(recorder.requests).toEqual([]);
  });
});

describe.concurrent('a wrong API key', () => {
  const WRONG_KEY = 'fd_admin_wrong_key_5f2b9c';
  const runs: Record<string, string[]> = {
    'export-members': [],
    'export-orders': [],
    'approve-members': ['--all', '--dry-run'],
    'create-weekly-class': ['--name', 'Yoga', '--days', 'TUE', '--time', '18:00', '--tz', 'UTC'],
    'bookings-report': ['--date', '2026-03-03', '--tz', 'UTC'],
  };

  it.each(Object.entries(runs))('%s: exit 1, a readable message, no key in the output', async (name, args) => {
    const { code, stdout, stderr } = await runScript(name, [
      ...args,
      '--base-url',
      platform.url,
      '--api-key',
      WRONG_KEY,
      '--site-id',
      DEMO_SITE_ID,
    ]);
    expect(code).toBe(1);
    expect(stderr).toContain(`${name}: Authentication failed (HTTP 401`);
    expect(stderr).toContain('Check --api-key');
    expect(stderr).not.toContain('    at '); // no stack trace
    expect(stdout + stderr).not.toContain(WRONG_KEY);
  });

  it('refuses a non-emulator base URL without credentials (the demo key is never sent elsewhere)', async () => {
    const { code, stderr } = await runScript('export-members', ['--base-url', recorder.url]);
    expect(code).toBe(2);
    expect(stderr).toContain('--api-key (or FRONTDESK_API_KEY) is required');
    expect(recorder.requests).toEqual([]);
  });

  it('reads the connection from FRONTDESK_* environment variables', async () => {
    const { code, stdout } = await runScript('export-members', ['--fields', 'loginEmail', '--no-header', '-q'], {
      FRONTDESK_BASE_URL: platform.url,
      FRONTDESK_API_KEY: platform.emulator.credentials.apiKey!,
      FRONTDESK_SITE_ID: DEMO_SITE_ID,
    });
    expect(code).toBe(0);
    expect(stdout).toContain('demo@frontdesk.test');
  });
});
