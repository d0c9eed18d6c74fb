import { useCallback, useRef, useState } from 'react';
import {
  DEFAULT_FILE_NAME_PATTERN,
  type DataEncoding,
  type TemplateStructure,
} from '@deckmill/api-contracts';
import type { TextEncodingName } from '@deckmill/csv';
import { namePatternFor, suggestNameColumn, type NameColumn } from '@deckmill/csv/naming';
import { autoMap, emptyMapping, type ColumnMapping } from './autoMap';
import { readDataPreview, type DataPreview } from './dataPreview';
import { hasPictures } from './pictureValues';
import { useDatasetUpload } from './useDatasetUpload';
import { useImagesArchive } from './useImagesArchive';
import { isWorkbook } from './workbookFiles';

export interface WizardTemplateChoice {
  readonly id: number;
  /** For `{{template}}` in the file names step 3 shows. */
  readonly name?: string;
  readonly placeholders: readonly string[];
  /** Sections and the fields inside them, mapped (or listed) at step 3. */
  readonly structure?: TemplateStructure;
}

/**
 * The wizard's state across its steps: Back keeps everything; choosing a template resets the mapping;
 * loading a data file auto-maps. The step itself lives in the URL (`useWizardStepParam`).
 */
export function useWizardState() {
  const [template, setTemplate] = useState<WizardTemplateChoice | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<DataPreview | null>(null);
  const [dataFileError, setDataFileError] = useState<string | null>(null);
  /** The CSV encoding the user chose over the detected one (null: detected); sent as `data_encoding`. */
  const [encoding, setEncoding] = useState<TextEncodingName | null>(null);
  /** The workbook sheet the user chose (null: the first with data). */
  const [sheet, setSheet] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [batchName, setBatchName] = useState('');
  const [pattern, setPatternValue] = useState(DEFAULT_FILE_NAME_PATTERN);
  /** The column the decks are named after by default (step 3 says which), until the user writes a pattern. */
  const [nameColumn, setNameColumn] = useState<NameColumn | null>(null);
  const patternWritten = useRef(false);
  const setPattern = useCallback((next: string) => {
    patternWritten.current = true;
    setNameColumn(null);
    setPatternValue(next);
  }, []);
  /** "Generate the first N": only that many rows when the allowance does not cover the file. */
  const [rowLimit, setRowLimit] = useState<number | null>(null);
  /** The pictures the rows name, kept like the data file across steps. */
  const images = useImagesArchive();

  const chooseTemplate = useCallback((choice: WizardTemplateChoice) => {
    setTemplate(choice);
    setMapping(emptyMapping(choice.placeholders));
  }, []);

  const uploads = useDatasetUpload();

  // Reading a large data file takes a while: only the file chosen last may fill the preview and the mapping.
  const latestFile = useRef<File | null>(null);
  /**
   * Answers the file's preview once read (null when removed, refused or overtaken by a later choice), and
   * uploads it once as a dataset in the background: the checks and the batch then name it by id.
   */
  const chooseFile = async (
    chosen: File | null,
    choice: WizardTemplateChoice | null = template,
    choices: { encoding?: TextEncodingName | null; sheet?: string | null } = {},
  ): Promise<DataPreview | null> => {
    const chosenEncoding = choices.encoding ?? null;
    latestFile.current = chosen;
    setFile(chosen);
    setEncoding(chosenEncoding);
    setSheet(choices.sheet ?? null);
    setRowLimit(null);
    uploads.forget();
    if (!chosen) {
      setPreview(null);
      setDataFileError(null);
      return null;
    }
    const result = await readDataPreview(chosen, {
      ...(chosenEncoding ? { encoding: chosenEncoding } : {}),
      ...(choices.sheet ? { sheet: choices.sheet } : {}),
    });
    if (latestFile.current !== chosen) return null;
    if ('error' in result) {
      setPreview(null);
      setDataFileError(result.error);
      return null;
    }
    setDataFileError(null);
    setPreview(result);
    uploads.upload(chosen, { encoding: chosenEncoding, sheet: result.sheet ?? null });
    if (choice) setMapping(autoMap(choice.placeholders, result.headers));
    // Decks named after the company or person of each row ("Acme Corp.pptx"), unless the user wrote a pattern.
    if (!patternWritten.current) {
      const suggested = suggestNameColumn(result.headers, result.records);
      setNameColumn(suggested);
      setPatternValue(suggested ? namePatternFor(suggested.column) : DEFAULT_FILE_NAME_PATTERN);
    }
    return result;
  };

  /** A file the step cannot read (a PDF, an old .xls): no file, and the reason where the file's errors show. */
  const refuseFile = (message: string) => {
    latestFile.current = null;
    uploads.forget();
    setFile(null);
    setPreview(null);
    setDataFileError(message);
  };

  /** Reads the file again in another encoding: the preview, the mapping and the sample line follow. */
  const chooseEncoding = (name: TextEncodingName) => chooseFile(file, template, { encoding: name });
  /** Reads another sheet of the workbook. */
  const chooseSheet = (name: string) => chooseFile(file, template, { sheet: name });

  const mapColumn = (placeholder: string, column: string) =>
    setMapping((current) => ({ ...current, [placeholder]: column }));

  return {
    template,
    chooseTemplate,
    file,
    preview,
    dataFileError,
    chooseFile,
    refuseFile,
    encoding,
    chooseEncoding,
    sheet,
    chooseSheet,
    dataset: uploads.state,
    mapping,
    mapColumn,
    batchName,
    setBatchName,
    pattern,
    setPattern,
    nameColumn,
    rowLimit,
    setRowLimit,
    images,
  };
}

export type WizardState = ReturnType<typeof useWizardState>;

/**
 * The multipart body of bulk_create (and preflight): the dataset's id once the upload is in, else the file
 * itself (a CSV or JSON file; a workbook only ever travels as a dataset, so it waits for one).
 */
export function bulkCreateForm(state: WizardState): FormData | null {
  if (!state.template || !state.file) return null;
  const form = new FormData();
  form.set('presentation[template_id]', String(state.template.id));
  if (state.dataset.status === 'ready') {
    form.set('presentation[dataset_id]', state.dataset.id);
  } else if (isWorkbook(state.file.name)) {
    return null;
  } else {
    form.set('presentation[csv_file]', state.file);
    // `satisfies`: every encoding the reader offers is one the API accepts (generation's call checks the converse).
    if (state.encoding) form.set('presentation[data_encoding]', state.encoding satisfies DataEncoding);
  }
  form.set('presentation[data_mapping]', JSON.stringify(state.mapping));
  if (state.batchName.trim()) form.set('presentation[name]', state.batchName.trim());
  form.set('presentation[file_name_pattern]', state.pattern);
  if (state.rowLimit !== null) form.set('presentation[row_limit]', String(state.rowLimit));
  // Only a template with pictures reads the archive: one chosen for another template stays home.
  if (state.images.file && hasPictures(state.template.structure)) {
    form.set('presentation[images_file]', state.images.file);
  }
  return form;
}
