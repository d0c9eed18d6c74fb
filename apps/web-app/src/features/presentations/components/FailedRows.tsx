import { Card } from '@deckmill/ui';
import styles from './FailedRows.module.css';

export interface FailedRowsProps {
  rows: readonly { row: number; reason: string }[];
  /** All failed rows of the batch (the list may show fewer). */
  total: number;
}

/** The rows that could not be generated, with why. */
export function FailedRows({ rows, total }: FailedRowsProps) {
  if (total === 0) return null;
  return (
    <Card>
      <h2 className={styles.title}>Failed rows ({total})</h2>
      <ul className={styles.list}>
        {rows.map((failure) => (
          <li key={failure.row}>
            <strong>Row {failure.row}:</strong> {failure.reason}
          </li>
        ))}
      </ul>
      {rows.length < total && <p className={styles.more}>Showing the first {rows.length}.</p>}
    </Card>
  );
}
