import { Link } from 'react-router';
import { Button, buttonClassName } from '@deckmill/ui';
import { paths } from '../../../../config/paths';
import { remainingPresentations } from './quota';
import styles from './QuotaNotice.module.css';

export interface QuotaNoticeProps {
  rows: number;
  usage: { current_month_usage: number; usage_limit: number | null };
  rowLimit: number | null;
  onRowLimit: (limit: number | null) => void;
}

function count(value: number, noun: string): string {
  return `${value.toLocaleString('en-US')} ${noun}${value === 1 ? '' : 's'}`;
}

/**
 * Step 2: the month's remaining allowance beside the file's row count, so a short allowance is seen before
 * generating. When the file has more rows than remain: "Generate the first N" (only those rows are sent to
 * the batch) or "Upgrade" (the plan page).
 */
export function QuotaNotice({ rows, usage, rowLimit, onRowLimit }: QuotaNoticeProps) {
  const remaining = remainingPresentations(usage);
  if (remaining === null) return null;
  if (rows <= remaining) {
    return (
      <p className={styles.notice} role="status">
        This batch uses {count(rows, 'presentation')} of the {count(remaining, 'presentation')} left on your
        plan this month.
      </p>
    );
  }
  const upgrade = (
    <Link to={paths.changeSubscription} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
      Upgrade
    </Link>
  );
  if (rowLimit !== null) {
    return (
      <div className={styles.notice} data-tone="info" role="status">
        <p>
          Only the first {count(rowLimit, 'row')} of {rows.toLocaleString('en-US')} will be generated.
        </p>
        <div className={styles.actions}>
          <Button variant="ghost" size="sm" onClick={() => onRowLimit(null)}>
            Use every row
          </Button>
          {upgrade}
        </div>
      </div>
    );
  }
  return (
    <div className={styles.notice} data-tone="warning" role="status">
      <p>
        This file has {count(rows, 'row')}, but your plan has{' '}
        {remaining === 0 ? 'no presentations' : count(remaining, 'presentation')} left this month.
      </p>
      <div className={styles.actions}>
        {remaining > 0 && (
          <Button size="sm" onClick={() => onRowLimit(remaining)}>
            Generate the first {remaining.toLocaleString('en-US')}
          </Button>
        )}
        {upgrade}
      </div>
    </div>
  );
}
