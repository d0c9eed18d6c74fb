import { useId, type ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps {
  title?: string;
  /** Buttons or links shown beside the title. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A surface for grouped content; with a title it is a labelled section. */
export function Card({ title, actions, className, children }: CardProps) {
  const titleId = useId();
  const classes = [styles.card, className].filter(Boolean).join(' ');
  if (!title) return <div className={classes}>{children}</div>;
  return (
    <section className={classes} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
