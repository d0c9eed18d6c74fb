import { Card, PageSkeleton, Skeleton } from '@deckmill/ui';
import styles from './Dashboard.module.css';
import shapes from './DashboardSkeleton.module.css';

// Line heights of what each block stands in for: body text, a stat's label and figure, a card's h2.
const BODY_LINE = 'calc(var(--dm-text-body) * var(--dm-leading-body))';
const SMALL_LINE = 'calc(var(--dm-text-small) * var(--dm-leading-body))';
const VALUE_LINE = 'calc(var(--dm-text-title) * var(--dm-leading-body))';
const HEADING_LINE = 'calc(var(--dm-text-heading) * 1.25)';

/**
 * The dashboard in grey while it loads, built on the page's own classes so each part is as tall as what
 * replaces it: the plan line, three quick actions, four stat cards, then the two list cards.
 */
export function DashboardSkeleton() {
  return (
    <PageSkeleton label="Loading dashboard...">
      <div className={styles.plan}>
        <Skeleton width="22rem" height={BODY_LINE} />
      </div>
      <div className={styles.quickActions}>
        {[0, 1, 2].map((index) => (
          <span key={index} className={shapes.action} />
        ))}
      </div>
      <div className={styles.stats}>
        {[0, 1, 2, 3].map((index) => (
          <span key={index} className={styles.stat}>
            <Skeleton width="60%" height={SMALL_LINE} />
            <Skeleton width="40%" height={VALUE_LINE} />
          </span>
        ))}
      </div>
      <div className={styles.section}>
        {[0, 1].map((index) => (
          <Card key={index}>
            <span className={shapes.listCard}>
              <Skeleton width="12rem" height={HEADING_LINE} />
              <Skeleton lines={3} height={BODY_LINE} />
            </span>
          </Card>
        ))}
      </div>
    </PageSkeleton>
  );
}
