import type { ReactNode } from 'react';

/**
 * A labelled table that scrolls sideways on a narrow screen: a heading row, then the rows given as
 * children (`<tr>` elements), and, once `loaded`, the `empty` note below it when there are none.
 */
export function Table({
  label,
  headings,
  children,
  loaded,
  empty,
}: {
  label: string;
  headings: readonly string[];
  children: ReactNode[];
  loaded: boolean;
  empty: ReactNode;
}) {
  return (
    <>
      <div className="table">
        <table aria-label={label}>
          <thead>
            <tr>
              {headings.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      {loaded && children.length === 0 ? <p className="note">{empty}</p> : null}
    </>
  );
}
