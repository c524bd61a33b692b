import { readFileSync } from 'node:fs';
import { unifiedDiff } from './diff.js';
import { migrate } from './migrate.js';
import { formatReport } from './report.js';

const USAGE = `Usage: npx @frontdesk/migrate [paths...] [options]

Rewrites an app written with the official SDK (@wix/sdk, @wix/bookings, @wix/members,
@wix/pricing-plans, @wix/identity, @wix/redirects) to Frontdesk, in place, and updates package.json.
Paths are files or folders (default: the current folder); node_modules and build output are skipped.

Options:
  --dry              print the changes as a diff and change nothing
  --json             print the report as JSON (no diff)
  --tsconfig <file>  the tsconfig.json to read the code with (default: the nearest one)
  -h, --help         this help
  -v, --version      the version

The report lists the files changed, the official call sites converted, and every place not
converted with its reason and the section of the migration guide that explains the manual step.`;

/** Where the command writes (the process's streams by default; tests pass their own). */
export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

const processOutput: CliOutput = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
};

/**
 * The `frontdesk-migrate` command: parses `args` (without `node` and the script), runs
 * {@link migrate} and prints the diff (`--dry`) and the report. Resolves with the exit code: 0 when
 * it ran (places it could not convert are in the report), 2 for bad arguments, 1 when it failed.
 *
 * @example
 * ```ts
 * const code = await runCli(['src', '--dry']);
 * ```
 */
export async function runCli(args: readonly string[], output: CliOutput = processOutput, cwd = process.cwd()): Promise<number> {
  const paths: string[] = [];
  let dry = false;
  let json = false;
  let tsconfig: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--dry' || arg === '--dry-run') dry = true;
    else if (arg === '--json') json = true;
    else if (arg === '--tsconfig') {
      tsconfig = args[++i];
      if (!tsconfig) return usageError(output, '--tsconfig needs a file');
    } else if (arg === '-h' || arg === '--help') {
      output.out(USAGE);
      return 0;
    } else if (arg === '-v' || arg === '--version') {
      output.out(ownVersion());
      return 0;
    } else if (arg.startsWith('-')) {
      return usageError(output, `unknown option ${arg}`);
    } else {
      paths.push(arg);
    }
  }
  try {
    const { report, changes } = await migrate({ paths, cwd, dry, ...(tsconfig ? { tsconfig } : {}) });
    if (json) {
      output.out(JSON.stringify(report, null, 2));
      return 0;
    }
    if (dry) for (const change of changes) output.out(unifiedDiff(change.file, change.before, change.after));
    output.out(formatReport(report));
    return 0;
  } catch (error) {
    output.err(`frontdesk-migrate: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

function usageError(output: CliOutput, message: string): number {
  output.err(`frontdesk-migrate: ${message}\n\n${USAGE}`);
  return 2;
}

function ownVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return manifest.version;
}
