import { FrontdeskError } from './errors/frontdesk-error.js';

/** Page size the platform's offset paging uses when none is given. */
export const DEFAULT_PAGE_SIZE = 50;

/**
 * One page of results, offset- or cursor-based. Iterate it with `for await` to walk every item of
 * every following page.
 *
 * @example
 * ```ts
 * const page = await queryPublicPlans(client, { paging: { limit: 10 } });
 * if (page.hasNext()) console.log((await page.next()).items);
 * for await (const plan of page) console.log(plan.name);
 * ```
 */
export interface Page<T, R = unknown> extends AsyncIterable<T> {
  /** This page's items. */
  readonly items: T[];
  /** The total count the server reported, or `undefined` when it did not count. */
  readonly totalCount: number | undefined;
  /** The page size that was asked for. */
  readonly pageSize: number;
  /** The zero-based offset of the first item (offset paging only). */
  readonly offset: number | undefined;
  /** The cursors of this page (cursor paging only). */
  readonly cursors: { next?: string | undefined; prev?: string | undefined } | undefined;
  /** The whole decoded response, for fields beside the items. */
  readonly response: R;
  /** Whether a following page exists. */
  hasNext(): boolean;
  /** Whether a previous page exists. */
  hasPrev(): boolean;
  /** Fetches the following page; throws `'No next page to fetch'` when there is none. */
  next(): Promise<Page<T, R>>;
  /** Fetches the previous page; throws `'No previous page to fetch'` when there is none. */
  prev(): Promise<Page<T, R>>;
}

/** What a page needs to know; built by `defineCall` from a call's paging declaration. */
export interface PageInit<T, R> {
  items: T[];
  response: R;
  pageSize: number;
  offset?: number | undefined;
  totalCount?: number | undefined;
  cursors?: { next?: string | undefined; prev?: string | undefined } | undefined;
  /** For offset paging: is there more after this page when the total is unknown. */
  hasMoreHint?: boolean | undefined;
  fetchOffset?: (offset: number) => Promise<Page<T, R>>;
  fetchCursor?: (cursor: string) => Promise<Page<T, R>>;
}

/**
 * Builds a `Page`.
 *
 * @example
 * ```ts
 * const page = createPage({ items: [1, 2], response: {}, pageSize: 2, offset: 0, totalCount: 2 });
 * page.hasNext(); // false
 * ```
 */
export function createPage<T, R>(init: PageInit<T, R>): Page<T, R> {
  const { items, pageSize } = init;
  const isCursor = init.cursors !== undefined;
  const offset = init.offset ?? 0;
  const hasNext = (): boolean => {
    if (isCursor) return Boolean(init.cursors?.next);
    if (init.totalCount !== undefined) return offset + items.length < init.totalCount && items.length > 0;
    return Boolean(init.hasMoreHint ?? (pageSize > 0 && items.length >= pageSize));
  };
  const hasPrev = (): boolean => (isCursor ? Boolean(init.cursors?.prev) : offset > 0);
  const page: Page<T, R> = {
    items,
    response: init.response,
    pageSize,
    totalCount: init.totalCount,
    offset: isCursor ? undefined : offset,
    cursors: init.cursors,
    hasNext,
    hasPrev,
    async next() {
      if (!hasNext()) throw new FrontdeskError('No next page to fetch');
      if (isCursor) return init.fetchCursor!(init.cursors!.next!);
      // Continue after what was actually returned: a server may cap or default the page size.
      return init.fetchOffset!(offset + (items.length || pageSize));
    },
    async prev() {
      if (!hasPrev()) throw new FrontdeskError('No previous page to fetch');
      if (isCursor) return init.fetchCursor!(init.cursors!.prev!);
      return init.fetchOffset!(Math.max(0, offset - pageSize));
    },
    async *[Symbol.asyncIterator]() {
      let current: Page<T, R> = page;
      for (;;) {
        yield* current.items;
        // An empty page ends the walk even if the server keeps offering a cursor.
        if (!current.hasNext() || current.items.length === 0) return;
        current = await current.next();
      }
    },
  };
  return page;
}
