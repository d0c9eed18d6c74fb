import styles from './PlaceholderChips.module.css';

const SHOWN = 3;

/** The first three placeholders of a template card and '+N more'. */
export function PlaceholderChips({ placeholders }: { placeholders: readonly string[] }) {
  if (placeholders.length === 0) return null;
  const hidden = placeholders.length - SHOWN;
  return (
    <ul className={styles.chips} aria-label="Placeholders">
      {placeholders.slice(0, SHOWN).map((name) => (
        <li key={name} className={styles.chip}>{`{{${name}}}`}</li>
      ))}
      {hidden > 0 && <li className={styles.more}>+{hidden} more</li>}
    </ul>
  );
}
