/**
 * `@frontdesk/migrate`: moves an app from the platform's official JavaScript SDK (`@wix/sdk`,
 * `@wix/bookings`, `@wix/members`, `@wix/pricing-plans`, `@wix/identity`, `@wix/redirects`) to
 * Frontdesk, in place, with a report of everything it could not convert. The command is
 * `npx @frontdesk/migrate [paths...] [--dry]`; this entry point is the same tool as a function.
 *
 * @packageDocumentation
 */
export { migrate, type FileChange, type MigrateOptions, type MigrationResult } from './migrate.js';
export { convertedShare, formatReport, type FileReport, type Finding, type MigrationReport, type PackageJsonChange } from './report.js';
export { GUIDE_URL, REASONS, type Reason, type ReasonCode } from './reasons.js';
export { unifiedDiff } from './diff.js';
export { runCli, type CliOutput } from './run-cli.js';
