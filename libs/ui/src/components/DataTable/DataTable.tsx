import type { ReactNode } from 'react';
import styles from './DataTable.module.css';

export interface DataColumn<Row> {
  /** The column's heading, also its key and the label of the cell in a stacked card. */
  header: string;
  /** Heading read by assistive technology only (an actions column); its cells get no label in a card. */
  hiddenHeader?: boolean;
  cell: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The table's accessible name. */
  label?: string;
}

/**
 * A table where it has room; where it has less than 768px (a phone, or a tablet beside the sidebar) each row
 * becomes a card of "heading: value" lines, so nothing wraps letter by letter and the page never scrolls
 * sideways. The room is the table's own width (a container query), not the window's.
 */
export function DataTable<Row>({ columns, rows, rowKey, label }: DataTableProps<Row>) {
  return (
    <div className={styles.room}>
      <div className={styles.wrapper}>
        <table className={styles.table} aria-label={label}>
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
                  <td key={column.header} data-label={column.hiddenHeader ? undefined : column.header}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
