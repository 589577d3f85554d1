import type { ComponentProps, ReactNode } from 'react';

type StackedTableProps = {
  /** The column headings, the row headers' column first. */
  columns: readonly string[];
  /** The rows: `<tr role="row">` with a `<th scope="row" role="rowheader">` and `StackedCell`s. */
  children: ReactNode;
} & Pick<ComponentProps<'table'>, 'aria-label' | 'aria-labelledby'>;

/**
 * A table of the dashboard, which becomes a card per row where its box is too narrow for its
 * columns (`.table-stack` in styles.css). The ARIA roles are spelled out because Safari drops a
 * table's semantics once its parts are displayed as blocks.
 */
export function StackedTable({ columns, children, ...labelling }: StackedTableProps) {
  return (
    <div className="border-base-300 bg-base-100 @container overflow-x-auto rounded-box border">
      <table role="table" className="table table-stack" {...labelling}>
        <thead role="rowgroup" className="text-base-content/70">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">{children}</tbody>
      </table>
    </div>
  );
}

/** A cell of a StackedTable, named by its column, which a card shows before it. */
export function StackedCell({
  column,
  className,
  children,
}: {
  column: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td role="cell" data-label={column} className={className}>
      {children}
    </td>
  );
}
