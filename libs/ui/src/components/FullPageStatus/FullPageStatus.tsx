import type { ReactNode } from 'react';
import { PageSkeleton } from '../Skeleton/Skeleton';
import styles from './FullPageStatus.module.css';

/** Shown while the session loads, before any layout can render: the page's shape, not a spinner. */
export function FullPageLoading({ label = 'Loading your account...' }: { label?: string }) {
  return (
    <main className={`${styles.page} ${styles.loading}`}>
      <PageSkeleton label={label} />
    </main>
  );
}

export interface FullPageMessageProps {
  title: string;
  message: string;
  action?: ReactNode;
}

/** A whole-page message for states with no usable layout (session failed to load, page not found). */
export function FullPageMessage({ title, message, action }: FullPageMessageProps) {
  return (
    <main className={styles.page}>
      <h1>{title}</h1>
      <p>{message}</p>
      {action}
    </main>
  );
}
