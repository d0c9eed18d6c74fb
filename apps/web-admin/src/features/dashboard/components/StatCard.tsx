import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './StatCard.module.css';

export interface StatCardProps {
  label: string;
  value: number;
  to: string;
  /** A second line, for example the confirmed users. */
  detail?: ReactNode;
}

/** One dashboard figure; the whole card links to its section. */
export function StatCard({ label, value, to, detail }: StatCardProps) {
  return (
    <Link to={to} className={styles.card}>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{value.toLocaleString('en-US')}</span>
      {detail && <span className={styles.detail}>{detail}</span>}
    </Link>
  );
}
