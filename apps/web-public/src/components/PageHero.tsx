import type { ReactNode } from 'react';
import styles from './PageHero.module.css';

export interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}

/** The opening band of a page with its one h1. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {children}
      </div>
    </section>
  );
}
