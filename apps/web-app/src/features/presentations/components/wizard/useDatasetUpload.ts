import { useCallback, type Dispatch } from 'react';
import { datasetFormData } from '@deckmill/api-contracts';
import { errorMessage } from '@deckmill/web-data';
import { useCreateDatasetMutation } from '../../api/presentationsApi';
import type { DataFileChoice, DatasetUpload, WizardAction } from './wizardState';

/**
 * Uploads the chosen data file once, as read (its encoding, the sheet read), while the person looks at the
 * preview; the checks and the batch then name the dataset instead of sending the file again. The answer is
 * kept only while that choice is still the last one (`wizardReducer`).
 */
export function useDatasetUpload(dispatch: Dispatch<WizardAction>) {
  const [createDataset] = useCreateDatasetMutation();
  return useCallback(
    (choice: DataFileChoice, sheetRead: string | null) => {
      const form = datasetFormData(choice.file, choice.file.name, {
        ...(choice.encoding ? { encoding: choice.encoding } : {}),
        ...(sheetRead ? { sheet: sheetRead } : {}),
      });
      void createDataset(form)
        .unwrap()
        .then(
          (dataset): DatasetUpload => ({ status: 'ready', id: dataset.id }),
          (error: unknown): DatasetUpload => ({
            status: 'failed',
            error: errorMessage(error) ?? 'The file could not be uploaded. Please try again.',
          }),
        )
        .then((upload) => dispatch({ type: 'datasetAnswered', choice, upload }));
    },
    [createDataset, dispatch],
  );
}
