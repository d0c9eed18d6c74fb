import type { ShareLinkStatsView } from '@deckmill/api-contracts';
import { formatDateTime } from '@deckmill/ui';
import { formatDuration, formatRelativeTime, opensSummary, slidesReached } from '../../../lib/viewing';
import styles from './LinkStats.module.css';

export interface LinkStatsProps {
  stats: ShareLinkStatsView;
  fileName: string;
  /** Opens the deck's timeline (the opens figure is its shortcut; the row's menu has "View activity"). */
  onShowActivity: () => void;
  /** Where the row places the figures. */
  className?: string;
}

/**
 * A link's row figures: who opened and how much. A link never opened says only that, muted: its other figures
 * would all be nothing.
 */
export function LinkStats({ stats, fileName, onShowActivity, className }: LinkStatsProps) {
  const classes = [styles.stats, className].filter(Boolean).join(' ');
  if (stats.opens === 0) {
    return (
      <dl className={classes}>
        <div className={styles.cell}>
          {/* The value says it all; the label is there for the list's structure. */}
          <dt className="dm-visually-hidden">Opened</dt>
          <dd className={`${styles.value} ${styles.muted}`}>Not opened</dd>
        </div>
      </dl>
    );
  }
  return (
    <dl className={classes}>
      <div className={styles.cell}>
        <dt className={styles.label}>Opened</dt>
        <dd className={styles.value}>
          <button type="button" className={styles.opens} onClick={onShowActivity}>
            {opensSummary(stats.opens, stats.viewers)}
            <span className="dm-visually-hidden"> for {fileName}</span>
          </button>
          {stats.last_opened_at && (
            <span className={styles.detail}>
              Last{' '}
              <time dateTime={stats.last_opened_at} title={formatDateTime(stats.last_opened_at)}>
                {formatRelativeTime(stats.last_opened_at)}
              </time>
            </span>
          )}
        </dd>
      </div>
      <div className={styles.cell}>
        <dt className={styles.label}>Time viewed</dt>
        <dd className={`${styles.value} dm-tabular-nums`}>{formatDuration(stats.seconds)}</dd>
      </div>
      <div className={styles.cell}>
        <dt className={styles.label}>Reached</dt>
        <dd className={`${styles.value} dm-tabular-nums`}>
          {slidesReached(stats.furthest_slide, stats.slide_count)}
        </dd>
      </div>
      <div className={styles.cell}>
        <dt className={styles.label}>Downloads</dt>
        <dd className={`${styles.value} dm-tabular-nums`}>{stats.downloads}</dd>
      </div>
    </dl>
  );
}
