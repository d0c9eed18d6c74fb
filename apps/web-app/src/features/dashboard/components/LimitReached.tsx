import { Link } from 'react-router';
import { CircleArrowUp } from 'lucide-react';
import type { Dashboard } from '@deckmill/api-contracts';
import { buttonClassName, formatMonthDay } from '@deckmill/ui';
import { paths } from '../../../config/paths';
import { isAtLimit, tierName } from './dashboardFigures';
import styles from './Dashboard.module.css';

/** At 100% of the monthly allowance: what that means and the way to more (the plans page). */
export function LimitReached({ dashboard }: { dashboard: Dashboard }) {
  const { stats, user } = dashboard;
  if (!isAtLimit(stats.presentations_this_month, stats.usage_limit)) return null;
  return (
    <section className={styles.limit} aria-labelledby="limit-reached-title">
      <h2 id="limit-reached-title" className={styles.limitTitle}>
        You have used all {stats.usage_limit} presentations of your {tierName(user.subscription_tier)} plan
      </h2>
      <p className={styles.limitText}>
        New batches can start again on {formatMonthDay(dashboard.resets_at, { timeZone: 'UTC' })}. Upgrade to
        keep generating today.
      </p>
      <Link to={paths.subscription} className={`${buttonClassName()} dm-icon-text`}>
        <CircleArrowUp aria-hidden="true" size={18} /> Upgrade plan
      </Link>
    </section>
  );
}
