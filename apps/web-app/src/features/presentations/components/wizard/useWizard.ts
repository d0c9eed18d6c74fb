import { useCallback, useReducer, useRef } from 'react';
import type { TextEncodingName } from '@deckmill/csv';
import { mappableColumns } from './dataOptions';
import { readDataPreview, type DataPreview } from './dataPreview';
import { useDatasetUpload } from './useDatasetUpload';
import { useDeliveryPlan } from './useDelivery';
import { useImagesArchive } from './useImagesArchive';
import { useSectionMapping } from './useSectionMapping';
import { wizardReducer } from './wizardReducer';
import { wizardRequest } from './wizardRequest';
import { INITIAL_WIZARD_STATE, type DataFileChoice } from './wizardState';

/**
 * The wizard's one reducer (`wizardReducer`), the reading and uploading its choices start, and what follows
 * from them: the columns and sections to map, the delivery plan and the request bulk_create and preflight send.
 * `deliveryAllowed`: mailing each deck is for paid plans.
 */
export function useWizard({ deliveryAllowed }: { deliveryAllowed: boolean }) {
  const [state, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD_STATE);
  const upload = useDatasetUpload(dispatch);
  const chooseImages = useImagesArchive(dispatch);

  // Reading a large data file takes a while: only the choice made last is uploaded and answered.
  const latest = useRef<DataFileChoice | null>(null);
  /** Answers the preview once read (null when refused or overtaken), and uploads the file once as read. */
  const read = useCallback(
    async (choice: DataFileChoice): Promise<DataPreview | null> => {
      latest.current = choice;
      const result = await readDataPreview(choice.file, {
        ...(choice.encoding ? { encoding: choice.encoding } : {}),
        ...(choice.sheet ? { sheet: choice.sheet } : {}),
      });
      if (latest.current !== choice) return null;
      if ('error' in result) {
        dispatch({ type: 'previewFailed', choice, error: result.error });
        return null;
      }
      dispatch({ type: 'previewRead', choice, preview: result });
      upload(choice, result.sheet ?? null);
      return result;
    },
    [upload],
  );

  /** Another data file (null: removed). */
  const chooseFile = useCallback(
    async (file: File | null): Promise<DataPreview | null> => {
      const choice = file && { file, encoding: null, sheet: null };
      latest.current = choice;
      dispatch({ type: 'dataFileChosen', choice });
      return choice ? read(choice) : null;
    },
    [read],
  );
  /** The same file read again in another encoding or sheet: the preview, the mapping and the upload follow. */
  const reread = async (choices: Pick<DataFileChoice, 'encoding' | 'sheet'>) => {
    if (!state.dataFile) return null;
    const choice = { file: state.dataFile.file, ...choices };
    dispatch({ type: 'dataFileReread', choice });
    return read(choice);
  };
  const chooseEncoding = (encoding: TextEncodingName) => reread({ encoding, sheet: null });
  const chooseSheet = (sheet: string) => reread({ encoding: null, sheet });
  /** A file the step cannot read (a PDF, an old .xls): no file, and the reason where the file's errors show. */
  const refuseFile = (error: string) => {
    latest.current = null;
    dispatch({ type: 'dataFileRefused', error });
  };

  const format = state.preview?.format ?? 'csv';
  const sections = useSectionMapping(
    state.template?.structure,
    state.preview,
    state.groupBy,
    state.sectionChoices,
  );
  const deliveryPlan = useDeliveryPlan(state.delivery, state.preview, {
    groupBy: state.groupBy,
    rowLimit: state.rowLimit,
    allowed: deliveryAllowed,
  });
  return {
    state,
    dispatch,
    chooseFile,
    chooseEncoding,
    chooseSheet,
    refuseFile,
    chooseImages,
    file: state.dataFile?.file ?? null,
    format,
    /** The placeholders step 3 maps and their columns. */
    mapped: mappableColumns(state.mapping, format, state.groupBy),
    sections,
    deliveryPlan,
    /** null while nothing can be sent yet (no template or file, a workbook still uploading). */
    request: wizardRequest(state, sections.mapping, deliveryPlan),
  };
}

export type Wizard = ReturnType<typeof useWizard>;
