import type { OutputFormat } from '@deckmill/api-contracts';
import { SelectInput } from '@deckmill/ui';
import { OfficeNotice, type OfficeTool } from '../../../../components/OfficeNotice';

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

/** A choice that makes PDFs, which LibreOffice converts. */
function needsOffice(choice: OutputChoice): boolean {
  return formatsOf(choice).includes('pdf');
}

export interface OutputSelectProps {
  value: OutputChoice;
  onChange: (choice: OutputChoice) => void;
  error?: readonly string[];
  /** false: LibreOffice is not installed where Deckmill runs, so the PDF choices are shown disabled. */
  officeAvailable?: boolean;
  /** What the server lacks, for the notice (absent: LibreOffice is named). */
  officeMissing?: readonly OfficeTool[];
}

function isChoice(value: string): value is OutputChoice {
  return OUTPUT_CHOICES.some((option) => option.value === value);
}

/** What each row comes out as: the deck, its PDF, or both; without LibreOffice only the deck, saying why. */
export function OutputSelect({
  value,
  onChange,
  error,
  officeAvailable = true,
  officeMissing,
}: OutputSelectProps) {
  return (
    <SelectInput
      label="Output"
      options={OUTPUT_CHOICES.map(({ value: option, label }) => ({
        value: option,
        label,
        disabled: !officeAvailable && needsOffice(option),
      }))}
      value={value}
      onChange={(event) => {
        if (isChoice(event.target.value)) onChange(event.target.value);
      }}
      error={error}
      hint={officeAvailable ? undefined : <OfficeNotice missing={officeMissing} />}
    />
  );
}
