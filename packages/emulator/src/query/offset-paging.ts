import { validationError } from '../errors.js';

/*
 * Offset paging and scalar query parameters shared by the plan and order lists (platform-rules §1.5).
 * Page sizes are read by `readPageSize` (paging.ts), like every other query route's.
 */

/**
 * Offset paging metadata: `{ count, offset, total, tooManyToCount, hasNext }`.
 */
export interface OffsetPagingMetadata {
  count: number;
  offset: number;
  total: number;
  tooManyToCount: boolean;
  hasNext: boolean;
}

/**
 * Builds offset paging metadata.
 */
export function pagingMetadata(count: number, offset: number, total: number): OffsetPagingMetadata {
  return { count, offset, total, tooManyToCount: false, hasNext: offset + count < total };
}

/**
 * Reads an integer input (a query-string string or a JSON number); `undefined` when absent. A value
 * that is not an integer in `[min, max]` is a 400 validation error on `field` (with `ruleName` when given).
 */
export function readInt(value: unknown, field: string, range: { min: number; max?: number; ruleName?: string }): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
  const rule = range.ruleName ? { ruleName: range.ruleName } : {};
  if (!Number.isInteger(number)) throw validationError([{ field, description: 'must be an integer', violatedRule: 'FORMAT', ...rule }]);
  if (number < range.min) throw validationError([{ field, description: `must be at least ${range.min}`, violatedRule: 'MIN', ...rule }]);
  if (range.max !== undefined && number > range.max) {
    throw validationError([{ field, description: `must be at most ${range.max}`, violatedRule: 'MAX', ...rule }]);
  }
  return number;
}

/**
 * Reads a list of strings (a repeated query key, a JSON array, or one string); `undefined` when absent.
 */
export function readStringList(value: unknown, field: string, maxSize?: number): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const list = Array.isArray(value) ? value : [value];
  if (list.some((item) => typeof item !== 'string'))
    throw validationError([{ field, description: 'must be a list of strings', violatedRule: 'FORMAT' }]);
  if (maxSize !== undefined && list.length > maxSize) {
    throw validationError([{ field, description: `must have at most ${maxSize} items`, violatedRule: 'MAX_SIZE' }]);
  }
  return list as string[];
}

/**
 * Reads a boolean input (`true`/`false` as JSON or query-string text); `undefined` when absent.
 */
export function readBoolean(value: unknown, field: string): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw validationError([{ field, description: 'must be true or false', violatedRule: 'FORMAT' }]);
}

/**
 * Reads an enum input; `undefined` when absent, else a 400 (with `ruleName` when given) for an unknown value.
 */
export function readEnum<T extends string>(value: unknown, field: string, allowed: readonly T[], ruleName?: string): T | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    throw validationError([
      { field, description: `must be one of ${allowed.join(', ')}`, violatedRule: 'ENUM', ...(ruleName ? { ruleName } : {}) },
    ]);
  }
  return value as T;
}
