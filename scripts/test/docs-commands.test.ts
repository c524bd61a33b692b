// The documentation's runnable commands (scripts/docs-commands.mjs), run against a real emulator:
// the built CLI on a free port, its URL in FRONTDESK_BASE_URL. Needs the packages built (`npm test`
// builds them first; alone: `pnpm build && npx vitest run --project scripts`).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fencedBlocks, runnableCommands } from '../docs-commands.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cli = `${root}packages/emulator/dist/cli.js`;

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

let emulator: ChildProcess | undefined;
let baseUrl = '';
/** What the emulator printed: the environment a runnable command gets (as a reader's shell would have it). */
const printed = { siteId: '', apiKey: '' };

beforeAll(async () => {
  if (!existsSync(cli)) throw new Error('packages/emulator/dist/cli.js is missing: run `pnpm build` first');
  emulator = spawn(process.execPath, [cli, '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    emulator!.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      const siteId = /site id:\s+(\S+)/.exec(out)?.[1];
      const apiKey = /admin API key:\s+(\S+)/.exec(out)?.[1];
      if (url && siteId && apiKey) {
        Object.assign(printed, { siteId, apiKey });
        resolve(url);
      }
    });
    emulator!.once('exit', (code) => reject(new Error(`the emulator exited (${code}) before listening:\n${out}`)));
  });
});

afterAll(() => {
  emulator?.kill('SIGTERM');
});

function runShell(code: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-e', '-c', code], {
      cwd: root,
      env: {
        ...process.env,
        FRONTDESK_BASE_URL: baseUrl,
        FRONTDESK_API_KEY: printed.apiKey,
        FRONTDESK_SITE_ID: printed.siteId,
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
