import { parseArgs } from 'node:util';

/** One command-line option of a script. */
export interface OptionSpec {
  type: 'string' | 'boolean';
  /** One-letter alias (`-o`). */
  short?: string;
  /** May be given several times (values are collected). */
  multiple?: boolean;
  /** Shown in `--help` as the value's name (`--out <file>`). */
  valueName?: string;
  /** One line for `--help`. */
  description: string;
}

/** What a script accepts and how `--help` describes it. */
export interface ScriptSpec {
  /** The file name without `.ts` (`export-members`). */
  name: string;
  /** One sentence. */
  summary: string;
  options: Record<string, OptionSpec>;
  /** Example command lines (without `npx tsx src/<name>.ts`). */
  examples: string[];
  /** Extra paragraphs at the end of `--help`. */
  notes?: string[];
}

/** Parsed option values: strings, booleans, or string arrays for `multiple` options. */
export type OptionValues = Record<string, string | boolean | string[] | undefined>;

/**
 * A bad command line (unknown flag, bad date or number...): the script prints the message and
 * exits with code 2 before sending any request.
 */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Thrown by {@link parseCli} when `--help` was asked for; the runner prints the help and exits 0. */
export class HelpRequested extends Error {
  override name = 'HelpRequested';
}

const HELP: OptionSpec = { type: 'boolean', short: 'h', description: 'Show this help and exit.' };

/**
 * Parses `argv` strictly (unknown options, missing values and positionals are refused) with
 * `node:util` `parseArgs`. Throws {@link HelpRequested} for `--help`, {@link UsageError} otherwise.
 */
export function parseCli(spec: ScriptSpec, given: string[]): OptionValues {
  // `npm run <script> -- --flag` may pass the `--` along; it means nothing here.
  const argv = given[0] === '--' ? given.slice(1) : given;
  const options = { ...spec.options, help: HELP };
  if (argv.includes('--help') || argv.includes('-h')) throw new HelpRequested();
  try {
    const { values } = parseArgs({
      args: argv,
      options: Object.fromEntries(
        Object.entries(options).map(([name, o]) => [
          name,
          { type: o.type, ...(o.short ? { short: o.short } : {}), ...(o.multiple ? { multiple: true } : {}) },
        ]),
      ),
      strict: true,
      allowPositionals: false,
    });
    return values as OptionValues;
  } catch (error) {
    throw new UsageError(readableParseError(error));
  }
}

function readableParseError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // node's messages end with advice about '--' that does not apply to these scripts.
  return message.replace(/\. To specify a positional argument starting with a '-'.*$/s, '').replace(/\s*\n.*$/s, '');
}

/** The `--help` text: usage, every option (the help option included), examples and notes. */
export function helpText(spec: ScriptSpec): string {
  const options = { ...spec.options, help: HELP };
  const rows = Object.entries(options).map(([name, o]) => {
    const flag = `${o.short ? `-${o.short}, ` : '    '}--${name}${o.type === 'string' ? ` <${o.valueName ?? 'value'}>` : ''}`;
    return [flag, o.description + (o.multiple ? ' May be repeated.' : '')] as const;
  });
  const width = Math.max(...rows.map(([flag]) => flag.length)) + 2;
  const lines = [
    `${spec.name}: ${spec.summary}`,
    '',
    'Usage:',
    `  npx tsx src/${spec.name}.ts [options]`,
    '',
    'Options:',
    ...rows.map(([flag, text]) => `  ${flag.padEnd(width)}${text}`),
    '',
    'Examples:',
    ...spec.examples.map((e) => `  npx tsx src/${spec.name}.ts ${e}`.trimEnd()),
  ];
  if (spec.notes?.length) lines.push('', ...spec.notes);
  return `${lines.join('\n')}\n`;
}

/** A string option's value, or `undefined`. */
export function str(values: OptionValues, name: string): string | undefined {
  const value = values[name];
  if (Array.isArray(value)) return value.at(-1);
  return typeof value === 'string' ? value : undefined;
}

/** A required string option. */
export function required(values: OptionValues, name: string): string {
  const value = str(values, name);
  if (value === undefined || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value.trim();
}

/** A boolean option. */
export function flag(values: OptionValues, name: string): boolean {
  return values[name] === true;
}

/**
 * The items of a list option: repeated and/or comma-separated (`--status A,B --status C`), trimmed,
 * without empty items and duplicates.
 */
export function list(values: OptionValues, name: string): string[] {
  const raw = values[name];
  const given = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
  const items = given.flatMap((v) => v.split(',')).map((v) => v.trim());
  if (given.length > 0 && items.every((v) => v === '')) throw new UsageError(`--${name} needs a value`);
  return [...new Set(items.filter((v) => v !== ''))];
}

/** Checks each item of a list against the allowed values (case-insensitive; returns them upper-cased). */
export function enumList<T extends string>(values: OptionValues, name: string, allowed: readonly T[]): T[] {
  return list(values, name).map((item) => {
    const upper = item.toUpperCase();
    if (!(allowed as readonly string[]).includes(upper)) throw new UsageError(`--${name}: "${item}" is not one of ${allowed.join(', ')}`);
    return upper as T;
  });
}

/** An integer option within `[min, max]`, or `fallback` when absent. */
export function int(values: OptionValues, name: string, range: { min: number; max: number }, fallback: number): number;
export function int(values: OptionValues, name: string, range: { min: number; max: number }): number | undefined;
export function int(values: OptionValues, name: string, range: { min: number; max: number }, fallback?: number): number | undefined {
  const value = str(values, name);
  if (value === undefined) return fallback;
  if (!/^[+-]?\d+$/.test(value.trim())) throw new UsageError(`--${name} must be a whole number, got "${value}"`);
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < range.min || n > range.max)
    throw new UsageError(`--${name} must be between ${range.min} and ${range.max}, got ${value}`);
  return n;
}

/** Checks a `YYYY-MM-DD` calendar date (a real day: no 2026-02-30). */
export function parseDay(value: string, name: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (match) {
    const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(y, m - 1, d));
    if (date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d) return value.trim();
  }
  throw new UsageError(`--${name} must be a date as YYYY-MM-DD, got "${value}"`);
}

/** Checks an IANA time zone name (`Europe/London`). */
export function parseTimeZone(value: string, name: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value.trim() }).resolvedOptions().timeZone;
  } catch {
    throw new UsageError(`--${name} must be an IANA time zone such as Europe/London, got "${value}"`);
  }
}
