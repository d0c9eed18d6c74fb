import type { ReactNode } from 'react';
import { useVisitDate } from './useVisitDate';
import styles from './LegalPage.module.css';

export interface LegalPageProps {
  title: string;
  summary: string;
  children: ReactNode;
}

/** Frame of the static legal pages: title, 'Last updated' (today's date) and the text. */
export function LegalPage({ title, summary, children }: LegalPageProps) {
  const visitDate = useVisitDate();
  return (
    <article className="dm-prose">
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.updated}>
        Last updated: <time>{visitDate}</time>
      </p>
      <p className={styles.summary}>{summary}</p>
      {children}
    </article>
  );
}
