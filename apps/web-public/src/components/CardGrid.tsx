import type { ReactNode } from 'react';
import styles from './CardGrid.module.css';

export interface CardItem {
  title: string;
  text: ReactNode;
  /** A short tag above the title, for example a figure or a step number. */
  kicker?: string;
}

/** Titled cards in a responsive grid; each card title is an h3 under the section's h2. */
export function CardGrid({ items }: { items: readonly CardItem[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          {item.kicker && <p className={styles.kicker}>{item.kicker}</p>}
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
