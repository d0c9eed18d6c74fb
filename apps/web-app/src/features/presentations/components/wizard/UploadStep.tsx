import { Button, FormErrorBox } from '@deckmill/ui';
import type { CsvPreview } from './csvPreview';
import styles from './Wizard.module.css';

export interface UploadStepProps {
  fileName: string | null;
  preview: CsvPreview | null;
  error: string | null;
  onFile: (file: File) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: choose the CSV; it is read in the browser and previewed (headers, first 3 rows, total). */
export function UploadStep({ fileName, preview, error, onFile, onBack, onNext }: UploadStepProps) {
  return (
    <section aria-labelledby="wizard-upload-title">
      <h2 id="wizard-upload-title" className={styles.title} tabIndex={-1}>
        Upload Data
      </h2>
      <p className={styles.muted}>
        A .csv file whose first row holds the column names; one presentation per row.
      </p>
      <label className={styles.fileLabel}>
        CSV file
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
          }}
        />
      </label>
      {fileName && <p className={styles.muted}>Chosen: {fileName}</p>}
      <FormErrorBox message={error} />
      {preview && (
        <div className={styles.preview}>
          <p>
            <strong>{preview.totalRows.toLocaleString('en-US')}</strong> row
            {preview.totalRows === 1 ? '' : 's'} found. First rows:
          </p>
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <caption className="dm-visually-hidden">First rows of {fileName ?? 'the CSV file'}</caption>
              <thead>
                <tr>
                  {preview.headers.map((header) => (
                    <th key={header} scope="col">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row, index) => (
                  <tr key={index}>
                    {row.map((value, column) => (
                      <td key={column}>{value}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onNext} disabled={!preview}>
          Next
        </Button>
      </div>
    </section>
  );
}
