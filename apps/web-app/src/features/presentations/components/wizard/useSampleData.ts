import { useState } from 'react';
import { SAMPLE_TEMPLATE_NAME, type PresentationWizard } from '@deckmill/api-contracts';
import { errorMessage } from '@deckmill/web-data';
import {
  useAddSampleTemplateMutation,
  useLazyGetSampleCsvQuery,
  useLazyGetWizardQuery,
} from '../../api/presentationsApi';
import { loadSampleImages } from './sampleImages';
import type { WizardTemplateChoice } from './wizardState';

export const SAMPLE_CSV_NAME = 'Deckmill sample data.csv';

/**
 * "Use sample data": the sample template (the copy already in the user's templates, else a new one), the
 * sample CSV as a chosen file and its logos archive (null when it could not be loaded), so a newcomer reaches
 * a finished batch without preparing anything.
 */
export function useSampleData(
  templates: PresentationWizard['templates'],
  onReady: (template: WizardTemplateChoice, csv: File, images: File | null) => Promise<void>,
) {
  const [addSample] = useAddSampleTemplateMutation();
  const [loadCsv] = useLazyGetSampleCsvQuery();
  const [loadWizard] = useLazyGetWizardQuery();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The added template as the wizard lists it: with its structure, which says it takes pictures.
  const addedSample = async (): Promise<WizardTemplateChoice> => {
    const added = await addSample().unwrap();
    const wizard = await loadWizard().unwrap();
    return wizard.templates.find((candidate) => candidate.id === added.id) ?? added;
  };

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const template =
        templates.find((candidate) => candidate.name === SAMPLE_TEMPLATE_NAME) ?? (await addedSample());
      const [text, images] = await Promise.all([loadCsv().unwrap(), loadSampleImages()]);
      await onReady(template, new File([text], SAMPLE_CSV_NAME, { type: 'text/csv' }), images);
    } catch (failure) {
      setError(errorMessage(failure) ?? 'The sample could not be loaded. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return { start, busy, error };
}
