import type { ReactNode } from 'react';
import { Card } from '@deckmill/ui';
import styles from './DashboardLists.module.css';

export interface CountListProps {
  title: string;
  rows: readonly { key: string; label: ReactNode; count: number }[];
}

/** A titled list of labelled counts (subscription breakdown, presentations by status, last 7 days). */
export function CountList({ title, rows }: CountListProps) {
  return (
    <Card title={title}>
      <dl className={styles.counts}>
        {rows.map((row) => (
          <div key={row.key} className={styles.pair}>
            <dt>{row.label}</dt>
            <dd>{row.count.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
