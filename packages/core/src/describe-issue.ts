import type { InputIssue } from './errors/input-error.js';

/*
 * How the problems a zod schema finds in an argument read in an `InputError`: sentences named by the
 * argument's path (`"query.paging.limit" must be 1 or more`), never zod's bare "Invalid input". An
 * unknown key of a strict object is named with its path and the nearest key the call knows there
 * (`"query.sort" is not an option of queryMembers; did you mean "query.sorting"?`).
 */

/** The parts of a zod issue the messages are made from (zod 4 issues, read structurally). */
export interface SchemaIssue {
  readonly code?: string | undefined;
  readonly path?: readonly PropertyKey[] | undefined;
  readonly message?: string | undefined;
  readonly expected?: string | undefined;
  readonly keys?: readonly string[] | undefined;
  readonly errors?: readonly (readonly SchemaIssue[])[] | undefined;
  readonly origin?: string | undefined;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  readonly inclusive?: boolean | undefined;
  readonly values?: readonly unknown[] | undefined;
  readonly format?: string | undefined;
  readonly divisor?: unknown;
}

/** Where an issue was found: the call, the argument's name and value, and the schema that checked it. */
export interface IssueContext {
  readonly call: string;
  readonly argument: string;
  readonly value: unknown;
  readonly schema: unknown;
}

/** The readable `InputIssue`s of a schema's issues with one argument. */
export function describeIssues(issues: readonly SchemaIssue[], context: IssueContext): InputIssue[] {
  return issues.map((issue) => describeIssue(issue, [], context));
}

function describeIssue(issue: SchemaIssue, prefix: (string | number)[], context: IssueContext): InputIssue {
  const path = [...prefix, ...(issue.path ?? []).filter((key): key is string | number => typeof key !== 'symbol')];
  const value = valueAt(context.value, path);
  const own = issue.message && !ZOD_DEFAULT.test(issue.message) ? issue.message : undefined;
  let message: string;
  switch (issue.code) {
    case 'invalid_type':
      message = value === undefined ? 'is required' : `must be ${article(issue.expected ?? 'value')}`;
      break;
    case 'invalid_union': {
      const branches = issue.errors ?? [];
      // Every form refused the value's type itself: say which types it may have.
      const types = branches.map((branch) =>
        branch.length === 1 && branch[0]!.code === 'invalid_type' && !branch[0]!.path?.length ? branch[0]!.expected : undefined,
      );
      if (value === undefined) message = 'is required';
      else if (own) message = own;
      else if (types.length > 0 && types.every(Boolean))
        message = `must be ${[...new Set(types)].map((type) => article(type!)).join(' or ')}`;
      else {
        // The branch that got furthest into the value says best what is wrong with it.
        const deepest = branches.flatMap((branch) => branch.slice(0, 1)).sort((a, b) => (b.path?.length ?? 0) - (a.path?.length ?? 0))[0];
        if (deepest) return describeIssue(deepest, path, context);
        message = 'is not any of the accepted forms';
      }
      break;
    }
    case 'unrecognized_keys':
      message = unknownKeys(issue.keys ?? [], path, context);
      break;
    case 'invalid_value':
      message = own ?? `must be one of ${(issue.values ?? []).map(String).join(', ')}`;
      break;
    case 'too_small':
    case 'too_big':
      message = own ?? bound(issue);
      break;
    case 'invalid_format':
      message = own ?? `must be a valid ${issue.format ?? 'value'}`;
      break;
    case 'not_multiple_of':
      message = own ?? `must be a multiple of ${String(issue.divisor)}`;
      break;
    default:
      message = own ?? 'is not valid';
  }
  return { argument: context.argument, path, message };
}

/** zod's own messages (none of ours starts so): "Invalid input", and its English locale's. */
const ZOD_DEFAULT = /^(Invalid|Too (small|big)|Unrecognized)\b/;

function article(type: string): string {
  // A record is an object to the caller.
  const noun = type === 'record' ? 'object' : type;
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function bound(issue: SchemaIssue): string {
  const small = issue.code === 'too_small';
  const limit = String(small ? issue.minimum : issue.maximum);
  if (issue.origin === 'string') return `must have ${small ? 'at least' : 'at most'} ${limit} character(s)`;
  if (issue.origin === 'array' || issue.origin === 'set') return `must have ${small ? 'at least' : 'at most'} ${limit} item(s)`;
  if (issue.inclusive === false) return `must be ${small ? 'more' : 'less'} than ${limit}`;
  return `must be ${limit} or ${small ? 'more' : 'less'}`;
}

/**
 * `has unknown option(s): sort ("query.sort" is not an option of queryMembers; did you mean
 * "query.sorting"?)`: each key named with its path, and the nearest key the object knows for each,
 * if any.
 */
function unknownKeys(keys: readonly string[], path: (string | number)[], context: IssueContext): string {
  const known = knownKeysAt(context.schema, path);
  const at = (key: string | number): string => `"${[context.argument, ...path, key].join('.')}"`;
  const names = keys.map(at);
  const what =
    names.length === 1
      ? `${names[0]} is not an option of ${context.call}`
      : `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are not options of ${context.call}`;
  const guesses = keys.flatMap((key) => {
    const nearest = nearestKey(key, known);
    if (nearest === undefined) return [];
    return [keys.length === 1 ? `did you mean ${at(nearest)}?` : `did you mean ${at(nearest)} for ${at(key)}?`];
  });
  return `has unknown option(s): ${keys.join(', ')} (${[what, ...guesses].join('; ')})`;
}

interface SchemaDef {
  type?: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  element?: unknown;
  valueType?: unknown;
  options?: unknown[];
  in?: unknown;
  getter?: () => unknown;
}

function defOf(schema: unknown): SchemaDef | undefined {
  return (schema as { _zod?: { def?: SchemaDef } } | undefined)?._zod?.def;
}

/** The keys of the object schema at `path` inside `schema` (through optional, array, union, pipe...). */
function knownKeysAt(schema: unknown, path: readonly (string | number)[]): string[] {
  const def = defOf(schema);
  if (!def) return [];
  switch (def.type) {
    case 'object':
      if (path.length === 0) return Object.keys(def.shape ?? {});
      return knownKeysAt(def.shape?.[String(path[0])], path.slice(1));
    case 'array':
      return typeof path[0] === 'number' ? knownKeysAt(def.element, path.slice(1)) : [];
    case 'record':
      return path.length > 0 ? knownKeysAt(def.valueType, path.slice(1)) : [];
    case 'union':
      return (def.options ?? []).flatMap((option) => knownKeysAt(option, path));
    case 'pipe':
      return knownKeysAt(def.in, path);
    case 'lazy':
      return knownKeysAt(def.getter?.(), path);
    default:
      return def.innerType ? knownKeysAt(def.innerType, path) : [];
  }
}

/**
 * The known key a misspelt one most likely meant: the same but for case, one that starts or ends
 * with the other (`sort`/`sorting`, `cursorPaging`/`paging`), or one a few edits away; else none.
 */
function nearestKey(key: string, known: readonly string[]): string | undefined {
  const lower = key.toLowerCase();
  let best: string | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    const other = candidate.toLowerCase();
    const contained = other.startsWith(lower) || other.endsWith(lower) || lower.startsWith(other) || lower.endsWith(other);
    const score = other === lower ? 0 : contained ? 1 : editDistance(lower, other);
    const allowed = other === lower || contained || score <= Math.max(1, Math.floor(Math.min(key.length, candidate.length) / 3));
    if (allowed && score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/** The Levenshtein distance of two short strings. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let node = value;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}
