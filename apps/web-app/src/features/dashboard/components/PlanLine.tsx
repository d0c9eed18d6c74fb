import type { Dashboard } from '@deckmill/api-contracts';
import { isApproachingLimit, tierName } from './dashboardFigures';
import styles from './Dashboard.module.css';

/**
 * "You're on the Free plan ..." — amber, with a warning, from 80% of the monthly limit until it is used up
 * (then LimitReached says so, with the upgrade).
 */
export function PlanLine({ dashboard }: { dashboard: Dashboard }) {
  const { stats, user } = dashboard;
  const plan = `You're on the ${tierName(user.subscription_tier)} plan`;
  if (stats.usage_limit === null) {
    return <p className={styles.plan}>{plan} with unlimited presentations.</p>;
  }
  const usage = `${stats.presentations_this_month} of ${stats.usage_limit} presentations used this month`;
  const usedUp = stats.presentations_this_month >= stats.usage_limit;
  if (!usedUp && isApproachingLimit(stats.presentations_this_month, stats.usage_limit)) {
    return (
      <p className={styles.plan} data-tone="amber" role="status">
        {plan} and approaching your monthly limit: {usage}.
      </p>
    );
  }
  return (
    <p className={styles.plan}>
      {plan}: {usage}.
    </p>
  );
}
