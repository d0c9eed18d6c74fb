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
        A .csv file or an Excel (.xlsx) or OpenDocument (.ods) workbook whose first row holds the column
        names, or a .json file holding a list of objects.
      </p>
      <FileDropZone
        file={file}
        onChange={onFile}
        accept={ACCEPTED_FILES}
        isAccepted={(candidate) =>
          /\.(csv|tsv|txt|json|xlsx|xlsm|ods)$/i.test(candidate.name) ||
          ['text/csv', 'application/json', ...WORKBOOK_TYPES].includes(candidate.type)
        }
        prompt="Drag and drop your .csv, .xlsx or .json file here, or click to browse"
        hint="CSV or a workbook with a header row, or JSON: a list of objects"
        inputLabel="Data file"
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
              <caption className="dm-visually-hidden">First rows of {fileName ?? 'the data file'}</caption>
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

const WORKBOOK_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
];
const ACCEPTED_FILES = [
  '.csv',
  'text/csv',
  '.tsv',
  '.json',
  'application/json',
  '.xlsx',
  '.xlsm',
  '.ods',
  ...WORKBOOK_TYPES,
].join(',');

/** Why a file cannot be the data: an old or Apple workbook gets the way to one that works; anything else, the types. */
export function refusedDataFile(name: string): string {
  if (/\.(xls|numbers)$/i.test(name)) {
    return (
      `"${name}" is a workbook in a format the app does not read. Save it as an Excel workbook (.xlsx) or as ` +
      '"CSV UTF-8" and upload that file.'
    );
  }
  return `"${name}" is not a .csv, .xlsx, .ods or .json file.`;
}
