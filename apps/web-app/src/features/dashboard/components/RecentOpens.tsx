import { Link } from 'react-router';
import { Card, formatDateTime } from '@deckmill/ui';
import { paths } from '../../../config/paths';
import { formatDuration, formatRelativeTime, viewerName } from '../../../lib/viewing';
import { useGetRecentOpensQuery } from '../api/recentOpensApi';
import styles from './RecentOpens.module.css';

const SHOWN = 5;

/**
 * Who opened the user's personal links last, each row leading to its presentation. With none yet it says what
 * links are and where they are switched on; nothing while it loads or when the server cannot say.
 */
export function RecentOpens() {
  const { data } = useGetRecentOpensQuery();
  if (!data) return null;
  const opens = data.opens.slice(0, SHOWN);
  return (
    <Card title="Recent opens">
      {opens.length === 0 ? (
        <p className={styles.empty}>
          No one has opened a personal link yet. Personal links give each deck its own address to send, and
          show here who opened it and for how long; switch them on in step 3 when you{' '}
          <Link to={paths.newPresentation}>create presentations</Link>.
        </p>
      ) : (
        <ul className={styles.opens} aria-label="Recent opens">
          {opens.map((open) => (
            <li key={open.view_id} className={styles.open}>
              <Link to={paths.presentation(open.presentation_id)} className={styles.file}>
                {open.file_name}
              </Link>
              <span className={styles.meta}>
                <span className={styles.presentation}>{open.presentation_name}</span>
                <span>{viewerName(open.email)}</span>
                <time dateTime={open.started_at} title={formatDateTime(open.started_at)}>
                  {formatRelativeTime(open.started_at)}
                </time>
                <span className="dm-tabular-nums">viewed {formatDuration(open.seconds)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
