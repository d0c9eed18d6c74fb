import { Link } from 'react-router';
import type { Dashboard } from '@deckmill/api-contracts';
import { StatusBadge, formatDate } from '@deckmill/ui';
import { paths } from '../../../config/paths';
import { isRunning } from '../../../lib/presentationStatus';
import styles from './Dashboard.module.css';

export function RecentPresentations({ presentations }: { presentations: Dashboard['recent_presentations'] }) {
  return (
    <ul className={styles.recent} aria-label="Recent presentations">
      {presentations.map((presentation) => (
        <li key={presentation.id} className={styles.recentRow}>
          <Link to={paths.presentation(presentation.id)}>{presentation.name}</Link>
          <span className={styles.muted}>{formatDate(presentation.created_at)}</span>
          <StatusBadge status={presentation.status} />
          {/* While a batch runs its ZIP would hold only the decks done so far. */}
          {presentation.download_url && !isRunning(presentation.status) ? (
            <a href={presentation.download_url} download>
              Download<span className="dm-visually-hidden"> {presentation.name}</span>
            </a>
          ) : (
            <span />
          )}
        </li>
      ))}
    </ul>
  );
}
