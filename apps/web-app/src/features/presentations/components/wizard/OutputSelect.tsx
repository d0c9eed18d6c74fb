import type { OutputFormat } from '@deckmill/api-contracts';
import { SelectInput } from '@deckmill/ui';

/** The wizard's three outputs and the formats each one asks for (`presentation[formats]`). */
export const OUTPUT_CHOICES = [
  { value: 'pptx', label: 'PowerPoint (.pptx)', formats: ['pptx'] },
  { value: 'pdf', label: 'PDF', formats: ['pdf'] },
  { value: 'both', label: 'PowerPoint and PDF', formats: ['pptx', 'pdf'] },
] as const satisfies readonly { value: string; label: string; formats: readonly OutputFormat[] }[];

export type OutputChoice = (typeof OUTPUT_CHOICES)[number]['value'];

export function formatsOf(choice: OutputChoice): readonly OutputFormat[] {
  return OUTPUT_CHOICES.find((option) => option.value === choice)?.formats ?? ['pptx'];
}

export interface OutputSelectProps {
  value: OutputChoice;
  onChange: (choice: OutputChoice) => void;
  error?: readonly string[];
}

function isChoice(value: string): value is OutputChoice {
  return OUTPUT_CHOICES.some((option) => option.value === value);
}

/** What each row comes out as: the deck, its PDF, or both. */
export function OutputSelect({ value, onChange, error }: OutputSelectProps) {
  return (
    <SelectInput
      label="Output"
      options={OUTPUT_CHOICES.map(({ value: option, label }) => ({ value: option, label }))}
      value={value}
      onChange={(event) => {
        if (isChoice(event.target.value)) onChange(event.target.value);
      }}
      error={error}
    />
  );
}
