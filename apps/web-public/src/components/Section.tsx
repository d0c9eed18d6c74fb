import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

export interface SectionProps {
  title: string;
  intro?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}

/** A page section labelled by its h2. */
export function Section({ title, intro, tinted = false, children }: SectionProps) {
  const titleId = useId();
  return (
    <section className={styles.section} data-tinted={tinted} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
