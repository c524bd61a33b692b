import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY, DEMO_CLIENT_ID, DEMO_SITE_ID } from '../src/index.js';
import { CliUsageError, runCli } from '../src/run-cli.js';

const cliPath = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

function collect() {
  const lines: string[] = [];
  return { lines, io: { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) } };
}

describe('runCli (what the bin calls)', () => {
  it('starts on a free port and prints the URL and demo credentials', async () => {
    const { lines, io } = collect();
    const running = await runCli(['--port', '0'], io);
    try {
      const output = lines.join('\n');
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      expect(url).toBeTruthy();
      expect(url).not.toMatch(/:0$/);
      expect(output).toContain(DEMO_SITE_ID);
      expect(output).toContain(DEMO_API_KEY);
      expect(output).toContain(DEMO_CLIENT_ID);
      const info = await (await fetch(`${url}/_emulator`)).json();
      expect(info.site.id).toBe(DEMO_SITE_ID);
    } finally {
      await running?.stop();
    }
  });

  it('starts empty with --seed empty and persists with --data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'frontdesk-cli-'));
    try {
      const { lines, io } = collect();
      const running = await runCli(['--port', '0', '--seed', 'empty', '--data', dataDir], io);
      expect(lines.join('\n')).toContain('(none; POST /_emulator/api-keys');
      await running!.stop();
      expect(existsSync(join(dataDir, 'state.json'))).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('rejects bad arguments with the usage', async () => {
    for (const args of [['--port', 'abc'], ['--seed', 'lots'], ['--bogus']]) {
      const { lines, io } = collect();
      await expect(runCli(args, io)).rejects.toBeInstanceOf(CliUsageError);
      expect(lines.join('\n')).toContain('Usage: frontdesk-emulator');
    }
    const { lines, io } = collect();
    expect(await runCli(['--help'], io)).toBeUndefined();
    expect(lines.join('\n')).toContain('--port');
  });
});

describe.runIf(existsSync(cliPath))('dist/cli.js', () => {
  it('runs as a process, serves, and flushes and exits 0 on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'frontdesk-cli-'));
    const child = spawn(process.execPath, [cliPath, '--port', '0', '--data', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      let stdout = '';
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no URL printed: ${stdout}`)), 10_000);
        child.stdout.on('data', (chunk) => {
          stdout += chunk;
          const match = /listening on (http:\/\/\S+)/.exec(stdout);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        });
        child.once('exit', (code) => reject(new Error(`exited early with ${code}: ${stdout}`)));
      });
      const created = await fetch(`${url}/_emulator/api-keys`, { method: 'POST', body: '{"name":"from-test"}' });
      expect(created.status).toBe(200);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      const saved = JSON.parse(readFileSync(join(dataDir, 'state.json'), 'utf8'));
      expect(saved.apiKeys.map((k: { name: string }) => k.name)).toContain('from-test');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
