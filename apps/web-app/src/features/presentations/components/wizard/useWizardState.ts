import { useRef, useState } from 'react';
import { DEFAULT_FILE_NAME_PATTERN } from '@deckmill/contracts';
import { autoMap, emptyMapping, type ColumnMapping } from './autoMap';
import { readCsvPreview, type CsvPreview } from './csvPreview';
import type { WizardStep } from './WizardSteps';

export interface WizardTemplateChoice {
  readonly id: number;
  readonly placeholders: readonly string[];
}

/**
 * The wizard's state across its steps (spec 4): Back keeps everything; choosing a template resets the mapping;
 * loading a CSV auto-maps.
 */
export function useWizardState() {
  const [step, setStep] = useState<WizardStep>(1);
  const [template, setTemplate] = useState<WizardTemplateChoice | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [csvError, setCsvError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [batchName, setBatchName] = useState('');
  const [pattern, setPattern] = useState(DEFAULT_FILE_NAME_PATTERN);

  const chooseTemplate = (choice: WizardTemplateChoice) => {
    setTemplate(choice);
    setMapping(emptyMapping(choice.placeholders));
  };

  // Reading a large CSV takes a while: only the file chosen last may fill the preview and the mapping.
  const latestFile = useRef<File | null>(null);
  const chooseFile = async (chosen: File) => {
    latestFile.current = chosen;
    setFile(chosen);
    const result = await readCsvPreview(chosen);
    if (latestFile.current !== chosen) return;
    if ('error' in result) {
      setPreview(null);
      setCsvError(result.error);
      return;
    }
    setCsvError(null);
    setPreview(result);
    if (template) setMapping(autoMap(template.placeholders, result.headers));
  };

  const mapColumn = (placeholder: string, column: string) =>
    setMapping((current) => ({ ...current, [placeholder]: column }));

  return {
    step,
    setStep,
    template,
    chooseTemplate,
    file,
    preview,
    csvError,
    chooseFile,
    mapping,
    mapColumn,
    batchName,
    setBatchName,
    pattern,
    setPattern,
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
  return form;
}
