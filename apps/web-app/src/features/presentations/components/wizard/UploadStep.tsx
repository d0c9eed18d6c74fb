import type { ReactNode } from 'react';
import { Button, FormErrorBox } from '@deckmill/ui';
import { FileDropZone } from '../../../../components/FileDropZone';
import type { TablePreview } from './tablePreview';
import styles from './Wizard.module.css';

export interface UploadStepProps {
  file: File | null;
  preview: TablePreview | null;
  error: string | null;
  onFile: (file: File | null) => void;
  /** A dropped or picked file that is neither .csv nor .json: why it cannot be used. */
  onRefused?: (message: string) => void;
  /** Shown under the preview: the allowance against the row count. */
  notice?: ReactNode;
  /** False while the allowance does not cover the rows and no smaller batch was chosen. */
  canContinue?: boolean;
  onBack: () => void;
  onNext: () => void;
  /** More choices about the data, under the preview (one deck per row or per group). */
  children?: ReactNode;
  /** Beside the data file: the images archive, for templates with pictures. */
  images?: ReactNode;
}

/** Step 2: choose the data file; it is read in the browser and previewed (headers, first 3 rows, total). */
export function UploadStep({
  file,
  preview,
  error,
  onFile,
  onRefused,
  onBack,
  onNext,
  children,
  images,
  ...props
}: UploadStepProps) {
  const fileName = file?.name ?? null;
  return (
    <section aria-labelledby="wizard-upload-title">
      <h2 id="wizard-upload-title" className={styles.title} tabIndex={-1}>
        Upload Data
      </h2>
      <p className={styles.muted}>
        A .csv file whose first row holds the column names, or a .json file holding a list of objects.
      </p>
      <FileDropZone
        file={file}
        onChange={onFile}
        accept=".csv,text/csv,.json,application/json"
        isAccepted={(candidate) =>
          /\.(csv|json)$/i.test(candidate.name) || ['text/csv', 'application/json'].includes(candidate.type)
        }
        prompt="Drag and drop your .csv or .json file here, or click to browse"
        hint="CSV files with a header row, or JSON: a list of objects"
        inputLabel="CSV file"
        onRefused={(refused) => onRefused?.(refusedDataFile(refused.name))}
      />
      <FormErrorBox message={error} />
      {images}
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
      {children}
      {preview && props.notice}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onNext} disabled={!preview || props.canContinue === false}>
          Next
        </Button>
      </div>
    </section>
  );
}

/** Why a file cannot be the data: a workbook gets the way to a CSV; anything else, the types that work. */
export function refusedDataFile(name: string): string {
  if (/\.(xlsx|xlsm|xls|ods|numbers)$/i.test(name)) {
    return (
      `"${name}" is a spreadsheet workbook; the app reads .csv and .json files. In Excel choose File > Save As > ` +
      '"CSV UTF-8" and upload that file (the deckmill CLI reads workbooks: deckmill generate --data).'
    );
  }
  return `"${name}" is not a .csv or .json file.`;
}
