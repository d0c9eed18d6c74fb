import type { Dashboard } from '@deckmill/api-contracts';
import { PlanUsageLine } from '@deckmill/ui';
import { useLocalMode } from '../../../lib/useLocalMode';
import { tierName } from './dashboardFigures';
import styles from './Dashboard.module.css';

/**
 * "You're on the Free plan ..." — the amber warning from 80% of the monthly limit on, the limit itself
 * included (LimitReached then adds the way to more).
 */
export function PlanLine({ dashboard }: { dashboard: Dashboard }) {
  const { stats, user } = dashboard;
  const local = useLocalMode();
  // Local mode (the desktop app) has no plans.
  if (local) return null;
  return (
    <div className={styles.plan}>
      <PlanUsageLine
        plan={tierName(user.subscription_tier)}
        used={stats.presentations_this_month}
        limit={stats.usage_limit}
      />
    </div>
  );
}
