import { useCallback, useRef, useState } from 'react';
import { DEFAULT_FILE_NAME_PATTERN, type TemplateStructure } from '@deckmill/api-contracts';
import { autoMap, emptyMapping, type ColumnMapping } from './autoMap';
import { readDataPreview, type DataPreview } from './dataPreview';
import { hasPictures } from './pictureValues';
import { useImagesArchive } from './useImagesArchive';

export interface WizardTemplateChoice {
  readonly id: number;
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
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [batchName, setBatchName] = useState('');
  const [pattern, setPattern] = useState(DEFAULT_FILE_NAME_PATTERN);
  /** "Generate the first N": only that many rows when the allowance does not cover the file. */
  const [rowLimit, setRowLimit] = useState<number | null>(null);
  /** The pictures the rows name, kept like the data file across steps. */
  const images = useImagesArchive();

  const chooseTemplate = useCallback((choice: WizardTemplateChoice) => {
    setTemplate(choice);
    setMapping(emptyMapping(choice.placeholders));
  }, []);

  // Reading a large data file takes a while: only the file chosen last may fill the preview and the mapping.
  const latestFile = useRef<File | null>(null);
  /** Answers the file's preview once read (null when removed, refused or overtaken by a later choice). */
  const chooseFile = async (
    chosen: File | null,
    choice: WizardTemplateChoice | null = template,
  ): Promise<DataPreview | null> => {
    latestFile.current = chosen;
    setFile(chosen);
    setRowLimit(null);
    if (!chosen) {
      setPreview(null);
      setDataFileError(null);
      return null;
    }
    const result = await readDataPreview(chosen);
    if (latestFile.current !== chosen) return null;
    if ('error' in result) {
      setPreview(null);
      setDataFileError(result.error);
      return null;
    }
    setDataFileError(null);
    setPreview(result);
    if (choice) setMapping(autoMap(choice.placeholders, result.headers));
    return result;
  };

  const mapColumn = (placeholder: string, column: string) =>
    setMapping((current) => ({ ...current, [placeholder]: column }));

  return {
    template,
    chooseTemplate,
    file,
    preview,
    dataFileError,
    chooseFile,
    mapping,
    mapColumn,
    batchName,
    setBatchName,
    pattern,
    setPattern,
    rowLimit,
    setRowLimit,
    images,
  };
}

export type WizardState = ReturnType<typeof useWizardState>;

/** The multipart body of bulk_create. */
export function bulkCreateForm(state: WizardState): FormData | null {
  if (!state.template || !state.file) return null;
  const form = new FormData();
  form.set('presentation[template_id]', String(state.template.id));
  form.set('presentation[csv_file]', state.file);
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
