import { LocaleSelect } from './LocaleSelect';
import { OutputSelect, type OutputChoice } from './OutputSelect';

export interface BatchOutputOptionsProps {
  output: OutputChoice;
  onOutput: (output: OutputChoice) => void;
  locale: string;
  onLocale: (locale: string) => void;
  errors: Readonly<Record<string, readonly string[] | undefined>>;
}

/** Step 3's settings of what comes out: the formats and the locale values are written in. */
export function BatchOutputOptions({ output, onOutput, locale, onLocale, errors }: BatchOutputOptionsProps) {
  return (
    <>
      <OutputSelect value={output} onChange={onOutput} error={errors['formats']} />
      <LocaleSelect value={locale} onChange={onLocale} error={errors['locale']} />
    </>
  );
}
