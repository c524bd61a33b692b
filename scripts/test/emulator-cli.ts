// The built emulator CLI (packages/emulator/dist/cli.js), started the way a reader or `npm start`
// starts it, for the scripts' tests: resolves once it listens, with what its banner printed.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../../packages/emulator/dist/cli.js', import.meta.url));

/** A running CLI: its URL, the site id and admin API key it printed, and the process. */
export interface RunningCli {
  url: string;
  siteId: string;
  apiKey: string;
  child: ChildProcess;
}

/**
 * Starts the CLI on a free port with `args` (e.g. `['--data', dir]`); resolves once its banner names
 * the URL, the site id and the admin API key; rejects with its output if it exits first.
 */
export function startEmulatorCli(args: string[] = []): Promise<RunningCli> {
  if (!existsSync(cli)) return Promise.reject(new Error('packages/emulator/dist/cli.js is missing: run `npm run build` first'));
  const child = spawn(process.execPath, [cli, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const read = (chunk: string) => {
      out += chunk;
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      const siteId = /site id:\s+(\S+)/.exec(out)?.[1];
      const apiKey = /admin API key:\s+(\S+)/.exec(out)?.[1];
      if (url && siteId && apiKey) resolve({ url, siteId, apiKey, child });
    };
    child.stdout!.setEncoding('utf8').on('data', read);
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.once('exit', (code) => reject(new Error(`the emulator exited (${code}) before listening:\n${out}`)));
  });
}
