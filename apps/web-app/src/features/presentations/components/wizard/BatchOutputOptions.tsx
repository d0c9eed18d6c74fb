import { LocaleSelect } from './LocaleSelect';
import { OutputSelect } from './OutputSelect';
import type { DataOptions } from './useDataOptions';

export interface BatchOutputOptionsProps {
  options: DataOptions;
  errors: Readonly<Record<string, readonly string[] | undefined>>;
}

/** Step 3's settings of what comes out: the formats and the locale values are written in. */
export function BatchOutputOptions({ options, errors }: BatchOutputOptionsProps) {
  return (
    <>
      <OutputSelect value={options.output} onChange={options.setOutput} error={errors['formats']} />
      <LocaleSelect value={options.locale} onChange={options.setLocale} error={errors['locale']} />
    </>
  );
}
