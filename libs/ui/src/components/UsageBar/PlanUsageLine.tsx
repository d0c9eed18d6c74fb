import { TriangleAlert } from 'lucide-react';
import styles from './PlanUsageLine.module.css';
import { isApproachingLimit } from './usage';

export interface PlanUsageLineProps {
  /** The plan's name as shown: "Free", "Starter". */
  plan: string;
  /** Presentations (decks) made this month. */
  used: number;
  /** null means unlimited. */
  limit: number | null;
}

function usedText(used: number, limit: number): string {
  return `${used.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} presentations used this month`;
}

/**
 * "You're on the Free plan: 3 of 10 presentations used this month." From 80% of the allowance on (the limit
 * itself included) it is the amber warning the usage thresholds call for, announced politely.
 */
export function PlanUsageLine({ plan, used, limit }: PlanUsageLineProps) {
  const opening = `You're on the ${plan} plan`;
  if (limit === null) return <p className={styles.line}>{opening} with unlimited presentations.</p>;
  if (!isApproachingLimit(used, limit)) {
    return (
      <p className={styles.line}>
        {opening}: {usedText(used, limit)}.
      </p>
    );
  }
  const state = used >= limit ? 'have reached your monthly limit' : 'approaching your monthly limit';
  return (
    <p className={styles.line} data-tone="amber" role="status">
      <TriangleAlert aria-hidden="true" size={16} className={styles.icon} />
      {opening} and {state}: {usedText(used, limit)}.
    </p>
  );
}
