import { Link } from 'react-router';
import type { PresentationListItem } from '@deckmill/api-contracts';
import { DataTable, StatusBadge, type DataColumn, formatDate } from '@deckmill/ui';
import { paths } from '../../../config/paths';
import styles from './PresentationTable.module.css';

const COLUMNS: readonly DataColumn<PresentationListItem>[] = [
  {
    header: 'Name',
    cell: (row) => {
      const link = <Link to={paths.presentation(row.id)}>{row.name}</Link>;
      if (row.run_number < 2) return link;
      // One element: on phones each cell is a card line's grid item, and the run belongs on the name's.
      return (
        <span>
          {link}
          <span className={styles.run}>Run {row.run_number}</span>
        </span>
      );
    },
  },
  { header: 'Template', cell: (row) => row.template_name },
  {
    header: 'Status',
    // On phones each cell is a grid item of its card line: the slot keeps the pill as wide as its text.
    cell: (row) => (
      <span className={styles.status}>
        <StatusBadge status={row.status} />
      </span>
    ),
  },
  { header: 'Presentations', cell: (row) => `${row.rows_done} / ${row.row_count}` },
  { header: 'Created', cell: (row) => formatDate(row.created_at) },
];

/** The list's rows (cards on phones): each links to its detail page; the status badge carries its status's colour. */
export function PresentationTable({ presentations }: { presentations: readonly PresentationListItem[] }) {
  return <DataTable label="Presentations" columns={COLUMNS} rows={presentations} rowKey={(row) => row.id} />;
}
