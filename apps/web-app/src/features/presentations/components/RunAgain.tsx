import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { datasetFormData, type PresentationDetail } from '@deckmill/api-contracts';
import { Button, FormErrorBox, formatDateTime, SelectInput } from '@deckmill/ui';
import { errorMessage, flashState } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { FileDropZone } from '../../../components/FileDropZone';
import {
  useCreateDatasetMutation,
  useDeleteDatasetMutation,
  useRunAgainMutation,
} from '../api/presentationsApi';
import { STATUS_TEXT } from './presentationStatus';
import { isWorkbook } from './wizard/workbookFiles';
import styles from './RunAgain.module.css';

const ACCEPTED = '.csv,text/csv,.tsv,.json,application/json,.xlsx,.xlsm,.ods';

/** The runs of this presentation's line, oldest first, the one shown marked. */
function RunsList({ detail }: { detail: PresentationDetail }) {
  if (detail.runs.length < 2) return null;
  return (
    <ol className={styles.runs} aria-label="Runs">
      {detail.runs.map((run) => (
        <li key={run.id}>
          {run.id === detail.id ? (
            <strong aria-current="page">Run {run.run_number}</strong>
          ) : (
            <Link to={paths.presentation(run.id)}>Run {run.run_number}</Link>
          )}{' '}
          · {formatDateTime(run.created_at)} · {run.row_count} row{run.row_count === 1 ? '' : 's'} ·{' '}
          {STATUS_TEXT[run.status] ?? run.status}
        </li>
      ))}
    </ol>
  );
}

/**
 * "Run again with new data": another data file (a CSV, a workbook's sheet, a JSON file) goes up
 * once as a dataset and makes the next run with this presentation's template, mapping and options.
 */
export function RunAgain({ detail }: { detail: PresentationDetail }) {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const workbook = useWorkbookSheets(file, setRefused);
  const [createDataset, upload] = useCreateDatasetMutation();
  const [runAgain, run] = useRunAgainMutation();
  const [deleteDataset] = useDeleteDatasetMutation();
  const busy = upload.isLoading || run.isLoading;
  const failure = refused ?? errorMessage(upload.error ?? run.error) ?? null;

  const start = async () => {
    if (!file) return;
    const form = datasetFormData(file, file.name, workbook.sheet ? { sheet: workbook.sheet } : {});
    const dataset = await createDataset(form)
      .unwrap()
      .catch(() => null);
    if (!dataset) return;
    const runForm = new FormData();
    runForm.set('presentation[dataset_id]', dataset.id);
    const created = await runAgain({ id: detail.id, form: runForm })
      .unwrap()
      .catch(() => null);
    // A refused run leaves nothing behind: the upload made for it goes too.
    if (!created) {
      void deleteDataset(dataset.id);
      return;
    }
    await navigate(paths.presentation(created.id), {
      state: flashState('notice', `Started a new run with ${file.name}.`),
    });
  };

  return (
    <section aria-labelledby="run-again-title" className={styles.section}>
      <h2 id="run-again-title" className={styles.title}>
        Run again with new data
      </h2>
      <p className={styles.note}>
        The same template, columns, options and file names, with another data file. This is run{' '}
        {detail.run_number}
        {detail.runs.length > 1 ? ` of ${detail.runs.length}` : ''}; the new one is the next.
      </p>
      <RunsList detail={detail} />
      <FileDropZone
        file={file}
        onChange={(chosen) => {
          setRefused(null);
          setFile(chosen);
        }}
        accept={ACCEPTED}
        isAccepted={(candidate) => /\.(csv|tsv|txt|json|xlsx|xlsm|ods)$/i.test(candidate.name)}
        onRefused={(candidate) => setRefused(`"${candidate.name}" is not a .csv, .xlsx, .ods or .json file.`)}
        prompt="Drag and drop the new .csv, .xlsx or .json file here, or click to browse"
        hint="Its columns must carry the names this presentation was mapped to"
        inputLabel="New data file"
        disabled={busy}
      />
      {workbook.sheets.length > 1 && (
        <SelectInput
          label="Sheet"
          hint="The first sheet holding a table is read unless you choose another."
          options={workbook.sheets.map(({ name, hidden }) => ({
            value: name,
            label: hidden ? `${name} (hidden)` : name,
          }))}
          value={workbook.sheet ?? ''}
          onChange={(event) => workbook.choose(event.target.value)}
          disabled={busy}
        />
      )}
      <FormErrorBox message={failure} />
      <div className={styles.actions}>
        <Button onClick={() => void start()} disabled={!file || busy || workbook.reading}>
          {busy ? 'Starting...' : 'Run again'}
        </Button>
      </div>
    </section>
  );
}

/**
 * A workbook's sheets, read in the browser (the reader is loaded only for a workbook), so the person can pick
 * the one holding the new rows; the first sheet holding a table is chosen until then.
 */
function useWorkbookSheets(file: File | null, refuse: (message: string) => void) {
  const [state, setState] = useState<{
    file: File | null;
    sheets: readonly { readonly name: string; readonly hidden: boolean }[];
    sheet: string | null;
  }>({ file: null, sheets: [], sheet: null });
  useEffect(() => {
    if (!file || !isWorkbook(file.name)) return;
    let current = true;
    // Read here or not, the file may go: the server reads it with the same reader and says what it finds.
    void import('./wizard/workbookPreview')
      .then(({ readWorkbookPreview }) => readWorkbookPreview(file))
      .catch(() => ({ error: 'The workbook could not be read here; Run again sends it as it is.' }))
      .then((read) => {
        if (!current) return;
        if ('error' in read) refuse(read.error);
        setState({
          file,
          sheets: 'error' in read ? [] : (read.sheets ?? []),
          sheet: 'error' in read ? null : (read.sheet ?? null),
        });
      });
    return () => {
      current = false;
    };
  }, [file, refuse]);
  const known = state.file === file && file !== null;
  return {
    sheets: known ? state.sheets : [],
    sheet: known ? state.sheet : null,
    reading: file !== null && isWorkbook(file.name) && !known,
    choose: (sheet: string) => setState((previous) => ({ ...previous, sheet })),
  };
}
