import { InputError } from '@frontdesk/core';

/** Throws an InputError unless `params[name]` is a string. */
export function requireStrings(params: unknown, names: string[]): void {
  const record = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>;
  const issues = names
    .filter((name) => typeof record[name] !== 'string')
    .map((name) => ({ argument: 'params', path: [name], message: record[name] === undefined ? 'is required' : 'must be a string' }));
  if (issues.length > 0) throw new InputError(issues);
}
