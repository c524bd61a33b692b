#!/usr/bin/env node
// `npm run docs`: builds the documentation site and checks it.
//
//   1. TypeDoc (typedoc.json): the API reference of every package's public entry points and the
//      Markdown guides of docs/ as one site in docs-site/. Every warning is an error: a top-level
//      export without TSDoc, a `{@link}` that does not resolve, a guide's relative link to a missing
//      file.
//   2. The export-docs check: every exported function and variable holding a function (calls, hooks,
//      helpers) has an `@example` in its TSDoc; types, classes, constants and schemas need only the
//      TSDoc summary that step 1 requires of every export.
//   3. The link checker (scripts/check-links.mjs) over the generated HTML and the Markdown sources.
//
// Exits non-zero when any step fails. `--skip-examples` reports missing examples without failing;
// `--examples-out <file>` writes the list of exports without one to a file.
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Application } from 'typedoc';
import { checkMarkdownSources, checkSite, formatProblems } from './check-links.mjs';
import { missingExamples, trackCallableVariables } from './export-examples.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log('usage: node scripts/docs.mjs [--skip-examples] [--examples-out <file>]');
  process.exit(0);
}
const examplesRequired = !args.includes('--skip-examples');
const examplesOut = args.includes('--examples-out') ? args[args.indexOf('--examples-out') + 1] : undefined;

const failures = [];
const t0 = Date.now();

// 1. TypeDoc -------------------------------------------------------------------------------------
const app = await Application.bootstrapWithPlugins({});
const out = resolve(app.options.getValue('out'));
const callableVariables = trackCallableVariables(app);

const typedocOk = await (async () => {
  if (app.logger.hasErrors() || app.logger.hasWarnings()) return false;
  const project = await app.convert();
  if (!project || app.logger.hasErrors() || app.logger.hasWarnings()) return { project };
  app.validate(project);
  if (app.logger.hasErrors() || app.logger.hasWarnings()) return { project };
  await app.generateDocs(project, out);
  return { project, ok: !app.logger.hasErrors() && !app.logger.hasWarnings() };
})();
const project = typedocOk?.project;
if (!typedocOk?.ok) failures.push('typedoc: errors or warnings above (treatWarningsAsErrors)');
const typedocMs = Date.now() - t0;
console.log(`typedoc: ${typedocOk?.ok ? `site in ${out}` : 'FAILED'} (${(typedocMs / 1000).toFixed(1)} s)`);

// 2. @example on every exported function and callable variable -----------------------------------
if (project) {
  const { checked, counts, missing } = missingExamples(project, callableVariables);
  if (examplesOut) writeFileSync(examplesOut, missing.map((m) => `${m}\n`).join(''));
  const what = `${counts.function} functions, ${counts.variable} callable variables`;
  if (missing.length === 0) {
    console.log(`examples: all ${checked} exports checked have an @example (${what})`);
  } else {
    const head = `examples: ${missing.length} of ${checked} exports checked (${what}) without an @example`;
    console.log(`${head}${examplesRequired ? '' : ' (report only: --skip-examples)'}`);
    for (const line of missing) console.log(`  ${line}`);
    if (examplesRequired) failures.push(`examples: ${missing.length} without an @example`);
  }
}

// 3. Links ---------------------------------------------------------------------------------------
const markdownProblems = checkMarkdownSources(root);
const siteProblems = typedocOk?.ok ? checkSite(out) : undefined;
for (const [label, problems] of [
  ['markdown', markdownProblems],
  ['site', siteProblems],
]) {
  if (problems === undefined) {
    console.log(`links (${label}): skipped (no site)`);
  } else if (problems.length === 0) {
    console.log(`links (${label}): ok`);
  } else {
    console.log(`links (${label}): ${problems.length} broken`);
    console.log(formatProblems(problems, root));
    failures.push(`links (${label}): ${problems.length} broken`);
  }
}

console.log(`docs: ${failures.length === 0 ? 'ok' : `FAILED (${failures.join('; ')})`} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
process.exitCode = failures.length === 0 ? 0 : 1;
