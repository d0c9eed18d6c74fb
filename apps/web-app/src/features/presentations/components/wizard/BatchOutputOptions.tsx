import { useGetWizardQuery } from '../../api/presentationsApi';
import { LocaleSelect } from './LocaleSelect';
import { OutputSelect, type OutputChoice } from './OutputSelect';

export interface BatchOutputOptionsProps {
  output: OutputChoice;
  onOutput: (output: OutputChoice) => void;
  locale: string;
  onLocale: (locale: string) => void;
  errors: Readonly<Record<string, readonly string[] | undefined>>;
}

/**
 * Step 3's settings of what comes out: the formats and the locale values are written in. Whether LibreOffice
 * is installed comes with the wizard's data (cached since step 1); an answer without it offers PDFs as before.
 */
export function BatchOutputOptions({ output, onOutput, locale, onLocale, errors }: BatchOutputOptionsProps) {
  const wizard = useGetWizardQuery().data;
  const officeAvailable = wizard?.office_available !== false;
  return (
    <>
      <OutputSelect
        value={output}
        onChange={onOutput}
        error={errors['formats']}
        officeAvailable={officeAvailable}
        officeMissing={wizard?.office_missing}
      />
      <LocaleSelect value={locale} onChange={onLocale} error={errors['locale']} />
    </>
  );
}
