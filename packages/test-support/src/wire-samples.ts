// The official SDK's recorded requests (shared/spec/wire-samples.json), for the domain packages' wire
// tests: each sample's arguments and the request the official SDK sent for them.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// A path, not a URL: happy-dom test files replace the global URL, which readFileSync refuses.
const file = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/spec/wire-samples.json');

/** One recorded official call. */
export interface Sample {
  frontdeskFunction: string;
  args: unknown[];
  request: { method: string; path: string; query: string; body?: unknown };
}

/** Every recorded sample, in the file's order (tests name them by index). */
export const samples: Sample[] = JSON.parse(readFileSync(file, 'utf8'));

const WIRE_NAMES: Readonly<Record<string, string>> = { _id: 'id', _createdDate: 'createdDate', _updatedDate: 'updatedDate' };

/**
 * A sample's arguments as a fresh copy: `{ $date }` as `Date`s, and the official `_id`,
 * `_createdDate` and `_updatedDate` keys in their wire names (core's define-call renames those for
 * every call; the wire tests do not rely on it).
 */
export function argsOf(value: unknown): any {
  if (Array.isArray(value)) return value.map(argsOf);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (Object.keys(record).length === 1 && typeof record.$date === 'string') return new Date(record.$date);
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [WIRE_NAMES[key] ?? key, argsOf(item)]));
}
