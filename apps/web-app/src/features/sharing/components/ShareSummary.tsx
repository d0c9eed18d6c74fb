import type { ShareSummaryView } from '@deckmill/api-contracts';
import { formatDuration } from '../../../lib/viewing';
import styles from './ShareSummary.module.css';

/** The presentation's links together, above the list: how many were opened, for how long, and which slides held. */
export function ShareSummary({ summary }: { summary: ShareSummaryView }) {
  const percent = Math.round(summary.open_rate * 100);
  return (
    <div role="group" aria-label="Links at a glance">
      <dl className={styles.summary}>
        <div className={styles.item}>
          <dt className={styles.label}>Opened</dt>
          <dd className={`${styles.value} dm-tabular-nums`}>
            {summary.opened} of {summary.links} {summary.links === 1 ? 'link' : 'links'}
            <span className={styles.detail}> ({percent}%)</span>
          </dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.label}>Median time</dt>
          <dd className={`${styles.value} dm-tabular-nums`}>
            {summary.median_seconds === null ? (
              <span className={styles.detail}>No views yet</span>
            ) : (
              formatDuration(summary.median_seconds)
            )}
          </dd>
        </div>
        <div className={`${styles.item} ${styles.wide}`}>
          <dt className={styles.label}>Most-viewed slides</dt>
          <dd className={styles.value}>
            {summary.top_slides.length === 0 ? (
              <span className={styles.detail}>No views yet</span>
            ) : (
              <ol className={styles.slides}>
                {summary.top_slides.map((top) => (
                  <li key={top.slide} className="dm-tabular-nums">
                    Slide {top.slide} · {formatDuration(top.seconds)}
                  </li>
                ))}
              </ol>
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}
