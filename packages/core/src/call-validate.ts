import type * as z from 'zod/mini';
import { describeIssues, type SchemaIssue } from './describe-issue.js';
import type { InputIssue } from './errors/input-error.js';
import { toWireNames } from './wire/official-names.js';

/*
 * Step 2 of a call (after its declaration): the arguments are read and checked before anything else
 * happens. What every build checks is small and hand-written: the number of arguments and the path
 * parameters (a request without them would go to another URL). The argument schemas of the domain
 * packages (`inputs`) run in development only: in Node, in tests and in development builds, and not
 * where a bundler defines `process.env.NODE_ENV` as 'production', which drops them and zod from
 * the bundle (docs/errors-and-retries.md).
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
  let inputs: InputSchemas | null | undefined;
  try {
    // Bundlers replace `process.env.NODE_ENV`: with 'production' this branch, the schemas and zod
    // are dead code, dropped from the bundle.
    if (process.env.NODE_ENV !== 'production') inputs = developmentInputs(declaration);
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
    const context = { call: declaration.name, argument: spec.name, value };
    if (spec.schema) {
      const result = check(spec.schema, value);
      if (result.issues) issues.push(...describeIssues(result.issues, { ...context, schema: spec.schema }));
      else value = result.value;
    }
    const input = inputs?.[spec.name];
    if (input) {
      // Checked only: what is sent never depends on a development-only schema.
      const result = check(input, value);
      if (result.issues) issues.push(...describeIssues(result.issues, { ...context, schema: input }));
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
  return { args, issues };
}

/** A declaration's development schemas, built on the first call and kept. */
function developmentInputs(declaration: ValidatedDeclaration): InputSchemas | null {
  let inputs = INPUTS.get(declaration);
  if (inputs === undefined) {
    inputs = declaration.inputs?.() ?? null;
    INPUTS.set(declaration, inputs);
  }
  return inputs;
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
