import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/index.js';
import type { MigrationReport } from '../src/report.js';
import { CONVERTED, FIXTURES } from './helpers.js';

/** The fixture apps, each a folder of test/fixtures/. */
export const APPS = ['next-app', 'vite-react', 'node-script'] as const;

/** What the tool did to the fixture apps, for the tests (`inject('fixtures')`). */
export interface FixturesConversion {
  /** Where the converted copies are: `<dir>/<app>`. */
  dir: string;
  /** The first run's report (over the three apps, as a monorepo's `npx @frontdesk/migrate apps`). */
  report: MigrationReport;
  /** The files the second run, on the converted code, changed (none, when a rerun changes nothing). */
  changedBySecondRun: string[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    fixtures: FixturesConversion;
  }
}

/**
 * Converts copies of the three fixture apps once for every test file of the project (the type
 * checker loads the official typings once), then runs the tool again on the result.
 */
export default async function setup(project: TestProject): Promise<void> {
  const dir = join(CONVERTED, 'apps');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const app of APPS) cpSync(join(FIXTURES, app), join(dir, app), { recursive: true });
  const tsconfig = join(FIXTURES, 'tsconfig.json');
  const first = await migrate({ cwd: dir, tsconfig });
  const second = await migrate({ cwd: dir, tsconfig });
  project.provide('fixtures', { dir, report: first.report, changedBySecondRun: second.changes.map((change) => change.file) });
}
