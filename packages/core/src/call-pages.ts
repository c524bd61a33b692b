import { DEFAULT_PAGE_SIZE, createPage, type Page } from './paging.js';
import { readPath } from './read-path.js';

/*
 * Step 7 of a paged call: its decoded answer becomes a `Page`, whose following pages are the same
 * request with new paging; define-call.ts hands over the function that sends a following payload.
 */

/** How a paged call's response is read. */
export interface PageSpec {
  readonly kind: 'offset' | 'cursor';
  /** The response key holding the items, e.g. `plans`. */
  readonly items: string;
  /** The response key holding the paging metadata (`pagingMetadata`, or `metadata` for members). */
  readonly metadata: string;
  /**
   * Where the request's paging lives, as a dotted payload path: `query.paging`,
   * `query.cursorPaging`, `cursorPaging`, or `''` for top-level `limit`/`offset` (list GETs).
   */
  readonly paging: string;
}

/** Builds the `Page` of a paged call's decoded body; `again` sends a follow-up payload. */
export function toPage(
  spec: PageSpec,
  payload: Record<string, unknown>,
  body: Record<string, unknown>,
  again: (payload: Record<string, unknown>) => Promise<Page<unknown, unknown>>,
): Page<unknown, unknown> {
  const items = Array.isArray(body[spec.items]) ? (body[spec.items] as unknown[]) : [];
  const metadata = (body[spec.metadata] ?? {}) as Record<string, unknown>;
  const paging = (spec.paging ? readPath(payload, spec.paging) : payload) as Record<string, unknown> | undefined;
  // Without a limit in the request the server's default applies: learn the page size from the answer.
  const pageSize = toNumber(paging?.['limit']) ?? toNumber(metadata['count']) ?? (items.length || DEFAULT_PAGE_SIZE);

  if (spec.kind === 'cursor') {
    const cursors = (metadata['cursors'] ?? {}) as { next?: string; prev?: string };
    return createPage({
      items,
      response: body,
      pageSize,
      totalCount: toNumber(metadata['total']),
      cursors: { next: cursors.next || undefined, prev: cursors.prev || undefined },
      // The cursor encodes filter and sort: the follow-up request carries only the cursor paging.
      fetchCursor: (cursor) => again(withPaging(payload, spec.paging, { cursor, limit: pageSize }, true)),
    });
  }
  const offset = toNumber(paging?.['offset']) ?? toNumber(metadata['offset']) ?? 0;
  const total = metadata['tooManyToCount'] === true ? undefined : toNumber(metadata['total']);
  return createPage({
    items,
    response: body,
    pageSize,
    offset,
    totalCount: total,
    fetchOffset: (nextOffset) => again(withPaging(payload, spec.paging, { offset: nextOffset, limit: pageSize }, false)),
  });
}

/** A copy of `payload` with new paging at `at` (never mutating the original). */
function withPaging(
  payload: Record<string, unknown>,
  at: string,
  paging: Record<string, unknown>,
  cursorOnly: boolean,
): Record<string, unknown> {
  if (!at) return { ...payload, ...paging };
  const keys = at.split('.');
  const leaf = keys.pop()!;
  if (keys.length === 0) return { ...payload, [leaf]: { ...(payload[leaf] as object), ...paging } };
  const copy: Record<string, unknown> = { ...payload };
  let target = copy;
  keys.forEach((key, i) => {
    const isLast = i === keys.length - 1;
    const existing = (target[key] ?? {}) as Record<string, unknown>;
    target[key] = isLast && cursorOnly ? {} : { ...existing };
    target = target[key] as Record<string, unknown>;
  });
  target[leaf] = cursorOnly ? paging : { ...(readPath(payload, at) as object), ...paging };
  return copy;
}

/** A finite number from a number or numeric string. */
function toNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}
