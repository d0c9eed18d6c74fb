import { FormErrorBox, SelectInput } from '@deckmill/ui';
import type { DatasetUpload } from './wizardState';
import styles from './Wizard.module.css';

export interface WorkbookChoicesProps {
  /** The sheet read and every sheet of the workbook (hidden ones marked). */
  sheet: string;
  sheets: readonly { readonly name: string; readonly hidden: boolean }[];
  /** What the reader left out or renamed (a title above the header, hidden rows and sheets). */
  notes: readonly string[];
  upload: DatasetUpload;
  onSheet: (name: string) => void;
}

/**
 * Step 2 for a workbook: the sheet read (another can be chosen), what was left out, and the upload the batch
 * will be made from (a workbook is never sent again: Next waits for it).
 */
export function WorkbookChoices({ sheet, sheets, notes, upload, onSheet }: WorkbookChoicesProps) {
  return (
    <div className={notes.length > 0 ? styles.encodingGuessed : styles.encoding}>
      {sheets.length > 1 ? (
        <SelectInput
          label="Sheet"
          hint="The first sheet holding a table is read unless you choose another."
          options={sheets.map(({ name, hidden }) => ({
            value: name,
            label: hidden ? `${name} (hidden)` : name,
          }))}
          value={sheet}
          onChange={(event) => onSheet(event.target.value)}
        />
      ) : (
        <p>
          Sheet <strong>{sheet}</strong>.
        </p>
      )}
      {notes.length > 0 && (
        <ul aria-label="Left out or renamed" className={styles.notes}>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <p role="status">
        {upload.status === 'uploading' && 'Uploading the workbook...'}
        {upload.status === 'ready' && 'Uploaded: the checks and the batch use it as read here.'}
      </p>
      {upload.status === 'failed' && <FormErrorBox message={upload.error} />}
    </div>
  );
}
