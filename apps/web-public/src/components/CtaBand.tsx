import { useId } from 'react';
import { CtaGroup, type Cta } from './CtaLink';
import styles from './CtaBand.module.css';

export interface CtaBandProps {
  title: string;
  text: string;
  ctas: readonly Cta[];
}

/** The closing call to action of a page; its buttons are light so they stand out on the dark band. */
export function CtaBand({ title, text, ctas }: CtaBandProps) {
  const titleId = useId();
  return (
    <section className={styles.band} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <CtaGroup ctas={ctas.map((cta) => ({ ...cta, variant: 'secondary' }))} />
      </div>
    </section>
  );
}
