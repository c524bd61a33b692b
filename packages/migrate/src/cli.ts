#!/usr/bin/env node
import { runCli } from './run-cli.js';

// The `frontdesk-migrate` bin (`npx @frontdesk/migrate`).
process.exitCode = await runCli(process.argv.slice(2));
