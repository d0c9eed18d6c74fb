import { SelectInput } from '@deckmill/ui';
import styles from './Wizard.module.css';

export interface DataShapeChooserProps {
  headers: readonly string[];
  /** null: one deck per row. */
  groupBy: string | null;
  onChange: (groupBy: string | null) => void;
}

/** Step 2 for a CSV: one deck per row, or one deck per value of a column with the group's rows in `rows`. */
export function DataShapeChooser({ headers, groupBy, onChange }: DataShapeChooserProps) {
  const column = groupBy ?? headers[0] ?? '';
  return (
    <fieldset className={styles.choiceGroup}>
      <legend className={styles.choiceLegend}>Presentations to make</legend>
      <label>
        <input type="radio" name="data-shape" checked={groupBy === null} onChange={() => onChange(null)} />{' '}
        One deck per row
      </label>
      <label>
        <input
          type="radio"
          name="data-shape"
          checked={groupBy !== null}
          onChange={() => onChange(column)}
          disabled={headers.length === 0}
        />{' '}
        One deck per value of column …
      </label>
      {groupBy !== null && (
        <>
          <SelectInput
            label="Group by column"
            options={headers.map((header) => ({ value: header, label: header }))}
            value={groupBy}
            onChange={(event) => onChange(event.target.value)}
          />
          <p className={styles.muted}>
            Each deck takes its fields from the first row of its group; <code>{'{{#rows}}…{{/rows}}'}</code>{' '}
            repeats over all the rows of the group.
          </p>
        </>
      )}
    </fieldset>
  );
}
