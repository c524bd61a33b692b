import type { CallDeclaration, Page } from '@frontdesk/core';

/**
 * One page of a paged call as query data: the `Page`'s fields without its functions, so it can be
 * cached, compared and dehydrated. Use the infinite variants (`usePublicPlansInfinite`) to page.
 *
 * @example
 * ```tsx
 * const { data } = usePublicPlans({ paging: { limit: 12 } });
 * data?.items.map((plan) => <PlanCard key={plan.id} plan={plan} />);
 * ```
 */
export interface PageData<T> {
  /** This page's items. */
  items: T[];
  /** The total the server counted, when it did. */
  totalCount: number | undefined;
  /** The page size asked for. */
  pageSize: number;
  /** The offset of the first item (offset paging). */
  offset: number | undefined;
  /** The cursors of this page (cursor paging). */
  cursors: { next?: string | undefined; prev?: string | undefined } | undefined;
  /** Whether a following page exists. */
  hasNext: boolean;
  /** Whether a previous page exists. */
  hasPrev: boolean;
}

/**
 * The page parameter of an infinite query: `null` for the first page (the arguments as given), then
 * the offset or cursor of the following page.
 */
export type PageParam = { offset: number } | { cursor: string; limit: number } | null;

/**
 * Converts a core `Page` to {@link PageData}.
 *
 * @example
 * ```ts
 * const data = toPageData(await queryPublicPlans(client));
 * ```
 */
export function toPageData<T>(page: Page<T, unknown>): PageData<T> {
  return {
    items: page.items,
    totalCount: page.totalCount,
    pageSize: page.pageSize,
    offset: page.offset,
    cursors: page.cursors,
    hasNext: page.hasNext(),
    hasPrev: page.hasPrev(),
  };
}

/**
 * The parameter of the page after `page`, or `undefined` at the end (what `getNextPageParam` returns).
 *
 * @example
 * ```ts
 * nextPageParam({ ...page, offset: 0, pageSize: 50, hasNext: true }); // { offset: 50 }
 * ```
 */
export function nextPageParam(page: PageData<unknown>): PageParam | undefined {
  if (!page.hasNext || page.items.length === 0) return undefined;
  if (page.cursors) return page.cursors.next ? { cursor: page.cursors.next, limit: page.pageSize } : undefined;
  return { offset: (page.offset ?? 0) + page.pageSize };
}

/**
 * The arguments of a paged call with the paging of `param` applied, mirroring what `Page.next()` sends:
 * an offset merged into the request's paging; a cursor request carrying only the cursor paging (the
 * cursor encodes filter and sort). The caller's arguments are copied, never changed.
 *
 * @example
 * ```ts
 * withPageParam(queryPublicPlans.declaration, [{ filter }], { offset: 50 }); // [{ filter, paging: { offset: 50 } }]
 * ```
 */
export function withPageParam(declaration: CallDeclaration, args: readonly unknown[], param: PageParam): unknown[] {
  const copy = [...args];
  const spec = declaration.page;
  if (!spec || param === null) return copy;
  const path = spec.paging ? spec.paging.split('.') : [];
  const patch: Record<string, unknown> = 'cursor' in param ? { cursor: param.cursor, limit: param.limit } : { offset: param.offset };
  const cursorOnly = 'cursor' in param;

  // The argument that holds the paging: a `field` argument named by the path's first segment, else the
  // options object (`spread`) whose keys are merged into the payload.
  let index = declaration.args.findIndex((spec) => spec.placement === 'field' && spec.name === path[0]);
  let inner = path.slice(1);
  let isPayload = false;
  if (index < 0) {
    index = findLastIndex(declaration.args, (spec) => spec.placement === 'spread');
    inner = path;
    isPayload = true;
  }
  if (index < 0) return copy;
  while (copy.length <= index) copy.push(undefined);
  copy[index] = setPaging(asRecord(copy[index]), inner, patch, cursorOnly && !isPayload, cursorOnly);
  return copy;
}

/**
 * Sets `patch` at `path` inside `value`. `replace` is true when `value` is a nested object of the
 * payload (not the payload itself): a cursor request then keeps only the cursor paging at that level,
 * as core's `Page.next()` does.
 */
function setPaging(
  value: Record<string, unknown>,
  path: string[],
  patch: Record<string, unknown>,
  replace: boolean,
  cursorOnly: boolean,
): Record<string, unknown> {
  if (path.length === 0) return { ...value, ...patch };
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) {
    return replace ? { [head]: patch } : { ...value, [head]: { ...asRecord(value[head]), ...patch } };
  }
  return { ...value, [head]: setPaging(asRecord(value[head]), rest, patch, cursorOnly, cursorOnly) };
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function findLastIndex<T>(items: readonly T[], test: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i]!)) return i;
  return -1;
}
