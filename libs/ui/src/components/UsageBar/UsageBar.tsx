import { useId } from 'react';
import styles from './UsageBar.module.css';
import { cappedPercentage, usagePercentage, usageTone } from './usage';

export interface UsageBarProps {
  used: number;
  /** null means unlimited. */
  limit: number | null;
  label?: string;
}

/** Monthly usage against the plan limit: coloured by how close the user is, capped at a full bar. */
export function UsageBar({ used, limit, label = 'Monthly usage' }: UsageBarProps) {
  const labelId = useId();
  const percentage = usagePercentage(used, limit);

  return (
    <div className={styles.usage}>
      <div className={styles.summary}>
        <span id={labelId}>{label}</span>
        <span>{limit === null ? `${used} used · Unlimited` : `${used} / ${limit}`}</span>
      </div>
      {percentage !== null && (
        <div
          className={styles.track}
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(cappedPercentage(percentage))}
          aria-valuetext={`${Math.round(percentage)}% used`}
        >
          <div
            className={styles.fill}
            data-tone={usageTone(percentage)}
            style={{ width: `${cappedPercentage(percentage)}%` }}
          />
        </div>
      )}
    </div>
  );
}
