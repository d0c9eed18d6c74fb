import { useCallback, useRef, useState } from 'react';
import type { TextEncodingName } from '@deckmill/csv';
import { errorMessage } from '@deckmill/web-data';
import { useCreateDatasetMutation } from '../../api/presentationsApi';

/** Where the data file's one upload stands: none yet, on its way, in (with its id), or refused. */
export type DatasetUpload =
  | { readonly status: 'none' }
  | { readonly status: 'uploading' }
  | { readonly status: 'ready'; readonly id: string }
  | { readonly status: 'failed'; readonly error: string };

const NONE: DatasetUpload = { status: 'none' };

/**
 * Uploads the chosen data file once, as read (its encoding, its sheet), while the person looks at the
 * preview; the checks and the batch then name the dataset instead of sending the file again. Only the upload
 * asked for last may answer: an earlier one (another file, encoding or sheet) is forgotten.
 */
export function useDatasetUpload() {
  const [createDataset] = useCreateDatasetMutation();
  const [state, setState] = useState<DatasetUpload>(NONE);
  const latest = useRef(0);

  const forget = useCallback(() => {
    latest.current += 1;
    setState(NONE);
  }, []);

  const upload = useCallback(
    (file: File, choices: { encoding: TextEncodingName | null; sheet: string | null }) => {
      const attempt = ++latest.current;
      setState({ status: 'uploading' });
      const form = new FormData();
      form.set('file', file, file.name);
      if (choices.encoding) form.set('encoding', choices.encoding);
      if (choices.sheet) form.set('sheet', choices.sheet);
      void createDataset(form)
        .unwrap()
        .then(
          (dataset): DatasetUpload => ({ status: 'ready', id: dataset.id }),
          (error: unknown): DatasetUpload => ({
            status: 'failed',
            error: errorMessage(error) ?? 'The file could not be uploaded. Please try again.',
          }),
        )
        .then((next) => {
          if (latest.current === attempt) setState(next);
        });
    },
    [createDataset],
  );

  return { state, upload, forget };
}
