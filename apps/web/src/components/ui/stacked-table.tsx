import type { ComponentProps, ReactNode } from 'react';

/**
 * A column's heading, with the classes of its header cell: a width there is a hint to the table
 * (`w-64` keeps room for an e-mail address when the table has it); it is out of view, and so has
 * no effect, once the rows are cards.
 */
type StackedColumn = string | { name: string; className: string };

type StackedTableProps = {
  /** The column headings, the row headers' column first. */
  columns: readonly StackedColumn[];
  /** The rows: `<tr role="row">` with a `<th scope="row" role="rowheader">` and `StackedCell`s. */
  children: ReactNode;
  /** Smaller type and padding, for a table with many columns beside the dashboard's menu. */
  isDense?: boolean;
} & Pick<ComponentProps<'table'>, 'aria-label' | 'aria-labelledby'>;

/**
 * A table of the dashboard, which becomes a card per row where its box is too narrow for its
 * columns (`.table-stack` in styles.css). The ARIA roles are spelled out because Safari drops a
 * table's semantics once its parts are displayed as blocks.
 */
export function StackedTable({ columns, children, isDense = false, ...labelling }: StackedTableProps) {
  return (
    <div className="border-base-300 bg-base-100 @container overflow-x-auto rounded-box border">
      <table role="table" className={`table table-stack ${isDense ? 'table-sm' : ''}`} {...labelling}>
        {/* Headings may wrap between words, leaving the room to the rows' values. */}
        <thead role="rowgroup" className="text-base-content/70 whitespace-normal">
          <tr role="row">
            {columns.map((column) => {
              const { name, className } = typeof column === 'string' ? { name: column, className: undefined } : column;
              return (
                <th key={name} scope="col" role="columnheader" className={className}>
                  {name}
                </th>
              );
            })}
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
