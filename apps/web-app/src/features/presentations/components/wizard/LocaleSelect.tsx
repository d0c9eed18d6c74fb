import { SUPPORTED_LOCALES } from '@deckmill/api-contracts';
import { SelectInput } from '@deckmill/ui';

export interface LocaleSelectProps {
  value: string;
  onChange: (locale: string) => void;
  error?: readonly string[];
}

/** The batch's locale: how the number, currency, percent and date filters write values. */
export function LocaleSelect({ value, onChange, error }: LocaleSelectProps) {
  return (
    <SelectInput
      label="Number and date format"
      options={SUPPORTED_LOCALES.map((locale) => ({
        value: locale.tag,
        label: `${locale.label} — ${locale.tag}`,
      }))}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
