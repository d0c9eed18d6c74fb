import { Link } from 'react-router';
import type { PresentationListItem } from '@deckmill/contracts';
import { StatusBadge } from '@deckmill/ui';
import { paths } from '../../../app/routing/paths';
import { formatDate } from './presentationStatus';
import styles from './PresentationTable.module.css';

/** The list's rows: each links to its detail page; the status badge carries the spec's colours. */
export function PresentationTable({ presentations }: { presentations: readonly PresentationListItem[] }) {
  return (
    <table className={styles.table} aria-label="Presentations">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Template</th>
          <th scope="col">Status</th>
          <th scope="col">Presentations</th>
          <th scope="col">Created</th>
        </tr>
      </thead>
      <tbody>
        {presentations.map((presentation) => (
          <tr key={presentation.id}>
            <td>
              <Link to={paths.presentation(presentation.id)}>{presentation.name}</Link>
            </td>
            <td>{presentation.template_name}</td>
            <td>
              <StatusBadge status={presentation.status} />
            </td>
            <td>
              {presentation.rows_done} / {presentation.row_count}
            </td>
            <td>{formatDate(presentation.created_at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
