/** The page size of the dashboard's long tables. */
export const PAGE_SIZE = 100;

/**
 * Previous and next page of a long table, and which rows are shown (`101–200 of 3,000 requests`).
 * `offset` is the first row shown; `onOffset` moves it.
 */
export function Pager({
  offset,
  total,
  size = PAGE_SIZE,
  noun,
  onOffset,
}: {
  offset: number;
  total: number;
  size?: number;
  noun: string;
  onOffset: (offset: number) => void;
}) {
  const last = Math.min(total, offset + size);
  const count = (n: number) => n.toLocaleString('en-US');
  return (
    <nav className="row pager" aria-label={`Pages of ${noun}`}>
      <button type="button" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - size))}>
        ← Previous
      </button>
      <span role="status">{total === 0 ? `No ${noun}` : `${count(offset + 1)}–${count(last)} of ${count(total)} ${noun}`}</span>
      <button type="button" disabled={last >= total} onClick={() => onOffset(offset + size)}>
        Next →
      </button>
    </nav>
  );
}

/**
 * One page of a list the dashboard holds whole (the outbox): `size` items from `offset`.
 */
export function pageOf<T>(items: readonly T[], offset: number, size = PAGE_SIZE): T[] {
  return items.slice(offset, offset + size);
}
