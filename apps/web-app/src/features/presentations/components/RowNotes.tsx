import styles from './BatchDownloads.module.css';

/**
 * What a row's deck made do without (a picture not found, a chart field with no series), folded
 * under its file name: "2 notes", opened to the list.
 */
export function RowNotes({ notes, fileName }: { notes: readonly string[]; fileName: string }) {
  if (notes.length === 0) return null;
  return (
    <details className={styles.notes}>
      <summary>
        {notes.length} note{notes.length === 1 ? '' : 's'}
        <span className="dm-visually-hidden"> for {fileName}</span>
      </summary>
      <ul>
        {notes.map((note, index) => (
          <li key={index}>{note}</li>
        ))}
      </ul>
    </details>
  );
}

/** The rows (of those shown) whose decks made do without something, for the line near the counts. */
export function rowsWithNotes(rows: readonly { notes: readonly string[] }[]): number {
  return rows.filter((row) => row.notes.length > 0).length;
}
