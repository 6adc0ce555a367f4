import { Cell, ColumnHeader, DataTable, RowHeader } from '../../../components/ui/table';
import type { FiguresRow } from '../lib/analytics-figures';

interface FiguresTableProps {
  caption: string;
  /** The headings: the rows' naming column first, then one per figure. */
  columns: readonly string[];
  rows: readonly FiguresRow[];
}

/** A view's figures as a table: what a screen reader reads in place of the chart. */
export function FiguresTable({ caption, columns, rows }: FiguresTableProps) {
  return (
    <DataTable caption={caption}>
      <thead>
        <tr>
          {columns.map((column) => (
            <ColumnHeader key={column}>{column}</ColumnHeader>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <RowHeader>{row.header}</RowHeader>
            {row.cells.map((cell, index) => (
              <Cell key={index} className="tabular-nums">
                {cell}
              </Cell>
            ))}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
