import { Check } from 'lucide-react';
import styles from './CheckList.module.css';

export interface CheckListProps {
  items: readonly string[];
  /** Where the list stands: its margins, `flex`, type size (the list's own margins give way to it). */
  className?: string;
}

const CHECK_SIZE = 16;

/**
 * What a plan includes, an item a line behind a check mark: the app's plan list and the public pricing page.
 * A plain list would get hollow bullets inside the plan list's own list.
 */
export function CheckList({ items, className }: CheckListProps) {
  return (
    <ul className={className ? `${styles.list} ${className}` : styles.list}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <Check className={styles.check} aria-hidden="true" size={CHECK_SIZE} />
          {item}
        </li>
      ))}
    </ul>
  );
}
