// The documentation's runnable commands (scripts/docs-commands.mjs), run against a real emulator:
// the built CLI on a free port, its URL in FRONTDESK_BASE_URL. Needs the packages built (`npm test`
// builds them first; alone: `npm run build && npx vitest run --project scripts`).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fencedBlocks, runnableCommands } from '../docs-commands.mjs';
import { type RunningCli, startEmulatorCli } from './emulator-cli.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('fencedBlocks', () => {
  it('finds the blocks marked runnable, with their first line, and nothing else', () => {
    const markdown = [
      '# x',
      '```sh',
      'npm start',
      '```',
      '```sh runnable',
      'cd a && npm run b',
      '```',
      '```ts',
      'const a = 1;',
      '```',
    ].join('\n');
    expect(fencedBlocks(markdown)).toEqual([{ line: 5, code: 'cd a && npm run b' }]);
    expect(fencedBlocks(markdown, { lang: 'ts', marker: '' })).toEqual([{ line: 8, code: 'const a = 1;' }]);
  });
});

describe("the README's quick start", () => {
  it('is examples/quick-start/quick-start.ts, as printed', () => {
    const readme = readFileSync(`${root}README.md`, 'utf8');
    const section = readme.slice(readme.indexOf('## Quick start'));
    const [shown] = fencedBlocks(section, { lang: 'ts', marker: '' });
    expect(shown?.code).toBe(readFileSync(`${root}examples/quick-start/quick-start.ts`, 'utf8').trim());
    expect(fencedBlocks(section).map((block) => block.code)).toContain('cd examples/quick-start && npm run quick-start');
  });
});

let emulator: RunningCli | undefined;

beforeAll(async () => {
  emulator = await startEmulatorCli();
});

afterAll(() => {
  emulator?.child.kill('SIGTERM');
});

function runShell(code: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-e', '-c', code], {
      cwd: root,
      env: {
        ...process.env,
        // What the emulator printed, as a reader's shell would have it.
        FRONTDESK_BASE_URL: emulator!.url,
        FRONTDESK_API_KEY: emulator!.apiKey,
        FRONTDESK_SITE_ID: emulator!.siteId,
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
}

describe('every runnable command of the documentation', () => {
  const commands = runnableCommands();

  it('includes the quick start', () => {
    expect(commands.some((command) => command.code.includes('npm run quick-start'))).toBe(true);
  });

  for (const command of commands) {
    it(`${command.file}:${command.line}: ${command.code.split('\n')[0]}`, { timeout: 120_000 }, async () => {
      const { status, output } = await runShell(command.code);
      expect(status, output).toBe(0);
    });
  }
});
