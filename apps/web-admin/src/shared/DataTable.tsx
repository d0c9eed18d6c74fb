import type { ReactNode } from 'react';
import table from './AdminTable.module.css';

export interface Column<Row> {
  /** The column's heading, also its key. */
  header: string;
  /** Heading read by assistive technology only (an actions column). */
  hiddenHeader?: boolean;
  cell: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}

/** An admin table: the column headings, then one row per record, scrolling sideways on narrow screens. */
export function DataTable<Row>({ columns, rows, rowKey }: DataTableProps<Row>) {
  return (
    <div className={table.wrapper}>
      <table className={table.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.hiddenHeader ? (
                  <span className="dm-visually-hidden">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
