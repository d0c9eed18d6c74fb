import { Link } from 'react-router';
import { Card, StatusBadge, formatDate } from '@deckmill/ui';
import { adminPaths } from '../../../config/paths';
import type { AdminUserDetail } from '../../../shared/adminTypes';
import styles from './UserDetail.module.css';

/** Recent Presentations: name, status, row count and created date, or 'No presentations'. */
export function UserPresentations({ presentations }: { presentations: AdminUserDetail['presentations'] }) {
  return (
    <Card title="Recent Presentations">
      {presentations.length === 0 ? (
        <p className={styles.muted}>No presentations</p>
      ) : (
        <ul className={styles.list}>
          {presentations.map((presentation) => (
            <li key={presentation.id} className={styles.item}>
              <Link to={adminPaths.presentation(presentation.id)}>{presentation.name}</Link>
              <span className={styles.meta}>
                <StatusBadge status={presentation.status} />
                <span>{presentation.rowCount === 1 ? '1 row' : `${presentation.rowCount} rows`}</span>
                <span>{formatDate(presentation.createdAt, { timeZone: 'UTC' })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
