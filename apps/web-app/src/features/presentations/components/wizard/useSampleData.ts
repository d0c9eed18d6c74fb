import { useState } from 'react';
import { SAMPLE_TEMPLATE_NAME, type PresentationWizard } from '@deckmill/api-contracts';
import { errorMessage } from '@deckmill/web-data';
import { useAddSampleTemplateMutation, useLazyGetSampleCsvQuery } from '../../api/presentationsApi';
import type { WizardTemplateChoice } from './wizardState';

export const SAMPLE_CSV_NAME = 'Deckmill sample data.csv';

/**
 * "Use sample data": the sample template (the copy already in the user's templates, else a new one) and the
 * sample CSV as a chosen file, so a newcomer reaches a finished batch without preparing anything.
 */
export function useSampleData(
  templates: PresentationWizard['templates'],
  onReady: (template: WizardTemplateChoice, csv: File) => Promise<void>,
) {
  const [addSample] = useAddSampleTemplateMutation();
  const [loadCsv] = useLazyGetSampleCsvQuery();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const template =
        templates.find((candidate) => candidate.name === SAMPLE_TEMPLATE_NAME) ??
        (await addSample().unwrap());
      const text = await loadCsv().unwrap();
      await onReady(template, new File([text], SAMPLE_CSV_NAME, { type: 'text/csv' }));
    } catch (failure) {
      setError(errorMessage(failure) ?? 'The sample could not be loaded. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return { start, busy, error };
}
