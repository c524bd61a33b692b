import { describeError } from './errors.js';
import { HelpRequested, helpText, parseCli, UsageError, type OptionValues, type ScriptSpec } from './args.js';

/** What a script's main function gets. */
export interface ScriptContext {
  values: OptionValues;
  /** Secrets to keep out of error output (the API key once resolved). */
  secrets: string[];
}

/**
 * Runs a script: parses the command line (`--help` → exit 0; a usage error → message and exit 2,
 * before any request), then `main`. A failure prints a readable message and exits 1. `main` may
 * return an exit code (default 0).
 */
export function runScript(spec: ScriptSpec, main: (ctx: ScriptContext) => Promise<number | void>, argv = process.argv.slice(2)): void {
  const ctx: ScriptContext = { values: {}, secrets: [] };
  const run = async (): Promise<number> => {
    try {
      ctx.values = parseCli(spec, argv);
      return (await main(ctx)) ?? 0;
    } catch (error) {
      if (error instanceof HelpRequested) {
        process.stdout.write(helpText(spec));
        return 0;
      }
      // The reader of stdout went away (`| head`): stop quietly, as Unix tools do.
      if ((error as NodeJS.ErrnoException | undefined)?.code === 'EPIPE') return 0;
      if (error instanceof UsageError) {
        process.stderr.write(`${spec.name}: ${error.message}\nRun "npx tsx src/${spec.name}.ts --help" for usage.\n`);
        return 2;
      }
      process.stderr.write(`${spec.name}: ${describeError(error, ctx.secrets)}\n`);
      return 1;
    }
  };
  void run().then((code) => {
    process.exitCode = code;
  });
}
