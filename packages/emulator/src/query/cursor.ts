import { validationError, type FieldViolation } from '../errors.js';
import { fromBase64Url, toBase64Url } from '../ids.js';

/*
 * Cursor paging (platform-rules §1.5): the emulator's cursors are base64url JSON of what the next
 * page needs (an offset, and the query or request it continues), so a cursor works without any
 * server-side session.
 */

/**
 * Encodes what a query carries to its next page as a cursor.
 */
export function encodeCursor(carried: unknown): string {
  return toBase64Url(JSON.stringify(carried));
}

/**
 * Decodes a cursor a client sent back; one that is not a cursor (not base64url JSON of an object)
 * is a 400 with `invalid` as its violation.
 */
export function decodeCursor<T extends object>(cursor: string, invalid: FieldViolation): T {
  let carried: unknown;
  try {
    carried = JSON.parse(fromBase64Url(cursor));
  } catch {
    throw validationError([invalid]);
  }
  if (typeof carried !== 'object' || carried === null) throw validationError([invalid]);
  return carried as T;
}

/**
 * A page of an already filtered and sorted list, with cursor paging metadata: `next` while more
 * items follow and `prev` after the first page (each made by `cursorAt` for its offset).
 */
export function pageWithCursors<T>(
  matching: readonly T[],
  offset: number,
  limit: number,
  cursorAt: (offset: number) => string,
): { items: T[]; pagingMetadata: { count: number; cursors: { next?: string; prev?: string }; hasNext: boolean } } {
  const items = matching.slice(offset, offset + limit);
  const hasNext = offset + items.length < matching.length;
  return {
    items,
    pagingMetadata: {
      count: items.length,
      cursors: {
        ...(hasNext ? { next: cursorAt(offset + items.length) } : {}),
        ...(offset > 0 ? { prev: cursorAt(Math.max(0, offset - limit)) } : {}),
      },
      hasNext,
    },
  };
}

/** The violation of a `query.cursorPaging.cursor` that does not decode (bookings' queries). */
export const INVALID_QUERY_CURSOR: Readonly<FieldViolation> = Object.freeze({
  field: 'query.cursorPaging.cursor',
  description: 'is not a valid cursor',
  violatedRule: 'FORMAT',
});
