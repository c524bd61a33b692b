import { parseArgs } from 'node:util';
import { createEmulator, type Emulator } from './emulator.js';
import { DataDirError } from './state/persistence.js';
import type { EmulatorServer } from './server.js';

/**
 * Where the CLI writes (injectable for tests).
 */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/**
 * A started CLI server.
 */
export interface RunningCli {
  emulator: Emulator;
  server: EmulatorServer;
  /** Stops the server and writes the final state (rejects when that write fails). */
  stop(): Promise<void>;
}

const USAGE = `Usage: frontdesk-emulator [--port 4010] [--host 127.0.0.1] [--data ./data] [--seed demo|empty] [--clock <ISO date-time>] [--allowed-host name]...

  --port   port to listen on (0 picks a free port; default 4010)
  --host   interface to bind (default 127.0.0.1); on any other than loopback (0.0.0.0, a LAN
           address) the dashboard and admin API need the admin API key in Authorization
  --clock  start the emulator clock, frozen, at this time (default: the real time)
  --data   directory to persist the state in (state.json); default: in memory
  --seed   initial data when there is no saved state: demo (default) or empty
  --allowed-host  a host name browsers may use besides localhost, 127.x.x.x, [::1] and --host
           (repeatable; .name also allows its subdomains); other Host headers are refused`;

/**
 * What `frontdesk-emulator` does: parses the arguments, starts the server and prints its URL and
 * credentials. Returns `undefined` after printing usage (`--help`) or an argument error (exit code
 * set on `process.exitCode` by the bin).
 */
export async function runCli(
  argv: readonly string[],
  io: CliIo = { out: (line) => console.log(line), err: (line) => console.error(line) },
): Promise<RunningCli | undefined> {
  let values: { port?: string; host?: string; data?: string; seed?: string; clock?: string; 'allowed-host'?: string[]; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string', short: 'p' },
        host: { type: 'string' },
        data: { type: 'string' },
        seed: { type: 'string' },
        clock: { type: 'string' },
        'allowed-host': { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    throw new CliUsageError((error as Error).message);
  }
  if (values.help) {
    io.out(USAGE);
    return undefined;
  }
  const port = values.port === undefined ? 4010 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    io.err(`Invalid --port: ${values.port}\n\n${USAGE}`);
    throw new CliUsageError(`Invalid --port: ${values.port}`);
  }
  const seed = values.seed ?? 'demo';
  if (seed !== 'demo' && seed !== 'empty') {
    io.err(`Invalid --seed: ${seed} (demo or empty)\n\n${USAGE}`);
    throw new CliUsageError(`Invalid --seed: ${seed}`);
  }
  if (values.clock !== undefined && Number.isNaN(Date.parse(values.clock))) {
    io.err(`Invalid --clock: ${values.clock} (an ISO-8601 date-time)\n\n${USAGE}`);
    throw new CliUsageError(`Invalid --clock: ${values.clock}`);
  }
  let emulator: Emulator;
  try {
    emulator = createEmulator({ seed, ...(values.data ? { dataDir: values.data } : {}), ...(values.clock ? { clock: values.clock } : {}) });
  } catch (error) {
    // A corrupt or unwritable data folder: the message says which file and what to do.
    if (!(error instanceof DataDirError)) throw error;
    io.err(`frontdesk-emulator: ${error.message}`);
    throw new CliStartError(error.message);
  }
  let server: EmulatorServer;
  try {
    server = await emulator.listen({ port, host: values.host ?? '127.0.0.1', allowedHosts: values['allowed-host'] ?? [] });
  } catch (error) {
    await emulator.close().catch(() => undefined);
    throw error;
  }
  const { siteId, apiKey, clientId } = emulator.credentials;
  io.out(`Frontdesk emulator listening on ${server.url}`);
  io.out(`  site id:          ${siteId}`);
  io.out(`  admin API key:    ${apiKey ?? '(none; POST /_emulator/api-keys to create one)'}`);
  io.out(`  OAuth client id:  ${clientId ?? '(none; POST /_emulator/oauth-clients to add one)'}`);
  io.out(`  data:             ${values.data ?? '(in memory)'}`);
  io.out(`  dashboard:        ${server.url}/`);
  io.out(
    server.access === 'key'
      ? '  access:           this interface is not loopback: the dashboard and admin API need the admin API key (Authorization header)'
      : '  access:           loopback only, no key needed',
  );
  let stopping: Promise<void> | undefined;
  return {
    emulator,
    server,
    stop: () => (stopping ??= emulator.close()),
  };
}

/**
 * A bad command line (the message was already printed with the usage).
 */
export class CliUsageError extends Error {
  override readonly name = 'CliUsageError';
}

/**
 * The emulator could not start (e.g. a corrupt data folder); the message was already printed. The
 * bin exits 1 without a stack trace.
 */
export class CliStartError extends Error {
  override readonly name = 'CliStartError';
}
