import { isRecord } from '../util/values.js';
type Json = Record<string, unknown>;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function pathText(path: readonly string[]): string {
  const part = (key: string, index: number) =>
    /^[A-Za-z_$][\w$]*$/.test(key) ? `${index === 0 ? '' : '.'}${key}` : `[${JSON.stringify(key)}]`;
  return path.map(part).join('');
}

function expected(path: readonly string[], value: unknown, what: string): string {
  return `${pathText(path)} is ${describe(value)} (expected ${what})`;
}

// A collection: every member must be a record (an object), never null.
function collectionProblem(value: unknown, path: string[], kind: 'array' | 'object'): string | undefined {
  if (kind === 'array' ? !Array.isArray(value) : !isRecord(value)) {
    return expected(path, value, kind === 'array' ? 'an array' : 'an object');
  }
  const members = value as Json;
  for (const key of Object.keys(members)) {
    if (!isRecord(members[key])) return expected([...path, key], members[key], 'an object');
  }
  return undefined;
}

// `value` against a domain's empty state: the same kind of value; an empty object or array there is
// a collection of records; keys the template does not have are not checked (domains add some later).
function templateProblem(template: unknown, value: unknown, path: string[]): string | undefined {
  if (Array.isArray(template)) {
    if (template.length === 0) return collectionProblem(value, path, 'array');
    return Array.isArray(value) ? undefined : expected(path, value, 'an array');
  }
  if (isRecord(template)) {
    const keys = Object.keys(template);
    if (keys.length === 0) return collectionProblem(value, path, 'object');
    if (!isRecord(value)) return expected(path, value, 'an object');
    for (const key of keys) {
      if (value[key] === undefined) continue;
      const problem = templateProblem(template[key], value[key], [...path, key]);
      if (problem) return problem;
    }
    return undefined;
  }
  if (template === null || template === undefined) return undefined;
  return typeof value === typeof template ? undefined : expected(path, value, `a ${typeof template}`);
}

/**
 * What is wrong with a loaded state, in one sentence, or `undefined` when it has the expected shape:
 * version 1, a site with an id, the built-in collections, and each domain in `templates` (the
 * domain modules' `initialState()`) of the same kind as its empty state, collections holding
 * records (no nulls). Domains without a template are not checked.
 */
export function stateProblem(state: unknown, templates: Readonly<Record<string, unknown>>): string | undefined {
  if (!isRecord(state) || state.version !== 1 || !isRecord(state.site) || typeof state.site.id !== 'string') {
    return 'is not a Frontdesk emulator state file (version 1)';
  }
  const fixed: Array<[string, 'array' | 'object']> = [
    ['apiKeys', 'array'],
    ['oauthClients', 'array'],
    ['tokens', 'object'],
  ];
  for (const [key, kind] of fixed) {
    const problem = collectionProblem(state[key], [key], kind);
    if (problem) return problem;
  }
  const { webhooks, sequences, domains } = state;
  if (!isRecord(webhooks)) return expected(['webhooks'], webhooks, 'an object');
  const subscriptions = collectionProblem(webhooks.subscriptions, ['webhooks', 'subscriptions'], 'array');
  if (subscriptions) return subscriptions;
  if (webhooks.key !== undefined && !isRecord(webhooks.key)) return expected(['webhooks', 'key'], webhooks.key, 'an object');
  if (!isRecord(sequences)) return expected(['sequences'], sequences, 'an object');
  for (const [name, value] of Object.entries(sequences)) {
    if (typeof value !== 'number') return expected(['sequences', name], value, 'a number');
  }
  if (!isRecord(domains)) return expected(['domains'], domains, 'an object');
  for (const [name, template] of Object.entries(templates)) {
    if (!(name in domains)) continue;
    const problem = templateProblem(template, domains[name], ['domains', name]);
    if (problem) return problem;
  }
  return undefined;
}
