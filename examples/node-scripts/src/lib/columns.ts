import { UsageError } from './args.js';
import type { CsvValue } from './csv.js';

/** The CSV columns a script can export: name → how to read it from an item. */
export type Columns<T> = Record<string, (item: T) => CsvValue>;

/**
 * Picks the columns named in `--fields` (in that order), or `defaults`. An unknown name is a usage
 * error that lists the available ones.
 */
export function pickColumns<T>(all: Columns<T>, requested: string[], defaults: string[]): Array<[string, (item: T) => CsvValue]> {
  const names = requested.length > 0 ? requested : defaults;
  const unknown = names.filter((n) => !Object.hasOwn(all, n));
  if (unknown.length > 0) {
    throw new UsageError(
      `--fields: unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `"${n}"`).join(', ')}; available: ${Object.keys(all).join(', ')}`,
    );
  }
  return names.map((n) => [n, all[n]!]);
}
