// Tests of the export-docs check (scripts/export-examples.mjs) on a fixture project.
import { fileURLToPath } from 'node:url';
import { Application } from 'typedoc';
import { expect, it } from 'vitest';
import { missingExamples, trackCallableVariables } from '../export-examples.mjs';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/examples/${name}`, import.meta.url));

it('lists the exported functions, classes and callable variables without an @example', async () => {
  // No option readers: the repository's own typedoc.json must not apply here.
  const app = await Application.bootstrap(
    { entryPoints: [fixture('index.ts')], tsconfig: fixture('tsconfig.json'), readme: 'none', disableSources: true },
    [],
  );
  const callable = trackCallableVariables(app);
  const project = await app.convert();
  expect(project).toBeDefined();
  const result = missingExamples(project!, callable);
  expect(result.missing.map((line) => line.replace(/^[^:]*: /, ''))).toEqual([
    'Widget (class)',
    'arrow (function)',
    'getOther (variable)',
    'undocumentedFunction (function)',
  ]);
  expect(result.checked).toBe(6);
}, 60_000);
