#!/usr/bin/env node
import { CliUsageError, runCli } from './run-cli.js';

// The `frontdesk-emulator` bin: start, then stop cleanly (flushing persistence) on SIGINT/SIGTERM.
try {
  const running = await runCli(process.argv.slice(2));
  if (running) {
    const shutdown = (signal: NodeJS.Signals) => {
      console.log(`\nReceived ${signal}, shutting down…`);
      running.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  }
} catch (error) {
  if (!(error instanceof CliUsageError)) console.error(error);
  process.exit(error instanceof CliUsageError ? 2 : 1);
}
