// The one way the repository runs pnpm (scripts/pnpm.mjs), on a machine where `pnpm` is not a
// command, and the guard that nothing a fresh machine runs calls a bare `pnpm`: package.json
// scripts, the scripts' and tests' child processes, and the commands the documentation gives.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { fencedBlocks } from '../docs-commands.mjs';
import { PNPM_ENV, pinnedPnpmVersion, runCommand } from '../pnpm.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'frontdesk-pnpm-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A folder whose `pnpm` fails as a shell does for a command that does not exist (as `.ci/run` shadows a global one). */
function shadowedPath(): string {
  const dir = join(scratch, 'shadow');
  execFileSync('mkdir', ['-p', dir]);
  writeFileSync(join(dir, 'pnpm'), '#!/bin/sh\necho "pnpm: command not found" >&2\nexit 127\n');
  chmodSync(join(dir, 'pnpm'), 0o755);
  return `${dir}${delimiter}${process.env.PATH ?? ''}`;
}

/** The environment of a fresh shell on a machine without pnpm: nothing handed down by an outer script. */
function bareEnv(): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env, PATH: shadowedPath() };
  delete env[PNPM_ENV];
  return env;
}

describe('runCommand', () => {
  it('says which command could not be started and why, never an empty message', () => {
    const result = runCommand('frontdesk-no-such-command', ['--version']);
    expect(result.ok).toBe(false);
    expect(result.output).toBe('could not start frontdesk-no-such-command: it is not installed or not on PATH (ENOENT)');
  });

  it('names a file that exists but cannot be run', () => {
    const file = join(scratch, 'not-executable');
    writeFileSync(file, '#!/bin/sh\nexit 0\n');
    chmodSync(file, 0o644);
    const result = runCommand(file, []);
    expect(result.ok).toBe(false);
    expect(result.output).toBe(`could not start ${file}: permission denied (EACCES)`);
  });

  it("keeps a failing command's own output and status", () => {
    const result = runCommand(process.execPath, ['-e', 'console.error("broken"); process.exit(3)']);
    expect(result).toEqual({ ok: false, status: 3, output: 'broken' });
  });
});

// These start Node, npx and pnpm: seconds each on a loaded machine, so they wait for the processes, not a clock.
describe('scripts/pnpm.mjs where `pnpm` is not a command', { timeout: 300_000 }, () => {
  const pnpmScript = join(root, 'scripts/pnpm.mjs');

  it('runs the pinned pnpm (fetched through npx)', () => {
    const env = bareEnv();
    expect(runCommand('pnpm', ['--version'], { env }).status).toBe(127);
    const result = runCommand(process.execPath, [pnpmScript, '--version'], { env });
    expect(result).toMatchObject({ ok: true, output: pinnedPnpmVersion() });
  });

  it('puts that pnpm first on PATH for the tools pnpm starts (changesets publishes with a bare `pnpm`)', () => {
    const result = runCommand(process.execPath, [pnpmScript, 'exec', 'pnpm', '--version'], { env: bareEnv() });
    expect(result).toMatchObject({ ok: true, output: pinnedPnpmVersion() });
  });

  it('uses the pnpm an outer script handed down instead of looking again', () => {
    const env = { ...bareEnv(), [PNPM_ENV]: JSON.stringify([process.execPath, '-e', 'console.log(process.argv.slice(1).join(" "))']) };
    expect(runCommand(process.execPath, [pnpmScript, 'pack', '--json'], { env })).toMatchObject({ ok: true, output: 'pack --json' });
  });

  it('reports a pnpm that cannot start by its name', () => {
    const env = { ...bareEnv(), [PNPM_ENV]: JSON.stringify(['frontdesk-missing-pnpm']) };
    const result = runCommand(process.execPath, [pnpmScript, 'pack'], { env });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('could not start frontdesk-missing-pnpm: it is not installed or not on PATH (ENOENT)');
  });
});

// ---------------------------------------------------------------------------------------------
// No bare `pnpm` anywhere a fresh machine runs.

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
const read = (file: string): string => readFileSync(join(root, file), 'utf8');

/** A shell command line that starts pnpm itself (`pnpm x`, `a && pnpm x`), not one that mentions it. */
const BARE_PNPM_COMMAND = /(^|[;&|(]\s*|\$\(\s*)pnpm(\s|$)/;

describe('no bare `pnpm`', () => {
  it('in any package.json script', () => {
    const found: string[] = [];
    for (const file of tracked.filter((name) => name.endsWith('package.json'))) {
      const scripts: Record<string, string> = JSON.parse(read(file)).scripts ?? {};
      for (const [name, line] of Object.entries(scripts)) if (BARE_PNPM_COMMAND.test(line.trim())) found.push(`${file} ${name}: ${line}`);
    }
    expect(found).toEqual([]);
  });

  it('in a child process started by a script, a benchmark, a test or CI', () => {
    const spawnsPnpm = /\b(spawn|spawnSync|execFile|execFileSync|exec|execSync|run|runCommand)\(\s*['"`]pnpm\b/;
    const found: string[] = [];
    // scripts/pnpm.mjs is the one place that asks a global `pnpm` for its version (and this test names it).
    const allowed = new Set(['scripts/pnpm.mjs', 'scripts/test/pnpm.test.ts']);
    for (const file of tracked.filter((name) => /\.(m|c)?[jt]sx?$/.test(name) && !name.includes('/fixtures/') && !allowed.has(name))) {
      read(file)
        .split('\n')
        .forEach((line, index) => {
          if (spawnsPnpm.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    read('.ci/run')
      .split('\n')
      .forEach((line, index) => {
        // (The shadowing `pnpm` that .ci/run writes is printf's text, not a command.)
        if (!line.trim().startsWith('#') && !line.includes('printf') && BARE_PNPM_COMMAND.test(line.trim()))
          found.push(`.ci/run:${index + 1}: ${line.trim()}`);
      });
    expect(found).toEqual([]);
  });

  it('in a command the documentation gives', () => {
    // Commands for an app's own package manager, not for working on this repository.
    const forApps = new Set(['pnpm why @frontdesk/core']);
    const found: string[] = [];
    for (const file of tracked.filter((name) => name.endsWith('.md') && !name.endsWith('CHANGELOG.md'))) {
      const markdown = read(file);
      const blocks = ['sh', 'bash', 'shell', 'console', ''].flatMap((lang) => fencedBlocks(markdown, { lang, marker: '' }));
      for (const block of blocks) {
        block.code.split('\n').forEach((line, index) => {
          const command = line.replace(/^\$\s+/, '').trim();
          if (BARE_PNPM_COMMAND.test(command)) found.push(`${file}:${block.line + 1 + index}: ${command}`);
        });
      }
      for (const [, span] of markdown.matchAll(/`([^`\n]+)`/g)) {
        // A span that is a command (`pnpm build`), not the word (`pnpm`).
        const command = span!.trim();
        if (BARE_PNPM_COMMAND.test(command) && /\s/.test(command) && !forApps.has(command)) found.push(`${file}: \`${span}\``);
      }
    }
    expect(found).toEqual([]);
  });
});
