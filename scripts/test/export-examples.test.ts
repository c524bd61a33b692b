// Tests of the export-docs check (scripts/export-examples.mjs) on a fixture project.
import { fileURLToPath } from 'node:url';
import { Application } from 'typedoc';
import { expect, it } from 'vitest';
import { missingExamples, trackCallableVariables } from '../export-examples.mjs';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/examples/${name}`, import.meta.url));

it('lists the exported functions and callable variables without an @example, and no type, class or constant', async () => {
  // No option readers: the repository's own typedoc.json must not apply here.
  const app = await Application.bootstrap(
    { entryPoints: [fixture('index.ts')], tsconfig: fixture('tsconfig.json'), readme: 'none', disableSources: true },
    [],
  );
  const callable = trackCallableVariables(app);
  const project = await app.convert();
  expect(project).toBeDefined();
  const result = missingExamples(project!, callable);
  // Widget (a class), Shape (an interface), Size (a type), LIMIT and SizeSchema (constants) have no
  // @example either, and pass.
  expect(result.missing.map((line) => line.replace(/^[^:]*: /, ''))).toEqual([
    'arrow (function)',
    'getOther (variable)',
    'undocumentedFunction (function)',
  ]);
  expect(result.counts).toEqual({ function: 3, variable: 2 });
  expect(result.checked).toBe(5);
}, 60_000);
