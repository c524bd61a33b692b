import type * as z from 'zod/mini';
import { describeIssues, type IssueContext, type SchemaIssue } from './describe-issue.js';
import type { InputIssue } from './errors/input-error.js';
import { toWireNames } from './wire/official-names.js';

/*
 * Step 2 of a call (after its declaration): the arguments are read and checked before anything else
 * happens. What every build checks is small and hand-written: the number of arguments and the path
 * parameters (a request without them would go to another URL). The argument schemas of the domain
 * packages (`inputs`) run in Node (always: the `node` build fixes `process.env.NODE_ENV`, see
 * scripts/tsup-package.mjs) and in development builds, and not where a bundler defines
 * `process.env.NODE_ENV` as 'production', which drops them and zod from the bundle
 * (docs/errors-and-retries.md).
 */

/** A zod schema (any kind), as a declaration names it. */
export type Schema = z.core.$ZodType;

/** Where a positional argument goes on the wire. */
export type ArgPlacement = 'path' | 'field' | 'spread';

/** One positional argument of a call: its name, where it goes, and optionally a schema checked in every build. */
export interface ArgSpec<N extends string = string, S extends Schema | undefined = Schema | undefined> {
  readonly name: N;
  /**
   * A schema checked in every build, whose output (transforms included) is what is sent. The domain
   * packages declare none: their schemas are `inputs`, development only, and their wire forms come
   * from `encode`.
   */
  readonly schema?: S;
  /**
   * `path`: fills the `{name}` placeholder of the path; `field`: sent as `payload[name]`;
   * `spread`: its keys are merged into the payload (the options object of most calls).
   */
  readonly placement: ArgPlacement;
}

/** Development-only schemas of a call's arguments, by argument name. */
export type InputSchemas<N extends string = string> = { readonly [K in N]?: Schema };

/** What the validate step reads of a declaration. */
export interface ValidatedDeclaration {
  readonly name: string;
  readonly args: readonly ArgSpec[];
  readonly inputs?: (() => InputSchemas | undefined) | undefined;
}

/** The arguments by name (official names renamed, schema outputs applied) and what is wrong with them. */
export interface ValidatedArgs {
  args: Record<string, unknown>;
  issues: InputIssue[];
}

const INPUTS = new WeakMap<ValidatedDeclaration, InputSchemas | null>();

/**
 * Reads the positional arguments of a call into an object by name, renaming the official SDK's
 * `_id`-style keys (wire/official-names.ts), and checks them: the argument count and the path
 * parameters always, each argument's `schema` always, the development `inputs` when they run.
 */
export function validateArgs(declaration: ValidatedDeclaration, values: readonly unknown[]): ValidatedArgs {
  const args: Record<string, unknown> = {};
  const issues: InputIssue[] = [];
  // A production build reports what an `arg` schema finds in zod's words (its transforms still apply),
  // and has no development `inputs` to check.
  let describe: typeof describeIssues = schemaIssues;
  let checkDevelopmentInputs: typeof checkInputs | undefined;
  try {
    // Bundlers replace `process.env.NODE_ENV`: with 'production' this branch is dead code, so the
    // schemas, zod and the readable messages are dropped from the bundle.
    if (process.env.NODE_ENV !== 'production') {
      describe = describeIssues;
      checkDevelopmentInputs = checkInputs;
    }
  } catch (error) {
    // A browser without a bundler has no `process`: no development checks there, as in production.
    if (typeof process !== 'undefined') throw error;
  }
  declaration.args.forEach((spec, index) => {
    // Code written for the official SDK spells three keys differently (`_id`): same request either way.
    let value = toWireNames(values[index]);
    const problem = spec.placement === 'path' ? pathProblem(value) : undefined;
    if (problem) {
      issues.push({ argument: spec.name, path: [], message: problem });
      return;
    }
    if (spec.schema) {
      const result = check(spec.schema, value);
      if (result.issues)
        issues.push(...describe(result.issues, { call: declaration.name, argument: spec.name, value, schema: spec.schema }));
      else value = result.value;
    }
    args[spec.name] = value;
  });
  if (values.length > declaration.args.length) {
    issues.push({
      argument: `#${declaration.args.length + 1}`,
      path: [],
      message: `is not expected: ${declaration.name} takes ${declaration.args.length} argument(s) after the client`,
    });
  }
  if (checkDevelopmentInputs) issues.push(...checkDevelopmentInputs(declaration, args));
  return { args, issues };
}

/**
 * What the development `inputs` find in the arguments: checked only, since what is sent never depends
 * on a development-only schema. Arguments whose path parameter or `arg` schema already failed are
 * not checked again.
 */
function checkInputs(declaration: ValidatedDeclaration, args: Record<string, unknown>): InputIssue[] {
  let inputs = INPUTS.get(declaration);
  if (inputs === undefined) {
    inputs = declaration.inputs?.() ?? null;
    INPUTS.set(declaration, inputs);
  }
  const issues: InputIssue[] = [];
  for (const spec of declaration.args) {
    const input = inputs?.[spec.name];
    if (!input || !(spec.name in args)) continue;
    const value = args[spec.name];
    const result = check(input, value);
    if (result.issues) issues.push(...describeIssues(result.issues, { call: declaration.name, argument: spec.name, value, schema: input }));
  }
  return issues;
}

/** A schema's issues as they are, under the argument's name (production builds). */
function schemaIssues(issues: readonly SchemaIssue[], context: IssueContext): InputIssue[] {
  return issues.map((issue) => ({
    argument: context.argument,
    path: (issue.path ?? []).filter((key): key is string | number => typeof key !== 'symbol'),
    message: issue.message ?? 'is not valid',
  }));
}

/** What is wrong with a path parameter's value, if anything (the same words as a schema's). */
export function pathProblem(value: unknown): string | undefined {
  if (value === undefined) return 'is required';
  if (typeof value !== 'string') return 'must be a string';
  return value === '' ? 'must be a non-empty string' : undefined;
}

/** Runs a schema through its Standard Schema interface (no zod import needed here). */
function check(schema: Schema, value: unknown): { value?: unknown; issues?: readonly SchemaIssue[] } {
  const result = (schema as unknown as StandardSchema)['~standard'].validate(value);
  if (typeof (result as Promise<unknown>).then === 'function') throw new TypeError('Argument schemas must be synchronous');
  return result as { value?: unknown; issues?: readonly SchemaIssue[] };
}

interface StandardSchema {
  readonly '~standard': { validate(value: unknown): unknown };
}
