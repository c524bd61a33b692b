import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createEmulator, DEMO_API_KEY, DEMO_SITE_ID, type Emulator, type EmulatorOptions } from '@frontdesk/emulator';

/** examples/node-scripts: the scripts' working directory (its node_modules has tsx and the packages). */
export const SCRIPTS_DIR = fileURLToPath(new URL('..', import.meta.url));

/** One test file's emulator, served over real HTTP on a free port. */
export interface RunningEmulator {
  emulator: Emulator;
  url: string;
  /** `--base-url <url> --api-key <demo key> --site-id <demo site>`. */
  args: string[];
  close(): Promise<void>;
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const emulator = createEmulator(options);
  const server = await emulator.listen({ port: 0, host: '127.0.0.1' });
  return {
    emulator,
    url: server.url,
    args: ['--base-url', server.url, '--api-key', DEMO_API_KEY, '--site-id', DEMO_SITE_ID],
    close: async () => {
      await server.close();
      await emulator.close();
    },
  };
}

/** What a finished script printed and how it exited. */
export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment of the child: ours without FRONTDESK_* (the tests pass what they mean). */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', ...extra };
  for (const key of Object.keys(env)) if (key.startsWith('FRONTDESK_') && !(key in extra)) delete env[key];
  delete env.WEBHOOK_PUBLIC_KEY;
  return env;
}

/** Starts `src/<name>.ts` as a child process (`node --import tsx`), with cwd examples/node-scripts. */
export function spawnScript(name: string, args: string[], env?: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', `src/${name}.ts`, ...args], {
    cwd: SCRIPTS_DIR,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs `src/<name>.ts` to the end and collects its output. */
export function runScript(name: string, args: string[], env?: Record<string, string>, timeoutMs = 30_000): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawnScript(name, args, env);
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not finish in ${timeoutMs} ms\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** A server that records every request it gets (and answers 500): proof that nothing was sent. */
export async function startRecorder(): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export { DEMO_API_KEY, DEMO_SITE_ID };
