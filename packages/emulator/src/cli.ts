#!/usr/bin/env node
import { CliStartError, CliUsageError, runCli } from './run-cli.js';
import { DataDirError } from './state/persistence.js';

// Data folder problems are explained by their message (which file, what to do): no stack trace.
const report = (error: unknown) => console.error(error instanceof DataDirError ? `frontdesk-emulator: ${error.message}` : error);

// The `frontdesk-emulator` bin: start, then stop cleanly (writing the final state) on SIGINT/SIGTERM.
// A final write that fails exits 1: the caller must not take the folder as complete.
try {
  const running = await runCli(process.argv.slice(2));
  if (running) {
    const shutdown = (signal: NodeJS.Signals) => {
      console.log(`\nReceived ${signal}, shutting down…`);
      running.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          report(error);
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  }
} catch (error) {
  if (!(error instanceof CliUsageError) && !(error instanceof CliStartError)) report(error);
  process.exit(error instanceof CliUsageError ? 2 : 1);
}
